import type { APIRoute } from 'astro';
import { DEFAULT_LOCALE } from '@timber-shop/rules';
import { getSearchRedirects } from '../../lib/api/content';

/**
 * GET /api/redirects (spec section 7): the search-term redirects, a list of { from, to }, live from the
 * backend where staff edit them (global settings). Cached for a minute by browsers and the CDN.
 */
export const prerender = false;

export const GET: APIRoute = async () => {
    try {
        return Response.json(await getSearchRedirects(DEFAULT_LOCALE), { headers: { 'cache-control': 'public, max-age=60' } });
    } catch (error) {
        console.error('GET /api/redirects:', error instanceof Error ? error.message : error);
        return Response.json({ error: 'The redirects are not available right now.' }, { status: 503, headers: { 'retry-after': '30', 'cache-control': 'no-store' } });
    }
};
