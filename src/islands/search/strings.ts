/** The texts the search page's script reads (src/locales/content/*.json). */
export const SEARCH_STRINGS = [
    'content.search.title',
    'content.search.titleWithTerm',
    'content.search.products',
    'content.search.categories',
    'content.search.articles',
    'content.search.results',
    'content.search.noResults',
    'content.search.didYouMean',
    'content.search.from',
    'content.search.loading',
    'content.search.error',
] as const;
export type SearchStrings = Record<(typeof SEARCH_STRINGS)[number], string>;
