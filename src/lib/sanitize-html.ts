/**
 * An allow-list HTML sanitizer for the product descriptions staff write in the admin's rich-text
 * editor. The output is built anew from the tokens: only the tags and attributes listed here are
 * written, every text and attribute value is escaped, and script, style and other active elements
 * are dropped with their content. A tag that is not allowed is dropped and its text kept.
 * Runs at build time (no DOM), so it works on strings.
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

/** The page has its own h1: a heading 1 in a description becomes a heading 2. */
const RENAMED_TAGS: Record<string, string> = { h1: 'h2' };

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'title', 'head', 'frameset', 'frame', 'applet', 'xmp', 'noembed', 'noframes', 'plaintext']);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

const URL_ATTRIBUTES = new Set(['href', 'src']);
const NUMERIC_ATTRIBUTES = new Set(['start', 'width', 'height', 'colspan', 'rowspan']);
const SCOPE_VALUES = new Set(['row', 'col', 'rowgroup', 'colgroup']);

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

function decodeEntities(value: string): string {
    return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, entity: string) => {
        if (entity[0] === '#') {
            const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
            return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
        }
        return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
    });
}

function escapeText(value: string): string {
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
    return escapeText(value).replace(/"/g, '&quot;');
}

/** Links and images may point to the web, to mail and phone, or within the shop; nothing else (javascript:, data:, …). */
export function isSafeUrl(raw: string): boolean {
    // Browsers ignore control characters and whitespace inside a scheme: strip them before looking at it.
    const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
    if (!scheme) return true;
    return ['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase());
}

const ATTRIBUTE_PATTERN = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function cleanAttributes(tag: string, source: string): string {
    const allowed = ALLOWED_TAGS[tag] ?? [];
    const kept = new Map<string, string>();
    for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
        const name = match[1].toLowerCase();
        if (!allowed.includes(name) || kept.has(name)) continue;
        const value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '').trim();
        if (URL_ATTRIBUTES.has(name) && !isSafeUrl(value)) continue;
        if (NUMERIC_ATTRIBUTES.has(name) && !/^\d{1,4}$/.test(value)) continue;
        if (name === 'scope' && !SCOPE_VALUES.has(value.toLowerCase())) continue;
        kept.set(name, value);
    }
    if (tag === 'a' && /^(https?:)?\/\//i.test(kept.get('href') ?? '')) kept.set('rel', 'noopener noreferrer');
    return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

/** The description's HTML with only the allowed tags and attributes, balanced. */
export function sanitizeHtml(html: string): string {
    let out = '';
    const open: string[] = [];
    let i = 0;
    const closeUntil = (tag: string) => {
        const at = open.lastIndexOf(tag);
        if (at < 0) return;
        while (open.length > at) out += `</${open.pop()}>`;
    };
    while (i < html.length) {
        const lt = html.indexOf('<', i);
        if (lt < 0) {
            out += escapeText(decodeEntities(html.slice(i)));
            break;
        }
        out += escapeText(decodeEntities(html.slice(i, lt)));
        i = lt;
        if (html.startsWith('<!--', i)) {
            const end = html.indexOf('-->', i + 4);
            i = end < 0 ? html.length : end + 3;
            continue;
        }
        // A '>' inside a quoted attribute value does not end the tag.
        const tagMatch = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>/.exec(html.slice(i));
        if (!tagMatch) {
            if (/^<[!?/]/.test(html.slice(i, i + 2))) {
                // a doctype, processing instruction or broken end tag: skipped
                const end = html.indexOf('>', i);
                i = end < 0 ? html.length : end + 1;
            } else {
                out += '&lt;';
                i += 1;
            }
            continue;
        }
        const [whole, slash, rawName, attributes] = tagMatch;
        i += whole.length;
        const name = rawName.toLowerCase();
        if (DROPPED_WITH_CONTENT.has(name)) {
            if (!slash) {
                const end = html.toLowerCase().indexOf(`</${name}`, i);
                const close = end < 0 ? -1 : html.indexOf('>', end);
                i = close < 0 ? html.length : close + 1;
            }
            continue;
        }
        const tag = RENAMED_TAGS[name] ?? name;
        if (!(tag in ALLOWED_TAGS)) continue;
        if (slash) {
            if (!VOID_TAGS.has(tag)) closeUntil(tag);
            continue;
        }
        out += `<${tag}${cleanAttributes(tag, attributes)}>`;
        if (!VOID_TAGS.has(tag)) open.push(tag);
    }
    while (open.length) out += `</${open.pop()}>`;
    return out;
}
