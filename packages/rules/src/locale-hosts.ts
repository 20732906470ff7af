import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, type Locale } from './locales.ts';

/**
 * The spec's locale strategy "without a URL prefix" (section 9): a locale may have a host of its
 * own (configured, like the original shop's per-country brands), which serves that locale's pages
 * with no prefix: `https://www.gevenholz.de/einkaufswagen`. The locales without one stay on the
 * shop's main host behind their prefix (`/en/cart`), as when nothing is configured.
 *
 * Pages are pre-rendered per locale into the build's folders behind the prefixes (`/de/einkaufswagen`):
 * the *route path*, which Astro's routes see. Visitors, links, canonical URLs and hreflang see the
 * *public path*: without the prefix on a locale's own host. The server that serves a build maps one
 * onto the other by the request's host (`routeRequest`).
 */

/** Each locale's own public address (origin), for the locales that have a host of their own. */
export type LocaleOrigins = Partial<Record<Locale, string>>;

/**
 * SHOP_LOCALE_URLS as the shop is configured with it: `nl=https://www.gevenhout.nl,de=https://www.gevenholz.de`
 * (origins only, http or https). Empty or unset: one host. A malformed entry throws, so a shop
 * never starts half-configured.
 */
export function parseLocaleOrigins(value: string | undefined | null): LocaleOrigins {
    const origins: LocaleOrigins = {};
    for (const entry of (value ?? '').split(',').map(part => part.trim()).filter(Boolean)) {
        const [locale, url] = entry.split(/=(.*)/s).map(part => part?.trim());
        if (!isLocale(locale) || !url) throw new Error(`SHOP_LOCALE_URLS: "${entry}" is not locale=https://host (locales: ${LOCALES.join(', ')})`);
        let parsed: URL;
        try {
            parsed = new URL(url);
        } catch {
            throw new Error(`SHOP_LOCALE_URLS: "${url}" is not an address`);
        }
        if (!/^https?:$/.test(parsed.protocol) || parsed.pathname !== '/' || parsed.search || parsed.hash) throw new Error(`SHOP_LOCALE_URLS: "${url}" must be an http(s) origin without a path`);
        if (Object.values(origins).some(origin => new URL(origin).hostname === parsed.hostname)) throw new Error(`SHOP_LOCALE_URLS: two locales on ${parsed.hostname}`);
        origins[locale] = parsed.origin;
    }
    return origins;
}

declare const __SHOP_LOCALE_URLS__: string | undefined;

/**
 * The configured origins: the storefront's bundles are built with the value as a constant (astro.config.mjs
 * defines `__SHOP_LOCALE_URLS__`, so a page and its scripts link as they were built); the backend and the
 * scripts read their environment.
 */
function configuredValue(): string | undefined {
    if (typeof __SHOP_LOCALE_URLS__ === 'string') return __SHOP_LOCALE_URLS__;
    return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.SHOP_LOCALE_URLS;
}

export const LOCALE_ORIGINS: LocaleOrigins = parseLocaleOrigins(configuredValue());

/** The prefix of a locale's public paths: none on its own host (and for Dutch, at the root), else /en or /de. */
export function localePrefix(locale: Locale, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    return origins[locale] ? '' : LOCALE_INFO[locale].prefix;
}

/** A public path of the locale as Astro's routes and the build's folders know it: behind the locale's prefix. */
export function routePathOf(locale: Locale, publicPath: string, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    if (!origins[locale] || !LOCALE_INFO[locale].prefix) return publicPath;
    return publicPath === '/' ? LOCALE_INFO[locale].prefix : `${LOCALE_INFO[locale].prefix}${publicPath}`;
}

/** A route path (`/de/einkaufswagen`, as an on-demand route sees the request) as visitors see it (`/einkaufswagen` on the German host). */
export function publicPathOf(locale: Locale, routePath: string, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    const prefix = LOCALE_INFO[locale].prefix;
    if (!origins[locale] || !prefix || !(routePath === prefix || routePath.startsWith(`${prefix}/`))) return routePath;
    return routePath.slice(prefix.length) || '/';
}

/** The origin a locale's pages are on: its own, else the shop's main one (`shopUrl`: SHOP_URL, the build's `site`). */
export function localeOrigin(locale: Locale, shopUrl: string, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    return origins[locale] ?? origins[DEFAULT_LOCALE] ?? new URL(shopUrl).origin;
}

/** A public path of a locale as an absolute address (canonical URLs, hreflang, sitemaps, mails, payment return URLs). */
export function localeUrl(locale: Locale, publicPath: string, shopUrl: string, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    return `${localeOrigin(locale, shopUrl, origins)}${publicPath}`;
}

/**
 * A link on a page of `fromLocale` to a page of `locale` (the language switch): the path when both
 * are on one host, the absolute address when the other locale has a host of its own.
 */
export function localeHref(locale: Locale, publicPath: string, fromLocale: Locale, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    const differ = (origins[locale] ?? origins[DEFAULT_LOCALE]) !== (origins[fromLocale] ?? origins[DEFAULT_LOCALE]);
    return differ && origins[locale] ? `${origins[locale]}${publicPath}` : publicPath;
}

/** The locales a host serves: its own locale, or on the main host (any other host name) Dutch and those without a host of their own. */
export function localesOfHost(hostname: string | undefined, origins: LocaleOrigins = LOCALE_ORIGINS): Locale[] {
    const own = LOCALES.find(locale => origins[locale] && new URL(origins[locale]).hostname === hostname?.toLowerCase());
    if (own && own !== DEFAULT_LOCALE) return [own];
    return LOCALES.filter(locale => locale === DEFAULT_LOCALE || !origins[locale]);
}

/**
 * Paths that are no page of a locale, the same on every host: scripts and styles, the API and
 * proxy routes, the search index, the live site's publishing routes, the editor's preview.
 */
const SHARED_PATHS = ['/_astro/', '/shop-api', '/assets/', '/api/', '/invoices/', '/quotes/', '/publishing/', '/pagefind/', '/search-records/', '/preview/'];
/** A locale's own files besides its pages: its robots.txt and sitemaps (one per host). */
const LOCALE_FILES = /^\/(robots\.txt|sitemap[\w-]*\.xml)$/;

/**
 * What the server that serves a build does with a request (`host`: the Host header, `pathname` as
 * requested): the route path to serve, or a permanent redirect. On a locale's own host its paths are
 * served from behind its prefix (`/einkaufswagen` → `/de/einkaufswagen`), a path behind its own prefix
 * goes to the path without it, and a path behind another locale's prefix goes to that locale's host.
 * On the main host, a path behind the prefix of a locale with a host of its own goes to that host.
 * Shared paths (scripts, the API, images) and anything when nothing is configured pass unchanged.
 */
export function routeRequest(
    host: string | undefined,
    pathname: string,
    shopUrl: string,
    origins: LocaleOrigins = LOCALE_ORIGINS,
): { routePath: string; redirect?: undefined } | { redirect: string; routePath?: undefined } {
    if (Object.keys(origins).length === 0 || SHARED_PATHS.some(shared => pathname === shared.replace(/\/$/, '') || pathname.startsWith(shared))) return { routePath: pathname };
    const hostname = host?.replace(/:\d+$/, '');
    const served = localesOfHost(hostname, origins);
    // a path behind a locale's prefix: /en/…, /de/…
    const prefixed = LOCALES.find(locale => LOCALE_INFO[locale].prefix && (pathname === LOCALE_INFO[locale].prefix || pathname.startsWith(`${LOCALE_INFO[locale].prefix}/`)));
    if (prefixed && origins[prefixed]) {
        const rest = pathname.slice(LOCALE_INFO[prefixed].prefix.length) || '/';
        return { redirect: served.length === 1 && served[0] === prefixed ? rest : `${origins[prefixed]}${rest}` };
    }
    if (served.length === 1 && served[0] !== DEFAULT_LOCALE) {
        const own = served[0];
        // another locale's page on this host: where that locale lives
        if (prefixed) return { redirect: `${localeOrigin(prefixed, shopUrl, origins)}${pathname}` };
        const page = !/\.[a-z0-9]+$/i.test(pathname) || LOCALE_FILES.test(pathname);
        return { routePath: page ? routePathOf(own, pathname, origins) : pathname };
    }
    return { routePath: pathname };
}
