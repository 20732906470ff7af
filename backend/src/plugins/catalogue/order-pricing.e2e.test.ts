import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig, RequestContextService } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { CataloguePlugin } from './catalogue.plugin';
import { DUTCH_INITIAL_DATA } from '../../common/testing/test-shop';
import { allowBackOrders, BACK_ORDER_THRESHOLD } from './back-orders';
import { lineTotal } from '@timber-shop/rules';

/**
 * What an order line costs and whether it may be ordered, on a real Vendure server with the
 * CataloguePlugin: the product's quantity tiers lower the line's unit price (and the product page
 * computes the same total), and a variant out of stock can be ordered once the back-order rule of
 * the start-up set-up is in place.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3061 },
        plugins: [CataloguePlugin],
    }),
);

const TIERS = [
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 25, discountPercent: 12.5 },
];

const LINE_FIELDS = `
    ... on Order {
        id
        lines {
            id
            quantity
            unitPrice
            unitPriceWithTax
            linePrice
            linePriceWithTax
            productVariant {
                id
            }
        }
        subTotal
    }
    ... on ErrorResult {
        errorCode
        message
    }
`;
const ADD = gql`
    mutation ($id: ID!, $quantity: Int!) {
        addItemToOrder(productVariantId: $id, quantity: $quantity) {
            ${LINE_FIELDS}
        }
    }
`;
const ADJUST = gql`
    mutation ($lineId: ID!, $quantity: Int!) {
        adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {
            ${LINE_FIELDS}
        }
    }
`;

interface Line {
    id: string;
    quantity: number;
    unitPrice: number;
    unitPriceWithTax: number;
    linePrice: number;
    linePriceWithTax: number;
    productVariant: { id: string };
}

async function createProduct(slug: string, quantityTiers: typeof TIERS, variant: { sku: string; price: number; stockOnHand: number; trackInventory: 'TRUE' | 'FALSE' | 'INHERIT' }) {
    const { createProduct } = await adminClient.query(
        gql`
            mutation ($input: CreateProductInput!) {
                createProduct(input: $input) {
                    id
                }
            }
        `,
        { input: { translations: [{ languageCode: 'nl', name: slug, slug, description: '' }], customFields: { quantityTiers } } },
    );
    const { createProductVariants } = await adminClient.query(
        gql`
            mutation ($input: [CreateProductVariantInput!]!) {
                createProductVariants(input: $input) {
                    id
                }
            }
        `,
        { input: [{ productId: createProduct.id, translations: [{ languageCode: 'nl', name: slug }], ...variant }] },
    );
    return createProductVariants[0].id as string;
}

let tiered: string;
let plain: string;
let empty: string;

const STOCK_LEVELS = gql`
    query {
        products {
            items {
                slug
                variants {
                    stockLevel
                }
            }
        }
    }
`;
async function stockLevels() {
    const { products } = await shopClient.query(STOCK_LEVELS);
    return Object.fromEntries(products.items.map((p: { slug: string; variants: Array<{ stockLevel: string }> }) => [p.slug, p.variants[0].stockLevel]));
}

beforeAll(async () => {
    await server.init({ initialData: DUTCH_INITIAL_DATA, customerCount: 0 });
    await adminClient.asSuperAdmin();
    tiered = await createProduct('tiered-plank', TIERS, { sku: 'TIER-1', price: 1005, stockOnHand: 1000, trackInventory: 'INHERIT' });
    plain = await createProduct('plain-plank', [], { sku: 'PLAIN-1', price: 1005, stockOnHand: 1000, trackInventory: 'INHERIT' });
    empty = await createProduct('sold-out-plank', [], { sku: 'EMPTY-1', price: 2000, stockOnHand: 0, trackInventory: 'TRUE' });
    await createProduct('last-plank', [], { sku: 'LAST-1', price: 2000, stockOnHand: 2, trackInventory: 'TRUE' });
    await createProduct('untracked-plank', [], { sku: 'FREE-1', price: 2000, stockOnHand: 0, trackInventory: 'FALSE' });
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('quantity tiers in the order line price', () => {
    const lineOf = (order: { lines: Line[] }, variantId: string) => order.lines.find(l => l.productVariant.id === variantId)!;

    it('charges the list price below the first tier, the tier price from it on, and back', async () => {
        await shopClient.asAnonymousUser();
        const { addItemToOrder } = await shopClient.query(ADD, { id: tiered, quantity: 1 });
        const line = lineOf(addItemToOrder, tiered);
        expect(line).toMatchObject({ quantity: 1, unitPrice: 1005, linePrice: 1005 });

        // 10: 5% off, 1005 x 0.95 = 954.75 rounds to 955 per piece
        const ten = lineOf((await shopClient.query(ADJUST, { lineId: line.id, quantity: 10 })).adjustOrderLine, tiered);
        expect(ten).toMatchObject({ quantity: 10, unitPrice: 955, linePrice: 9550 });
        // 25: 12.5% off, 879.375 rounds to 879
        const many = lineOf((await shopClient.query(ADJUST, { lineId: line.id, quantity: 25 })).adjustOrderLine, tiered);
        expect(many).toMatchObject({ quantity: 25, unitPrice: 879, linePrice: 21975 });
        // back under the first tier: the full price again
        const few = lineOf((await shopClient.query(ADJUST, { lineId: line.id, quantity: 9 })).adjustOrderLine, tiered);
        expect(few).toMatchObject({ quantity: 9, unitPrice: 1005, linePrice: 9045 });
        // adding to the line counts the line's new quantity: 9 + 1 reaches the tier
        const added = lineOf((await shopClient.query(ADD, { id: tiered, quantity: 1 })).addItemToOrder, tiered);
        expect(added).toMatchObject({ quantity: 10, unitPrice: 955 });
    });

    it('leaves products without tiers at their price, per line', async () => {
        const { addItemToOrder } = await shopClient.query(ADD, { id: plain, quantity: 30 });
        expect(lineOf(addItemToOrder, plain)).toMatchObject({ quantity: 30, unitPrice: 1005, linePrice: 30150 });
        // the tiered line is unchanged by another line's quantity
        expect(lineOf(addItemToOrder, tiered)).toMatchObject({ quantity: 10, unitPrice: 955 });
    });

    it('gives the same line total with VAT as the product page computes: the unit price with VAT x quantity', async () => {
        for (const quantity of [3, 10, 17, 25, 40]) {
            await shopClient.asAnonymousUser();
            const { addItemToOrder } = await shopClient.query(ADD, { id: tiered, quantity });
            const line = lineOf(addItemToOrder, tiered);
            expect(line.linePriceWithTax, `quantity ${quantity}`).toBe(lineTotal(1005, quantity, TIERS, 21));
            expect(line.linePriceWithTax, `quantity ${quantity}`).toBe(line.unitPriceWithTax * quantity);
            expect(line.linePrice, `quantity ${quantity}`).toBe(lineTotal(1005, quantity, TIERS, 21, false));
        }
    });
});

describe('back-orders', () => {
    it('refuses an out-of-stock variant until the back-order rule is set, then takes any quantity', async () => {
        await shopClient.asAnonymousUser();
        const before = (await shopClient.query(ADD, { id: empty, quantity: 1 })).addItemToOrder;
        expect(before.errorCode).toBe('INSUFFICIENT_STOCK_ERROR');
        expect(await stockLevels()).toMatchObject({ 'sold-out-plank': 'OUT_OF_STOCK', 'last-plank': 'LOW_STOCK', 'tiered-plank': 'IN_STOCK', 'untracked-plank': 'IN_STOCK' });

        // what the start-up set-up (seed/checkout-setup.ts) runs on every start
        const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
        expect(await allowBackOrders(server.app, ctx)).toBe(true);
        // once: a second start changes nothing
        expect(await allowBackOrders(server.app, ctx)).toBe(false);
        const { globalSettings } = await adminClient.query(gql`
            query {
                globalSettings {
                    trackInventory
                    outOfStockThreshold
                }
            }
        `);
        // inventory is still tracked: allocations and sales are recorded
        expect(globalSettings).toEqual({ trackInventory: true, outOfStockThreshold: BACK_ORDER_THRESHOLD });

        await shopClient.asAnonymousUser();
        const after = (await shopClient.query(ADD, { id: empty, quantity: 1 })).addItemToOrder;
        expect(after.errorCode).toBeUndefined();
        const line = after.lines.find((l: Line) => l.productVariant.id === empty);
        expect(line.quantity).toBe(1);
        const more = (await shopClient.query(ADJUST, { lineId: line.id, quantity: 250 })).adjustOrderLine;
        expect(more.errorCode).toBeUndefined();
        expect(more.lines[0].quantity).toBe(250);
        // stockLevel still tells what is in stock from what will be back-ordered
        expect(await stockLevels()).toMatchObject({ 'sold-out-plank': 'BACK_ORDER', 'last-plank': 'LOW_STOCK', 'tiered-plank': 'IN_STOCK', 'untracked-plank': 'IN_STOCK' });
    });

    it('keeps a threshold staff chose', async () => {
        await adminClient.query(gql`
            mutation {
                updateGlobalSettings(input: { outOfStockThreshold: -50 }) {
                    __typename
                }
            }
        `);
        const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
        expect(await allowBackOrders(server.app, ctx)).toBe(false);
        const { globalSettings } = await adminClient.query(gql`
            query {
                globalSettings {
                    outOfStockThreshold
                }
            }
        `);
        expect(globalSettings.outOfStockThreshold).toBe(-50);
    });
});
