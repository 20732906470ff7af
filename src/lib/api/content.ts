import type { Locale } from '@timber-shop/rules';
import { request } from './client';
import { ProductsTaggingDocument, type ProductsTaggingQuery, SearchRedirectsDocument } from './gql/content/graphql';
import type { SearchRedirect } from '@timber-shop/rules';

/** The search-term redirects staff keep in the backend (spec section 7, served as GET /api/redirects). */
export async function getSearchRedirects(locale: Locale): Promise<SearchRedirect[]> {
    return (await request(locale, SearchRedirectsDocument)).searchRedirects;
}

export type ProductTagging = ProductsTaggingQuery['products']['items'][number];

const TAGGING_PAGE_SIZE = 100;

/** Every product's tags (or these products') (facet values, species among them) and intro: what the search index needs beyond a card. */
export async function getProductsTagging(locale: Locale, productIds?: string[]): Promise<ProductTagging[]> {
    const all: ProductTagging[] = [];
    const filter = productIds ? { id: { in: productIds } } : undefined;
    for (let skip = 0; ; skip += TAGGING_PAGE_SIZE) {
        const { products } = await request(locale, ProductsTaggingDocument, { options: { take: TAGGING_PAGE_SIZE, skip, sort: { id: 'ASC' }, filter } });
        all.push(...products.items);
        if (all.length >= products.totalItems || products.items.length === 0) return all;
    }
}
