import { getCategoryText, getProductTemplatesList, type CategoryText, type ProductTemplateFilter } from '../api/catalogue';
import { cardData, type CardData } from './catalogue';
import {
    categoryQueryUrl,
    CategoryUrlError,
    DEFAULT_ITEMS_PER_PAGE,
    filterSegment,
    parseCategoryUrl,
    SORT_OPTIONS,
    type Filters,
    type Sort,
} from './category-url';
import { categoryPath, type Locale } from '@timber-shop/rules';

/**
 * A category listing: what the visitor chose (filters, page, sort) and what the backend answered.
 * Shared by the pages that render it (pre-rendered and on demand) and the category island that
 * changes it in the browser, so both ask the same questions and show the same answers.
 */

export interface ListingState {
    filters: Filters;
    page: number;
    itemsPerPage: number;
    sort: Sort;
}

export interface ListingData {
    totalItems: number;
    cards: CardData[];
    filters: ProductTemplateFilter[];
    text: CategoryText;
}

export const DEFAULT_LISTING: ListingState = { filters: {}, page: 1, itemsPerPage: DEFAULT_ITEMS_PER_PAGE, sort: SORT_OPTIONS[0] };

/** The spec's minimum fetch display delay (section 9): a loading state lasts at least this long, so it never flashes. */
export const MIN_FETCH_DISPLAY_MS = 200;

/** One page of a category (null: all products) in this state, with its texts. Throws the API's errors. */
export async function loadListing(locale: Locale, collectionSlug: string | null, state: ListingState): Promise<ListingData> {
    const [list, text] = await Promise.all([
        getProductTemplatesList(locale, {
            collectionSlug,
            filter: state.filters,
            sort: state.sort,
            pageSize: state.itemsPerPage,
            currentPage: state.page,
        }),
        getCategoryText(locale, collectionSlug, state.filters),
    ]);
    return { totalItems: list.totalItems, cards: list.items.map(cardData), filters: list.filters, text };
}

export function sortKey(sort: Sort) {
    return `${sort.field},${sort.direction}`;
}

export function sameState(a: ListingState, b: ListingState) {
    return filterSegment(a.filters) === filterSegment(b.filters) && a.page === b.page && a.itemsPerPage === b.itemsPerPage && sortKey(a.sort) === sortKey(b.sort);
}

/** Filters with one value of an attribute switched on or off. */
export function toggleFilter(filters: Filters, attribute: string, value: string): Filters {
    const values = filters[attribute] ?? [];
    const next = values.includes(value) ? values.filter(v => v !== value) : [...values, value];
    const result = { ...filters };
    if (next.length) result[attribute] = next;
    else delete result[attribute];
    return result;
}

/** How many filter values are chosen in all. */
export function selectedCount(filters: Filters) {
    return Object.values(filters).reduce((sum, values) => sum + values.length, 0);
}

/** The URL of a listing state (the spec's category URL rules; defaults left out). */
export function listingUrl(locale: Locale, categorySlugs: string[], state: ListingState) {
    return categoryQueryUrl(locale, { categorySlugs, ...state });
}

/**
 * The listing state a URL of this category asks for, or undefined when the URL is not of this
 * category or breaks the URL rules.
 */
export function stateFromUrl(locale: Locale, categorySlugs: string[], pathname: string, search: string): ListingState | undefined {
    const base = categoryPath(locale, []);
    const path = pathname.replace(/\/+$/, '');
    if (path !== base && !path.startsWith(`${base}/`)) return undefined;
    try {
        const query = parseCategoryUrl(path.slice(base.length).split('/'), search);
        if (query.categorySlugs.join('/') !== categorySlugs.join('/')) return undefined;
        return { filters: query.filters, page: query.page, itemsPerPage: query.itemsPerPage, sort: query.sort };
    } catch (error) {
        if (error instanceof CategoryUrlError) return undefined;
        throw error;
    }
}

export function pageCount(totalItems: number, itemsPerPage: number) {
    return Math.max(1, Math.ceil(totalItems / itemsPerPage));
}

/** The page numbers a pagination bar shows: the first, the last, and two either side of the current; gaps as null. */
export function pageNumbers(current: number, total: number): (number | null)[] {
    const pages: (number | null)[] = [];
    for (let page = 1; page <= total; page++) {
        if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page);
        else if (pages[pages.length - 1] !== null) pages.push(null);
    }
    return pages;
}
