import {
    type CategoryFirstPage,
    getCategoryFirstPages,
    getWebsiteCategories,
    getWebsiteCategoryResources,
    getWebsiteMenu,
    type MenuEntry,
    type ProductCard,
    type WebsiteCategory,
    type WebsiteCategoryResources,
} from './api/catalogue';
import type { ProductDetail } from './api/product';
import { readOncePerLocale } from './per-locale';
import { catalogueRead, takeEarly } from './catalogue/early-reads';
import { CATEGORY_PAGE_SIZE, categoryPath, homePath, type Locale, LOCALES } from '@timber-shop/rules';

/**
 * What every pre-rendered page of a locale shares, read once per build from the backend:
 * the category tree (navigation, category pages) and the product templates.
 */
export interface SiteData extends CategoryData {
    locale: Locale;
    products: ProductCard[];
}

/** The category tree of a locale and the top navigation built from it. */
export interface CategoryData {
    categories: WebsiteCategory[];
    menu: MenuEntry[];
}

/**
 * How long the category tree is reused. A build takes well under this; an on-demand page (filtered
 * category, 404) on a long-running server sees category changes after at most this long.
 */
const CATEGORY_TTL_MS = 5 * 60_000;
const categoryCache = new Map<Locale, { at: number; data: Promise<CategoryData> }>();

/** The category tree and menu of a locale, for pre-rendered and on-demand pages alike. A failed read is not kept. */
export function loadCategories(locale: Locale): Promise<CategoryData> {
    const cached = categoryCache.get(locale);
    if (cached && Date.now() - cached.at < CATEGORY_TTL_MS) return cached.data;
    const data = (async () => {
        const categories = await getWebsiteCategories(locale);
        return { categories, menu: await getWebsiteMenu(locale, categories) };
    })();
    categoryCache.set(locale, { at: Date.now(), data });
    data.catch(() => {
        if (categoryCache.get(locale)?.data === data) categoryCache.delete(locale);
    });
    return data;
}

/** A locale's menu, or none when the backend cannot be asked: the error pages must render without it. */
export function menuOrNone(locale: Locale): Promise<MenuEntry[]> {
    return loadCategories(locale).then(
        data => data.menu,
        () => [],
    );
}

const cache = new Map<Locale, Promise<SiteData>>();

/**
 * Forgets what was read, or takes a locale's site data as given: the live server renders each
 * product publish from the live build's site data with the changed products' cards read anew
 * (src/lib/catalogue/catalogue-pages.ts).
 */
export function forgetSiteData() {
    cache.clear();
    categoryCache.clear();
    loadCategoryListings.forget();
    loadCatalogue.forget();
}
export function seedSiteData(site: SiteData) {
    cache.set(site.locale, Promise.resolve(site));
}

/**
 * Every product of a locale in full (variants, relations, tags), read once per build: the product pages,
 * the cards (loadSite) and the search records' tags all come from this one read, in the order of the
 * listing's name sort.
 */
export const loadCatalogue = readOncePerLocale(async (locale): Promise<ProductDetail[]> => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    // the listing's name sort (the backend's sortProducts): by the translated name, then by id
    // read as the build started, when it was (src/integrations/catalogue-early-read.ts)
    const catalogue = await takeEarly(catalogueRead(locale));
    return catalogue.sort((a, b) => collator.compare(a.name, b.name) || Number(a.id) - Number(b.id));
});

/** A product's card, the part of its full template every list of products shows. */
export function cardOf(product: ProductDetail): ProductCard {
    const fields = product.customFields;
    return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        featuredAsset: product.featuredAsset && { preview: product.featuredAsset.preview, focalPoint: product.featuredAsset.focalPoint },
        collections: product.collections,
        variants: product.variants.map(variant => ({
            id: variant.id,
            price: variant.price,
            customFields: variant.customFields && { length: variant.customFields.length, width: variant.customFields.width },
        })),
        customFields: fields && {
            priceUnit: fields.priceUnit,
            thickness: fields.thickness,
            width: fields.width,
            featured: fields.featured,
            ribbonText: fields.ribbonText,
            ribbonBgColor: fields.ribbonBgColor,
            ribbonTextColor: fields.ribbonTextColor,
        },
    };
}

/** Everything a build renders a locale from (memoised for the build; on-demand pages use loadCategories). */
export function loadSite(locale: Locale): Promise<SiteData> {
    let site = cache.get(locale);
    if (!site) {
        site = (async () => {
            const [{ categories, menu }, catalogue] = await Promise.all([loadCategories(locale), loadCatalogue(locale)]);
            return { locale, categories, products: catalogue.map(cardOf), menu };
        })();
        cache.set(locale, site);
    }
    return site;
}

/** The key of all products' first page in CategoryListings.firstPages. */
export const ALL_PRODUCTS = '';

/** What the pre-rendered category pages of a locale show beyond the site data, by category id. */
export interface CategoryListings {
    /** each category's first page (ALL_PRODUCTS: all products'): product ids, filter counts, texts */
    firstPages: Map<string, CategoryFirstPage>;
    /** each category's attachments, videos and report links */
    resources: Map<string, WebsiteCategoryResources>;
}

/**
 * Every category page's listing and resources of a locale, read in two requests (memoised for the build
 * like the site data): the build renders 36 category pages per locale from it with the cards it holds,
 * instead of three backend calls per page.
 */
export const loadCategoryListings = readOncePerLocale(
    (locale): Promise<CategoryListings> =>
        Promise.all([getCategoryFirstPages(locale, CATEGORY_PAGE_SIZE), getWebsiteCategoryResources(locale)]).then(([firstPages, resources]) => ({
            firstPages: new Map(firstPages.map(page => [page.collectionId ?? ALL_PRODUCTS, page])),
            resources: new Map(resources.map(category => [category.id, category])),
        })),
);

/** The category whose path is these slugs, or undefined. */
export function findCategory(categories: WebsiteCategory[], slugs: string[]): WebsiteCategory | undefined {
    return categories.find(category => {
        const path = categorySlugs(category);
        return path.length === slugs.length && path.every((slug, i) => slug === slugs[i]);
    });
}

/** A category's path segments: the slugs from the top of the tree down to it. */
export function categorySlugs(category: WebsiteCategory): string[] {
    return category.breadcrumbs.map(b => b.slug);
}

export function categoryUrl(locale: Locale, category: WebsiteCategory) {
    return categoryPath(locale, categorySlugs(category));
}

/** The same page in every locale, for hreflang alternates and the language switch. */
export type Alternates = Partial<Record<Locale, string>>;

export function homeAlternates(): Alternates {
    return Object.fromEntries(LOCALES.map(locale => [locale, homePath(locale)]));
}

/** A category's page in every locale (categories keep their id across locales). */
export async function categoryAlternates(categoryId: string): Promise<Alternates> {
    const entries = await Promise.all(
        LOCALES.map(async locale => {
            const { categories } = await loadCategories(locale);
            const category = categories.find(c => c.id === categoryId);
            return [locale, category ? categoryUrl(locale, category) : undefined] as const;
        }),
    );
    return Object.fromEntries(entries.filter(([, path]) => path));
}
