import { DEFAULT_LOCALE, LOCALES } from '@timber-shop/rules';
import { categorySlugs, loadSite } from './site';

/**
 * A partial build (the live site's rebuild after a catalogue webhook naming products): only the pages
 * those products show on are rendered, into a build the live site lays over a copy of the current one.
 * PARTIAL_BUILD_PRODUCTS is the comma-separated product ids; without it every page is built.
 * What a product change re-renders: its product page in every locale, the categories it is in (and
 * their parents' pages, which list it too), all products, the home page (featured products). Content
 * pages are left as they are; the search records are always written whole.
 */
export function partialBuildProducts(): Set<string> | undefined {
    const ids = process.env.PARTIAL_BUILD_PRODUCTS?.trim();
    return ids ? new Set(ids.split(',').map(id => id.trim())) : undefined;
}

export type PageOfBuild = { view: 'product'; productId: string } | { view: 'category'; slugs: string[] } | { view: 'home' } | { view: string };

/** Which pages of the catalogue routes this build renders: all, or those a partial build's products show on. */
export async function catalogueBuildFilter(): Promise<(page: PageOfBuild) => boolean> {
    const products = partialBuildProducts();
    if (!products) return () => true;
    // Category ids are the same in every locale (Vendure collections): one locale's data says which.
    const site = await loadSite(DEFAULT_LOCALE);
    const categoryIds = new Set(site.products.filter(product => products.has(product.id)).flatMap(product => product.collections.map(collection => collection.id)));
    const slugPaths = new Set<string>();
    for (const locale of LOCALES) {
        for (const category of (await loadSite(locale)).categories) if (categoryIds.has(category.id)) slugPaths.add(categorySlugs(category).join('/'));
    }
    return page => {
        if (page.view === 'home') return true;
        if (page.view === 'product' && 'productId' in page) return products.has(page.productId);
        if (page.view === 'category' && 'slugs' in page) return page.slugs.length === 0 || slugPaths.has(page.slugs.join('/'));
        return false;
    };
}
