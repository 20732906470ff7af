import { ACCOUNT_PAGES, BASE_NAMES, dashboardPath, LOCALES, localeOfPath, pagePath, type RouteName } from '@timber-shop/rules';

/**
 * The sitemap (@astrojs/sitemap over every pre-rendered page): one file per locale
 * (sitemap-nl-0.xml, sitemap-en-0.xml, sitemap-de-0.xml, listed in sitemap-index.xml), without the
 * pages a search engine should not list (cart, checkout, account, search: shells around islands).
 */
const PRIVATE_ROUTES: RouteName[] = ['cart', 'checkout', 'search', ...ACCOUNT_PAGES];
const privatePrefixes = [...PRIVATE_ROUTES.flatMap(route => LOCALES.map(locale => `/${BASE_NAMES[route][locale]}`)), '/dashboard'];

/** Those pages' paths in every locale, the dashboard's among them (robots.txt asks crawlers to leave them alone). */
export const privatePaths = LOCALES.flatMap(locale => [...PRIVATE_ROUTES.map(route => pagePath(locale, route)), dashboardPath(locale, 'home').replace(/\/home$/, '')]);

/** Whether a page (its path without the locale prefix or with it) belongs in the sitemap. */
export function inSitemap(url: string): boolean {
    const path = new URL(url).pathname.replace(/\/$/, '');
    if (/\.(json|xml|txt)$/.test(path)) return false;
    const unprefixed = path.replace(/^\/(en|de)(?=\/|$)/, '');
    if (unprefixed.startsWith('/pay/')) return false;
    return !privatePrefixes.some(prefix => unprefixed === prefix || unprefixed.startsWith(`${prefix}/`));
}

/** The chunk functions: each locale's pages in its own file. */
export const sitemapChunks = Object.fromEntries(
    LOCALES.map(locale => [locale, <T extends { url: string }>(item: T) => (localeOfPath(new URL(item.url).pathname) === locale ? item : undefined)]),
);

/** A sitemap entry's address as the page's canonical link gives it: without the trailing slash the built folders add (the root keeps its `/`). */
export function sitemapEntry<T extends { url: string }>(item: T): T {
    const url = new URL(item.url);
    url.pathname = url.pathname.replace(/(.)\/+$/, '$1');
    return { ...item, url: url.href };
}
