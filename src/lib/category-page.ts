import { isUserInputError } from './api/errors';
import { getWebsiteCategory, type MenuEntry, type WebsiteCategory, type WebsiteCategoryDetail } from './api/catalogue';
import { loadListing, selectedCount, type ListingData, type ListingState } from './category-listing';
import { categoryQueryUrl, DEFAULT_ITEMS_PER_PAGE, type CategoryQuery } from './category-url';
import { type Locale, LOCALES } from '@timber-shop/rules';
import { categorySlugs, categoryUrl, findCategory, loadCategories, type Alternates } from './site';

/**
 * Everything a category page shows, for the pre-rendered first pages and the on-demand filtered
 * pages alike: the category, its listing in the asked state, subcategories, breadcrumbs, alternates.
 */
export interface CategoryPage {
    locale: Locale;
    /** undefined: all products */
    category: WebsiteCategory | undefined;
    /** the category's attachments, videos and report links (getWebsiteCategory) */
    detail: WebsiteCategoryDetail | undefined;
    categorySlugs: string[];
    state: ListingState;
    listing: ListingData;
    subcategories: WebsiteCategory[];
    breadcrumbs: { name: string; href?: string }[];
    alternates: Alternates;
    menu: MenuEntry[];
    /** the page's canonical path: filters and page, without sort and page size */
    canonical: string;
    /**
     * Kept out of search indexes: a combination of more than one filter value, or another sort or
     * page size than the default (the same products as an indexed page, in another order or cut).
     */
    noindex: boolean;
}

/**
 * The category page a query asks for, or undefined when there is none: an unknown category,
 * attribute or value (the backend's user input errors), or a page past the last.
 * Other failures (the backend unreachable) are thrown.
 */
export async function loadCategoryPage(locale: Locale, query: CategoryQuery): Promise<CategoryPage | undefined> {
    const { categories, menu } = await loadCategories(locale);
    const category = query.categorySlugs.length ? findCategory(categories, query.categorySlugs) : undefined;
    if (query.categorySlugs.length && !category) return undefined;
    const state: ListingState = { filters: query.filters, page: query.page, itemsPerPage: query.itemsPerPage, sort: query.sort };
    let listing: ListingData;
    let detail: WebsiteCategoryDetail | undefined;
    try {
        [listing, detail] = await Promise.all([loadListing(locale, category?.slug ?? null, state), category ? getWebsiteCategory(locale, category.slug) : undefined]);
    } catch (error) {
        if (isUserInputError(error)) return undefined;
        throw error;
    }
    if (state.page > 1 && listing.cards.length === 0) return undefined;

    const filtered = selectedCount(state.filters) > 0;
    const crumbs: CategoryPage['breadcrumbs'] = category
        ? category.breadcrumbs.map(crumb => {
              const target = categories.find(c => c.id === crumb.id);
              return { name: crumb.name, href: target ? categoryUrl(locale, target) : undefined };
          })
        : [{ name: listing.text.title, href: categoryQueryUrl(locale, { categorySlugs: [] }) }];
    if (filtered) crumbs.push({ name: listing.text.title });
    else crumbs[crumbs.length - 1] = { name: crumbs[crumbs.length - 1].name };

    // Filter values are codes, the same in every language: the filtered page exists in each locale with the category's slugs there.
    const alternates: Alternates = {};
    for (const other of LOCALES) {
        const slugs = category ? (await loadCategories(other)).categories.find(c => c.id === category.id) : undefined;
        if (category && !slugs) continue;
        alternates[other] = categoryQueryUrl(other, { categorySlugs: slugs ? categorySlugs(slugs) : [], filters: state.filters, page: state.page });
    }

    return {
        locale,
        category,
        detail,
        categorySlugs: query.categorySlugs,
        state,
        listing,
        subcategories: categories.filter(c => (category ? c.parentId === category.id : c.breadcrumbs.length === 1)),
        breadcrumbs: crumbs,
        alternates,
        menu,
        canonical: categoryQueryUrl(locale, { categorySlugs: query.categorySlugs, filters: state.filters, page: state.page }),
        noindex: selectedCount(state.filters) > 1 || state.sort.field !== 'relevance' || state.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE,
    };
}
