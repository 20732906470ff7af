import sanitize, { type IOptions } from 'sanitize-html';

/**
 * An allow-list HTML sanitizer for the product descriptions staff write in the admin's rich-text
 * editor, on the `sanitize-html` library (a real HTML parser, htmlparser2, so malformed markup costs
 * linear time). Only the tags and attributes listed here are written, every text and attribute value
 * is escaped, and script, style and other active elements are dropped with their content. A tag that
 * is not allowed is dropped and its text kept. Runs at build time (no DOM), so it works on strings.
 */

const ALLOWED_TAGS: Record<string, readonly string[]> = {
    p: [],
    br: [],
    hr: [],
    ul: [],
    ol: ['start'],
    li: [],
    strong: [],
    b: [],
    em: [],
    i: [],
    u: [],
    s: [],
    small: [],
    sub: [],
    sup: [],
    h2: [],
    h3: [],
    h4: [],
    h5: [],
    h6: [],
    blockquote: [],
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    table: [],
    caption: [],
    thead: [],
    tbody: [],
    tfoot: [],
    tr: [],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
};

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'title', 'head', 'frameset', 'frame', 'applet', 'xmp', 'noembed', 'noframes', 'plaintext'];

/** Links and images may point to the web, to mail and phone, or within the shop; nothing else (javascript:, data:, …). */
const URL_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const NUMERIC_ATTRIBUTES = ['start', 'width', 'height', 'colspan', 'rowspan'];
const SCOPE_VALUES = ['row', 'col', 'rowgroup', 'colgroup'];

/**
 * Empty paragraphs (no text, no element inside) are left out: a stray `</p>` opens and closes one
 * in an HTML parser, and an empty paragraph shows nothing. Counted per call: every opened tag, and
 * for each paragraph the count when it opened (sanitizeHtml runs synchronously).
 */
let tagsOpened = 0;
const paragraphOpenedAt = new WeakMap<object, number>();

/** Numbers only where a number belongs (1 to 4 digits), a known table scope, and rel on links that leave the shop. */
function checkAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
    const kept: sanitize.Attributes = {};
    for (const [name, raw] of Object.entries(attribs)) {
        const value = raw.trim();
        if (NUMERIC_ATTRIBUTES.includes(name) && !/^\d{1,4}$/.test(value)) continue;
        if (name === 'scope' && !SCOPE_VALUES.includes(value.toLowerCase())) continue;
        if (name === 'rel') continue;
        kept[name] = value;
    }
    if (tagName === 'a' && /^(https?:)?\/\//i.test(kept.href ?? '')) kept.rel = 'noopener noreferrer';
    if (tagName === 'p') paragraphOpenedAt.set(kept, tagsOpened);
    return { tagName, attribs: kept };
}

const OPTIONS: IOptions = {
    allowedTags: Object.keys(ALLOWED_TAGS),
    allowedAttributes: { ...ALLOWED_TAGS, a: [...ALLOWED_TAGS.a, 'rel'] },
    allowedSchemes: URL_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: true,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    onOpenTag: () => {
        tagsOpened++;
    },
    exclusiveFilter: frame => frame.tag === 'p' && frame.text === '' && paragraphOpenedAt.get(frame.attribs) === tagsOpened,
    // The page has its own h1: a heading 1 in a description becomes a heading 2.
    transformTags: { '*': checkAttributes, h1: (_tag, attribs) => checkAttributes('h2', attribs) },
    selfClosing: ['br', 'hr', 'img'],
    allowVulnerableTags: false,
    // Tags nested deeper than any editor writes are dropped (their text kept): keeps unclosed-tag floods linear.
    nestingLimit: 64,
};

/**
 * Content richtext as Storyblok's renderer writes it (@storyblok/richtext): beside the description's tags,
 * code blocks, inline code, anchors (a span with its id), styled text (a span with its class) and a
 * link's target.
 */
const CONTENT_OPTIONS: IOptions = {
    ...OPTIONS,
    allowedTags: [...(OPTIONS.allowedTags || []), 'pre', 'code', 'span'],
    allowedAttributes: { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'], code: ['class'], span: ['id', 'class'] },
};

/** The description's HTML with only the allowed tags and attributes, balanced; `content` for content richtext. */
export function sanitizeHtml(html: string, { content = false } = {}): string {
    tagsOpened = 0;
    // Void elements written as HTML, `<br>` rather than `<br />` (text and attribute values have their
    // `>` escaped, so ' />' only ends a tag).
    // A line break after each table cell: the search index reads a page's text, and cells written edge to
    // edge (<th>Houtsoort</th><th>Duurzaamheidsklasse</th>) would be one word there and in its excerpts.
    return sanitize(html, content ? CONTENT_OPTIONS : OPTIONS)
        .replace(/ \/>/g, '>')
        .replace(/<\/(td|th)></g, '</$1>\n<');
}
