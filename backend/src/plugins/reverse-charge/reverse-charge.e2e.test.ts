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
import { PaymentsPlugin } from '../payments/payments.plugin';
import { ReverseChargePlugin } from './reverse-charge.plugin';

/**
 * The intra-EU reverse charge on a real Vendure server: a verified Belgian business customer's
 * order delivered to Belgium has 0 % VAT on the goods and the delivery, with the legal line in the
 * order mail and on the invoice; delivered in NL, picked up, or for a customer whose VAT number is
 * not verified, the order has the country's VAT.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3086;
const mailbox = testMailbox();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: PORT },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            DeliveryPlugin,
            ReverseChargePlugin,
            PartnerPlugin,
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            PaymentsPlugin.init({ shopUrl: 'https://shop.example', wireTransfer: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', accountHolder: 'Geven Hout B.V.' }, adyen: {} }),
            OrdersPlugin,
            CustomerOrdersPlugin.init({ shopUrl: 'https://shop.example', secret: 'test-secret', merchant: { name: 'Houthandel Grens B.V.', vatNumber: 'NL999999999B01' } }),
            mailbox.plugin(),
        ],
    }),
);

const PASSWORD = 'hout-geheim-42';
const BELGIAN = { emailAddress: 'inkoop@bouwbedrijf.be', firstName: 'Lien', lastName: 'Peeters' };
let variantIds: string[];
let customerId: string;

const ACTIVE_ORDER = gql`
    {
        activeOrder {
            id
            code
            reverseCharge
            isPickupWithDeliveryAddress
            total
            totalWithTax
            shipping
            shippingWithTax
            taxSummary {
                description
                taxRate
            }
        }
    }
`;
const UPDATE_CUSTOMER = gql`
    mutation ($input: UpdateCustomerInput!) {
        updateCustomer(input: $input) {
            ... on Customer {
                id
            }
        }
    }
`;

const address = (countryCode: string, postalCode: string) => ({ fullName: 'Lien Peeters', streetLine1: 'Bouwlaan 1', city: 'Gent', postalCode, countryCode });

/** The order's VAT rates (goods and delivery have a summary row each). */
const rates = (order: { taxSummary: { taxRate: number }[] }) => [...new Set(order.taxSummary.map(t => t.taxRate))];

async function chooseMethod(code: 'delivery' | 'pickup') {
    const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
    await shopClient.query(SET_SHIPPING_METHOD, { ids: [eligibleShippingMethods.find((m: { code: string }) => m.code === code).id] });
}

async function setVatStatus(vatStatus: string) {
    await adminClient.query(UPDATE_CUSTOMER, { input: { id: customerId, customFields: { vatStatus } } });
}

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
    const { createCustomer } = await adminClient.query(
        gql`
            mutation ($input: CreateCustomerInput!, $password: String!) {
                createCustomer(input: $input, password: $password) {
                    ... on Customer {
                        id
                    }
                }
            }
        `,
        { input: { ...BELGIAN, customFields: { companyName: 'Bouwbedrijf Peeters BV', vatNumber: 'BE0123456749', vatStatus: 'valid' } }, password: PASSWORD },
    );
    customerId = createCustomer.id;
    await shopClient.query(LOGIN, { username: BELGIAN.emailAddress, password: PASSWORD });
    await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 3 });
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('reverse charge', () => {
    it('charges 0 % on the goods and the delivery for a verified Belgian business delivered to Belgium', async () => {
        await shopClient.query(SET_SHIPPING_ADDRESS, { input: address('BE', '9000') });
        await chooseMethod('delivery');
        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder.reverseCharge).toBe(true);
        expect(rates(activeOrder)).toEqual([0]);
        expect(activeOrder.shipping).toBeGreaterThan(0);
        expect(activeOrder.shippingWithTax).toBe(activeOrder.shipping);
        expect(activeOrder.totalWithTax).toBe(activeOrder.total);
    });

    it('keeps the VAT for a delivery in NL, a pick-up, and a VAT number not (yet) verified', async () => {
        await shopClient.query(SET_SHIPPING_ADDRESS, { input: address('NL', '3511 AB') });
        let { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder.reverseCharge).toBe(false);
        expect(rates(activeOrder)).toEqual([21]);

        await shopClient.query(SET_SHIPPING_ADDRESS, { input: address('DE', '10115') });
        ({ activeOrder } = await shopClient.query(ACTIVE_ORDER));
        expect(activeOrder.reverseCharge).toBe(true);

        expect(activeOrder.isPickupWithDeliveryAddress).toBe(false);
        await chooseMethod('pickup');
        ({ activeOrder } = await shopClient.query(ACTIVE_ORDER));
        expect(activeOrder.reverseCharge).toBe(false);
        expect(activeOrder.isPickupWithDeliveryAddress).toBe(true);
        // handed over at the yard: Dutch VAT, whatever the address (delivery plugin's tax zone)
        expect(rates(activeOrder)).toEqual([21]);

        await setVatStatus('unavailable');
        await chooseMethod('delivery');
        ({ activeOrder } = await shopClient.query(ACTIVE_ORDER));
        expect(activeOrder.reverseCharge).toBe(false);
        expect(activeOrder.totalWithTax).toBeGreaterThan(activeOrder.total);
        await setVatStatus('valid');
    });

    it('puts the legal line in the order mail and on the invoice', async () => {
        await shopClient.query(SET_SHIPPING_ADDRESS, { input: address('BE', '9000') });
        await chooseMethod('delivery');
        const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
        expect(activeOrder.reverseCharge).toBe(true);
        await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
        const { addPaymentToOrder } = await shopClient.query(gql`
            mutation {
                addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) {
                    ... on Order {
                        state
                    }
                }
            }
        `);
        expect(addPaymentToOrder.state).toBe('PaymentAuthorized');

        const mail = await mailbox.find(m => m.subject.includes(activeOrder.code));
        expect(mail.body).toContain('Btw verlegd: intracommunautaire levering (artikel 196, Richtlijn 2006/112/EG).');

        const { createInvoice } = await adminClient.query(gql`mutation ($orderId: ID!) { createInvoice(orderId: $orderId) { name } }`, { orderId: activeOrder.id });
        const response = await shopClient.fetch(`http://localhost:${PORT}/invoices/${createInvoice.name}?languageCode=de`);
        expect(response.status).toBe(200);
        const text = pdfText(Buffer.from(await response.arrayBuffer()));
        expect(text).toContain('Steuerschuldnerschaft');
        expect(text).toContain('BE0123456749');
        // the merchant's details from the plugin's configuration (env MERCHANT_* in the shop), the rest the defaults
        expect(text).toContain('Houthandel Grens B.V.');
        expect(text).toContain('NL999999999B01');
        expect(text).toContain('NL91ABNA0417164300');
    });

    it('the Admin API shows it on the order too', async () => {
        const { orders } = await adminClient.query(gql`{ orders { items { code reverseCharge } } }`);
        expect(orders.items).toEqual([expect.objectContaining({ reverseCharge: true })]);
    });
});
