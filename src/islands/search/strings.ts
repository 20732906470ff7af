/** The texts the search page's script reads (src/locales/content/*.json, the units from src/locales/*.json). */
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
    // the units of the results the backend gives when the index cannot be loaded
    'catalogue.perUnit.m1',
    'catalogue.perUnit.m2',
    'catalogue.perUnit.piece',
] as const;
export type SearchStrings = Record<(typeof SEARCH_STRINGS)[number], string>;
