import { sanitizeHtml } from '../sanitize-html';
import type { Richtext, RichtextNode } from './schema';

/**
 * Richtext as HTML, through the one sanitizer: HTML from local files as it is, Storyblok's richtext
 * documents (ProseMirror JSON) rendered node by node first. Unknown nodes keep their text.
 */
export function renderRichtext(text: Richtext): string {
    return sanitizeHtml(typeof text === 'string' ? text : renderNode(text));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const BLOCK_TAGS: Record<string, string> = {
    paragraph: 'p',
    bullet_list: 'ul',
    ordered_list: 'ol',
    list_item: 'li',
    blockquote: 'blockquote',
};
const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em', underline: 'u', strike: 's', superscript: 'sup', subscript: 'sub' };

function renderNode(node: RichtextNode): string {
    const children = (node.content ?? []).map(renderNode).join('');
    switch (node.type) {
        case 'doc':
            return children;
        case 'text':
            return renderMarks(node);
        case 'heading': {
            const level = Math.min(6, Math.max(2, Number(node.attrs?.level ?? 2)));
            return `<h${level}>${children}</h${level}>`;
        }
        case 'hard_break':
            return '<br>';
        case 'horizontal_rule':
            return '<hr>';
        case 'image':
            return `<img src="${escapeHtml(String(node.attrs?.src ?? ''))}" alt="${escapeHtml(String(node.attrs?.alt ?? ''))}">`;
        default: {
            const tag = BLOCK_TAGS[node.type];
            return tag ? `<${tag}>${children}</${tag}>` : children;
        }
    }
}

function renderMarks(node: RichtextNode): string {
    let html = escapeHtml(node.text ?? '');
    for (const mark of node.marks ?? []) {
        if (mark.type === 'link') html = `<a href="${escapeHtml(String(mark.attrs?.href ?? ''))}">${html}</a>`;
        else if (MARK_TAGS[mark.type]) html = `<${MARK_TAGS[mark.type]}>${html}</${MARK_TAGS[mark.type]}>`;
    }
    return html;
}
