import { renderRichText, type SbRichTextDoc } from '@storyblok/richtext';
import { sanitizeHtml } from '../sanitize-html';
import { storyLinkPath } from './links';
import type { Richtext, RichtextNode } from './schema';

/**
 * Richtext as HTML. Storyblok's richtext documents render through Storyblok's own renderer
 * (@storyblok/richtext: mail links with mailto:, story links with their anchor, anchors, tables, code
 * blocks, as every Storyblok site writes them), with story links pointing at the story's page in the
 * shop (links.ts); HTML from local files is taken as it is. Both then pass the one sanitizer (its
 * content mode), which keeps what the renderer writes and drops anything active.
 */
export function renderRichtext(text: Richtext): string {
    return sanitizeHtml(typeof text === 'string' ? text : renderRichText(withStoryLinks(text) as SbRichTextDoc), { content: true });
}

function withStoryLinks(node: RichtextNode): RichtextNode {
    const linked = { ...node };
    if (node.marks)
        linked.marks = node.marks.map(mark =>
            mark.type === 'link' && mark.attrs?.linktype === 'story' && typeof mark.attrs.href === 'string'
                ? { ...mark, attrs: { ...mark.attrs, href: storyLinkPath(mark.attrs.href) } }
                : mark,
        );
    if (node.content) linked.content = node.content.map(withStoryLinks);
    return linked;
}
