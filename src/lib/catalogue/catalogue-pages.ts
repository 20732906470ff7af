import {
    type AccountPage,
    categoryPath,
    type CheckoutStep,
    type DashboardPage,
    DEFAULT_LOCALE,
    homePath,
    type Locale,
    LOCALES,
    productPath,
    routePathOf,
} from '@timber-shop/rules';
import type { RequestFormKind } from '../requests';
import { getProductCards } from '../api/catalogue';
import { getProductRelations } from '../api/product';
import { detailsOnlyFor } from './product-pages';
import { categorySlugs, forgetSiteData, loadSite, type SiteData, seedSiteData } from '../site';
import { isPageStory, loadStories, storyPath } from '../content';

/**
 * What a page of the catalogue's catch-all route (src/pages/[...path].astro) renders: its view and
 * that view's props. The same props render the page at build time and, for the live site's product
 * publishing, on demand (src/pages/publishing/page.astro).
 */
export type CataloguePageProps =
    | { view: 'home'; locale: Locale }
    | { view: 'category'; locale: Locale; slugs: string[] }
    | { view: 'cart'; locale: Locale }
    | { view: 'checkout'; locale: Locale; step: CheckoutStep | undefined }
    | { view: 'product'; locale: Locale; productId: string }
    | { view: 'account'; locale: Locale; page: Exclude<AccountPage, 'account'> }
    | { view: 'dashboard'; locale: Locale; page: DashboardPage; path: string }
    | { view: 'request'; locale: Locale; kind: RequestFormKind }
    | { view: 'redirect'; locale: Locale; to: string }
    | { view: 'newsletter'; locale: Locale }
    | { view: 'wishlist'; locale: Locale };

/** What a product publish renders: a catalogue page, or a content page (a story of src/pages/[...content].astro) with a product teaser. */
export type PublishedPageProps = CataloguePageProps | { view: 'story'; locale: Locale; slug: string };

export interface PublishedPage {
    path: string;
    props: PublishedPageProps;
    /** a page that shows a changed product's card as an accessory or alternative: published right after the others */
    related?: true;
}

/**
 * The pages a change of these products shows on, to render again through the live server bundle
 * (server/live-site.ts): each product's page in every locale, the pages of the products that
 * show it as an accessory or alternative, the content pages whose product teasers show it, the
 * categories it is in (their parents among them: Vendure's collections hold their children's
 * products), all products, and the home page (featured products). The pages are rendered from the live build's site data (`liveSites`, which the build
 * kept: categories, menu, every product's card) with these products' cards read anew, or from the
 * whole site read anew without it; and from the full details only of the products whose pages are
 * rendered and their accessories. Nothing else changed: a change of categories, facets or assets rebuilds everything.
 * `{ full }` names why a whole build is needed instead: a product that is gone or hidden (its page
 * must go), or new (no page yet), or whose address changed (the old page must go, the sitemaps change);
 * the caller compares the paths with the live build's files for the last two.
 */
export async function pagesOfProducts(productIds: string[], liveSites?: SiteData[]): Promise<{ pages: PublishedPage[] } | { full: string }> {
    forgetSiteData();
    const wanted = new Set(productIds);
    // the pages that show these products' cards as accessories or alternatives (relations are the same in every language)
    const showing = new Set((await getProductRelations(DEFAULT_LOCALE)).filter(product => !wanted.has(product.id) && product.shows.some(id => wanted.has(id))).map(product => product.id));
    detailsOnlyFor([...productIds, ...showing]);
    for (const site of liveSites ?? []) {
        const fresh = new Map((await getProductCards(site.locale, productIds)).map(card => [card.id, card]));
        const gone = productIds.filter(id => !fresh.has(id));
        if (gone.length) return { full: `products ${gone.join(', ')} are not in the catalogue (removed or hidden)` };
        const added = productIds.filter(id => !site.products.some(product => product.id === id));
        if (added.length) return { full: `products ${added.join(', ')} are new` };
        // in the live order (by name): a renamed product keeps its place in lists of cards until the next whole build
        seedSiteData({ ...site, products: site.products.map(product => fresh.get(product.id) ?? product) });
    }
    const sites = await Promise.all(LOCALES.map(locale => loadSite(locale)));
    // Category ids are the same in every locale (Vendure collections): one locale's data says which.
    const products = sites[LOCALES.indexOf(DEFAULT_LOCALE)].products.filter(product => wanted.has(product.id));
    const missing = productIds.filter(id => !products.some(product => product.id === id));
    if (missing.length) return { full: `products ${missing.join(', ')} are not in the catalogue (removed or hidden)` };
    const categoryIds = new Set(products.flatMap(product => product.collections.map(collection => collection.id)));
    const pages: PublishedPage[] = [];
    for (const site of sites) {
        const locale = site.locale;
        for (const product of site.products.filter(p => wanted.has(p.id)))
            pages.push({ path: productPath(locale, product.slug, product.id), props: { view: 'product', locale, productId: product.id } });
        for (const product of site.products.filter(p => showing.has(p.id)))
            pages.push({ path: productPath(locale, product.slug, product.id), props: { view: 'product', locale, productId: product.id }, related: true });
        for (const category of site.categories.filter(c => categoryIds.has(c.id))) {
            pages.push({ path: categoryPath(locale, categorySlugs(category)), props: { view: 'category', locale, slugs: categorySlugs(category) } });
        }
        pages.push({ path: categoryPath(locale, []), props: { view: 'category', locale, slugs: [] } });
        pages.push({ path: homePath(locale), props: { view: 'home', locale } });
        // content pages teasing a changed product (by its slug in the story's language): like the related pages, only its card
        const teased = new Set(site.products.filter(p => wanted.has(p.id)).map(p => p.slug));
        for (const story of (await loadStories(locale)).filter(isPageStory)) {
            if (story.content.body.some(block => block.component === 'product_teaser' && block.products.some(({ slug }) => teased.has(slug))))
                pages.push({ path: storyPath(story), props: { view: 'story', locale, slug: story.slug }, related: true });
        }
    }
    // the files' paths: behind the locale's prefix, also where visitors see the page on the locale's own host
    return { pages: pages.map(page => ({ ...page, path: routePathOf(page.props.locale, page.path) })) };
}
