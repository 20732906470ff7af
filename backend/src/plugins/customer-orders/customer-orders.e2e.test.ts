import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import {
    ADD_ITEM,
    ELIGIBLE_SHIPPING_METHODS,
    EMPTY_INITIAL_DATA,
    guestOrderReadyForPayment,
    LOGIN,
    SET_SHIPPING_ADDRESS,
    SET_SHIPPING_METHOD,
    setUpTestShop,
    TRANSITION,
    testMailbox,
} from '../../common/testing/test-shop';
import { CartPlugin } from '../cart/cart.plugin';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { OrdersPlugin } from '../orders/orders.plugin';
import { PaymentsPlugin } from '../payments/payments.plugin';
import { QuotesPlugin } from '../quotes/quotes.plugin';
import { CustomerOrdersPlugin } from './customer-orders.plugin';
import { ORDER_LINK_DAYS, orderAccessToken } from './order-access';
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
            QuotesPlugin.init({ validityDays: 14 }),
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
    customerStatus
    invoiceStatus
    invoiceCount
    processingStep
    validityDateCounter
    amountTotalUntaxed
    orderUrl
    cancellable
    total
    totalWithTax
    lines {
        quantity
        linePriceWithTax
    }
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
        const token = new URL(own.items[0].orderUrl).searchParams.get('token') ?? '';
        expect(token).toBe(orderAccessToken(SECRET, own.items[0], new Date()));
        expect(own.items[0].orderUrl).toBe(`https://shop.example/dashboard/orders?order=${code}&token=${token}`);
        expect((await shopClient.query(ORDERS_GET, { orderCode: code }, { languageCode: 'de' })).ordersGet.items[0].orderUrl).toBe(
            `https://shop.example/de/dashboard/orders?order=${code}&token=${token}`,
        );

        await shopClient.asAnonymousUser();
        expect((await shopClient.query(ORDERS_GET, { orderCode: code })).ordersGet.totalItems).toBe(0);
        expect((await shopClient.query(ORDERS_GET, { orderCode: code, accessToken: `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}` })).ordersGet.totalItems).toBe(0);
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

describe('order links and codes', () => {
    const ORDER_BY_CODE = gql`
        query ($code: String!) {
            orderByCode(code: $code) {
                code
                customer {
                    emailAddress
                    phoneNumber
                }
                shippingAddress {
                    streetLine1
                }
            }
        }
    `;
    const REVOKE = gql`
        mutation ($orderId: ID!) {
            revokeOrderAccessLinks(orderId: $orderId)
        }
    `;
    const ADD_PAYMENT_FOR_GUEST = gql`
        mutation {
            addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) {
                ... on Order {
                    id
                    code
                    state
                }
            }
        }
    `;
    const DAY_MS = 24 * 60 * 60 * 1000;

    it('an order link expires, cannot be stretched by changing its date, and staff revoke every link of an order', async () => {
        const order = (await shopClient.query(ORDERS_GET, { orderId: orderIds[6] })).ordersGet.items[0];
        const link = new URL(order.orderUrl).searchParams.get('token') ?? '';
        const [expires, signature] = link.split('.');
        // the link lasts 60 days from the order's date
        expect(Number.parseInt(expires, 36) - Math.floor(Date.now() / DAY_MS)).toBe(ORDER_LINK_DAYS);
        await shopClient.asAnonymousUser();
        const opens = async (accessToken: string) => (await shopClient.query(ORDERS_GET, { orderCode: order.code, accessToken })).ordersGet.totalItems === 1;
        expect(await opens(link)).toBe(true);
        // a link from a mail sent 61 days ago: expired
        expect(await opens(orderAccessToken(SECRET, order, new Date(Date.now() - 61 * DAY_MS)))).toBe(false);
        // the date moved on by hand: the signature no longer fits
        expect(await opens(`${(Number.parseInt(expires, 36) + 365).toString(36)}.${signature}`)).toBe(false);
        expect(await opens(signature)).toBe(false);

        await adminClient.asSuperAdmin();
        expect((await adminClient.query(REVOKE, { orderId: orderIds[6] })).revokeOrderAccessLinks).toBe(true);
        expect(await opens(link)).toBe(false);
        // the owner still opens it, and gets a new link, which works
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
        const again = (await shopClient.query(ORDERS_GET, { orderId: orderIds[6] })).ordersGet.items[0];
        const renewed = new URL(again.orderUrl).searchParams.get('token') ?? '';
        expect(renewed).not.toBe(link);
        await shopClient.asAnonymousUser();
        expect(await opens(renewed)).toBe(true);
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
    });

    it("a guest's order answers orderByCode in the session that checked it out only, not to whoever knows its code (the transfer reference)", async () => {
        const code = await guestOrderReadyForPayment(shopClient, variantIds[0], 'gast@example.com');
        const placed = (await shopClient.query(ADD_PAYMENT_FOR_GUEST)).addPaymentToOrder;
        expect(placed.state).toBe('PaymentAuthorized');
        // the success page, in the guest's own session
        expect((await shopClient.query(ORDER_BY_CODE, { code })).orderByCode).toMatchObject({ code, customer: { emailAddress: 'gast@example.com' } });
        // another visitor with the code: refused, as for a code that does not exist
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(ORDER_BY_CODE, { code })).rejects.toThrow(/not currently authorized/);
        await expect(shopClient.query(ORDER_BY_CODE, { code: 'NO-SUCH-CODE' })).rejects.toThrow(/not currently authorized/);
        // a logged-in customer who is not its owner: refused
        await shopClient.query(LOGIN, { username: CUSTOMERS[1].emailAddress, password: PASSWORD });
        await expect(shopClient.query(ORDER_BY_CODE, { code })).rejects.toThrow(/not currently authorized/);
        // the owner of an account order reads their own
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
        const own = (await shopClient.query(ORDERS_GET, { orderId: orderIds[7] })).ordersGet.items[0];
        expect((await shopClient.query(ORDER_BY_CODE, { code: own.code })).orderByCode.code).toBe(own.code);
    });
});

describe('order actions', () => {
    it('sets the customer reference, with the cart rule and message', async () => {
        const { updateOrder } = await shopClient.query(UPDATE_ORDER, { orderId: orderIds[5], ref: '  PO-2026-77 ' });
        expect(updateOrder.customFields.clientOrderRef).toBe('PO-2026-77');
        await expect(shopClient.query(UPDATE_ORDER, { orderId: orderIds[5], ref: 'abc' }, { languageCode: 'en' })).rejects.toThrow('Please, insert one valid Order Number.');
    });

    it('cancels an unpaid order and a quote, which keep their lines as ordered; the history keeps them, the open list does not; a mail says so', async () => {
        const before = (await shopClient.query(ORDERS_GET, { orderId: orderIds[0] })).ordersGet.items[0];
        expect(before.customerStatus).toBe('awaitingPayment');
        const { cancelOrder } = await shopClient.query(CANCEL_ORDER, { orderId: orderIds[0] }, { languageCode: 'de' });
        expect(cancelOrder).toMatchObject({ state: 'Cancelled', status: 'Cancelled', customerStatus: 'cancelled', invoiceStatus: 'NothingtoInvoice', cancellable: false });
        // Vendure leaves a cancelled order's lines at 0 pieces: the customer sees what was ordered
        expect(cancelOrder.lines).toEqual(before.lines);
        expect(cancelOrder.totalWithTax).toBe(before.totalWithTax);
        expect((await shopClient.query(ORDERS_GET, { orderId: orderIds[0] })).ordersGet.items[0].lines).toEqual(before.lines);
        // in the language the order was placed in (Dutch), whatever language the cancelling request had
        const mail = await mailbox.find(m => m.subject === `Je bestelling ${before.code} is geannuleerd`);
        expect(mail.recipient).toBe(CUSTOMERS[0].emailAddress);
        expect(mail.from).toBe('"Geven Hout" <info@gevenhout.nl>');
        expect(mail.replyTo).toBe('info@gevenhout.nl');
        expect(mail.body).toContain(`Je hebt je bestelling ${before.code} van`);
        expect(mail.body).toContain('Je hoeft niets te betalen.');
        const quote = (await shopClient.query(CANCEL_ORDER, { orderId: quoteId })).cancelOrder;
        expect(quote).toMatchObject({ status: 'Cancelled', customerStatus: 'cancelled' });
        expect(quote.lines[0].quantity).toBeGreaterThan(0);
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
        expect(listed).toMatchObject({ state: 'PaymentSettled', processingStep: 'Planing', customerStatus: 'paid', cancellable: false });
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

        // the invoice mail: in the order's language (the admin's is English here), with the PDF
        const mail = await mailbox.find(m => m.subject.startsWith(`Factuur ${createInvoice.name} voor je bestelling`));
        expect(mail.recipient).toBe(CUSTOMERS[0].emailAddress);
        expect(mail.attachments).toEqual([expect.objectContaining({ filename: `${createInvoice.name}.pdf` })]);
        expect(mail.body).toContain('Nog niet betaald? Maak het bedrag over met het factuurnummer');
    });

    it('serves an open quote as a PDF to its owner or with its access token', async () => {
        await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 3 });
        const open = (await shopClient.query(gql`mutation { saveCartAsQuote { ... on Order { id code state } } }`)).saveCartAsQuote;
        expect(open.state).toBe('Quotation');
        const own = await shopClient.fetch(`http://localhost:3091/quotes/${open.code}?languageCode=de`);
        expect(own.status).toBe(200);
        expect(own.headers.get('content-disposition')).toBe(`attachment; filename="${open.code}.pdf"`);
        expect(pdfText(Buffer.from(await own.arrayBuffer()))).toContain(`Angebot ${open.code}`);
        await shopClient.asAnonymousUser();
        expect((await shopClient.fetch(`http://localhost:3091/quotes/${open.code}`)).status).toBe(404);
        expect((await shopClient.fetch(`http://localhost:3091/quotes/${open.code}?token=${orderAccessToken(SECRET, open, new Date())}`)).status).toBe(200);
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
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
        expect((await shopClient.fetch(`http://localhost:3091${invoice.invoiceUrl}`)).status).toBe(404);
        // the order mail's link: the invoice with the order's access token, not with another's
        const token = orderAccessToken(SECRET, { code: invoice.orderCode }, new Date());
        expect((await shopClient.fetch(`http://localhost:3091${invoice.invoiceUrl}?token=${token}`)).status).toBe(200);
        expect((await shopClient.fetch(`http://localhost:3091${invoice.invoiceUrl}?token=${orderAccessToken(SECRET, { code: 'OTHER' }, new Date())}`)).status).toBe(404);
        await shopClient.query(LOGIN, { username: CUSTOMERS[0].emailAddress, password: PASSWORD });
    });
});
