import type { SearchRedirect } from '@timber-shop/rules';

/**
 * Search-term redirects (spec section 7: GET /api/redirects, a list of from/to): staff keep them in
 * the backend; a search for a `from` term goes straight to its `to` address (packages/rules,
 * redirects.ts: the servers answer the search route opened with such a term with an HTTP redirect;
 * the search page follows a term submitted on it).
 */

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
