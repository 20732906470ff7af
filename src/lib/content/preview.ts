import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Storyblok's visual editor opens a page on its own path with `_storyblok` and `_storyblok_tk[…]`
 * query parameters. The shop shows the draft only to a request whose `_storyblok_tk[token]` is
 * sha1(`{space_id}:{preview token}:{timestamp}`) with a timestamp of the last hour (Storyblok's own
 * check, "How to verify the preview query parameters"): a visitor who adds `?_storyblok` by hand gets
 * the published page. The preview token (STORYBLOK_PREVIEW_TOKEN, Storyblok's "preview" access token)
 * is the one that may read drafts; the build reads published stories with STORYBLOK_TOKEN.
 */
const EDITOR_LINK_LIFETIME_S = 3600;

export function storyblokPreviewToken(): string | undefined {
    return process.env.STORYBLOK_PREVIEW_TOKEN || import.meta.env?.STORYBLOK_PREVIEW_TOKEN || undefined;
}

/** The query parameters Storyblok's editor adds; the published page's address is the path without them. */
export function isPreviewParameter(name: string): boolean {
    return name === '_storyblok' || name.startsWith('_storyblok_');
}

/** The editor's signature for a space, preview token and timestamp (seconds). */
export function editorSignature(spaceId: string, previewToken: string, timestamp: string): string {
    return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
}

/** Whether the query is a signed, fresh link from Storyblok's editor for this preview token. */
export function isEditorRequest(query: URLSearchParams, previewToken: string | undefined, nowMs = Date.now()): boolean {
    if (!previewToken || !query.has('_storyblok')) return false;
    const spaceId = query.get('_storyblok_tk[space_id]') ?? '';
    const timestamp = query.get('_storyblok_tk[timestamp]') ?? '';
    const token = query.get('_storyblok_tk[token]') ?? '';
    if (!spaceId || !/^\d+$/.test(timestamp) || !/^[0-9a-f]{40}$/.test(token)) return false;
    if (Number(timestamp) <= Math.floor(nowMs / 1000) - EDITOR_LINK_LIFETIME_S) return false;
    return timingSafeEqual(Buffer.from(token), Buffer.from(editorSignature(spaceId, previewToken, timestamp)));
}

/** The page a request on the preview route is for: server/serve.ts and netlify.toml rewrite the editor's link to /preview/{page path}. */
export function previewedPagePath(pathname: string): string {
    return pathname.replace(/^\/preview(?=\/|$)/, '') || '/';
}
