import type { APIRoute, GetStaticPaths } from 'astro';
import { robotsTxt, shopHosts } from '../../lib/sitemap';

/**
 * robots.txt per host (src/lib/sitemap.ts): everything may be crawled but the pages the sitemap leaves
 * out (cart, checkout, account, search) and the API; the host's sitemap index. The main host's at
 * /robots.txt; a locale with a host of its own (SHOP_LOCALE_URLS) has its own in its folder (/de/robots.txt),
 * which the server answers as that host's /robots.txt.
 */
export const getStaticPaths = (() =>
    shopHosts(import.meta.env.SITE ?? 'http://localhost:4321').map(host => ({ params: { dir: host.dir.replace(/^\//, '') || undefined }, props: { host } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(robotsTxt(props.host), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
