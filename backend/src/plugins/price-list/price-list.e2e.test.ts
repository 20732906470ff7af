import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { DUTCH_INITIAL_DATA, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { CataloguePlugin } from '../catalogue/catalogue.plugin';
import { PartnerPlugin } from '../partner/partner.plugin';
import { type FakeVies, startFakeVies } from '../partner/testing/fake-vies-server.mjs';
import { BUSINESS_GROUP_NAME } from '../partner/vat-check.service';
import { PriceListPlugin } from './price-list.plugin';

/**
 * The business price list on a real Vendure server: staff set list prices per variant and a
 * percentage per category on the business customer group; a customer whose VAT number VIES knows
 * (fake VIES) sees those prices in the catalogue and pays them in the cart, with the quantity tiers
 * on top; visitors and other customers keep the public prices. A list that names the categories it
 * sells hides the others from its customers: their products and categories leave the Shop API's
 * lists and the shop's listing, and the cart refuses them; a line already in the cart stops the checkout.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const fake: FakeVies = await startFakeVies();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, { apiOptions: { port: 3138 }, plugins: [CataloguePlugin, PartnerPlugin.init({ viesUrl: fake.url }), PriceListPlugin] }),
);

const PASSWORD = 'hout-geheim-42';

const PRICES = gql`
    query {
        products(options: { sort: { name: ASC } }) {
            items {
                slug
                variants {
                    sku
                    price
                    priceWithTax
                }
            }
        }
    }
`;

const ME = gql`
    query {
        activeCustomer {
            currentPricelist {
                name
            }
            availableCategIds
            availableCategIdsCacheKey
        }
    }
`;

const CREATE_COLLECTION = gql`
    mutation ($input: CreateCollectionInput!) {
        createCollection(input: $input) {
            id
        }
    }
`;

const UPDATE_GROUP = gql`
    mutation ($input: UpdateCustomerGroupInput!) {
        updateCustomerGroup(input: $input) {
            id
        }
    }
`;

/** A collection holding exactly these products. */
function collectionInput(name: string, slug: string, productIds: string[]) {
    return {
        translations: [{ languageCode: 'nl', name, slug, description: '' }],
        filters: [{ code: 'product-id-filter', arguments: [{ name: 'productIds', value: JSON.stringify(productIds) }, { name: 'combineWithAnd', value: 'true' }] }],
    };
}

async function prices(): Promise<Record<string, [number, number]>> {
    const { products } = await shopClient.query(PRICES);
    return Object.fromEntries(
        products.items.flatMap((p: { variants: Array<{ sku: string; price: number; priceWithTax: number }> }) => p.variants.map(v => [v.sku, [v.price, v.priceWithTax]])),
    );
}

async function createProduct(slug: string, sku: string, price: number) {
    const { createProduct } = await adminClient.query(
        gql`
            mutation ($input: CreateProductInput!) {
                createProduct(input: $input) {
                    id
                }
            }
        `,
        { input: { translations: [{ languageCode: 'nl', name: slug, slug, description: '' }], customFields: { quantityTiers: [{ minQuantity: 10, discountPercent: 5 }] } } },
    );
    const { createProductVariants } = await adminClient.query(
        gql`
            mutation ($input: [CreateProductVariantInput!]!) {
                createProductVariants(input: $input) {
                    id
                }
            }
        `,
        { input: [{ productId: createProduct.id, translations: [{ languageCode: 'nl', name: slug }], sku, price, stockOnHand: 1000 }] },
    );
    return { productId: createProduct.id as string, variantId: createProductVariants[0].id as string };
}

let deck: { productId: string; variantId: string };
let beam: { productId: string; variantId: string };
let hardwood: string;
let groupId: string;

beforeAll(async () => {
    await server.init({ initialData: DUTCH_INITIAL_DATA, customerCount: 0 });
    await adminClient.asSuperAdmin();
    deck = await createProduct('vlonderplank', 'DECK-1', 2000);
    beam = await createProduct('balk', 'BEAM-1', 5000);
    hardwood = (await adminClient.query(CREATE_COLLECTION, { input: collectionInput('Hardhout', 'hardhout', [beam.productId]) })).createCollection.id;
    await adminClient.query(CREATE_COLLECTION, { input: collectionInput('Vlonders', 'vlonders', [deck.productId]) });
    const { customerGroups } = await adminClient.query(gql`{ customerGroups { items { id name } } }`);
    const group = customerGroups.items.find((g: { name: string }) => g.name === BUSINESS_GROUP_NAME);
    groupId = group.id;
    await adminClient.query(UPDATE_GROUP, {
        input: { id: group.id, customFields: { priceListVariantPrices: [{ sku: 'DECK-1', price: 1500 }], priceListCategoryDiscounts: [{ category: 'hardhout', percent: 20 }] } },
    });
    await adminClient.query(
        gql`
            mutation ($input: CreateCustomerInput!, $password: String!) {
                createCustomer(input: $input, password: $password) {
                    ... on Customer {
                        id
                    }
                }
            }
        `,
        { input: { emailAddress: 'inkoop@example.com', firstName: 'Iris', lastName: 'Inkoop' }, password: PASSWORD },
    );
}, 300_000);

afterAll(async () => {
    await server.destroy();
    await fake.close();
});

describe('the business price list', () => {
    it('the categories hold the beam and the deck (their variants are filled by a job)', async () => {
        const count = async (slug: string) => (await adminClient.query(gql`query ($slug: String!) { collection(slug: $slug) { productVariants { totalItems } } }`, { slug })).collection.productVariants.totalItems;
        await expect.poll(() => count('hardhout'), WAIT_FOR_JOBS).toBe(1);
        await expect.poll(() => count('vlonders'), WAIT_FOR_JOBS).toBe(1);
    });

    it('visitors and customers without a valid VAT number see the public prices', async () => {
        expect(await prices()).toEqual({ 'BEAM-1': [5000, 6050], 'DECK-1': [2000, 2420] });
        await shopClient.asUserWithCredentials('inkoop@example.com', PASSWORD);
        expect(await prices()).toEqual({ 'BEAM-1': [5000, 6050], 'DECK-1': [2000, 2420] });
        expect((await shopClient.query(ME)).activeCustomer).toEqual({ currentPricelist: null, availableCategIds: null, availableCategIdsCacheKey: 'public' });
    });

    it('a verified business customer sees the list price per variant and the percentage per category', async () => {
        await shopClient.query(gql`
            mutation {
                submitVatNumber(vatNumber: "DE136695976") {
                    id
                }
            }
        `);
        expect(await prices()).toEqual({ 'BEAM-1': [4000, 4840], 'DECK-1': [1500, 1815] });
        // a list that names no categories sells them all
        expect((await shopClient.query(ME)).activeCustomer).toEqual({ currentPricelist: { name: BUSINESS_GROUP_NAME }, availableCategIds: null, availableCategIdsCacheKey: 'public' });
    });

    it('the cart charges the list price, with the quantity tiers on top', async () => {
        const ADD = gql`
            mutation ($id: ID!, $quantity: Int!) {
                addItemToOrder(productVariantId: $id, quantity: $quantity) {
                    ... on Order {
                        lines {
                            unitPrice
                            productVariant {
                                sku
                            }
                        }
                    }
                }
            }
        `;
        await shopClient.query(ADD, { id: deck.variantId, quantity: 10 });
        const { addItemToOrder } = await shopClient.query(ADD, { id: beam.variantId, quantity: 1 });
        expect(addItemToOrder.lines.map((l: { unitPrice: number; productVariant: { sku: string } }) => [l.productVariant.sku, l.unitPrice])).toEqual([
            ['DECK-1', 1425],
            ['BEAM-1', 4000],
        ]);
    });

    it('a list naming the categories it sells hides the others: products, categories, listing, cart', async () => {
        await adminClient.query(UPDATE_GROUP, { input: { id: groupId, customFields: { priceListCategories: ['hardhout'] } } });
        const { activeCustomer } = await shopClient.query(ME);
        expect(activeCustomer.availableCategIds).toEqual([hardwood]);
        expect(activeCustomer.availableCategIdsCacheKey).toMatch(/^[\w-]{16}$/);
        // Vendure's own queries: the deck and its category are gone, the beam keeps its business price
        expect(await prices()).toEqual({ 'BEAM-1': [4000, 4840] });
        const { product } = await shopClient.query(gql`query ($id: ID!) { product(id: $id) { id } }`, { id: deck.productId });
        expect(product).toBeNull();
        const byIds = await shopClient.query(gql`query ($ids: [String!]!) { products(options: { filter: { id: { in: $ids } } }) { totalItems items { id } } }`, {
            ids: [deck.productId, beam.productId],
        });
        expect(byIds.products).toEqual({ totalItems: 1, items: [{ id: beam.productId }] });
        const { collections } = await shopClient.query(gql`{ collections { items { slug } } }`);
        expect(collections.items).toEqual([{ slug: 'hardhout' }]);
        expect((await shopClient.query(gql`{ collection(slug: "vlonders") { id } }`)).collection).toBeNull();
        // the shop's listing: only the beam, and the other category is unknown
        const LIST = gql`query ($slug: String) { productTemplatesList(options: { collectionSlug: $slug }) { totalItems items { slug } } }`;
        expect((await shopClient.query(LIST)).productTemplatesList).toEqual({ totalItems: 1, items: [{ slug: 'balk' }] });
        await expect(shopClient.query(LIST, { slug: 'vlonders' })).rejects.toThrow('Onbekende categorie "vlonders"');
        // the cart refuses the deck in the customer's language
        const { addItemToOrder } = await shopClient.query(
            gql`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on ErrorResult { errorCode message } ... on OrderInterceptorError { interceptorError } } }`,
            { id: deck.variantId },
            { languageCode: 'nl' },
        );
        expect(addItemToOrder).toMatchObject({ errorCode: 'ORDER_INTERCEPTOR_ERROR', interceptorError: 'Dit product zit niet in je prijslijst. Neem contact met ons op als je het wilt bestellen.' });
        // visitors still see everything
        await shopClient.asAnonymousUser();
        expect(Object.keys(await prices())).toEqual(['BEAM-1', 'DECK-1']);
        expect((await shopClient.query(LIST)).productTemplatesList.totalItems).toBe(2);
        await shopClient.asUserWithCredentials('inkoop@example.com', PASSWORD);
    });

    it('a cart line the list no longer sells is marked and stops the checkout, naming the product in the customer\'s language', async () => {
        // the deck went into this cart before its category was hidden
        const TO_PAYMENT = gql`mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } ... on OrderStateTransitionError { errorCode transitionError } } }`;
        const toPayment = async (languageCode: string) => (await shopClient.query(TO_PAYMENT, {}, { languageCode })).transitionOrderToState;
        expect(await toPayment('nl')).toEqual({
            errorCode: 'ORDER_STATE_TRANSITION_ERROR',
            transitionError: '“vlonderplank” zit niet meer in je prijslijst. Haal het uit je winkelwagen om te bestellen, of neem contact met ons op.',
        });
        expect((await toPayment('en')).transitionError).toBe('“vlonderplank” is no longer in your price list. Remove it from your cart to order, or contact us.');
        expect((await toPayment('de')).transitionError).toBe('„vlonderplank“ ist nicht mehr in Ihrer Preisliste. Entfernen Sie es aus dem Warenkorb, um zu bestellen, oder kontaktieren Sie uns.');
        // the cart marks the line
        const { activeOrder } = await shopClient.query(gql`{ activeOrder { lines { id notInPriceList productVariant { sku } } } }`);
        expect(activeOrder.lines.map((l: { notInPriceList: boolean; productVariant: { sku: string } }) => [l.productVariant.sku, l.notInPriceList])).toEqual([
            ['DECK-1', true],
            ['BEAM-1', false],
        ]);
        // without that line the cart gets past this check (to Vendure's own: no shipping method yet)
        const deckLine = activeOrder.lines.find((l: { productVariant: { sku: string } }) => l.productVariant.sku === 'DECK-1');
        await shopClient.query(gql`mutation ($id: ID!) { removeOrderLine(orderLineId: $id) { ... on Order { id } } }`, { id: deckLine.id });
        const rest = await toPayment('nl');
        expect(rest.errorCode).toBe('ORDER_STATE_TRANSITION_ERROR');
        expect(rest.transitionError).not.toMatch(/prijslijst/);
    });

    it('after logging out the public prices are back', async () => {
        await shopClient.asAnonymousUser();
        expect(await prices()).toEqual({ 'BEAM-1': [5000, 6050], 'DECK-1': [2000, 2420] });
    });

    it('a customer whose VAT number VIES confirms later gets the price list in the same session, without logging in again', async () => {
        await adminClient.query(
            gql`
                mutation ($input: CreateCustomerInput!, $password: String!) {
                    createCustomer(input: $input, password: $password) {
                        ... on Customer {
                            id
                        }
                    }
                }
            `,
            { input: { emailAddress: 'later@example.com', firstName: 'Lotte', lastName: 'Later' }, password: PASSWORD },
        );
        await shopClient.asUserWithCredentials('later@example.com', PASSWORD);
        // VIES does not answer at first: the number waits, the job asks again
        fake.failNext('BE0417497106', 1);
        await shopClient.query(gql`
            mutation {
                submitVatNumber(vatNumber: "BE0417497106") {
                    id
                }
            }
        `);
        // (the job's retries are a second apart: until then no price list)
        expect((await shopClient.query(ME)).activeCustomer).toMatchObject({ currentPricelist: null, availableCategIdsCacheKey: 'public' });
        // what loadUser gives the storefront follows as soon as the job has its answer
        await expect.poll(async () => (await shopClient.query(ME)).activeCustomer.currentPricelist, WAIT_FOR_JOBS).toEqual({ name: BUSINESS_GROUP_NAME });
        expect((await shopClient.query(ME)).activeCustomer.availableCategIdsCacheKey).not.toBe('public');
        expect(await prices()).toEqual({ 'BEAM-1': [4000, 4840] });
        await shopClient.asAnonymousUser();
    });
});
