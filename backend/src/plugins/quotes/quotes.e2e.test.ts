import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, EMPTY_INITIAL_DATA, SET_CUSTOMER, setUpTestShop, TRANSITION, testMailbox } from '../../common/testing/test-shop';
import { CartPlugin } from '../cart/cart.plugin';
import { QuotesPlugin } from './quotes.plugin';

/**
 * The quotes plugin on a real Vendure server: a logged-in customer's cart becomes a quote (state,
 * dates, a new empty cart, the mail), a guest is refused in the request's language, staff see the
 * quote by its state and can cancel it.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const VALIDITY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const mailbox = testMailbox();

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3071 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            QuotesPlugin.init({ shopUrl: 'https://shop.example', validityDays: VALIDITY_DAYS }),
            mailbox.plugin(),
        ],
    }),
);

const CUSTOMER = { emailAddress: 'offerte@example.com', firstName: 'Anna', lastName: 'Bakker' };
const PASSWORD = 'hout-geheim-42';
let variantIds: string[];

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
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
        { input: CUSTOMER, password: PASSWORD },
    );
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

const SAVE_QUOTE = gql`
    mutation {
        saveCartAsQuote {
            __typename
            ... on Order {
                id
                code
                state
                active
                total
                totalQuantity
                customFields {
                    quotationDate
                    validityDate
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

const ACTIVE_ORDER = gql`
    {
        activeOrder {
            id
            code
            totalQuantity
            lines {
                id
            }
        }
    }
`;

describe('a guest', () => {
    it('is refused with a clear error in the request language, and the cart stays', async () => {
        await shopClient.asAnonymousUser();
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 2 });
        const nl = (await shopClient.query(SAVE_QUOTE, {}, { languageCode: 'nl' })).saveCartAsQuote;
        expect(nl).toEqual({ __typename: 'SaveQuoteError', errorCode: 'QUOTE_NEEDS_ACCOUNT_ERROR', message: 'Log in om de winkelwagen als offerte op te slaan.' });
        const en = (await shopClient.query(SAVE_QUOTE, {}, { languageCode: 'en' })).saveCartAsQuote;
        expect(en.message).toBe('Log in to save the cart as a quote.');

        // A guest with an e-mail address is still no account; the state machine refuses too.
        await shopClient.query(SET_CUSTOMER, { input: { emailAddress: 'gast@example.com', firstName: 'Gast', lastName: 'Klant' } });
        expect((await shopClient.query(SAVE_QUOTE)).saveCartAsQuote.errorCode).toBe('QUOTE_NEEDS_ACCOUNT_ERROR');
        const { transitionOrderToState } = await shopClient.query(TRANSITION, { state: 'Quotation' }, { languageCode: 'en' });
        expect(transitionOrderToState.errorCode).toBe('ORDER_STATE_TRANSITION_ERROR');
        expect(transitionOrderToState.transitionError).toBe('Log in to save the cart as a quote.');

        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder.totalQuantity).toBe(2);
        expect(mailbox.sent).toHaveLength(0);
    });
});

describe('a logged-in customer', () => {
    let quote: { id: string; code: string; state: string; active: boolean; total: number; totalQuantity: number; customFields: { quotationDate: string; validityDate: string } };

    it('cannot save an empty cart', async () => {
        await shopClient.asUserWithCredentials(CUSTOMER.emailAddress, PASSWORD);
        const { saveCartAsQuote } = await shopClient.query(SAVE_QUOTE);
        expect(saveCartAsQuote).toEqual({ __typename: 'SaveQuoteError', errorCode: 'QUOTE_EMPTY_CART_ERROR', message: 'Voeg eerst stuks toe.' });
    });

    it('saves the cart as a quote: state Quotation, dated, valid for the configured days', async () => {
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 3 });
        const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
        const before = Date.now();
        quote = (await shopClient.query(SAVE_QUOTE)).saveCartAsQuote;
        expect(quote.__typename ?? 'Order').toBe('Order');
        expect(quote.code).toBe(addItemToOrder.code);
        expect(quote.state).toBe('Quotation');
        expect(quote.active).toBe(false);
        expect(quote.totalQuantity).toBe(4);
        expect(quote.total).toBe(3 * 1000 + 2500);
        const quotationDate = new Date(quote.customFields.quotationDate).getTime();
        const validityDate = new Date(quote.customFields.validityDate).getTime();
        expect(quotationDate).toBeGreaterThanOrEqual(before - 1000);
        expect(quotationDate).toBeLessThanOrEqual(Date.now() + 1000);
        expect(validityDate - quotationDate).toBe(VALIDITY_DAYS * DAY_MS);
    });

    it('has an empty cart afterwards, and the next piece starts a new one', async () => {
        expect((await shopClient.query(ACTIVE_ORDER)).activeOrder).toBeNull();
        const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
        expect(addItemToOrder.code).not.toBe(quote.code);
        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder.totalQuantity).toBe(1);
        // ...and logging in again does not bring the quote back as the cart.
        await shopClient.asUserWithCredentials(CUSTOMER.emailAddress, PASSWORD);
        expect((await shopClient.query(ACTIVE_ORDER)).activeOrder.code).toBe(addItemToOrder.code);
    });

    it('gets the quote mail in Dutch with the reference, the lines and the validity', async () => {
        const mail = await mailbox.find(mail => mail.recipient === CUSTOMER.emailAddress);
        expect(mail, 'no quote mail').toBeDefined();
        expect(mail!.subject).toBe(`Je offerte ${quote.code}`);
        expect(mail!.body).toContain('Beste Anna Bakker,');
        expect(mail!.body).toContain(quote.code);
        expect(mail!.body).toContain('Douglas plank 28x195 mm');
        const validity = new Date(quote.customFields.validityDate);
        const ddmmyyyy = [validity.getDate(), validity.getMonth() + 1, validity.getFullYear()].map(n => String(n).padStart(2, '0')).join('-');
        expect(mail!.body).toContain(ddmmyyyy);
        expect(mail!.body).toMatch(/Totaal incl\. btw[\s\S]*€\s*66,55/);
    });
});

describe('staff', () => {
    it('see the Quotation state in the order process and the quote in the order list by state, and can cancel it', async () => {
        await adminClient.asSuperAdmin();
        const { globalSettings } = await adminClient.query(gql`
            {
                globalSettings {
                    serverConfig {
                        orderProcess {
                            name
                            to
                        }
                    }
                }
            }
        `);
        const states = globalSettings.serverConfig.orderProcess as { name: string; to: string[] }[];
        expect(states.find(state => state.name === 'AddingItems')!.to).toContain('Quotation');
        expect(states.find(state => state.name === 'Quotation')!.to).toEqual(['Cancelled']);

        const { orders } = await adminClient.query(gql`
            {
                orders(options: { filter: { state: { eq: "Quotation" } } }) {
                    items {
                        id
                        code
                        customer {
                            emailAddress
                        }
                        customFields {
                            validityDate
                        }
                    }
                }
            }
        `);
        expect(orders.items).toHaveLength(1);
        expect(orders.items[0].customer.emailAddress).toBe(CUSTOMER.emailAddress);
        expect(orders.items[0].customFields.validityDate).toBeTruthy();

        const { cancelOrder } = await adminClient.query(
            gql`
                mutation ($id: ID!) {
                    cancelOrder(input: { orderId: $id }) {
                        ... on Order {
                            state
                        }
                        ... on ErrorResult {
                            errorCode
                            message
                        }
                    }
                }
            `,
            { id: orders.items[0].id },
        );
        expect(cancelOrder.state).toBe('Cancelled');
    });
});
