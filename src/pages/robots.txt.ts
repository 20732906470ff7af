import type { APIRoute } from 'astro';

/** robots.txt: everything may be crawled but the cart, checkout and account pages; the sitemap's address. */
export const GET: APIRoute = ({ site }) => {
    const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
    const private_ = ['/winkelwagen', '/en/cart', '/de/einkaufswagen', '/checkout', '/en/checkout', '/de/checkout', '/my-account', '/en/my-account', '/de/my-account', '/api/'];
    const body = ['User-agent: *', ...private_.map(path => `Disallow: ${path}`), '', `Sitemap: ${sitemap}`, ''].join('\n');
    return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
