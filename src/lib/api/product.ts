import { graphql } from './gql';
import type { ProductDetailFieldsFragment } from './gql/graphql';
import { request } from './client';
import type { Locale } from '@timber-shop/rules';

/** The product page's calls: its full product template at build time, live stock and the barcode look-up in the browser or at request time. */

export type ProductDetail = ProductDetailFieldsFragment;
export type ProductDetailVariant = ProductDetail['variants'][number];

graphql(`
    fragment ProductDetailFields on Product {
        id
        name
        slug
        featuredAsset {
            id
            preview
        }
        assets {
            id
            preview
            name
        }
        collections {
            id
        }
        facetValues {
            code
            name
            facet {
                code
            }
            customFields {
                commercialName
            }
        }
        variants {
            id
            name
            sku
            price
            stockLevel
            options {
                name
                group {
                    code
                }
            }
            customFields {
                length
                width
                saleDelay
                stockPopUp1Qty
                stockPopUp2Qty
                stockPopUp1
                stockPopUp2
                stockPopUp3
                barcode
                customMessage
            }
        }
        customFields {
            species
            certification
            thickness
            width
            humidity
            quality
            durabilityClass
            weight
            volume
            commodityCode
            packingMethod
            application
            intro
            html
            seoTitle
            seoDescription
            priceUnit
            variantView
            quantityTiers {
                minQuantity
                discountPercent
            }
            ribbonText
            ribbonBgColor
            ribbonTextColor
            profileImages {
                id
                preview
                name
            }
            documents {
                id
                name
                source
                fileSize
                mimeType
            }
            accessoryProducts {
                id
            }
            alternativeProducts {
                id
            }
        }
    }
`);

const productDetailsQuery = graphql(`
    query ProductDetails($options: ProductListOptions) {
        products(options: $options) {
            totalItems
            items {
                ...ProductDetailFields
            }
        }
    }
`);

const productVariantStockQuery = graphql(`
    query ProductVariantStock($variantIds: [ID!]!) {
        productVariantStock(variantIds: $variantIds) {
            id
            stock_pop_up1_qty
            stock_pop_up2_qty
        }
    }
`);

const productVariantByBarcodeQuery = graphql(`
    query ProductVariantByBarcode($barcode: String!) {
        productVariantByBarcode(barcode: $barcode) {
            id
            product {
                id
                slug
            }
        }
    }
`);

/** Full product templates are larger than cards: fewer per request. */
const DETAIL_PAGE_SIZE = 40;

/** Every product template of the shop with its variants and relations, for the product pages of the build. */
export async function getProductTemplates(locale: Locale): Promise<ProductDetail[]> {
    const all: ProductDetail[] = [];
    for (let skip = 0; ; skip += DETAIL_PAGE_SIZE) {
        const { products } = await request(locale, productDetailsQuery, { options: { take: DETAIL_PAGE_SIZE, skip, sort: { id: 'ASC' } } });
        all.push(...products.items);
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
    const { productVariantStock } = await request(locale, productVariantStockQuery, { variantIds });
    for (const row of productVariantStock) stock[row.id] = { stockPopUp1Qty: row.stock_pop_up1_qty, stockPopUp2Qty: row.stock_pop_up2_qty };
    return stock;
}

/** The spec's getProductVariant, by barcode: the variant and its product, or null when no variant for sale has it. */
export async function getProductVariant(locale: Locale, { barcode }: { barcode: string }) {
    const { productVariantByBarcode } = await request(locale, productVariantByBarcodeQuery, { barcode });
    return productVariantByBarcode;
}
