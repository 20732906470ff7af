import { normalizeWord } from './vocabulary';

/**
 * Search-term redirects (spec section 7: GET /api/redirects, a list of from/to): staff keep them in
 * the backend; a search for a `from` term goes straight to its `to` address. Terms compare without
 * case, accents or surrounding spaces.
 */
export interface SearchRedirect {
    from: string;
    to: string;
}

let cached: Promise<SearchRedirect[]> | undefined;

/** The list, once per page (a failed load is not kept). */
export function loadRedirects(): Promise<SearchRedirect[]> {
    cached ??= fetch('/api/redirects').then(response => {
        if (!response.ok) throw new Error(`GET /api/redirects: ${response.status}`);
        return response.json() as Promise<SearchRedirect[]>;
    });
    cached.catch(() => {
        cached = undefined;
    });
    return cached;
}

const termKey = (term: string) => normalizeWord(term).trim().replace(/\s+/g, ' ');

/** Where a term leads, or undefined: a shop path or an http(s) address only. */
export function findRedirect(term: string, redirects: readonly SearchRedirect[]): string | undefined {
    const key = termKey(term);
    if (!key) return undefined;
    const target = redirects.find(redirect => termKey(redirect.from) === key)?.to;
    return target && (/^\/(?!\/)/.test(target) || /^https?:\/\//.test(target)) ? target : undefined;
}
