import { ProductDetailsDocument, ProductPricesDocument, ProductRelationsDocument, ProductVariantsDocument, type ProductVariantsQuery, ProductVariantByBarcodeDocument, ProductVariantStockDocument, type ProductDetailFieldsFragment } from './gql/product/graphql';
import { request } from './client';
import type { Locale } from '@timber-shop/rules';
import { isPriceUnit, priceFrom } from '../catalogue/catalogue';

/** The product page's calls: its full product template at build time, live stock and the barcode look-up in the browser or at request time. */

export type ProductDetail = ProductDetailFieldsFragment;
export type ProductDetailVariant = ProductDetail['variants'][number];

/** Full product templates are larger than cards: fewer per request. */
const DETAIL_PAGE_SIZE = 40;

/** Every product template of the shop with its variants and relations, for the product pages of the build. */
export async function getProductTemplates(locale: Locale): Promise<ProductDetail[]> {
    const all: ProductDetail[] = [];
    for (let skip = 0; ; skip += DETAIL_PAGE_SIZE) {
        const { products } = await request(locale, ProductDetailsDocument, { options: { take: DETAIL_PAGE_SIZE, skip, sort: { id: 'ASC' } } });
        all.push(...products.items);
        if (all.length >= products.totalItems || products.items.length === 0) return all;
    }
}

/** The full product templates of the given products (a partial build's changed products and their accessories). */
export async function getProductTemplatesById(locale: Locale, ids: string[]): Promise<ProductDetail[]> {
    const all: ProductDetail[] = [];
    for (let skip = 0; skip < ids.length; skip += DETAIL_PAGE_SIZE) {
        const { products } = await request(locale, ProductDetailsDocument, { options: { take: DETAIL_PAGE_SIZE, filter: { id: { in: ids.slice(skip, skip + DETAIL_PAGE_SIZE) } } } });
        all.push(...products.items);
    }
    return all;
}

/** Per product, the products its page shows as accessories and alternatives (their cards). */
export async function getProductRelations(locale: Locale): Promise<{ id: string; shows: string[] }[]> {
    const all: { id: string; shows: string[] }[] = [];
    for (let skip = 0; ; skip += 100) {
        const { products } = await request(locale, ProductRelationsDocument, { options: { take: 100, skip, sort: { id: 'ASC' } } });
        all.push(
            ...products.items.map(product => ({
                id: product.id,
                shows: [...(product.customFields?.accessoryProducts ?? []), ...(product.customFields?.alternativeProducts ?? [])].map(related => related.id),
            })),
        );
        if (all.length >= products.totalItems || products.items.length === 0) return all;
    }
}

export interface VariantStock {
    stockPopUp1Qty: number;
    stockPopUp2Qty: number;
}

/** The spec's getProductVariantStock: live stock pop-up quantities per variant id (0 where the backend has none). */
export async function getProductVariantStock(locale: Locale, variantIds: string[]): Promise<Record<string, VariantStock>> {
    const stock: Record<string, VariantStock> = Object.fromEntries(variantIds.map(id => [id, { stockPopUp1Qty: 0, stockPopUp2Qty: 0 }]));
    if (variantIds.length === 0) return stock;
    const { productVariantStock } = await request(locale, ProductVariantStockDocument, { variantIds });
    for (const row of productVariantStock) stock[row.id] = { stockPopUp1Qty: row.stock_pop_up1_qty, stockPopUp2Qty: row.stock_pop_up2_qty };
    return stock;
}

export type ProductVariantForSale = ProductVariantsQuery['productVariants'][number];

/** The spec's getProductVariants: these variants as they are for sale now (price, product); those no longer for sale are left out. */
export async function getProductVariants(locale: Locale, ids: string[]): Promise<ProductVariantForSale[]> {
    const variants: ProductVariantForSale[] = [];
    // the backend answers at most 100 at a time
    for (let i = 0; i < ids.length; i += 100) variants.push(...(await request(locale, ProductVariantsDocument, { ids: ids.slice(i, i + 100) })).productVariants);
    return variants;
}

/** The spec's getProductVariant, by barcode: the variant and its product, or null when no variant for sale has it. */
export async function getProductVariant(locale: Locale, { barcode }: { barcode: string }) {
    const { productVariantByBarcode } = await request(locale, ProductVariantByBarcodeDocument, { barcode });
    return productVariantByBarcode;
}

/** The live prices (cents excl. VAT) of products' variants for the logged-in customer: their price list's, else the public ones. */
export async function getProductPrices(locale: Locale, productIds: string[]): Promise<Map<string, number>> {
    const { products } = await request(locale, ProductPricesDocument, { productIds });
    return new Map(products.items.flatMap(product => product.variants.map(variant => [variant.id, variant.price] as const)));
}

/**
 * The live "price from" (cents excl. VAT, per the product's unit) of products' cards for the logged-in
 * customer; a product the customer's price list does not sell is not in the map.
 */
export async function getCardPrices(locale: Locale, productIds: string[]): Promise<Map<string, number | null>> {
    const { products } = await request(locale, ProductPricesDocument, { productIds });
    return new Map(
        products.items.map(product => {
            const unit = isPriceUnit(product.customFields?.priceUnit) ? product.customFields.priceUnit : 'piece';
            return [product.id, priceFrom(product.variants, unit, product.customFields?.width ?? 0) ?? null] as const;
        }),
    );
}
