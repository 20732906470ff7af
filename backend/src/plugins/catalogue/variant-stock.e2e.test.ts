import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import gql from 'graphql-tag';
import { CataloguePlugin } from './catalogue.plugin';
import { DUTCH_INITIAL_DATA } from '../../common/testing/test-shop';

/**
 * The product page's live calls on a real Vendure server with a few products made here:
 * productVariantStock (the spec's getProductVariantStock), productVariantByBarcode (the barcode route) and
 * productVariants (getProductVariants).
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3055 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [CataloguePlugin],
    }),
);

const CREATE_PRODUCT = gql`
    mutation ($input: CreateProductInput!) {
        createProduct(input: $input) {
            id
        }
    }
`;
const CREATE_GROUP = gql`
    mutation ($input: CreateProductOptionGroupInput!) {
        createProductOptionGroup(input: $input) {
            id
            options {
                id
                code
            }
        }
    }
`;
const ADD_GROUP = gql`
    mutation ($productId: ID!, $optionGroupId: ID!) {
        addOptionGroupToProduct(productId: $productId, optionGroupId: $optionGroupId) {
            id
        }
    }
`;
const CREATE_VARIANTS = gql`
    mutation ($input: [CreateProductVariantInput!]!) {
        createProductVariants(input: $input) {
            id
            sku
        }
    }
`;
const STOCK = gql`
    query ($ids: [ID!]!) {
        productVariantStock(variantIds: $ids) {
            id
            stock_pop_up1_qty
            stock_pop_up2_qty
        }
    }
`;
const BY_BARCODE = gql`
    query ($barcode: String!) {
        productVariantByBarcode(barcode: $barcode) {
            id
            sku
            product {
                id
                slug
            }
        }
    }
`;

interface TestVariant {
    sku: string;
    length: number;
    enabled?: boolean;
    customFields: Record<string, unknown>;
}

/** A product with one variant per length, through the Admin API as staff would make it. */
async function createProduct(slug: string, enabled: boolean, variants: TestVariant[]) {
    const { createProduct } = await adminClient.query(CREATE_PRODUCT, {
        input: { enabled, translations: [{ languageCode: 'nl', name: slug, slug, description: '' }] },
    });
    const { createProductOptionGroup } = await adminClient.query(CREATE_GROUP, {
        input: {
            code: `${slug}-length`,
            translations: [{ languageCode: 'nl', name: 'Lengte' }],
            options: variants.map(v => ({ code: `l${v.length}`, translations: [{ languageCode: 'nl', name: `${v.length} cm` }] })),
        },
    });
    await adminClient.query(ADD_GROUP, { productId: createProduct.id, optionGroupId: createProductOptionGroup.id });
    const { createProductVariants } = await adminClient.query(CREATE_VARIANTS, {
        input: variants.map(v => ({
            productId: createProduct.id,
            sku: v.sku,
            price: 1000,
            enabled: v.enabled ?? true,
            optionIds: [createProductOptionGroup.options.find((o: { code: string }) => o.code === `l${v.length}`).id],
            translations: [{ languageCode: 'nl', name: `${slug} ${v.length}` }],
            customFields: { length: v.length, ...v.customFields },
        })),
    });
    const ids: Record<string, string> = {};
    for (const variant of createProductVariants) ids[variant.sku] = variant.id;
    return { productId: createProduct.id as string, ids };
}

let plank: { productId: string; ids: Record<string, string> };
let hidden: { productId: string; ids: Record<string, string> };

beforeAll(async () => {
    await server.init({ initialData: DUTCH_INITIAL_DATA, customerCount: 0 });
    await adminClient.asSuperAdmin();
    plank = await createProduct('douglas-plank', true, [
        { sku: 'P-300', length: 300, customFields: { stockPopUp1Qty: 10, stockPopUp2Qty: 50, barcode: '8719520000013' } },
        { sku: 'P-400', length: 400, customFields: { barcode: '8719520000020' } },
        { sku: 'P-500', length: 500, enabled: false, customFields: { stockPopUp1Qty: 3, barcode: '8719520000037' } },
    ]);
    hidden = await createProduct('offline-plank', false, [{ sku: 'O-300', length: 300, customFields: { stockPopUp1Qty: 7, barcode: '8719520000044' } }]);
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('productVariantStock', () => {
    it('answers the pop-up quantities per variant, 0 where none are set', async () => {
        const { productVariantStock } = await shopClient.query(STOCK, { ids: [plank.ids['P-300'], plank.ids['P-400']] });
        const byId = Object.fromEntries(productVariantStock.map((s: { id: string }) => [s.id, s]));
        expect(byId[plank.ids['P-300']]).toEqual({ id: plank.ids['P-300'], stock_pop_up1_qty: 10, stock_pop_up2_qty: 50 });
        expect(byId[plank.ids['P-400']]).toEqual({ id: plank.ids['P-400'], stock_pop_up1_qty: 0, stock_pop_up2_qty: 0 });
    });

    it('reads the live values: a change by staff shows at once', async () => {
        await adminClient.query(
            gql`
                mutation ($input: [UpdateProductVariantInput!]!) {
                    updateProductVariants(input: $input) {
                        id
                    }
                }
            `,
            { input: [{ id: plank.ids['P-400'], customFields: { stockPopUp1Qty: 4, stockPopUp2Qty: 12 } }] },
        );
        const { productVariantStock } = await shopClient.query(STOCK, { ids: [plank.ids['P-400']] });
        expect(productVariantStock).toEqual([{ id: plank.ids['P-400'], stock_pop_up1_qty: 4, stock_pop_up2_qty: 12 }]);
    });

    it('leaves out unknown, disabled and offline variants', async () => {
        const { productVariantStock } = await shopClient.query(STOCK, { ids: ['99999', plank.ids['P-500'], hidden.ids['O-300'], plank.ids['P-300']] });
        expect(productVariantStock.map((s: { id: string }) => s.id)).toEqual([plank.ids['P-300']]);
        expect((await shopClient.query(STOCK, { ids: [] })).productVariantStock).toEqual([]);
    });

    it('refuses more than 200 ids with a clear message', async () => {
        const ids = Array.from({ length: 201 }, (_, i) => String(i + 1));
        await expect(shopClient.query(STOCK, { ids })).rejects.toThrow(/At most 200 variant ids/);
    });
});

describe('productVariantByBarcode', () => {
    it('finds the variant and its product by barcode', async () => {
        const { productVariantByBarcode } = await shopClient.query(BY_BARCODE, { barcode: '8719520000020' });
        expect(productVariantByBarcode).toEqual({ id: plank.ids['P-400'], sku: 'P-400', product: { id: plank.productId, slug: 'douglas-plank' } });
        // a scanner may add spaces around the code
        expect((await shopClient.query(BY_BARCODE, { barcode: ' 8719520000013 ' })).productVariantByBarcode.sku).toBe('P-300');
    });

    it('answers null for unknown barcodes and for variants not for sale', async () => {
        for (const barcode of ['0000000000000', '', '8719520000037', '8719520000044']) {
            expect((await shopClient.query(BY_BARCODE, { barcode })).productVariantByBarcode, barcode).toBeNull();
        }
    });
});

describe('productVariants', () => {
    const VARIANTS = gql`
        query ($ids: [ID!]!) {
            productVariants(ids: $ids) {
                id
                sku
                name
                price
                priceWithTax
                product {
                    id
                    slug
                }
            }
        }
    `;

    it('answers the variants for sale with price and product, in the order asked; unknown, disabled and offline ones left out', async () => {
        const { productVariants } = await shopClient.query(VARIANTS, { ids: [plank.ids['P-400'], '99999', plank.ids['P-500'], hidden.ids['O-300'], plank.ids['P-300']] });
        expect(productVariants).toEqual([
            { id: plank.ids['P-400'], sku: 'P-400', name: 'douglas-plank 400', price: 1000, priceWithTax: expect.any(Number), product: { id: plank.productId, slug: 'douglas-plank' } },
            { id: plank.ids['P-300'], sku: 'P-300', name: 'douglas-plank 300', price: 1000, priceWithTax: expect.any(Number), product: { id: plank.productId, slug: 'douglas-plank' } },
        ]);
        expect((await shopClient.query(VARIANTS, { ids: [] })).productVariants).toEqual([]);
    });

    it('refuses more than 100 ids with a clear message', async () => {
        const ids = Array.from({ length: 101 }, (_, i) => String(i + 1));
        await expect(shopClient.query(VARIANTS, { ids })).rejects.toThrow(/At most 100 variant ids/);
    });
});
