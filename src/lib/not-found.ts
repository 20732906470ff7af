import { getProductCards, getProductTemplatesList } from './api/catalogue';
import { cardData, type CardData } from './catalogue/catalogue';
import { BASE_NAMES, type Locale, LOCALE_INFO, localeOfPath, productPath, publicPathOf } from '@timber-shop/rules';

/** The slug of a path shaped like a product page of the locale (/producten/{slug}/{id}, id numeric), else undefined. */
export function productSlugOfPath(locale: Locale, pathname: string): string | undefined {
    const base = `${LOCALE_INFO[locale].prefix}/${BASE_NAMES.product[locale]}/`;
    if (!pathname.startsWith(base)) return undefined;
    return /^([a-z0-9-]+)\/\d+\/?$/i.exec(pathname.slice(base.length))?.[1]?.toLowerCase();
}

/** The id of a path shaped like a product page of the locale, else undefined. */
export function productIdOfPath(locale: Locale, pathname: string): string | undefined {
    return productSlugOfPath(locale, pathname) === undefined ? undefined : /\/(\d+)\/?$/.exec(pathname)?.[1];
}

/**
 * The address of the product a path that was not found names by its id under an old or wrong slug,
 * in the path's locale (undefined: no product path, no such product, the backend not answering, or the
 * path is the product's own address, whose page is not built yet).
 */
export async function movedProductPath(pathname: string): Promise<string | undefined> {
    const locale = localeOfPath(pathname);
    const id = productIdOfPath(locale, pathname);
    if (!id) return undefined;
    const [product] = await getProductCards(locale, [id]).catch(() => []);
    const canonical = product && productPath(locale, product.slug, product.id);
    return canonical && canonical !== publicPathOf(locale, pathname.replace(/\/$/, '')) ? canonical : undefined;
}

/** The words of a slug worth searching for: letters only (sizes such as 21, x, mm say little), three or more. */
export function slugWords(slug: string): string[] {
    return [...new Set(slug.split('-').filter(word => word.length >= 3 && /^[a-z]+$/.test(word) && word !== 'mm'))].slice(0, 4);
}

/**
 * Products to offer instead of a product that is not there (any more): those whose name, species or
 * facet values share a word with the slug of the link the visitor followed, most shared words first
 * (a dead link to "ipe-vlonderplank-21-x-145-mm-glad" offers smooth ipé decking, then other decking);
 * filled up with the featured products (the listing's relevance order without a search term).
 * Never throws: without the backend the page simply has no alternatives.
 */
export async function alternativeProducts(locale: Locale, slug: string, count = 6): Promise<CardData[]> {
    const found = new Map<string, { card: CardData; score: number; order: number }>();
    const results = await Promise.all(
        slugWords(slug).map(search => getProductTemplatesList(locale, { search, pageSize: 24, currentPage: 1 }).catch(() => undefined)),
    );
    let order = 0;
    for (const result of results) {
        for (const product of result?.items ?? []) {
            const entry = found.get(product.id) ?? { card: cardData(product), score: 0, order: order++ };
            entry.score++;
            found.set(product.id, entry);
        }
    }
    const cards = [...found.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(entry => entry.card);
    if (cards.length < count) {
        const featured = await getProductTemplatesList(locale, { pageSize: count, currentPage: 1 }).catch(() => undefined);
        for (const product of featured?.items ?? []) if (!found.has(product.id)) cards.push(cardData(product));
    }
    return cards.slice(0, count);
}
