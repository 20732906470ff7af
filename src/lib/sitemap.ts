import fs from 'node:fs/promises';
import path from 'node:path';
import {
    ACCOUNT_PAGES,
    BASE_NAMES,
    dashboardPath,
    DEFAULT_LOCALE,
    type Locale,
    LOCALE_INFO,
    LOCALE_ORIGINS,
    type LocaleOrigins,
    localeOfPath,
    localeOrigin,
    localesOfHost,
    LOCALES,
    localeUrl,
    pagePath,
    publicPathOf,
    type RouteName,
} from '@timber-shop/rules';

/**
 * The sitemap (@astrojs/sitemap over every pre-rendered page): one file per locale
 * (sitemap-nl-0.xml, sitemap-en-0.xml, sitemap-de-0.xml, listed in sitemap-index.xml), without the
 * pages a search engine should not list (cart, checkout, account, search: shells around islands).
 * Where a locale has a host of its own (SHOP_LOCALE_URLS), its pages are listed on that host and
 * its sitemap and index are that host's (`sitemapsPerHost`), as is its robots.txt.
 */
const PRIVATE_ROUTES: RouteName[] = ['cart', 'checkout', 'search', ...ACCOUNT_PAGES];
const privatePrefixes = [...PRIVATE_ROUTES.flatMap(route => LOCALES.map(locale => `/${BASE_NAMES[route][locale]}`)), '/dashboard'];

/** Those pages' paths (as visitors see them) in the given locales, the dashboard's among them: robots.txt asks crawlers to leave them alone. */
export function privatePaths(locales: readonly Locale[] = LOCALES, origins: LocaleOrigins = LOCALE_ORIGINS): string[] {
    return locales.flatMap(locale =>
        [...PRIVATE_ROUTES.map(route => pagePath(locale, route)), dashboardPath(locale, 'home').replace(/\/home$/, '')].map(path => publicPathOf(locale, path, origins)),
    );
}

/** Whether a page (its path without the locale prefix or with it) belongs in the sitemap. */
export function inSitemap(url: string): boolean {
    const path = new URL(url).pathname.replace(/\/$/, '');
    if (/\.(json|xml|txt)$/.test(path)) return false;
    const unprefixed = path.replace(/^\/(en|de)(?=\/|$)/, '');
    if (unprefixed.startsWith('/pay/')) return false;
    return !privatePrefixes.some(prefix => unprefixed === prefix || unprefixed.startsWith(`${prefix}/`));
}

/** The locale of a page's address as `sitemapEntry` writes it: its own host's, else its path's. */
function localeOfUrl(url: URL, origins: LocaleOrigins): Locale {
    return LOCALES.find(locale => locale !== DEFAULT_LOCALE && origins[locale] === url.origin) ?? localeOfPath(url.pathname);
}

/** The chunk functions: each locale's pages in its own file. */
export function sitemapChunksOf(origins: LocaleOrigins = LOCALE_ORIGINS) {
    return Object.fromEntries(LOCALES.map(locale => [locale, <T extends { url: string }>(item: T) => (localeOfUrl(new URL(item.url), origins) === locale ? item : undefined)]));
}
export const sitemapChunks = sitemapChunksOf();

/**
 * A sitemap entry's address as the page's canonical link gives it: without the trailing slash the
 * built folders add (the root keeps its `/`), on the locale's host without its prefix where it has one.
 */
export function sitemapEntryOf(origins: LocaleOrigins = LOCALE_ORIGINS) {
    return <T extends { url: string }>(item: T): T => {
        const url = new URL(item.url);
        const routePath = url.pathname.replace(/(.)\/+$/, '$1');
        const locale = localeOfPath(routePath);
        return { ...item, url: localeUrl(locale, publicPathOf(locale, routePath, origins), url.origin, origins) };
    };
}
export const sitemapEntry = sitemapEntryOf();

/** The shop's hosts: each with its address, the locales it serves, and the build's folder its own files lie in (its robots.txt, its sitemaps). */
export function shopHosts(site: string, origins: LocaleOrigins = LOCALE_ORIGINS): { origin: string; locales: Locale[]; dir: string }[] {
    const own = LOCALES.flatMap(locale => {
        const origin = origins[locale];
        return locale !== DEFAULT_LOCALE && origin ? [{ origin, locales: [locale], dir: LOCALE_INFO[locale].prefix }] : [];
    });
    return [{ origin: localeOrigin(DEFAULT_LOCALE, site, origins), locales: localesOfHost(undefined, origins), dir: '' }, ...own];
}

/** robots.txt of a host: everything may be crawled but its private pages and the API; its sitemap index. */
export function robotsTxt(host: { origin: string; locales: readonly Locale[] }, origins: LocaleOrigins = LOCALE_ORIGINS): string {
    const disallowed = [...new Set([...privatePaths(host.locales, origins), '/api/'])];
    return ['User-agent: *', ...disallowed.map(path => `Disallow: ${path}`), '', `Sitemap: ${host.origin}/sitemap-index.xml`, ''].join('\n');
}

const sitemapIndex = (urls: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map(url => `<sitemap><loc>${url}</loc></sitemap>`).join('')}</sitemapindex>`;

/**
 * After @astrojs/sitemap wrote its files into the build's client folder (all locales' sitemaps, one
 * index): each host with a locale of its own gets that locale's sitemaps and an index of them in
 * its folder (served as its /sitemap-index.xml), the main host's index keeps only its own locales'.
 */
export async function sitemapsPerHost(clientDir: string, site: string, origins: LocaleOrigins = LOCALE_ORIGINS): Promise<void> {
    const hosts = shopHosts(site, origins);
    if (hosts.length === 1) return;
    const files = (await fs.readdir(clientDir)).filter(file => /^sitemap-(nl|en|de)-\d+\.xml$/.test(file)).sort();
    for (const host of hosts) {
        const own = files.filter(file => host.locales.some(locale => file.startsWith(`sitemap-${locale}-`)));
        const dir = path.join(clientDir, host.dir);
        await fs.mkdir(dir, { recursive: true });
        if (host.dir) for (const file of own) await fs.rename(path.join(clientDir, file), path.join(dir, file));
        await fs.writeFile(path.join(dir, 'sitemap-index.xml'), sitemapIndex(own.map(file => `${host.origin}/${file}`)));
    }
}
