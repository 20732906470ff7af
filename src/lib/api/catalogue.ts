import {
    CategoryFirstPagesDocument,
    type CategoryFirstPagesQuery,
    CategoryTextDocument,
    type CategoryTextQuery,
    type ProductCardFieldsFragment,
    ProductCardsDocument,
    ProductTemplatesListDocument,
    type ProductTemplatesListQuery,
    WebsiteCategoriesDocument,
    WebsiteCategoryDocument,
    type WebsiteCategoryFieldsFragment,
    type WebsiteCategoryQuery,
    WebsiteCategoryResourcesDocument,
    type WebsiteCategoryResourceFieldsFragment,
} from './gql/catalogue/graphql';
import { request } from './client';
import type { Locale } from '@timber-shop/rules';
import type { Filters, Sort } from '../catalogue/category-url';

/** The spec's catalogue calls (section 7), named as the spec names them. */

export type WebsiteCategory = WebsiteCategoryFieldsFragment;
export type ProductCard = ProductCardFieldsFragment;
export type ProductTemplateFilter = ProductTemplatesListQuery['productTemplatesList']['filters'][number];
export type CategoryText = CategoryTextQuery['categoryText'];
export type WebsiteCategoryDetail = NonNullable<WebsiteCategoryQuery['collection']>;
/** A category's attachments, videos and report links: what only its own page shows. */
export type WebsiteCategoryResources = WebsiteCategoryResourceFieldsFragment;
export type CategoryFirstPage = CategoryFirstPagesQuery['categoryFirstPages'][number];

/** The category list request uses page size 100 (spec section 9). */
const CATEGORY_LIST_PAGE_SIZE = 100;

/** Every category of the shop, parents before children, siblings by position. */
export async function getWebsiteCategories(locale: Locale): Promise<WebsiteCategory[]> {
    const all: WebsiteCategory[] = [];
    for (let skip = 0; ; skip += CATEGORY_LIST_PAGE_SIZE) {
        const { collections } = await request(locale, WebsiteCategoriesDocument, {
            options: { take: CATEGORY_LIST_PAGE_SIZE, skip, sort: { position: 'ASC' } },
        });
        all.push(...collections.items);
        if (all.length >= collections.totalItems || collections.items.length === 0) break;
    }
    return all
        .map(category => ({ ...category, breadcrumbs: category.breadcrumbs.filter(b => b.slug !== '__root_collection__' && b.name !== '__root_collection__') }))
        .sort((a, b) => a.breadcrumbs.length - b.breadcrumbs.length || a.position - b.position);
}

/** One category by its slug in the locale's language, with its attachments, videos and report links; undefined when none has it. */
export async function getWebsiteCategory(locale: Locale, slug: string): Promise<WebsiteCategoryDetail | undefined> {
    const { collection } = await request(locale, WebsiteCategoryDocument, { slug });
    return collection ?? undefined;
}

/** Every category's attachments, videos and report links (the build's category pages: one request instead of one per page). */
export async function getWebsiteCategoryResources(locale: Locale): Promise<WebsiteCategoryResources[]> {
    const all: WebsiteCategoryResources[] = [];
    for (let skip = 0; ; skip += CATEGORY_LIST_PAGE_SIZE) {
        const { collections } = await request(locale, WebsiteCategoryResourcesDocument, { options: { take: CATEGORY_LIST_PAGE_SIZE, skip } });
        all.push(...collections.items);
        if (all.length >= collections.totalItems || collections.items.length === 0) return all;
    }
}

export interface MenuEntry {
    category: WebsiteCategory;
    children: MenuEntry[];
}

/** The category tree for the top navigation (noParent: top-level categories with their children). */
export async function getWebsiteMenu(locale: Locale, categories?: WebsiteCategory[]): Promise<MenuEntry[]> {
    const all = categories ?? (await getWebsiteCategories(locale));
    const entry = (category: WebsiteCategory): MenuEntry => ({
        category,
        children: all.filter(c => c.parentId === category.id).map(entry),
    });
    return all.filter(c => c.breadcrumbs.length === 1).map(entry);
}

export interface ProductTemplatesListOptions {
    /** the category's slug in the locale's language; none: all products */
    collectionSlug?: string | null;
    search?: string;
    /** attribute (facet code, or thickness/width) -> selected values */
    filter?: Filters;
    sort?: Sort;
    pageSize: number;
    currentPage: number;
}

export interface ProductTemplatesPage {
    totalItems: number;
    items: ProductCard[];
    filters: ProductTemplateFilter[];
}

function filterInput(filter: Filters | undefined) {
    return Object.entries(filter ?? {})
        .filter(([, values]) => values.length > 0)
        .map(([attribute, values]) => ({ attribute, values }));
}

/**
 * One page of a category's product templates (or of all products) with filters, search and sort,
 * and the filters with their counts. Unknown categories, attributes or values are user input errors
 * (isUserInputError). The same call at build time, in on-demand pages and in the category island.
 */
export async function getProductTemplatesList(
    locale: Locale,
    { collectionSlug, search, filter, sort, pageSize, currentPage }: ProductTemplatesListOptions,
): Promise<ProductTemplatesPage> {
    const { productTemplatesList } = await request(locale, ProductTemplatesListDocument, {
        options: {
            collectionSlug: collectionSlug || undefined,
            search: search || undefined,
            filter: filterInput(filter),
            sort: sort ? { field: sort.field, direction: sort.direction } : undefined,
            pageSize,
            currentPage,
        },
    });
    return productTemplatesList;
}

/**
 * The spec's getSearchResults: the products whose name, slug, species or facet values hold every word of
 * the term, names starting with it first (the listing's search and relevance, productTemplatesList), at
 * most `pageSize`, with the number found and the filters' counts; `filter` narrows them as on a category
 * page (species). The search page's results when its index cannot be loaded.
 */
export async function getSearchResults(locale: Locale, term: string, pageSize: number, filter?: Filters): Promise<ProductTemplatesPage> {
    return getProductTemplatesList(locale, { search: term, filter, pageSize, currentPage: 1 });
}

/** Title, text and SEO texts of a category page (all products without a slug) with these filters (spec: getCategoryText). */
export async function getCategoryText(locale: Locale, collectionSlug: string | null, filter?: Filters): Promise<CategoryText> {
    const { categoryText } = await request(locale, CategoryTextDocument, {
        collectionSlug: collectionSlug || undefined,
        filter: filterInput(filter),
    });
    return categoryText;
}

/**
 * The first page of every category and of all products (collectionId null) in the default order, with
 * the filters' counts and the texts: what getProductTemplatesList and getCategoryText answer for each
 * unfiltered category, in one request. The items are product ids: the build has their cards.
 */
export async function getCategoryFirstPages(locale: Locale, pageSize: number): Promise<CategoryFirstPage[]> {
    return (await request(locale, CategoryFirstPagesDocument, { pageSize })).categoryFirstPages;
}

/** The cards of these products (a product publish reads only the changed products' anew; src/lib/catalogue/catalogue-pages.ts). */
export async function getProductCards(locale: Locale, productIds: string[]): Promise<ProductCard[]> {
    const cards: ProductCard[] = [];
    // the Shop API's list takes at most 100
    for (let i = 0; i < productIds.length; i += 100) {
        const ids = productIds.slice(i, i + 100);
        const { products } = await request(locale, ProductCardsDocument, { options: { take: ids.length, filter: { id: { in: ids } } } });
        cards.push(...products.items);
    }
    return cards;
}

/** The home page: top categories and featured products. */
export async function getWebsiteHomepage(products: ProductCard[], categories: WebsiteCategory[]) {
    return {
        topCategories: categories.filter(c => c.breadcrumbs.length === 1),
        featuredProducts: products.filter(p => p.customFields?.featured),
    };
}
