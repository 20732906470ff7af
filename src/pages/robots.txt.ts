import type { APIRoute } from 'astro';
import { privatePaths } from '../lib/sitemap';

/**
 * robots.txt: everything may be crawled but the pages the sitemap leaves out (cart, checkout,
 * account, search) and the API; the sitemap index (one sitemap per locale, src/lib/sitemap.ts).
 */
export const GET: APIRoute = ({ site }) => {
    const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:4321').href;
    const disallowed = [...new Set([...privatePaths, '/api/'])];
    const body = ['User-agent: *', ...disallowed.map(path => `Disallow: ${path}`), '', `Sitemap: ${sitemap}`, ''].join('\n');
    return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
