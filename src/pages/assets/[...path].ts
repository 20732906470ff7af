import type { APIRoute } from 'astro';
import { proxyPath } from '@timber-shop/rules';
import { proxyToBackend } from '../../lib/api/proxy';

/**
 * Product and category images from the backend's asset server, resized by preset (spec image sizes);
 * and documents (product documents, category attachments: source files that are no image), which
 * are answered as a download with their file name in content-disposition (spec section 7: a download
 * is fetched as a blob and named from that header).
 */
export const prerender = false;

export const GET: APIRoute = async context => {
    const response = await proxyToBackend(context);
    // the path the proxy forwarded (a refused one got its 400 there), segment by segment, decoded
    const segments = proxyPath(new URL(context.request.url).pathname);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || segments?.refused !== false || segments.segments[0] !== 'source' || type.startsWith('image/') || response.headers.has('content-disposition')) return response;
    const fileName = segments.segments.at(-1) ?? 'document';
    const download = new Response(response.body, response);
    download.headers.set('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    return download;
};
