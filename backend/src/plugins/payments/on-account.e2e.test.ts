import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, ELIGIBLE_SHIPPING_METHODS, EMPTY_INITIAL_DATA, LOGIN, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD, setUpTestShop, TRANSITION, testMailbox } from '../../common/testing/test-shop';
import { pdfText } from '../../common/testing/pdf-text';
import { CartPlugin } from '../cart/cart.plugin';
import { CustomerOrdersPlugin } from '../customer-orders/customer-orders.plugin';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { OrdersPlugin } from '../orders/orders.plugin';
import { PartnerPlugin } from '../partner/partner.plugin';
import { PaymentsPlugin } from './payments.plugin';
import { formatMoney, orderSummary, summaryMismatch, summaryRows } from '@timber-shop/rules';

/**
 * Payment on account on a real Vendure server: offered only to a customer staff granted a credit
 * limit and a payment term; the order is placed with the term, which the mail and the invoice
 * state; an order that would take the open amount on account over the limit is refused with the
 * reason, until staff settle the earlier one.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3087;
const mailbox = testMailbox();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: PORT },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            DeliveryPlugin,
            PartnerPlugin,
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            PaymentsPlugin.init({ shopUrl: 'https://shop.example', wireTransfer: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', accountHolder: 'Geven Hout B.V.' }, adyen: {} }),
            OrdersPlugin,
            CustomerOrdersPlugin.init({ shopUrl: 'https://shop.example', secret: 'test-secret' }),
            mailbox.plugin(),
        ],
    }),
);

const PASSWORD = 'hout-geheim-42';
const TRUSTED = { emailAddress: 'inkoop@aannemer.nl', firstName: 'Joost', lastName: 'Visser' };
const OTHER = { emailAddress: 'particulier@example.com', firstName: 'Sara', lastName: 'Jong' };
let variantIds: string[];
let trustedId: string;

const METHODS = gql`
    {
        eligiblePaymentMethods {
            code
            isEligible
            eligibilityMessage
        }
        activeOrder {
            id
            code
            totalWithTax
            paymentTermDays
        }
    }
`;
const PAY_ON_ACCOUNT = gql`
    mutation {
        addPaymentToOrder(input: { method: "on-account", metadata: {} }) {
            ... on Order {
                id
                code
                state
                paymentTermDays
                payments {
                    id
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;
const CREATE_CUSTOMER = gql`
    mutation ($input: CreateCustomerInput!, $password: String!) {
        createCustomer(input: $input, password: $password) {
            ... on Customer {
                id
            }
        }
    }
`;

/** A cart of three planks, delivered in Utrecht, ready for payment; its methods and order. */
async function cartAtPayment() {
    await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 3 });
    await shopClient.query(SET_SHIPPING_ADDRESS, { input: { fullName: 'Joost Visser', streetLine1: 'Bouwweg 2', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' } });
    const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
    await shopClient.query(SET_SHIPPING_METHOD, { ids: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery').id] });
    await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
    const result = await shopClient.query(METHODS);
    return { onAccount: result.eligiblePaymentMethods.find((m: { code: string }) => m.code === 'on-account'), order: result.activeOrder };
}

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
    trustedId = (await adminClient.query(CREATE_CUSTOMER, { input: { ...TRUSTED, customFields: { companyName: 'Aannemer Visser', paymentTermDays: 30 } }, password: PASSWORD })).createCustomer.id;
    await adminClient.query(CREATE_CUSTOMER, { input: OTHER, password: PASSWORD });
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('payment on account', () => {
    let firstOrder: { id: string; code: string; payments: { id: string }[] };

    it('is not offered to a customer without a credit limit and term, and refused if asked for', async () => {
        await shopClient.query(LOGIN, { username: OTHER.emailAddress, password: PASSWORD });
        const { onAccount, order } = await cartAtPayment();
        expect(onAccount).toEqual({ code: 'on-account', isEligible: false, eligibilityMessage: null });
        expect(order.paymentTermDays).toBeNull();
        const { addPaymentToOrder } = await shopClient.query(PAY_ON_ACCOUNT);
        expect(addPaymentToOrder.errorCode).toBe('INELIGIBLE_PAYMENT_METHOD_ERROR');
    });

    it('places the order with the term for a customer staff granted one, and the mail and invoice state it', async () => {
        await shopClient.query(LOGIN, { username: TRUSTED.emailAddress, password: PASSWORD });
        let { onAccount, order } = await cartAtPayment();
        // a term without a credit limit is no credit option yet
        expect(onAccount.isEligible).toBe(false);
        // room for this order and half another
        await adminClient.query(gql`mutation ($input: UpdateCustomerInput!) { updateCustomer(input: $input) { ... on Customer { id } } }`, {
            input: { id: trustedId, customFields: { creditLimit: Math.round(order.totalWithTax * 1.5) } },
        });
        // with the 10% coupon, so the invoice has a discount row
        await shopClient.query(TRANSITION, { state: 'AddingItems' });
        await shopClient.query(gql`mutation { applyCouponCode(couponCode: "HOUT10") { ... on Order { id } } }`);
        ({ onAccount, order } = await cartAtPayment());
        expect(onAccount.isEligible).toBe(true);
        expect(order.paymentTermDays).toBe(30);

        const { addPaymentToOrder } = await shopClient.query(PAY_ON_ACCOUNT);
        expect(addPaymentToOrder).toMatchObject({ state: 'PaymentAuthorized', paymentTermDays: 30 });
        firstOrder = addPaymentToOrder;

        const mail = await mailbox.find(m => m.subject.includes(firstOrder.code));
        expect(mail.body).toContain('Je betaalt deze bestelling per factuur binnen 30 dagen na de factuurdatum.');
        expect(mail.body).not.toContain('Je betaling is ontvangen');

        const { createInvoice } = await adminClient.query(gql`mutation ($orderId: ID!) { createInvoice(orderId: $orderId) { name invoiceDate } }`, { orderId: firstOrder.id });
        const response = await shopClient.fetch(`http://localhost:${PORT}/invoices/${createInvoice.name}?languageCode=en`);
        const text = pdfText(Buffer.from(await response.arrayBuffer()));
        expect(text).toContain('On account: payable within 30 days of the invoice date');

        // the invoice states the one order summary (rules package), which adds up to the order's own totals
        const { order: placed } = await adminClient.query(
            gql`
                query ($id: ID!) {
                    order(id: $id) {
                        total
                        totalWithTax
                        shipping
                        shippingWithTax
                        discounts { description amount amountWithTax }
                        taxSummary { taxRate taxBase taxTotal }
                        shippingLines { shippingMethod { code name } customFields { deliveryCharges { kind amount } } }
                        lines { quantity unitPrice unitPriceWithTax linePrice linePriceWithTax proratedLinePrice proratedLinePriceWithTax }
                    }
                }
            `,
            { id: firstOrder.id },
        );
        // a document names the way of delivery in its own language (it keeps the method's code)
        const summary = orderSummary({ ...placed, shippingLines: placed.shippingLines.map((l: { shippingMethod: { code: string } }) => ({ ...l, shippingMethod: { code: l.shippingMethod.code, name: '' } })) }, true);
        const rows = summaryRows(summary, 'en');
        expect(summary.discounts[0].amount).toBeLessThan(0);
        expect(summaryMismatch(summary.lines.map(l => l.amount), rows)).toBeNull();
        expect(rows.at(-1)).toMatchObject({ kind: 'vat', base: placed.total, amount: placed.totalWithTax - placed.total });
        // pdfkit writes € as WinAnsi 0x80
        const shown = text.replace(/\x80/g, '€');
        for (const money of [summary.lines[0].unit, summary.lines[0].amount, ...rows.map(row => row.amount ?? 0)]) expect(shown).toContain(formatMoney(money));
        for (const row of rows) expect(shown).toContain(row.label);
    });

    it('refuses an order that takes the open amount over the limit, until the earlier one is paid', async () => {
        const { onAccount } = await cartAtPayment();
        expect(onAccount.isEligible).toBe(false);
        expect(onAccount.eligibilityMessage).toBe('Deze bestelling past niet meer binnen je kredietlimiet. Kies een andere betaalwijze of neem contact met ons op.');
        expect((await shopClient.query(PAY_ON_ACCOUNT)).addPaymentToOrder.errorCode).toBe('INELIGIBLE_PAYMENT_METHOD_ERROR');

        await adminClient.query(gql`mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { state } } }`, { id: firstOrder.payments[0].id });
        const again = await shopClient.query(METHODS);
        expect(again.eligiblePaymentMethods.find((m: { code: string }) => m.code === 'on-account').isEligible).toBe(true);
        expect((await shopClient.query(PAY_ON_ACCOUNT)).addPaymentToOrder.state).toBe('PaymentAuthorized');
    });
});
