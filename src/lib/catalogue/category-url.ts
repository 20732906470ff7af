import { CATEGORY_PAGE_SIZE, categoryPath, type Locale } from '@timber-shop/rules';

/**
 * The spec's category URL rules (section 2):
 * - up to five slug segments after the category base;
 * - a segment containing a double underscore holds attribute filters `attribute.value1.value2`,
 *   joined by double underscores; written here with a leading `__` so that one filter alone still
 *   contains one (and a filter segment in first place starts with `_`, which no category slug does);
 * - query parameters itemsPerPage (default 18), page (default 1), sort=field,direction.
 */
export const MAX_CATEGORY_SEGMENTS = 5;
export const DEFAULT_ITEMS_PER_PAGE = CATEGORY_PAGE_SIZE;
export const SORT_FIELDS = ['relevance', 'thickness', 'width', 'quality', 'name', 'price'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';
export interface Sort {
    field: SortField;
    direction: SortDirection;
}

/** The spec's sort options: relevance, thickness, width, quality, name A-Z, name Z-A; and price both ways, on the category's comparable basis. */
export const SORT_OPTIONS: readonly Sort[] = [
    { field: 'relevance', direction: 'ASC' },
    { field: 'thickness', direction: 'ASC' },
    { field: 'width', direction: 'ASC' },
    { field: 'quality', direction: 'ASC' },
    { field: 'name', direction: 'ASC' },
    { field: 'name', direction: 'DESC' },
    { field: 'price', direction: 'ASC' },
    { field: 'price', direction: 'DESC' },
];

export type Filters = Record<string, string[]>;

export interface CategoryQuery {
    categorySlugs: string[];
    filters: Filters;
    page: number;
    itemsPerPage: number;
    sort: Sort;
}

const NAME = /^[a-z0-9][a-z0-9-]*$/;

export class CategoryUrlError extends Error {}

export function isFilterSegment(segment: string) {
    return segment.includes('__');
}

function parseFilters(segment: string): Filters {
    const filters: Filters = {};
    for (const part of segment.split('__').filter(Boolean)) {
        const [attribute, ...values] = part.split('.');
        if (!NAME.test(attribute) || values.length === 0 || !values.every(v => NAME.test(v))) {
            throw new CategoryUrlError(`Not a filter: ${part}`);
        }
        filters[attribute] = [...new Set([...(filters[attribute] ?? []), ...values])];
    }
    return filters;
}

function positiveInt(value: string | null, fallback: number) {
    if (value === null || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new CategoryUrlError(`Not a positive whole number: ${value}`);
    return number;
}

function parseSort(value: string | null): Sort {
    if (!value) return SORT_OPTIONS[0];
    const [field, direction = 'ASC'] = value.split(',');
    const sort = SORT_OPTIONS.find(o => o.field === field && o.direction === direction.toUpperCase());
    if (!sort) throw new CategoryUrlError(`Not a sort option: ${value}`);
    return sort;
}

/** Reads the segments after the category base and the query string. Throws CategoryUrlError on bad input. */
export function parseCategoryUrl(segments: string[], search: URLSearchParams | string = ''): CategoryQuery {
    const params = typeof search === 'string' ? new URLSearchParams(search) : search;
    const clean = segments.filter(Boolean);
    if (clean.length > MAX_CATEGORY_SEGMENTS) throw new CategoryUrlError('Too many path segments');
    const categorySlugs: string[] = [];
    let filters: Filters = {};
    clean.forEach((segment, i) => {
        if (isFilterSegment(segment)) {
            if (i !== clean.length - 1) throw new CategoryUrlError('Filters must be the last segment');
            filters = parseFilters(segment);
        } else {
            if (segment.startsWith('_') || !NAME.test(segment)) throw new CategoryUrlError(`Not a category slug: ${segment}`);
            categorySlugs.push(segment);
        }
    });
    return {
        categorySlugs,
        filters,
        page: positiveInt(params.get('page'), 1),
        itemsPerPage: positiveInt(params.get('itemsPerPage'), DEFAULT_ITEMS_PER_PAGE),
        sort: parseSort(params.get('sort')),
    };
}

/** The filter segment for filters, in a stable order (attributes and values sorted), or '' for none. */
export function filterSegment(filters: Filters): string {
    const parts = Object.keys(filters)
        .filter(attribute => filters[attribute].length > 0)
        .sort()
        .map(attribute => [attribute, ...[...filters[attribute]].sort()].join('.'));
    return parts.length ? `__${parts.join('__')}` : '';
}

/** The URL of a category query; defaults are left out, so each state has one URL. */
export function categoryQueryUrl(locale: Locale, query: Partial<CategoryQuery> & { categorySlugs: string[] }): string {
    const segment = filterSegment(query.filters ?? {});
    const path = categoryPath(locale, segment ? [...query.categorySlugs, segment] : query.categorySlugs);
    const params = new URLSearchParams();
    if (query.page && query.page > 1) params.set('page', String(query.page));
    if (query.itemsPerPage && query.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE) params.set('itemsPerPage', String(query.itemsPerPage));
    if (query.sort && query.sort.field !== 'relevance') params.set('sort', `${query.sort.field},${query.sort.direction}`);
    const search = params.toString().replace(/%2C/g, ',');
    return search ? `${path}?${search}` : path;
}
