import { isUserInputError } from '../api/errors';
import { getWebsiteCategory, type MenuEntry, type WebsiteCategory, type WebsiteCategoryResources } from '../api/catalogue';
import { cardData } from './catalogue';
import { DEFAULT_LISTING, loadListing, selectedCount, type ListingData, type ListingState } from './category-listing';
import { categoryQueryUrl, DEFAULT_ITEMS_PER_PAGE, type CategoryQuery } from './category-url';
import { categoryPriceBasis, type Locale, LOCALES, type PriceUnit } from '@timber-shop/rules';
import { ALL_PRODUCTS, categorySlugs, categoryUrl, findCategory, loadCategories, loadCategoryListings, loadSite, type Alternates } from '../site';

/**
 * Everything a category page shows, for the pre-rendered first pages and the on-demand filtered
 * pages alike: the category, its listing in the asked state, subcategories, breadcrumbs, alternates.
 */
export interface CategoryPage {
    locale: Locale;
    /** undefined: all products */
    category: WebsiteCategory | undefined;
    /** the category's attachments, videos and report links (getWebsiteCategory) */
    detail: WebsiteCategoryResources | undefined;
    categorySlugs: string[];
    state: ListingState;
    listing: ListingData;
    /** the unit the category's prices are compared in (undefined: none, each card in its own) */
    priceBasis: PriceUnit | undefined;
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

/** Where a category page's listing and resources come from. */
interface CategoryPageSource {
    listing(locale: Locale, category: WebsiteCategory | undefined, state: ListingState): Promise<ListingData>;
    resources(locale: Locale, category: WebsiteCategory): Promise<WebsiteCategoryResources | undefined>;
}

/** An on-demand page (filters, another page or sort): the backend's listing and the category's resources for this page. */
const ON_DEMAND: CategoryPageSource = {
    listing: (locale, category, state) => loadListing(locale, category?.slug ?? null, state),
    resources: (locale, category) => getWebsiteCategory(locale, category.slug),
};

/**
 * A pre-rendered first page (a build, a product publish): from every category's first page read once per
 * locale (loadCategoryListings: product ids, counts, texts) and the product cards of the site data. The
 * same data as ON_DEMAND's calls give for the first page: the backend answers both with the same rules.
 */
const PRE_RENDERED: CategoryPageSource = {
    async listing(locale, category) {
        const [{ firstPages }, site] = await Promise.all([loadCategoryListings(locale), loadSite(locale)]);
        const page = firstPages.get(category?.id ?? ALL_PRODUCTS);
        if (!page) throw new Error(`The backend gave no first page of ${category ? `category ${category.slug}` : 'all products'} (${locale})`);
        const cards = new Map(site.products.map(product => [product.id, product]));
        return {
            totalItems: page.totalItems,
            // as the backend's listing: a product gone since the site data was read is left out of the page
            cards: page.productIds.flatMap(id => {
                const card = cards.get(id);
                return card ? [cardData(card)] : [];
            }),
            filters: page.filters,
            text: page.text,
        };
    },
    resources: async (locale, category) => (await loadCategoryListings(locale)).resources.get(category.id),
};

/** A category's first page as it is pre-rendered: unfiltered, default sort and page size (the island takes it from there). */
export async function loadFirstCategoryPage(locale: Locale, slugs: string[]): Promise<CategoryPage | undefined> {
    return loadCategoryPage(locale, { categorySlugs: slugs, ...DEFAULT_LISTING }, PRE_RENDERED);
}

/**
 * The category page a query asks for, or undefined when there is none: an unknown category,
 * attribute or value (the backend's user input errors), or a page past the last.
 * Other failures (the backend unreachable) are thrown.
 */
export async function loadCategoryPage(locale: Locale, query: CategoryQuery, source: CategoryPageSource = ON_DEMAND): Promise<CategoryPage | undefined> {
    const { categories, menu } = await loadCategories(locale);
    const category = query.categorySlugs.length ? findCategory(categories, query.categorySlugs) : undefined;
    if (query.categorySlugs.length && !category) return undefined;
    const state: ListingState = { filters: query.filters, page: query.page, itemsPerPage: query.itemsPerPage, sort: query.sort };
    let listing: ListingData;
    let detail: WebsiteCategoryResources | undefined;
    try {
        [listing, detail] = await Promise.all([source.listing(locale, category, state), category ? source.resources(locale, category) : undefined]);
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

    // the basis is keyed by the Dutch slugs (categories keep their id across locales)
    const dutch = category ? (await loadCategories('nl')).categories.find(c => c.id === category.id) : undefined;
    const priceBasis = dutch ? categoryPriceBasis(categorySlugs(dutch)) : undefined;

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
        priceBasis,
        subcategories: categories.filter(c => (category ? c.parentId === category.id : c.breadcrumbs.length === 1)),
        breadcrumbs: crumbs,
        alternates,
        menu,
        canonical: categoryQueryUrl(locale, { categorySlugs: query.categorySlugs, filters: state.filters, page: state.page }),
        noindex: selectedCount(state.filters) > 1 || state.sort.field !== 'relevance' || state.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE,
    };
}
