import { describe, expect, it } from 'vitest';
import { renderRichtext } from './richtext';
import type { RichtextNode } from './schema';

const text = (value: string, marks?: RichtextNode['marks']): RichtextNode => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
const link = (value: string, attrs: Record<string, unknown>) => text(value, [{ type: 'link', attrs: { uuid: null, anchor: null, target: null, ...attrs } }]);
const cell = (type: 'tableHeader' | 'tableCell', value: string): RichtextNode => ({
    type,
    attrs: { colspan: 1, rowspan: 1, colwidth: null },
    content: [{ type: 'paragraph', content: [text(value)] }],
});

/** A document as Storyblok's richtext field stores it (the editor's JSON, links as its link dialog writes them). */
const document: RichtextNode = {
    type: 'doc',
    content: [
        {
            type: 'paragraph',
            content: [
                text('Mail '),
                link('info@gevenhout.nl', { href: 'info@gevenhout.nl', linktype: 'email' }),
                text(', lees '),
                link('de voorwaarden', { href: 'nl/t/algemene-voorwaarden', linktype: 'story', uuid: 'a1b2', anchor: 'levering' }),
                text(' of '),
                link('the terms', { href: '/en/t/terms-and-conditions', linktype: 'story', target: '_self' }),
                text(', '),
                link('naar boven', { href: '#top', linktype: 'url' }),
                text(' en '),
                link('FSC', { href: 'https://fsc.org', linktype: 'url', target: '_blank' }),
                text('.'),
            ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [text('Maten', [{ type: 'anchor', attrs: { id: 'maten' } }])] },
        {
            type: 'table',
            content: [
                { type: 'tableRow', content: [cell('tableHeader', 'Dikte'), cell('tableHeader', 'Breedte')] },
                { type: 'tableRow', content: [cell('tableCell', '28 mm'), cell('tableCell', '145 mm')] },
            ],
        },
        { type: 'code_block', attrs: { class: 'language-text' }, content: [text('lengte < 6 m & > 2 m')] },
        { type: 'paragraph', content: [text('Code '), text('FSC-C123', [{ type: 'code' }]), text(' en '), text('vet', [{ type: 'bold' }])] },
        { type: 'paragraph', content: [link('klik', { href: 'javascript:alert(1)', linktype: 'url' })] },
    ],
};

describe("content richtext through Storyblok's renderer", () => {
    it('writes mail, story, anchor and web links, a table and a code block as Storyblok renders them', () => {
        expect(renderRichtext(document)).toBe(
            [
                '<p>Mail <a href="mailto:info@gevenhout.nl">info@gevenhout.nl</a>, lees ',
                '<a href="/t/algemene-voorwaarden#levering">de voorwaarden</a> of ',
                '<a target="_self" href="/en/t/terms-and-conditions">the terms</a>, ',
                '<a href="#top">naar boven</a> en ',
                '<a target="_blank" href="https://fsc.org" rel="noopener noreferrer">FSC</a>.</p>',
                '<h2><span id="maten">Maten</span></h2>',
                '<table><thead><tr><th><p>Dikte</p></th>\n<th><p>Breedte</p></th>\n</tr></thead>',
                '<tbody><tr><td><p>28 mm</p></td>\n<td><p>145 mm</p></td>\n</tr></tbody></table>',
                '<pre><code class="language-text">lengte &lt; 6 m &amp; &gt; 2 m</code></pre>',
                '<p>Code <code>FSC-C123</code> en <strong>vet</strong></p>',
                '<p><a>klik</a></p>',
            ].join(''),
        );
    });

    it('keeps HTML from local stories, through the same sanitizer', () => {
        expect(renderRichtext('<p>Mail <a href="mailto:info@gevenhout.nl">ons</a><script>alert(1)</script></p>')).toBe('<p>Mail <a href="mailto:info@gevenhout.nl">ons</a></p>');
    });
});
