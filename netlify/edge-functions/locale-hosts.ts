/**
 * The locales' hosts on the CDN (Netlify Edge Function, Deno), as server/serve.ts does on the Node server:
 * - where a locale has a host of its own (SHOP_LOCALE_URLS), its pages are answered there without a
 *   prefix from the build's folder behind it (a rewrite: `/einkaufswagen` → `/de/einkaufswagen`), and a
 *   path behind a locale's prefix goes to that locale's host (301). netlify.toml's redirect rules cannot do
 *   it: they come after the adapter's function (`path: /*`) in Netlify's chain, and a rule per host and
 *   page word would have to shadow the Dutch files of the same name (`/contact`);
 * - the root `/` follows a returning visitor's locale cookie (en, de, when served behind a prefix on this
 *   host): rules can test that a cookie exists, not its value (spec section 4);
 * - the spec's redirects (/contact, search-term redirects) as HTTP redirects, before the pre-rendered
 *   files (a rule would come after the adapter's function and could not read the staff's list).
 * The rules are the rules package's; this file only reads the request and Netlify's environment.
 */
import { cameFromOwnPage, localeCookieHome } from '../../packages/rules/src/routes.ts';
import { parseLocaleOrigins, routeRequest } from '../../packages/rules/src/locale-hosts.ts';
import { cachedRedirects, fixedRedirect, type SearchRedirect, searchRouteLocale, searchTermRedirect } from '../../packages/rules/src/redirects.ts';

/** The staff's search-term redirects from the site's own GET /api/redirects (the adapter's function), kept a minute. */
let searchRedirects: (() => Promise<readonly SearchRedirect[]>) | undefined;

/** The part of Netlify's edge context this function uses. */
interface EdgeContext {
    next(): Promise<Response>;
}

declare const Netlify: { env: { get(name: string): string | undefined } } | undefined;
const env = (name: string) => (typeof Netlify === 'undefined' ? (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name] : Netlify.env.get(name));

export default async function localeHosts(request: Request, context: EdgeContext): Promise<Response | URL> {
    const url = new URL(request.url);
    const origins = parseLocaleOrigins(env('SHOP_LOCALE_URLS'));
    const routed = routeRequest(url.host, url.pathname, env('SHOP_URL') ?? env('URL') ?? url.origin, origins);
    if (routed.redirect) return new Response(null, { status: 301, headers: { location: `${routed.redirect}${url.search}`, 'cache-control': 'public, max-age=3600' } });
    // The spec's redirects as HTTP redirects (packages/rules, redirects.ts), as server/serve.ts answers them.
    const routePath = routed.routePath ?? url.pathname;
    const fixed = fixedRedirect(routePath, origins);
    if (fixed) return new Response(null, { status: 301, headers: { location: `${fixed}${url.search}`, 'cache-control': 'public, max-age=3600' } });
    if (url.search && searchRouteLocale(routePath)) {
        searchRedirects ??= cachedRedirects(async () => {
            const response = await fetch(new URL('/api/redirects', url));
            if (!response.ok) throw new Error(`GET /api/redirects: ${response.status}`);
            return response.json();
        });
        const target = await searchTermRedirect(routePath, url.search, searchRedirects);
        if (target) return new Response(null, { status: 302, headers: { location: target, 'cache-control': 'no-store' } });
    }
    if (routed.routePath !== url.pathname) return new URL(`${routed.routePath}${url.search}`, url);
    if (url.pathname !== '/') return context.next();
    const fromOwnPage = cameFromOwnPage({ secFetchSite: request.headers.get('sec-fetch-site'), referer: request.headers.get('referer'), host: url.host });
    const home = localeCookieHome(url.pathname, request.headers.get('cookie') ?? undefined, fromOwnPage, origins);
    if (!home) {
        const page = await context.next();
        const answer = new Response(page.body, page);
        answer.headers.append('vary', 'Cookie');
        return answer;
    }
    return new Response(null, { status: 302, headers: { location: `${home}${url.search}`, 'cache-control': 'private, no-store', vary: 'Cookie' } });
}

// Pages and each host's robots.txt and sitemaps: not the scripts, the API and proxy routes, the search index.
export const config = { path: '/*', excludedPath: ['/_astro/*', '/shop-api', '/assets/*', '/api/*', '/pagefind/*', '/invoices/*', '/quotes/*', '/publishing/*'] };
