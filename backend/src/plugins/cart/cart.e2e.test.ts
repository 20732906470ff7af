import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, EMPTY_INITIAL_DATA, setUpTestShop, TEST_PRODUCTS, testMailbox } from '../../common/testing/test-shop';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { CartPlugin } from './cart.plugin';

/**
 * The cart plugin on a real Vendure server: the order fields and their rules, the campaign record,
 * the seeded HOUT10 coupon and the cart mail rendered from the shop's template.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const mailbox = testMailbox();

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3057 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            DeliveryPlugin,
            CartPlugin.init({ shopUrl: 'https://shop.example' }),
            mailbox.plugin(),
        ],
    }),
);

let variantIds: string[];

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
    await shopClient.asAnonymousUser();
    await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 2 });
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

const CART_FIELDS = gql`
    fragment CartOrderFields on Order {
        customFields {
            clientOrderRef
            transportMsg
            campaignName
            keywordName
            mediumName
            sourceName
        }
    }
`;

const SET_REF = gql`
    mutation ($ref: String!) {
        setClientOrderRef(clientOrderRef: $ref) {
            ...CartOrderFields
        }
    }
    ${CART_FIELDS}
`;

const SET_TRANSPORT_MSG = gql`
    mutation ($msg: String!) {
        updateTransportMsg(transportMsg: $msg) {
            ...CartOrderFields
        }
    }
    ${CART_FIELDS}
`;

const SET_CAMPAIGN = gql`
    mutation ($input: CampaignInput!) {
        setCampaign(input: $input) {
            ...CartOrderFields
        }
    }
    ${CART_FIELDS}
`;

const SEND_CART = gql`
    mutation ($email: String!) {
        sendCartEmail(emailAddress: $email)
    }
`;

describe('business errors', () => {
    it('reach the shopper as a sentence in their language, not a code (5000 pieces)', async () => {
        for (const [languageCode, sentence] of [
            ['nl', 'Online kun je maximaal 999 stuks per bestelling bestellen. Voor grotere aantallen maken we graag een offerte voor je.'],
            ['de', 'Online können Sie höchstens 999 Stück pro Bestellung bestellen. Für größere Mengen erstellen wir Ihnen gern ein Angebot.'],
            ['en', 'You can order at most 999 pieces per order online. For larger quantities we are happy to make you a quote.'],
        ]) {
            const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 5000 }, { languageCode });
            expect(addItemToOrder).toEqual({ errorCode: 'ORDER_LIMIT_ERROR', message: sentence });
            // the storefront adds in batches: refusals in addItemsToOrder's errorResults list too
            const { addItemsToOrder } = await shopClient.query(
                gql`
                    mutation ($inputs: [AddItemInput!]!) {
                        addItemsToOrder(inputs: $inputs) {
                            errorResults {
                                ... on ErrorResult {
                                    errorCode
                                    message
                                }
                            }
                        }
                    }
                `,
                { inputs: [{ productVariantId: variantIds[0], quantity: 5000 }] },
                { languageCode },
            );
            expect(addItemsToOrder.errorResults).toEqual([{ errorCode: 'ORDER_LIMIT_ERROR', message: sentence }]);
        }
    });
});

describe('order number', () => {
    it('refuses fewer than 6 characters with the spec message, translated', async () => {
        await expect(shopClient.query(SET_REF, { ref: 'PO-12' }, { languageCode: 'en' })).rejects.toThrow('Please, insert one valid Order Number.');
        await expect(shopClient.query(SET_REF, { ref: '' }, { languageCode: 'en' })).rejects.toThrow('Please, insert one valid Order Number.');
        await expect(shopClient.query(SET_REF, { ref: '12345' }, { languageCode: 'nl' })).rejects.toThrow('Vul een geldig ordernummer in.');
        await expect(shopClient.query(SET_REF, { ref: '12345' }, { languageCode: 'de' })).rejects.toThrow('Bitte geben Sie eine gültige Bestellnummer ein.');
    });

    it('saves a valid one on the cart, readable in the Shop API', async () => {
        const { setClientOrderRef } = await shopClient.query(SET_REF, { ref: '  PO-2026-0042 ' });
        expect(setClientOrderRef.customFields.clientOrderRef).toBe('PO-2026-0042');
        const { activeOrder } = await shopClient.query(gql`
            {
                activeOrder {
                    ...CartOrderFields
                }
            }
            ${CART_FIELDS}
        `);
        expect(activeOrder.customFields.clientOrderRef).toBe('PO-2026-0042');
    });

    it('applies the same rule to the built-in custom field mutation', async () => {
        await expect(
            shopClient.query(
                gql`
                    mutation {
                        setOrderCustomFields(input: { customFields: { clientOrderRef: "abc" } }) {
                            ... on Order {
                                id
                            }
                        }
                    }
                `,
                {},
                { languageCode: 'en' },
            ),
        ).rejects.toThrow('Please, insert one valid Order Number.');
    });
});

describe('message for the delivery', () => {
    it('saves, limits and clears it', async () => {
        const saved = await shopClient.query(SET_TRANSPORT_MSG, { msg: 'Lossen aan de achterkant, bij de schuur.' });
        expect(saved.updateTransportMsg.customFields.transportMsg).toBe('Lossen aan de achterkant, bij de schuur.');
        await expect(shopClient.query(SET_TRANSPORT_MSG, { msg: 'x'.repeat(1001) }, { languageCode: 'en' })).rejects.toThrow(
            'The message for the delivery can have at most 1000 characters.',
        );
        const cleared = await shopClient.query(SET_TRANSPORT_MSG, { msg: '  ' });
        expect(cleared.updateTransportMsg.customFields.transportMsg).toBeNull();
    });
});

describe('campaign', () => {
    it('records the latest visit\'s campaign parameters', async () => {
        const first = await shopClient.query(SET_CAMPAIGN, {
            input: { campaignName: 'voorjaar', keywordName: 'vlonderplanken', mediumName: 'cpc', sourceName: 'google' },
        });
        expect(first.setCampaign.customFields).toMatchObject({
            campaignName: 'voorjaar',
            keywordName: 'vlonderplanken',
            mediumName: 'cpc',
            sourceName: 'google',
        });
        const second = await shopClient.query(SET_CAMPAIGN, { input: { sourceName: 'nieuwsbrief', mediumName: 'email' } });
        expect(second.setCampaign.customFields).toMatchObject({ campaignName: null, keywordName: null, mediumName: 'email', sourceName: 'nieuwsbrief' });
    });
});

describe('coupon HOUT10', () => {
    it('is seeded and takes 10% off the order', async () => {
        const { applyCouponCode } = await shopClient.query(
            gql`
                mutation {
                    applyCouponCode(couponCode: "HOUT10") {
                        ... on Order {
                            couponCodes
                            subTotal
                            discounts {
                                amount
                                description
                            }
                        }
                        ... on ErrorResult {
                            message
                        }
                    }
                }
            `,
            {},
            { languageCode: 'en' },
        );
        expect(applyCouponCode.couponCodes).toEqual(['HOUT10']);
        expect(applyCouponCode.subTotal).toBe(4500);
        expect(applyCouponCode.discounts).toEqual([{ amount: -500, description: '10% discount (HOUT10)' }]);
    });
});

describe('sendCartEmail', () => {
    it('asks for a valid address and for pieces', async () => {
        await expect(shopClient.query(SEND_CART, { email: 'not-an-address' }, { languageCode: 'en' })).rejects.toThrow('Must be an emailaddress');
        await expect(shopClient.query(SEND_CART, { email: 'nope' }, { languageCode: 'nl' })).rejects.toThrow('Moet een e-mailadres zijn');
    });

    it('mails the cart with its lines, totals and links back, in the shopper\'s language', async () => {
        const { sendCartEmail } = await shopClient.query(SEND_CART, { email: 'buyer@example.com' }, { languageCode: 'en' });
        expect(sendCartEmail).toBe(true);
        const mail = await mailbox.find(() => true);
        expect(mail.recipient).toBe('buyer@example.com');
        expect(mail.subject).toBe('Your cart at Geven Timber');
        expect(mail.body).toContain(TEST_PRODUCTS[1].name);
        // the one order summary's rows, with VAT (rules package summaryRows)
        expect(mail.body).toMatch(/<strong>Total<\/strong>[\s\S]*Including VAT 21% on €/);
        expect(mail.body).toContain('https://shop.example/en/cart');
        expect(mail.body).toMatch(/https:\/\/shop\.example\/en\/product\/eiken-paal\/\d+/);
        // 2 x € 30,25 (€ 25,00 excl. VAT with 21%) = € 60,50 as the cart shows the line, 10% off
        // per piece: € 27,23 (rounded per piece), so € 54,46 to pay (money written with a no-break space)
        const text = mail.body.replace(/\u00a0/g, ' ');
        expect(text).toMatch(/€ 30,25[\s\S]*€ 60,50/);
        expect(text).toContain('€ 54,46');
        // the coupon's discount, written as on the site
        expect(text).toMatch(/10% discount \(HOUT10\)<[\s\S]*- € 6,04/);
    });

    it('limits how often one cart is mailed', async () => {
        for (let i = 1; i < 5; i++) await shopClient.query(SEND_CART, { email: `buyer${i}@example.com` });
        await expect(shopClient.query(SEND_CART, { email: 'buyer6@example.com' }, { languageCode: 'en' })).rejects.toThrow(/e-mailed often/);
    });

    it('mails one address at most 5 times an hour, from however many carts', async () => {
        const fromNewCart = async () => {
            await shopClient.asAnonymousUser();
            await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 });
            return shopClient.query(SEND_CART, { email: 'Ontvanger@example.com' }, { languageCode: 'en' });
        };
        for (let i = 0; i < 5; i++) expect((await fromNewCart()).sendCartEmail).toBe(true);
        await expect(fromNewCart()).rejects.toThrow('Too many requests. Please try again in 60 minutes.');
    });

    it('has nothing to send for an empty cart', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(SEND_CART, { email: 'buyer@example.com' }, { languageCode: 'en' })).rejects.toThrow('Please add pieces first.');
    });
});
