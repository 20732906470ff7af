import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigService, Injector, mergeConfig, Order, TransactionalConnection } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, EMPTY_INITIAL_DATA, SET_CUSTOMER, setUpTestShop, TRANSITION, testMailbox } from '../../common/testing/test-shop';
import { CartPlugin } from '../cart/cart.plugin';
import { QuotesPlugin } from './quotes.plugin';
import { CustomerOrdersPlugin } from '../customer-orders/customer-orders.plugin';
import { orderAccessToken } from '../customer-orders/order-access';
import { pdfText } from '../../common/testing/pdf-text';

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
            QuotesPlugin.init({ validityDays: VALIDITY_DAYS }),
            CustomerOrdersPlugin.init({ shopUrl: 'https://shop.example', secret: 'test-secret' }),
            mailbox.plugin(),
        ],
    }),
);

const CUSTOMER = { emailAddress: 'offerte@example.com', firstName: 'Anna', lastName: 'Bakker' };
const PASSWORD = 'hout-geheim-42';
let variantIds: string[];

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
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
        expect(mail.subject).toBe(`Je offerte ${quote.code}`);
        expect(mail.body).toContain('Beste Anna Bakker,');
        expect(mail.body).toContain(quote.code);
        expect(mail.body).toContain('Douglas plank 28x195 mm');
        const validity = new Date(quote.customFields.validityDate);
        const ddmmyyyy = [validity.getDate(), validity.getMonth() + 1, validity.getFullYear()].map(n => String(n).padStart(2, '0')).join('-');
        expect(mail.body).toContain(ddmmyyyy);
        expect(mail.body).toMatch(/<strong>Totaal<\/strong>[\s\S]*€\s*66,55/);
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
        expect(states.find(state => state.name === 'Quotation')!.to).toEqual(['Cancelled', 'AddingItems', 'QuotationSent']);

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

describe('accepting a quote', () => {
    const ACCEPT = gql`
        mutation ($id: ID!) {
            acceptQuote(orderId: $id) {
                code
                state
                active
                total
            }
        }
    `;

    it('turns a valid quote into the cart at its prices, once the cart holds nothing else', async () => {
        await shopClient.asUserWithCredentials(CUSTOMER.emailAddress, PASSWORD);
        await shopClient.query(gql`mutation { removeAllOrderLines { ... on Order { id } } }`);
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 2 });
        const saved = (await shopClient.query(SAVE_QUOTE)).saveCartAsQuote;
        expect(saved.total).toBe(2000);

        // the price list changes after the quote: the quote's price holds
        await adminClient.asSuperAdmin();
        await adminClient.query(gql`mutation ($id: ID!) { updateProductVariants(input: [{ id: $id, price: 1200 }]) { id } }`, { id: variantIds[0] });

        await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
        await expect(shopClient.query(ACCEPT, { id: saved.id }, { languageCode: 'en' })).rejects.toThrow('Your cart holds other products.');
        await shopClient.query(gql`mutation { removeAllOrderLines { ... on Order { id } } }`);

        const { acceptQuote } = await shopClient.query(ACCEPT, { id: saved.id });
        expect(acceptQuote).toEqual({ code: saved.code, state: 'AddingItems', active: true, total: 2000 });
        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder).toMatchObject({ code: saved.code, totalQuantity: 2 });
        // no longer a quote: accepting twice is refused
        await expect(shopClient.query(ACCEPT, { id: saved.id }, { languageCode: 'nl' })).rejects.toThrow('Deze offerte staat niet in je account.');
        await adminClient.query(gql`mutation ($id: ID!) { updateProductVariants(input: [{ id: $id, price: 1000 }]) { id } }`, { id: variantIds[0] });
    });

    it('refuses an expired quote', async () => {
        await shopClient.query(gql`mutation { removeAllOrderLines { ... on Order { id } } }`);
        await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
        const saved = (await shopClient.query(SAVE_QUOTE)).saveCartAsQuote;
        // three days past its validity (the date is the plugin's own, not editable through the APIs)
        await server.app
            .get(TransactionalConnection)
            .rawConnection.getRepository(Order)
            .update(Number(String(saved.id).replace(/^T_/, '')), { customFields: { validityDate: new Date(Date.now() - 3 * DAY_MS) } } as never);
        await expect(shopClient.query(ACCEPT, { id: saved.id }, { languageCode: 'de' })).rejects.toThrow('Dieses Angebot ist abgelaufen.');
    });

    it('cancels expired quotes by the scheduled task, and leaves valid ones', async () => {
        const orders = server.app.get(TransactionalConnection).rawConnection.getRepository(Order);
        const idOf = (id: string) => Number(String(id).replace(/^T_/, ''));
        await shopClient.query(gql`mutation { removeAllOrderLines { ... on Order { id } } }`);
        await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 2 });
        const expired = (await shopClient.query(SAVE_QUOTE)).saveCartAsQuote;
        await orders.update(idOf(expired.id), { customFields: { validityDate: new Date(Date.now() - 2 * DAY_MS) } } as never);
        await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
        const valid = (await shopClient.query(SAVE_QUOTE)).saveCartAsQuote;
        const quoteState = async (id: string) => (await orders.findOneOrFail({ where: { id: idOf(id) } })).state;

        // the task as Vendure's scheduler runs it: registered by the plugin, hourly
        const task = server.app.get(ConfigService).schedulerOptions.tasks.find(t => t.id === 'expire-quotes');
        if (!task) throw new Error('the quotes plugin registers no task expire-quotes');
        expect(task.options.schedule).toBeTypeOf('function');
        const result = await task.execute(new Injector(server.app));
        expect(result.expired).toContain(expired.code);
        expect(result.expired).not.toContain(valid.code);
        expect(await quoteState(expired.id)).toBe('Cancelled');
        expect(await quoteState(valid.id)).toBe('Quotation');
        // and once only
        expect((await task.execute(new Injector(server.app))).expired).toEqual([]);
    });
});

describe('staff sending a quote', () => {
    it('turns a saved quote into QuotationSent, valid anew, and mails it with its PDF', async () => {
        await shopClient.asUserWithCredentials(CUSTOMER.emailAddress, PASSWORD);
        await shopClient.query(gql`mutation { removeAllOrderLines { ... on Order { id } } }`);
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 5 });
        const saved = (await shopClient.query(SAVE_QUOTE)).saveCartAsQuote;
        await adminClient.asSuperAdmin();
        const { sendQuote } = await adminClient.query(
            gql`
                mutation ($id: ID!) {
                    sendQuote(orderId: $id) {
                        code
                        state
                        customFields {
                            validityDate
                        }
                    }
                }
            `,
            { id: saved.id },
            // staff working in English: the mail still goes out in the customer's Dutch
            { languageCode: 'en' },
        );
        expect(sendQuote.state).toBe('QuotationSent');
        expect(new Date(sendQuote.customFields.validityDate).getTime()).toBeGreaterThanOrEqual(new Date(saved.customFields.validityDate).getTime());

        const mail = await mailbox.find(m => m.subject === `Je offerte ${saved.code}` && (m.attachments?.length ?? 0) > 0);
        expect(mail.body).toContain('We hebben onderstaande offerte voor je opgesteld');
        const [attachment] = mail.attachments;
        expect(attachment.filename).toBe(`${saved.code}.pdf`);
        const pdf = Buffer.isBuffer(attachment.content) ? attachment.content : Buffer.from(String(attachment.content), 'base64');
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const text = pdfText(pdf);
        expect(text).toContain(`Offerte ${saved.code}`);
        expect(text).toContain('Geldig tot');

        // the mail links to the quote among the quotations, with the order links' access token
        const link = quoteLink(mail.body);
        expect(link.origin + link.pathname).toBe('https://shop.example/dashboard/quotations');
        expect(link.searchParams.get('order')).toBe(saved.code);
        expect(link.searchParams.get('token')).toBe(orderAccessToken('test-secret', saved, new Date()));

        // opened from the link without logging in, an account's quote asks to log in first
        await shopClient.asAnonymousUser();
        await expect(
            shopClient.query(ACCEPT_QUOTE, { id: saved.id, token: link.searchParams.get('token') }, { languageCode: 'nl' }),
        ).rejects.toThrow('Deze offerte hoort bij een account. Log in om hem te accepteren.');
        await expect(shopClient.query(ACCEPT_QUOTE, { id: saved.id, token: 'wrong' }, { languageCode: 'en' })).rejects.toThrow();

        // the customer can still accept it
        await shopClient.asUserWithCredentials(CUSTOMER.emailAddress, PASSWORD);
        await shopClient.query(gql`mutation { removeAllOrderLines { ... on Order { id } } }`);
        const { acceptQuote } = await shopClient.query(gql`mutation ($id: ID!) { acceptQuote(orderId: $id) { state } }`, { id: saved.id });
        expect(acceptQuote.state).toBe('AddingItems');
    });

    it("lets a guest accept the quote staff drew up for them from the mail's link, without an account", async () => {
        await adminClient.asSuperAdmin();
        const { createDraftOrder } = await adminClient.query(gql`mutation { createDraftOrder { id code } }`);
        await adminClient.query(
            gql`mutation ($id: ID!, $variantId: ID!) { addItemToDraftOrder(orderId: $id, input: { productVariantId: $variantId, quantity: 6 }) { ... on Order { id } } }`,
            { id: createDraftOrder.id, variantId: variantIds[0] },
        );
        await adminClient.query(
            gql`mutation ($id: ID!) { setCustomerForDraftOrder(orderId: $id, input: { emailAddress: "gast@example.com", firstName: "Gijs", lastName: "Gast" }) { ... on Order { id } } }`,
            { id: createDraftOrder.id },
        );
        await adminClient.query(gql`mutation ($id: ID!) { sendQuote(orderId: $id) { state } }`, { id: createDraftOrder.id });
        const mail = await mailbox.find(m => m.recipient === 'gast@example.com' && m.subject.includes(createDraftOrder.code));
        // a draft becomes a quote staff send: one mail, the sent quote's
        expect(mailbox.sent.filter(m => m.recipient === 'gast@example.com')).toHaveLength(1);
        const token = quoteLink(mail.body).searchParams.get('token');

        await shopClient.asAnonymousUser();
        const { acceptQuote } = await shopClient.query(ACCEPT_QUOTE, { id: createDraftOrder.id, token });
        expect(acceptQuote).toMatchObject({ code: createDraftOrder.code, state: 'AddingItems' });
        expect((await shopClient.query(ACTIVE_ORDER)).activeOrder.code).toBe(createDraftOrder.code);
    });
});

/** The quote mail's link to the quote (as a mail client reads the href). */
function quoteLink(body: string): URL {
    const href = /href="([^"]*dashboard\/quotations[^"]*)"/.exec(body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'))?.[1];
    expect(href, 'no link to the quote in the mail').toBeTruthy();
    return new URL(href ?? '');
}

const ACCEPT_QUOTE = gql`
    mutation ($id: ID!, $token: String) {
        acceptQuote(orderId: $id, accessToken: $token) {
            code
            state
        }
    }
`;
