import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { EMPTY_INITIAL_DATA, guestOrderReadyForPayment, setUpTestShop, testMailbox } from '../../common/testing/test-shop';
import { CartPlugin } from '../cart/cart.plugin';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { OrdersPlugin } from '../orders/orders.plugin';
import { CustomerOrdersPlugin } from '../customer-orders/customer-orders.plugin';
import { PaymentsPlugin } from './payments.plugin';
import { FakeAdyenServer } from './testing/fake-adyen-server';

/**
 * The payments plugin on a real Vendure server: wire transfer from order to staff settlement with
 * its confirmation mail, and Adyen against the fake Adyen server (authorised, refused, 3-D Secure,
 * notifications with their HMAC signatures, duplicates).
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const BACKEND_PORT = 3058;
const adyenSettings = {
    apiKey: 'AQE-test-api-key',
    merchantAccount: 'GevenHoutECOM',
    clientKey: 'test_CLIENTKEY123',
    hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
};
const fakeAdyen = new FakeAdyenServer({ port: 3059, ...adyenSettings });
const wireTransfer = { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', accountHolder: 'Geven Hout B.V.' };
const mailbox = testMailbox();

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: BACKEND_PORT },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            DeliveryPlugin,
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            PaymentsPlugin.init({
                shopUrl: 'https://shop.example',
                wireTransfer,
                adyen: { ...adyenSettings, environment: 'TEST', endpoint: fakeAdyen.url },
            }),
            OrdersPlugin,
            // the order links in the confirmation mails
            CustomerOrdersPlugin.init({ shopUrl: 'https://shop.example', secret: 'test-secret' }),
            mailbox.plugin(),
        ],
    }),
);

let variantIds: string[];

beforeAll(async () => {
    await fakeAdyen.start();
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
}, 300_000);

afterAll(async () => {
    await server.destroy();
    await fakeAdyen.stop();
});

const ADD_PAYMENT = gql`
    mutation ($input: PaymentInput!) {
        addPaymentToOrder(input: $input) {
            ... on Order {
                code
                state
                totalWithTax
                payments {
                    method
                    state
                    metadata
                }
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

const PAY = gql`
    mutation ($stateData: JSON!) {
        adyenMakeDirectPayment(stateData: $stateData) {
            resultCode
            action
            orderCode
            orderState
            pspReference
            refusalReason
            message
        }
    }
`;

const DETAILS = gql`
    mutation ($details: JSON!) {
        adyenPaymentDetails(details: $details) {
            resultCode
            orderCode
            orderState
            pspReference
        }
    }
`;

const ADMIN_ORDER = gql`
    query ($code: String!) {
        orders(options: { filter: { code: { eq: $code } } }) {
            items {
                id
                state
                totalWithTax
                payments {
                    id
                    method
                    state
                    amount
                    transactionId
                }
            }
        }
    }
`;

const card = (number: string, holderName = 'J. de Vries') => ({
    paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: `test_${number}`,
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
        holderName,
    },
    browserInfo: { userAgent: 'vitest', acceptHeader: '*/*', language: 'nl-NL', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timeZoneOffset: -60, javaEnabled: false },
});

async function adminOrder(code: string) {
    await adminClient.asSuperAdmin();
    const { orders } = await adminClient.query(ADMIN_ORDER, { code });
    return orders.items[0];
}

function postNotification(body: unknown) {
    return fetch(`http://localhost:${BACKEND_PORT}/payments/adyen/notifications`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
    });
}

describe('payment methods', () => {
    it('are seeded: WIRE transfer and ADYEN, both eligible when Adyen is configured', async () => {
        await guestOrderReadyForPayment(shopClient, variantIds[0], 'methods@example.com');
        const { eligiblePaymentMethods } = await shopClient.query(gql`
            {
                eligiblePaymentMethods {
                    code
                    name
                    isEligible
                }
            }
        `);
        const byCode = Object.fromEntries(eligiblePaymentMethods.map((m: { code: string }) => [m.code, m]));
        expect(byCode['wire-transfer']).toMatchObject({ isEligible: true, name: expect.stringContaining('WIRE') });
        expect(byCode.adyen).toMatchObject({ isEligible: true, name: expect.stringContaining('ADYEN') });
    });
});

describe('wire transfer', () => {
    let orderCode: string;

    it('places the order awaiting payment, with the bank details and the order code as reference', async () => {
        orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'wire@example.com');
        const { addPaymentToOrder } = await shopClient.query(ADD_PAYMENT, { input: { method: 'wire-transfer', metadata: {} } });
        expect(addPaymentToOrder.state).toBe('PaymentAuthorized');
        expect(addPaymentToOrder.payments).toHaveLength(1);
        expect(addPaymentToOrder.payments[0]).toMatchObject({ method: 'wire-transfer', state: 'Authorized' });
        expect(addPaymentToOrder.payments[0].metadata).toEqual({ public: { ...wireTransfer, reference: orderCode } });
    });

    it('sends the order confirmation with the bank details and the reference', async () => {
        const mail = await mailbox.find(m => m.recipient === 'wire@example.com');
        expect(mail.subject).toBe(`Orderbevestiging ${orderCode}`);
        const text = mail.body.replace(/\u00a0/g, ' ');
        expect(text).toContain('NL91ABNA0417164300');
        expect(text).toContain('ABNANL2A');
        expect(text).toContain('Geven Hout B.V.');
        expect(text).toContain(orderCode);
        expect(text).toContain('Douglas plank 28x195 mm');
    });

    it('is settled by staff in the admin when the money arrives', async () => {
        const order = await adminOrder(orderCode);
        expect(order.state).toBe('PaymentAuthorized');
        const { settlePayment } = await adminClient.query(
            gql`
                mutation ($id: ID!) {
                    settlePayment(id: $id) {
                        ... on Payment {
                            state
                        }
                        ... on ErrorResult {
                            message
                        }
                    }
                }
            `,
            { id: order.payments[0].id },
        );
        expect(settlePayment.state).toBe('Settled');
        expect((await adminOrder(orderCode)).state).toBe('PaymentSettled');
    });
});

describe('adyen', () => {
    let authorisedOrderCode: string;

    it('gives the Drop-in its client key and environment, and the payment methods for the order', async () => {
        const { adyenAcquirerInfo } = await shopClient.query(gql`
            {
                adyenAcquirerInfo {
                    clientKey
                    environment
                    enabled
                }
            }
        `);
        expect(adyenAcquirerInfo).toEqual({ clientKey: 'test_CLIENTKEY123', environment: 'test', enabled: true });
        // staff switching the card payment method off: pages no longer show the card logos
        const { paymentMethods } = await adminClient.query(gql`
            {
                paymentMethods(options: { filter: { code: { eq: "adyen" } } }) {
                    items {
                        id
                    }
                }
            }
        `);
        const setEnabled = (enabled: boolean) =>
            adminClient.query(gql`mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { id enabled } }`, { input: { id: paymentMethods.items[0].id, enabled } });
        const enabled = async () => (await shopClient.query(gql`{ adyenAcquirerInfo { enabled } }`)).adyenAcquirerInfo.enabled;
        await setEnabled(false);
        expect(await enabled()).toBe(false);
        await setEnabled(true);
        expect(await enabled()).toBe(true);
        await guestOrderReadyForPayment(shopClient, variantIds[1], 'methods@example.com');
        const { adyenPaymentMethods } = await shopClient.query(gql`
            {
                adyenPaymentMethods
            }
        `);
        expect(adyenPaymentMethods.paymentMethods.map((m: { type: string }) => m.type)).toEqual(['scheme', 'ideal']);
        expect(fakeAdyen.requests.at(-1)?.body).toMatchObject({ countryCode: 'NL', shopperLocale: 'nl-NL', channel: 'Web' });
    });

    it('records an authorised payment: the order is placed', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[1], 'card@example.com');
        authorisedOrderCode = orderCode;
        const { adyenMakeDirectPayment } = await shopClient.query(PAY, { stateData: card('4111111145551142') }, { languageCode: 'en' });
        expect(adyenMakeDirectPayment).toMatchObject({ resultCode: 'Authorised', orderCode, orderState: 'PaymentAuthorized', action: null, message: null });

        const request = fakeAdyen.requests.find(r => r.path === '/v72/payments' && r.body.reference === orderCode)!;
        const order = await adminOrder(orderCode);
        expect(request.headers['x-api-key']).toBe(adyenSettings.apiKey);
        expect(request.body).toMatchObject({
            merchantAccount: adyenSettings.merchantAccount,
            amount: { currency: 'EUR', value: order.totalWithTax },
            shopperEmail: 'card@example.com',
            returnUrl: `https://shop.example/en/checkout/success?orderCode=${orderCode}`,
        });
        expect(order.payments).toEqual([expect.objectContaining({ method: 'adyen', state: 'Authorized', transactionId: adyenMakeDirectPayment.pspReference, amount: order.totalWithTax })]);
        await mailbox.find(m => m.recipient === 'card@example.com');
    });

    it('records nothing a client sends to addPaymentToOrder itself', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[1], 'forger@example.com');
        await expect(shopClient.query(ADD_PAYMENT, { input: { method: 'adyen', metadata: { pspReference: 'FORGED' } } })).rejects.toThrow();
        expect((await adminOrder(orderCode)).state).toBe('ArrangingPayment');
    });

    it('reports a refused payment; the order stays open for another try', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[1], 'refused@example.com');
        const refused = (await shopClient.query(PAY, { stateData: card('4111111145551142', 'REFUSED') }, { languageCode: 'en' })).adyenMakeDirectPayment;
        expect(refused).toMatchObject({ resultCode: 'Refused', orderCode, orderState: 'ArrangingPayment', refusalReason: 'Refused', message: 'The payment has failed' });
        const byCard = (await shopClient.query(PAY, { stateData: card('4000020000000000') }, { languageCode: 'nl' })).adyenMakeDirectPayment;
        expect(byCard).toMatchObject({ resultCode: 'Refused', orderState: 'ArrangingPayment', message: 'De betaling is mislukt' });

        const { activeOrder } = await shopClient.query(gql`
            {
                activeOrder {
                    code
                    state
                }
            }
        `);
        expect(activeOrder).toEqual({ code: orderCode, state: 'ArrangingPayment' });

        const retry = (await shopClient.query(PAY, { stateData: card('5555555555554444') })).adyenMakeDirectPayment;
        expect(retry).toMatchObject({ resultCode: 'Authorised', orderState: 'PaymentAuthorized' });
        const states = (await adminOrder(orderCode)).payments.map((p: { state: string }) => p.state);
        expect(states).toEqual(['Declined', 'Declined', 'Authorized']);
    });

    it('completes a 3-D Secure challenge through the details call', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'threeds@example.com');
        const challenged = (await shopClient.query(PAY, { stateData: card('4917610000000000') })).adyenMakeDirectPayment;
        expect(challenged).toMatchObject({ resultCode: 'ChallengeShopper', orderCode, orderState: 'ArrangingPayment' });
        expect(challenged.action).toMatchObject({ type: 'threeDS2', subtype: 'challenge' });

        // The Drop-in's onAdditionalDetails state.data after the shopper passed the challenge
        const details = { details: { threeDSResult: fakeAdyen.threeDSResult(challenged.action, 'Y') } };
        const { adyenPaymentDetails } = await shopClient.query(DETAILS, { details });
        expect(adyenPaymentDetails).toMatchObject({ resultCode: 'Authorised', orderCode, orderState: 'PaymentAuthorized' });
        expect((await adminOrder(orderCode)).payments.map((p: { state: string }) => p.state)).toEqual(['Authorized']);
    });

    it('completes an iDEAL payment when the shopper returns from the bank', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'ideal@example.com');
        const returnUrl = 'https://shop.example/checkout/confirm';
        const redirected = (await shopClient.query(PAY, { stateData: { paymentMethod: { type: 'ideal' }, returnUrl } })).adyenMakeDirectPayment;
        expect(redirected).toMatchObject({ resultCode: 'RedirectShopper', orderState: 'ArrangingPayment' });
        expect(redirected.action).toMatchObject({ type: 'redirect', method: 'GET' });
        expect(fakeAdyen.requests.at(-1)?.body.returnUrl).toBe(returnUrl);
        // Adyen sends the shopper back to returnUrl with ?redirectResult=...
        const redirectResult = new URL(redirected.action.url).searchParams.get('token');
        const { adyenPaymentDetails } = await shopClient.query(DETAILS, { details: { redirectResult } });
        expect(adyenPaymentDetails).toMatchObject({ resultCode: 'Authorised', orderCode, orderState: 'PaymentAuthorized' });
    });

    it('settles on the AUTHORISATION notification, once, whatever the duplicates', async () => {
        const payment = fakeAdyen.paymentFor(authorisedOrderCode)!;
        const notification = fakeAdyen.notification(payment);

        const first = await postNotification(notification);
        expect(first.status).toBe(200);
        expect(await first.text()).toBe('[accepted]');
        const settled = await adminOrder(payment.merchantReference);
        expect(settled.state).toBe('PaymentSettled');
        expect(settled.payments).toEqual([expect.objectContaining({ state: 'Settled', transactionId: payment.pspReference })]);

        const duplicate = await postNotification(notification);
        expect(await duplicate.text()).toBe('[accepted]');
        const again = await adminOrder(payment.merchantReference);
        expect(again.state).toBe('PaymentSettled');
        expect(again.payments).toHaveLength(1);
    });

    it('records and settles a payment whose shopper never came back, from the notification', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'gone@example.com');
        await shopClient.query(PAY, { stateData: card('5454545454545454') });
        const payment = fakeAdyen.paymentFor(orderCode)!;
        // The shopper passed the challenge and closed the browser: Adyen authorised and notifies.
        payment.resultCode = 'Authorised';
        expect(await (await postNotification(fakeAdyen.notification(payment))).text()).toBe('[accepted]');
        const order = await adminOrder(orderCode);
        expect(order.state).toBe('PaymentSettled');
        expect(order.payments).toEqual([expect.objectContaining({ method: 'adyen', state: 'Settled', transactionId: payment.pspReference })]);
    });

    it('does not count a notification whose amount or currency is not the order\'s: logged and noted for staff', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'underpaid@example.com');
        await shopClient.query(PAY, { stateData: card('5454545454545454') });
        const payment = fakeAdyen.paymentFor(orderCode)!;
        payment.resultCode = 'Authorised';
        for (const amount of [{ currency: 'USD', value: payment.amount.value }, { currency: 'EUR', value: 1 }]) {
            const answer = await postNotification(fakeAdyen.notification({ ...payment, amount }));
            expect(await answer.text()).toBe('[accepted]');
        }
        const order = await adminOrder(orderCode);
        expect(order.state).toBe('ArrangingPayment');
        expect(order.payments).toEqual([]);
        const { order: withHistory } = await adminClient.query(
            gql`
                query ($id: ID!) {
                    order(id: $id) {
                        history(options: { filter: { type: { eq: "ORDER_NOTE" } } }) {
                            items {
                                data
                            }
                        }
                    }
                }
            `,
            { id: order.id },
        );
        const notes = withHistory.history.items.map((item: { data: { note: string } }) => item.data.note);
        expect(notes).toEqual([
            expect.stringMatching(new RegExp(`^Adyen payment ${payment.pspReference} NOT counted as paid: currency USD, the order is in EUR`)),
            expect.stringMatching(new RegExp(`NOT counted as paid: amount 1 \\(minor units\\), ${order.totalWithTax} was due`)),
        ]);
        // the right amount still settles it
        expect(await (await postNotification(fakeAdyen.notification(payment))).text()).toBe('[accepted]');
        expect((await adminOrder(orderCode)).state).toBe('PaymentSettled');
    });

    it('refuses notifications with a bad HMAC signature and changes nothing', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'hmac@example.com');
        await shopClient.query(PAY, { stateData: card('4917610000000000') });
        const payment = fakeAdyen.paymentFor(orderCode)!;
        const forged = fakeAdyen.notification(payment, 'AUTHORISATION', true, '00'.repeat(32));
        const response = await postNotification(forged);
        expect(response.status).toBe(401);
        const unsigned = fakeAdyen.notification(payment);
        delete (unsigned.notificationItems[0].NotificationRequestItem as { additionalData?: unknown }).additionalData;
        expect((await postNotification(unsigned)).status).toBe(401);
        expect((await adminOrder(orderCode)).state).toBe('ArrangingPayment');
        expect((await adminOrder(orderCode)).payments).toEqual([]);
    });

    it('tells the confirmation page where a payment stands', async () => {
        const orderCode = await guestOrderReadyForPayment(shopClient, variantIds[0], 'status@example.com');
        const query = gql`
            query ($reference: String!) {
                adyenTransactionInfo(reference: $reference) {
                    orderCode
                    orderState
                    status
                    paymentState
                    amount
                    currencyCode
                }
            }
        `;
        expect((await shopClient.query(query, { reference: orderCode })).adyenTransactionInfo).toMatchObject({ status: 'pending', orderState: 'ArrangingPayment' });
        await shopClient.query(PAY, { stateData: card('4111111145551142') });
        expect((await shopClient.query(query, { reference: orderCode })).adyenTransactionInfo).toMatchObject({
            orderCode,
            status: 'authorised',
            paymentState: 'Authorized',
            currencyCode: 'EUR',
        });
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(query, { reference: 'NOT-AN-ORDER' })).rejects.toThrow();
    });
});
