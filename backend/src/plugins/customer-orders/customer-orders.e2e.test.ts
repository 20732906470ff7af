import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, ELIGIBLE_SHIPPING_METHODS, EMPTY_INITIAL_DATA, LOGIN, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD, setUpTestShop, TRANSITION, testMailbox } from '../../common/testing/test-shop';
import { CartPlugin } from '../cart/cart.plugin';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { OrdersPlugin } from '../orders/orders.plugin';
import { PaymentsPlugin } from '../payments/payments.plugin';
import { QuotesPlugin } from '../quotes/quotes.plugin';
import { CustomerOrdersPlugin } from './customer-orders.plugin';
import { orderAccessToken } from './order-access';
import { pdfText } from '../../common/testing/pdf-text';

/**
 * The dashboard's orders on a real Vendure server: the lists (open orders, history, quotes) paged
 * 10 per page, the spec's statuses, one order for its owner or with the mail's token and for
 * nobody else, the customer's order reference, cancelling where the state allows.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const SECRET = 'test-secret';
const mailbox = testMailbox();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3091 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            DeliveryPlugin,
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            PaymentsPlugin.init({ shopUrl: 'https://shop.example', wireTransfer: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', accountHolder: 'Geven Hout B.V.' }, adyen: {} }),
            QuotesPlugin.init({ shopUrl: 'https://shop.example', validityDays: 14 }),
            OrdersPlugin,
            CustomerOrdersPlugin.init({ shopUrl: 'https://shop.example', secret: SECRET }),
            mailbox.plugin(),
        ],
    }),
);

const PASSWORD = 'hout-geheim-42';
const CUSTOMERS = [
    { emailAddress: 'klant@example.com', firstName: 'Anna', lastName: 'Bakker' },
    { emailAddress: 'ander@example.com', firstName: 'Bob', lastName: 'Smit' },
];
let variantIds: string[];

const ORDER_FIELDS = `
    id
    code
    state
    status
    invoiceStatus
    invoiceCount
    processingStep
    validityDateCounter
    amountTotalUntaxed
    orderUrl
    cancellable
    total
    customFields {
        clientOrderRef
    }
`;
const ORDERS_GET = gql`
    query ($kind: OrderListKind, $page: Int, $pageSize: Int, $orderId: ID, $orderCode: String, $accessToken: String) {
        ordersGet(kind: $kind, page: $page, pageSize: $pageSize, orderId: $orderId, orderCode: $orderCode, accessToken: $accessToken) {
            totalItems
            items {
                ${ORDER_FIELDS}
            }
        }
    }
`;
const UPDATE_ORDER = gql`
    mutation ($orderId: ID!, $ref: String!) {
        updateOrder(orderId: $orderId, clientOrderRef: $ref) {
            ${ORDER_FIELDS}
        }
    }
`;
const CANCEL_ORDER = gql`
    mutation ($orderId: ID!) {
        cancelOrder(orderId: $orderId) {
            ${ORDER_FIELDS}
        }
    }
`;
const ADD_PAYMENT = gql`
    mutation {
        addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) {
            ... on Order {
                id
                state
            }
            ... on ErrorResult {
                message
            }
        }
    }
`;
async function placeOrder(): Promise<string> {
    await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 2 });
    await shopClient.query(SET_SHIPPING_ADDRESS, {
        input: { fullName: 'Anna Bakker', streetLine1: 'Houtweg 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' },
    });
    const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
    await shopClient.query(SET_SHIPPING_METHOD, { ids: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery').id] });
    await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
    const { addPaymentToOrder } = await shopClient.query(ADD_PAYMENT);
    expect(addPaymentToOrder.state).toBe('PaymentAuthorized');
    return addPaymentToOrder.id;
}

const orderIds: string[] = [];
let quoteId: string;

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
    for (const input of CUSTOMERS) {
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
            { input, password: PASSWORD },
        );
    }
    await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
    for (let i = 0; i < 11; i++) orderIds.push(await placeOrder());
    await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
    quoteId = (await shopClient.query(gql`mutation { saveCartAsQuote { ... on Order { id } } }`)).saveCartAsQuote.id;
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('the lists', () => {
    it('pages the placed orders 10 per page, newest first, with status and invoice status', async () => {
        const first = (await shopClient.query(ORDERS_GET, { kind: 'ORDERS' })).ordersGet;
        expect(first.totalItems).toBe(11);
        expect(first.items).toHaveLength(10);
        expect(first.items[0].id).toBe(orderIds[10]);
        expect(first.items[0]).toMatchObject({ status: 'SalesOrder', invoiceStatus: 'ToInvoice', invoiceCount: 0, processingStep: 'Collect', cancellable: true, validityDateCounter: null });
        expect(first.items[0].amountTotalUntaxed).toBe(first.items[0].total);
        const second = (await shopClient.query(ORDERS_GET, { kind: 'ORDERS', page: 2 })).ordersGet;
        expect(second.items.map((o: { id: string }) => o.id)).toEqual([orderIds[0]]);
        // only the spec's page sizes: 7 is taken as the default 10
        expect((await shopClient.query(ORDERS_GET, { kind: 'ORDERS', pageSize: 5 })).ordersGet.items).toHaveLength(5);
        expect((await shopClient.query(ORDERS_GET, { kind: 'ORDERS', pageSize: 7 })).ordersGet.items).toHaveLength(10);
    });

    it('lists quotes apart, with their days left', async () => {
        const { ordersGet } = await shopClient.query(ORDERS_GET, { kind: 'QUOTATIONS' });
        expect(ordersGet.totalItems).toBe(1);
        expect(ordersGet.items[0]).toMatchObject({ id: quoteId, status: 'Quotation', invoiceStatus: 'NothingtoInvoice', processingStep: null, cancellable: true });
        expect(ordersGet.items[0].validityDateCounter).toBeGreaterThanOrEqual(13);
        expect(ordersGet.items[0].validityDateCounter).toBeLessThanOrEqual(14);
    });

    it('refuses a visitor without a session', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(ORDERS_GET, { kind: 'ORDERS' })).rejects.toThrow(/not currently authorized/);
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
    });
});

describe('one order', () => {
    it('opens for its owner, and with the mail link for a guest, and for nobody else', async () => {
        const own = (await shopClient.query(ORDERS_GET, { orderId: orderIds[3] })).ordersGet;
        expect(own.items[0].id).toBe(orderIds[3]);
        const { code } = own.items[0];
        const token = orderAccessToken(SECRET, own.items[0]);
        expect(own.items[0].orderUrl).toBe(`https://shop.example/dashboard/orders?order=${code}&token=${token}`);
        expect((await shopClient.query(ORDERS_GET, { orderCode: code }, { languageCode: 'de' })).ordersGet.items[0].orderUrl).toBe(
            `https://shop.example/de/dashboard/orders?order=${code}&token=${token}`,
        );

        await shopClient.asAnonymousUser();
        expect((await shopClient.query(ORDERS_GET, { orderCode: code })).ordersGet.totalItems).toBe(0);
        expect((await shopClient.query(ORDERS_GET, { orderCode: code, accessToken: `${token.slice(0, -1)}x` })).ordersGet.totalItems).toBe(0);
        expect((await shopClient.query(ORDERS_GET, { orderId: orderIds[4], accessToken: token })).ordersGet.totalItems).toBe(0);
        expect((await shopClient.query(ORDERS_GET, { orderCode: code, accessToken: token })).ordersGet.items[0].id).toBe(orderIds[3]);

        // the order confirmation mail carries that link
        const mail = await mailbox.find(m => m.subject.includes(code));
        expect(mail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&')).toContain(`https://shop.example/dashboard/orders?order=${code}&token=${token}`);

        await shopClient.query(LOGIN, { username: CUSTOMERS[1].emailAddress, password: PASSWORD });
        expect((await shopClient.query(ORDERS_GET, { orderId: orderIds[3] })).ordersGet.totalItems).toBe(0);
        expect((await shopClient.query(ORDERS_GET, { kind: 'HISTORY' })).ordersGet.totalItems).toBe(0);
        await expect(shopClient.query(CANCEL_ORDER, { orderId: orderIds[3] }, { languageCode: 'en' })).rejects.toThrow('This order was not found in your account.');
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
    });
});

describe('order actions', () => {
    it('sets the customer reference, with the cart rule and message', async () => {
        const { updateOrder } = await shopClient.query(UPDATE_ORDER, { orderId: orderIds[5], ref: '  PO-2026-77 ' });
        expect(updateOrder.customFields.clientOrderRef).toBe('PO-2026-77');
        await expect(shopClient.query(UPDATE_ORDER, { orderId: orderIds[5], ref: 'abc' }, { languageCode: 'en' })).rejects.toThrow('Please, insert one valid Order Number.');
    });

    it('cancels an unpaid order and a quote; the history keeps them, the open list does not', async () => {
        const { cancelOrder } = await shopClient.query(CANCEL_ORDER, { orderId: orderIds[0] });
        expect(cancelOrder).toMatchObject({ state: 'Cancelled', status: 'Cancelled', invoiceStatus: 'NothingtoInvoice', cancellable: false });
        expect((await shopClient.query(CANCEL_ORDER, { orderId: quoteId })).cancelOrder.status).toBe('Cancelled');
        expect((await shopClient.query(ORDERS_GET, { kind: 'ORDERS' })).ordersGet.totalItems).toBe(10);
        expect((await shopClient.query(ORDERS_GET, { kind: 'HISTORY' })).ordersGet.totalItems).toBe(11);
        await expect(shopClient.query(CANCEL_ORDER, { orderId: orderIds[0] }, { languageCode: 'nl' })).rejects.toThrow('Deze bestelling kan niet meer geannuleerd worden.');
        await expect(shopClient.query(UPDATE_ORDER, { orderId: orderIds[0], ref: 'PO-2026-78' }, { languageCode: 'de' })).rejects.toThrow('Diese Bestellung kann nicht mehr geändert werden.');
    });

    it('refuses to cancel a paid order', async () => {
        await adminClient.asSuperAdmin();
        const { order } = await adminClient.query(gql`query ($id: ID!) { order(id: $id) { payments { id } } }`, { id: orderIds[1] });
        await adminClient.query(gql`mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { state } } }`, { id: order.payments[0].id });
        const listed = (await shopClient.query(ORDERS_GET, { orderId: orderIds[1] })).ordersGet.items[0];
        expect(listed).toMatchObject({ state: 'PaymentSettled', processingStep: 'Planing', cancellable: false });
        await expect(shopClient.query(CANCEL_ORDER, { orderId: orderIds[1] }, { languageCode: 'en' })).rejects.toThrow('This order can no longer be cancelled. Please contact us.');
    });
});

describe('invoices', () => {
    const CREATE_INVOICE = gql`
        mutation ($orderId: ID!) {
            createInvoice(orderId: $orderId) {
                id
                name
                amountTotal
                status
            }
        }
    `;
    const GET_INVOICES = gql`
        {
            getInvoices {
                totalItems
                items {
                    id
                    name
                    amountTotal
                    status
                    invoiceUrl
                    orderCode
                }
            }
        }
    `;

    it('staff invoice a placed order once; the order then says FullyInvoiced, and the customer lists it', async () => {
        await adminClient.asSuperAdmin();
        const { createInvoice } = await adminClient.query(CREATE_INVOICE, { orderId: orderIds[2] });
        expect(createInvoice.name).toMatch(/^F\d{4}-\d{6}$/);
        expect(createInvoice.status).toBe('Open');
        await expect(adminClient.query(CREATE_INVOICE, { orderId: orderIds[2] }, { languageCode: 'en' })).rejects.toThrow('This order is invoiced already.');
        await expect(adminClient.query(CREATE_INVOICE, { orderId: quoteId }, { languageCode: 'en' })).rejects.toThrow('Only a placed order that is not cancelled can be invoiced.');
        const { order } = await adminClient.query(gql`query ($id: ID!) { order(id: $id) { invoices { name } customFields { invoiceNumbers } } }`, { id: orderIds[2] });
        expect(order).toEqual({ invoices: [{ name: createInvoice.name }], customFields: { invoiceNumbers: createInvoice.name } });

        const listed = (await shopClient.query(ORDERS_GET, { orderId: orderIds[2] })).ordersGet.items[0];
        expect(listed).toMatchObject({ invoiceStatus: 'FullyInvoiced', invoiceCount: 1 });
        const { getInvoices } = await shopClient.query(GET_INVOICES);
        expect(getInvoices.totalItems).toBe(1);
        expect(getInvoices.items[0]).toMatchObject({ name: createInvoice.name, amountTotal: createInvoice.amountTotal, status: 'Open', invoiceUrl: `/invoices/${createInvoice.name}` });
    });

    it('serves the PDF to its customer only, named by its number', async () => {
        const { getInvoices } = await shopClient.query(GET_INVOICES);
        const [invoice] = getInvoices.items;
        const response = await shopClient.fetch(`http://localhost:3091${invoice.invoiceUrl}?languageCode=nl`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.name}.pdf"`);
        const pdf = Buffer.from(await response.arrayBuffer());
        expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
        const text = pdfText(pdf);
        for (const part of [`Factuur ${invoice.name}`, 'Geven Hout B.V.', 'Btw-nummer: NL001234567B01', 'Inclusief btw 21% over', 'Totaal', invoice.orderCode, 'NL91ABNA0417164300']) {
            expect(text).toContain(part);
        }
        expect(text).not.toContain('Btw verlegd');

        await shopClient.query(LOGIN, { username: CUSTOMERS[1].emailAddress, password: PASSWORD });
        expect((await shopClient.fetch(`http://localhost:3091${invoice.invoiceUrl}`)).status).toBe(404);
        expect((await shopClient.query(GET_INVOICES)).getInvoices.totalItems).toBe(0);
        await shopClient.asAnonymousUser();
        expect((await shopClient.fetch(`http://localhost:3091${invoice.invoiceUrl}`)).status).toBe(403);
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
    });
});
