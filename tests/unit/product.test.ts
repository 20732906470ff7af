import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html';
import { boardsNeeded, choosePacks, coveredWidth, packSizeOf, parseDecimal, screwsNeeded, screwsPerM2 } from '../../src/lib/decking';
import { itemNumber, parseQuantity, shownTiers, stockBand } from '../../src/lib/product';
import { barcodePath, formatLength, lineTotal, tierDiscount } from '@timber-shop/rules';

describe('description sanitizer', () => {
    it('keeps the allowed markup of the seeded descriptions as it is', () => {
        const html = '<p>Douglas is &amp; blijft sterk.</p><ul><li>Kwaliteit <strong>A/B</strong></li><li>FSC</li></ul>';
        expect(sanitizeHtml(html)).toBe(html);
    });

    it('ends each table cell with a line break, so that the search index reads the cells as separate words', () => {
        expect(sanitizeHtml('<table><tr><th>Houtsoort</th><th>Duurzaamheidsklasse</th></tr><tr><td>Ipé</td><td>1</td></tr></table>')).toBe(
            '<table><tr><th>Houtsoort</th>\n<th>Duurzaamheidsklasse</th>\n</tr><tr><td>Ipé</td>\n<td>1</td>\n</tr></table>',
        );
    });

    it('drops script, style and other active elements with their content', () => {
        expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
        expect(sanitizeHtml('<SCRIPT type="text/javascript">document.write("<p>x</p>")</SCRIPT>ok')).toBe('ok');
        expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
    });

    it('drops event handler and style attributes and unknown attributes', () => {
        expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">t</p>')).toBe('<p>t</p>');
        expect(sanitizeHtml('<img src="/assets/a.png" onerror="alert(1)" alt="A">')).toBe('<img src="/assets/a.png" alt="A">');
        expect(sanitizeHtml('<a href="https://example.com" target="_blank" onmouseover=alert(1)>x</a>')).toBe(
            '<a href="https://example.com" rel="noopener noreferrer">x</a>',
        );
    });

    it('refuses javascript: and data: URLs, also when disguised', () => {
        for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<script>', ' vbscript:x']) {
            expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
        }
        for (const href of ['/producten/x/1', '#specs', 'https://example.com/a?b=1', 'mailto:info@example.com', 'tel:+31851304560']) expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toContain(`<a href="${href}"`);
    });

    it('unwraps tags that are not allowed, keeping their text, and balances the rest', () => {
        expect(sanitizeHtml('<div><span>Tekst</span> <font color="red">rood</font></div>')).toBe('Tekst rood');
        expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
        expect(sanitizeHtml('</li>los</p><ul><li>a</ul>')).toBe('los<ul><li>a</li></ul>');
        expect(sanitizeHtml('<h1>Titel</h1>')).toBe('<h2>Titel</h2>');
    });

    it('escapes text: stray angle brackets and quotes cannot open markup', () => {
        expect(sanitizeHtml('3 < 5 > 2 & "x"')).toBe('3 &lt; 5 &gt; 2 &amp; "x"');
        expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
        // an attribute value stays one value: its quotes come back escaped
        expect(sanitizeHtml('<a title="a&quot; onclick=&quot;x" href="/x">y</a>')).toBe('<a title="a&quot; onclick=&quot;x" href="/x">y</a>');
        expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok<!DOCTYPE html>')).toBe('ok');
    });

    it('takes 100 KB of malformed markup and XSS vectors in one pass (linear time) and keeps them harmless', () => {
        const vectors = [
            '<script>alert(1)</script>',
            '<img src=x onerror=alert(1)>',
            '<a href="javascript:alert(1)">x</a>',
            '<a href="jav&#x09;ascript:alert(1)">x</a>',
            '<svg onload=alert(1)><script>alert(2)</script></svg>',
            '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
            '<p style="background:url(javascript:alert(1))" onclick="alert(1)">p</p>',
            '<math><mi xlink:href="javascript:alert(1)">m</mi></math>',
            '"><script>alert(1)</script>',
            '<a href=" &#14;javascript:alert(1)">x</a>',
            '<img src="x" alt="</p><script>alert(1)</script>">',
        ].join('');
        const chunks = ['<a'.repeat(25_000), '<p><strong><em>unclosed '.repeat(1_000), '<<<>>><a href="<a href=">"'.repeat(500), '<table><tr><td colspan="99999">'.repeat(300), vectors.repeat(20)];
        const input = chunks.join('').slice(0, 100_000) + vectors;
        expect(input.length).toBeGreaterThanOrEqual(100_000);
        const output = sanitizeHtml(input);
        expect(output).not.toMatch(/<script|<iframe|<svg|<math|<style|javascript:|data:text|\son\w+=|style=/i);
        // every tag left is an allowed one, with allowed attributes only
        for (const [, name, attributes] of output.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
            expect(['p', 'strong', 'em', 'a', 'img', 'table', 'tbody', 'tr', 'td', 'br'], name).toContain(name);
            for (const [, attribute] of attributes.matchAll(/\s([a-z-]+)=/g)) expect(['href', 'title', 'src', 'alt', 'colspan', 'rel'], attribute).toContain(attribute);
        }
        expect(output).not.toContain('colspan="99999"');
        expect(sanitizeHtml(vectors)).toBe('<img src="x"><a>x</a><a>x</a><p>p</p>"&gt;<a>x</a><img src="x" alt="&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;">');
    });

    it('keeps only sensible numbers in table and list attributes', () => {
        expect(sanitizeHtml('<table><tr><td colspan="2" rowspan="x">a</td><th scope="col">b</th><th scope="evil">c</th></tr></table>')).toBe(
            '<table><tr><td colspan="2">a</td>\n<th scope="col">b</th>\n<th>c</th>\n</tr></table>',
        );
    });
});

describe('decking calculator', () => {
    it('works with the working width: the board\'s own, else its width and the 7 mm gap', () => {
        expect(coveredWidth({ width: 145, workingWidth: 150 })).toBe(150);
        expect(coveredWidth({ width: 145, workingWidth: 0 })).toBe(152);
        expect(coveredWidth({ width: 145 })).toBe(152);
        expect(coveredWidth({ width: 0, workingWidth: 0 })).toBe(0);
    });

    it('states the screw rule per m²: 2 per board per joist, joists every 45 cm', () => {
        // 152 mm working width (145 mm boards, 7 mm gap): 6.58 boards per metre x 2.22 joists per metre x 2 = 29.2
        expect(screwsPerM2(152)).toBe(30);
        expect(screwsPerM2(97)).toBe(46);
        // side-grooved boards on clips cover 150 mm: 6.67 x 2.22 x 2 = 29.6
        expect(screwsPerM2(150)).toBe(30);
    });

    it('adds about 5% cutting waste to the boards, at the working width', () => {
        // 20 m² of boards covering 152 mm: 20 x 1.05 / 0.152 = 138.2 running metres; 3.05 m boards: 45.3 -> 46
        expect(boardsNeeded(20, 305, 152)).toBe(46);
        expect(boardsNeeded(18.5, 180, 97)).toBe(112);
        // a wider working width needs fewer boards: 20 x 1.05 / 0.197 = 106.6 m; 3.05 m boards: 34.95 -> 35
        expect(boardsNeeded(20, 305, 197)).toBe(35);
        expect(boardsNeeded(0, 305, 152)).toBe(0);
        expect(boardsNeeded(10, 0, 152)).toBe(0);
    });

    it('counts the screws from the area', () => {
        expect(screwsNeeded(20, 152)).toBe(600);
        expect(screwsNeeded(18.5, 97)).toBe(851);
        expect(screwsNeeded(-1, 152)).toBe(0);
    });

    it('puts the screws in the cheapest packs', () => {
        const packs = [
            { id: 'p100', size: 100, price: 2293 },
            { id: 'p250', size: 250, price: 5197 },
            { id: 'p500', size: 500, price: 9620 },
        ];
        expect(choosePacks(851, packs)).toEqual([
            { id: 'p500', count: 1 },
            { id: 'p100', count: 4 },
        ]);
        expect(choosePacks(90, packs)).toEqual([{ id: 'p100', count: 1 }]);
        expect(choosePacks(600, packs)).toEqual([
            { id: 'p500', count: 1 },
            { id: 'p100', count: 1 },
        ]);
        expect(choosePacks(0, packs)).toEqual([]);
        expect(choosePacks(10, [])).toEqual([]);
    });

    it('reads pack sizes and decimals as typed in every language', () => {
        expect(packSizeOf('Doos 100 stuks')).toBe(100);
        expect(packSizeOf('Box of 250')).toBe(250);
        expect(packSizeOf('Packung 1.000 Stück')).toBe(1000);
        expect(packSizeOf('Los')).toBeUndefined();
        expect(parseDecimal('12,5')).toBe(12.5);
        expect(parseDecimal(' 20 ')).toBe(20);
        expect(parseDecimal('12.5')).toBe(12.5);
        expect(parseDecimal('1,2,3')).toBeUndefined();
        expect(parseDecimal('-4')).toBeUndefined();
        expect(parseDecimal('')).toBeUndefined();
    });
});

describe('variant choice', () => {
    it('picks the stock pop-up text for the typed quantity; without quantities there are no bands', () => {
        expect(stockBand(0, 10, 50)).toBe(1);
        expect(stockBand(10, 10, 50)).toBe(1);
        expect(stockBand(11, 10, 50)).toBe(2);
        expect(stockBand(50, 10, 50)).toBe(2);
        expect(stockBand(51, 10, 50)).toBe(3);
        expect(stockBand(3, 0, 20)).toBe(2);
        expect(stockBand(6, 5, 0)).toBe(3);
        expect(stockBand(6, 0, 0)).toBeNull();
    });

    it('applies the highest quantity tier a line reaches', () => {
        const tiers = [
            { minQuantity: 20, discountPercent: 3 },
            { minQuantity: 50, discountPercent: 6 },
        ];
        expect(tierDiscount(19, tiers)).toBe(0);
        expect(tierDiscount(20, tiers)).toBe(3);
        expect(tierDiscount(75, tiers)).toBe(6);
        // 1000 ex VAT, 6% off: 940 per piece, with 21% VAT 1137,4 -> 1137 per piece
        expect(lineTotal(1000, 50, tiers, 21)).toBe(56850);
        expect(lineTotal(1000, 2, [], 21)).toBe(2420);
        expect(lineTotal(1000, 2, [], 0)).toBe(2000);
    });

    it('rounds the tier price per piece, then the price with VAT per piece, as the order line does', () => {
        const tiers = [{ minQuantity: 10, discountPercent: 5 }];
        // 1005 x 0.95 = 954.75: 955 per piece; 955 x 1.21 = 1155.55: 1156 per piece, x 10
        expect(lineTotal(1005, 10, tiers, 21)).toBe(11560);
        expect(lineTotal(1005, 10, tiers, 0)).toBe(9550);
        // below the tier: the full piece price
        expect(lineTotal(1005, 9, tiers, 19)).toBe(10764);
    });

    it('lists the tiers from one piece on with a discount, by quantity', () => {
        expect(shownTiers([{ minQuantity: 50, discountPercent: 6 }, { minQuantity: 0, discountPercent: 3 }, { minQuantity: 20, discountPercent: null }, { minQuantity: 10, discountPercent: 3 }])).toEqual([
            { minQuantity: 10, discountPercent: 3 },
            { minQuantity: 50, discountPercent: 6 },
        ]);
        expect(shownTiers(null)).toEqual([]);
    });
    it('takes whole quantities from 0 to 9999 only', () => {
        expect(parseQuantity('')).toBe(0);
        expect(parseQuantity(' 12 ')).toBe(12);
        expect(parseQuantity('2,5')).toBe('invalid');
        expect(parseQuantity('-1')).toBe('invalid');
        expect(parseQuantity('10000')).toBe('invalid');
        expect(parseQuantity('abc')).toBe('invalid');
    });

    it('names the item number after what the SKUs share, and lengths in metres per locale', () => {
        expect(itemNumber(['VL-DGL-28145-300', 'VL-DGL-28145-360', 'VL-DGL-28145-S'])).toBe('VL-DGL-28145');
        expect(itemNumber(['TB-X-1'])).toBe('TB-X-1');
        expect(itemNumber([])).toBe('');
        expect(formatLength(305, 'nl')).toBe('3,05 m');
        expect(formatLength(490, 'en')).toBe('4.90 m');
    });

    it('builds the barcode route per locale', () => {
        expect(barcodePath('nl', '8719520000019')).toBe('/producten/barcode/8719520000019');
        expect(barcodePath('en', '8719520000019')).toBe('/en/product/barcode/8719520000019');
        expect(barcodePath('de', '8719520000019')).toBe('/de/produkte/barcode/8719520000019');
    });
});
