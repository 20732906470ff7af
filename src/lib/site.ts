import { getAllProductTemplates, getWebsiteCategories, getWebsiteMenu, type MenuEntry, type ProductCard, type WebsiteCategory } from './api/catalogue';
import { LOCALES, type Locale } from './locale';
import { categoryPath, homePath } from './routes';

/**
 * What every pre-rendered page of a locale shares, read once per build from the backend:
 * the category tree (navigation, category pages) and the product templates.
 */
export interface SiteData {
    locale: Locale;
    categories: WebsiteCategory[];
    menu: MenuEntry[];
    products: ProductCard[];
}

const cache = new Map<Locale, Promise<SiteData>>();

export function loadSite(locale: Locale): Promise<SiteData> {
    let site = cache.get(locale);
    if (!site) {
        site = (async () => {
            const [categories, products] = await Promise.all([getWebsiteCategories(locale), getAllProductTemplates(locale)]);
            return { locale, categories, products, menu: await getWebsiteMenu(locale, categories) };
        })();
        cache.set(locale, site);
    }
    return site;
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
            const site = await loadSite(locale);
            const category = site.categories.find(c => c.id === categoryId);
            return [locale, category ? categoryUrl(locale, category) : undefined] as const;
        }),
    );
    return Object.fromEntries(entries.filter(([, path]) => path));
}
