import { LOCALE_INFO, LOCALES, type Locale } from './locales.ts';
import { LOCALE_ORIGINS, type LocaleOrigins, publicPathOf } from './locale-hosts.ts';
import { BASE_NAMES } from './routes.ts';

/**
 * The redirects the servers answer as HTTP redirects (server/serve.ts on the Node server, the edge
 * function netlify/edge-functions/locale-hosts.ts on the CDN), so browsers and crawlers follow them
 * as such, not through a page:
 * - the spec's fixed one: /contact (/en/contact, /de/kontakt) goes to its first child, /contact/quote (301);
 * - search-term redirects (spec section 7, GET /api/redirects): the search route opened with a term
 *   staff redirect goes straight to its target (302: staff change the list at any time).
 * Paths here are route paths (the build's, behind the locale's prefix); the targets are public paths
 * (without the prefix on a locale's own host).
 */

/** A search-term redirect as staff keep it in the backend's global settings. */
export interface SearchRedirect {
    from: string;
    to: string;
}

const routePathOfBase = (locale: Locale, ...segments: string[]) => [LOCALE_INFO[locale].prefix, ...segments].join('/');

/** Where a route path redirects for good (301), or undefined. */
export function fixedRedirect(routePath: string, origins: LocaleOrigins = LOCALE_ORIGINS): string | undefined {
    const path = routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
    const locale = LOCALES.find(l => path === routePathOfBase(l, BASE_NAMES.contact[l]));
    return locale && publicPathOf(locale, routePathOfBase(locale, BASE_NAMES.contact[locale], 'quote'), origins);
}

/** The locale whose search route this route path is, or undefined. */
export function searchRouteLocale(routePath: string): Locale | undefined {
    const path = routePath.length > 1 ? routePath.replace(/\/$/, '') : routePath;
    return LOCALES.find(l => path === routePathOfBase(l, BASE_NAMES.search[l]));
}

/** Lower case, without accents or surrounding and repeated spaces: how terms compare. */
const termKey = (term: string) =>
    term
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .trim()
        .replace(/\s+/g, ' ');

/** Where a search term leads, or undefined: a shop path or an http(s) address only. */
export function findRedirect(term: string, redirects: readonly SearchRedirect[]): string | undefined {
    const key = termKey(term);
    if (!key) return undefined;
    const target = redirects.find(redirect => termKey(redirect.from) === key)?.to;
    return target && (/^\/(?!\/)/.test(target) || /^https?:\/\//.test(target)) ? target : undefined;
}

/**
 * Where a request to this route path with this query goes by a search-term redirect, or undefined:
 * only the search route with a term asks for the list (`list`, which the caller caches).
 */
export async function searchTermRedirect(routePath: string, search: string, list: () => Promise<readonly SearchRedirect[]>): Promise<string | undefined> {
    if (!searchRouteLocale(routePath)) return undefined;
    const term = new URLSearchParams(search).get('q')?.trim();
    if (!term) return undefined;
    try {
        return findRedirect(term, await list());
    } catch {
        return undefined; // the list is a shortcut: without it, the search page searches
    }
}

/** The redirect list from `load`, kept for `ttlMs` (a failed load is not kept). */
export function cachedRedirects(load: () => Promise<readonly SearchRedirect[]>, ttlMs = 60_000, now = () => Date.now()): () => Promise<readonly SearchRedirect[]> {
    let cached: { at: number; list: Promise<readonly SearchRedirect[]> } | undefined;
    return () => {
        if (!cached || now() - cached.at > ttlMs) {
            const list = load();
            cached = { at: now(), list };
            list.catch(() => {
                if (cached?.list === list) cached = undefined;
            });
        }
        return cached.list;
    };
}
