import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, ELIGIBLE_SHIPPING_METHODS, EMPTY_INITIAL_DATA, SET_CUSTOMER, SET_SHIPPING_ADDRESS, SET_SHIPPING_METHOD, setUpTestShop, TRANSITION } from '../../common/testing/test-shop';
import { DeliveryPlugin } from './delivery.plugin';
import { deliveryConditionsText } from '@timber-shop/rules';

/**
 * The delivery plugin on a real Vendure server: postal code checks per country and language,
 * setOrderPostalCode moving the shipping costs and the VAT with the delivery country, and the
 * seeded delivery and pick-up methods.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3056 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [DeliveryPlugin],
    }),
);

let variantIds: string[];

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

const CHECK = gql`
    query ($countryCode: String!, $postalCode: String!) {
        checkPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
            deliverable
            countryCode
            postalCode
            message
        }
    }
`;

const SET_POSTAL_CODE = gql`
    mutation ($countryCode: String!, $postalCode: String!) {
        setOrderPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
            id
            subTotal
            shipping
            shippingWithTax
            totalWithTax
            taxSummary {
                taxRate
            }
            shippingAddress {
                countryCode
                postalCode
                streetLine1
            }
            shippingLines {
                shippingMethod {
                    code
                }
            }
        }
    }
`;

const SET_POSTAL_CODE_CHARGES = gql`
    mutation ($countryCode: String!, $postalCode: String!) {
        setOrderPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
            deliverable
            shipping
            totalWithTax
            taxSummary {
                taxRate
            }
            shippingAddress {
                countryCode
                postalCode
            }
            shippingLines {
                shippingMethod {
                    code
                }
                customFields {
                    deliveryCharges {
                        kind
                        amount
                    }
                }
            }
        }
    }
`;

const PRICE_FOR_SITE = gql`
    mutation {
        priceOrderForSite {
            totalWithTax
            taxSummary {
                taxRate
            }
        }
    }
`;

const REMOVE_ALL_LINES = gql`
    mutation {
        removeAllOrderLines {
            ... on Order {
                id
            }
        }
    }
`;

const ACTIVE_ORDER_TOTALS = gql`
    query {
        activeOrder {
            totalWithTax
            taxSummary {
                taxRate
            }
        }
    }
`;

const rates = (order: { taxSummary: Array<{ taxRate: number }> }) => [...new Set(order.taxSummary.map(t => t.taxRate))];

const check = (countryCode: string, postalCode: string, languageCode = 'en') =>
    shopClient.query(CHECK, { countryCode, postalCode }, { languageCode }).then(result => result.checkPostalCode);

describe('checkPostalCode', () => {
    it('accepts each country\'s format and writes it the country\'s way', async () => {
        expect(await check('NL', '3511ab')).toEqual({ deliverable: true, countryCode: 'NL', postalCode: '3511 AB', message: null });
        expect(await check('nl', ' 3511  AB ')).toMatchObject({ deliverable: true, postalCode: '3511 AB' });
        expect(await check('BE', '2000')).toMatchObject({ deliverable: true, postalCode: '2000' });
        expect(await check('DE', '01067')).toMatchObject({ deliverable: true, postalCode: '01067' });
    });

    it('explains a malformed postal code per country, in the request language', async () => {
        expect(await check('NL', '35111')).toMatchObject({ deliverable: false, message: 'Enter a Dutch postal code as 1234 AB.' });
        expect(await check('NL', '3511 SS')).toMatchObject({ deliverable: false });
        expect(await check('BE', '200')).toMatchObject({ deliverable: false, message: 'Enter a Belgian postal code of 4 digits, e.g. 2000.' });
        expect(await check('DE', '1011', 'de')).toMatchObject({ deliverable: false, message: 'Geben Sie eine deutsche Postleitzahl mit 5 Ziffern ein, z. B. 10115.' });
        expect(await check('FR', '75001')).toMatchObject({ deliverable: false, message: 'We deliver in the Netherlands, Belgium and Germany.' });
    });

    it('does not deliver to the Wadden islands: the spec\'s message, translated', async () => {
        expect(await check('NL', '1791 AB')).toEqual({ deliverable: false, countryCode: 'NL', postalCode: '1791 AB', message: 'We cant delivery at this address' });
        expect(await check('NL', '9166 AA', 'nl')).toMatchObject({ deliverable: false, message: 'Op dit adres kunnen wij helaas niet bezorgen' });
        expect(await check('DE', '26757', 'de')).toMatchObject({ deliverable: false, message: 'An diese Adresse können wir leider nicht liefern' });
        expect(await check('NL', '1800 AA')).toMatchObject({ deliverable: true });
    });

    it('answers in Dutch, the shop\'s default, in a language the shop does not have', async () => {
        expect(await check('NL', '1791 AB', 'fr')).toMatchObject({ deliverable: false, message: 'Op dit adres kunnen wij helaas niet bezorgen' });
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511 AB' }, { languageCode: 'fr' })).rejects.toThrow('Voeg eerst stuks toe.');
    });
});

describe('setOrderPostalCode', () => {
    it('asks for pieces first on an empty cart', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511 AB' }, { languageCode: 'en' })).rejects.toThrow(
            'Please add pieces first.',
        );
    });

    it('charges a cart without a delivery country the VAT its site shows: 19% on the German site, 21% on the Dutch', async () => {
        const order = () => shopClient.query(ACTIVE_ORDER_TOTALS).then(result => result.activeOrder);
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 3 }, { languageCode: 'de' });
        expect(rates(await order())).toEqual([19]);
        expect((await order()).totalWithTax).toBe(3570);
        // the cart is priced again at its next change, on the site it is made on
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 }, { languageCode: 'nl' });
        expect(rates(await order())).toEqual([21]);
        // or when it is seen on another site (the storefront asks after a language switch)
        const german = (await shopClient.query(PRICE_FOR_SITE, {}, { languageCode: 'de' })).priceOrderForSite;
        expect(rates(german)).toEqual([19]);
        expect(german.totalWithTax).toBe(4760);
        expect(rates((await shopClient.query(PRICE_FOR_SITE, {}, { languageCode: 'en' })).priceOrderForSite)).toEqual([21]);
        // once there is a delivery country, it decides, whatever the site
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 }, { languageCode: 'de' });
        expect(rates(await order())).toEqual([19]);
        const nl = (await shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511 AB' }, { languageCode: 'de' })).setOrderPostalCode;
        expect(rates(nl)).toEqual([21]);
        await shopClient.query(REMOVE_ALL_LINES);
    });

    it('sets the delivery country: delivery is chosen, costs and VAT follow the country', async () => {
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 3 });

        const nl = (await shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511ab' })).setOrderPostalCode;
        expect(nl.shippingAddress).toMatchObject({ countryCode: 'NL', postalCode: '3511 AB' });
        expect(nl.shippingLines.map((l: { shippingMethod: { code: string } }) => l.shippingMethod.code)).toEqual(['delivery']);
        expect(nl.subTotal).toBe(3000);
        expect(nl.shipping).toBe(6500);
        expect(nl.shippingWithTax).toBe(7865);
        expect(rates(nl)).toEqual([21]);
        expect(nl.totalWithTax).toBe(11495);

        const be = (await shopClient.query(SET_POSTAL_CODE, { countryCode: 'BE', postalCode: '2000' })).setOrderPostalCode;
        expect(be.shipping).toBe(8500);
        expect(rates(be)).toEqual([21]);
        expect(be.totalWithTax).toBe(13915);

        const de = (await shopClient.query(SET_POSTAL_CODE, { countryCode: 'DE', postalCode: '10115' })).setOrderPostalCode;
        expect(de.shipping).toBe(9500);
        expect(rates(de)).toEqual([19]);
        expect(de.totalWithTax).toBe(14875);
    });

    it('keeps the delivery\'s parts on its shipping line: the Dutch rate and the Belgian surcharge', async () => {
        const be = (await shopClient.query(SET_POSTAL_CODE_CHARGES, { countryCode: 'BE', postalCode: '2000' })).setOrderPostalCode;
        expect(be.shippingLines[0].customFields.deliveryCharges).toEqual([
            { kind: 'delivery', amount: 6500 },
            { kind: 'belgiumSurcharge', amount: 2000 },
        ]);
        const de = (await shopClient.query(SET_POSTAL_CODE_CHARGES, { countryCode: 'DE', postalCode: '10115' })).setOrderPostalCode;
        expect(de.shippingLines[0].customFields.deliveryCharges).toEqual([{ kind: 'delivery', amount: 9500 }]);
    });

    it('takes an address it does not deliver to without delivery: out of the total, not chosen, and says so', async () => {
        const { setOrderPostalCode: refused } = await shopClient.query(SET_POSTAL_CODE_CHARGES, { countryCode: 'NL', postalCode: '8881 AA' }, { languageCode: 'en' });
        expect(refused).toMatchObject({ deliverable: false, shipping: 0, shippingLines: [], shippingAddress: { countryCode: 'NL', postalCode: '8881 AA' } });
        expect(refused.totalWithTax).toBe(3630);
        const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
        expect(eligibleShippingMethods.map((m: { code: string }) => m.code)).toEqual(['pickup']);
        // a deliverable address again: delivery comes back
        const { setOrderPostalCode: again } = await shopClient.query(SET_POSTAL_CODE_CHARGES, { countryCode: 'DE', postalCode: '10115' });
        expect(again).toMatchObject({ deliverable: true, shipping: 9500, shippingLines: [{ shippingMethod: { code: 'delivery' } }] });
        // a malformed postal code is still refused, the order as it was
        await expect(shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '35111' }, { languageCode: 'en' })).rejects.toThrow('Enter a Dutch postal code as 1234 AB.');
    });

    it('keeps pick-up at an address it does not deliver to', async () => {
        const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
        const pickup = eligibleShippingMethods.find((m: { code: string }) => m.code === 'pickup');
        await shopClient.query(SET_SHIPPING_METHOD, { ids: [pickup.id] });
        const { setOrderPostalCode } = await shopClient.query(SET_POSTAL_CODE_CHARGES, { countryCode: 'NL', postalCode: '8881 AA' });
        expect(setOrderPostalCode).toMatchObject({ deliverable: false, shipping: 0, shippingLines: [{ shippingMethod: { code: 'pickup' } }] });
        // picked up at the yard: Dutch VAT, whatever the site or the address
        const { setOrderPostalCode: german } = await shopClient.query(SET_POSTAL_CODE_CHARGES, { countryCode: 'DE', postalCode: '10115' }, { languageCode: 'de' });
        expect(german.shippingLines.map((l: { shippingMethod: { code: string } }) => l.shippingMethod.code)).toEqual(['pickup']);
        expect(rates(german)).toEqual([21]);
        const { eligibleShippingMethods: methods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
        await shopClient.query(SET_SHIPPING_METHOD, { ids: [methods.find((m: { code: string }) => m.code === 'delivery').id] });
    });

    it('keeps the street of the same postal code, drops it for another', async () => {
        await shopClient.query(SET_SHIPPING_ADDRESS, {
            input: { fullName: 'Anna Schmidt', streetLine1: 'Holzweg 5', city: 'Berlin', postalCode: '10115', countryCode: 'DE' },
        });
        const same = (await shopClient.query(SET_POSTAL_CODE, { countryCode: 'DE', postalCode: '10115' })).setOrderPostalCode;
        expect(same.shippingAddress.streetLine1).toBe('Holzweg 5');
        const other = (await shopClient.query(SET_POSTAL_CODE, { countryCode: 'DE', postalCode: '20095' })).setOrderPostalCode;
        expect(other.shippingAddress.streetLine1).toBe('');
    });
});

describe('deliveryCosts', () => {
    it('states delivery per country with that country\'s VAT, as the cart charges it', async () => {
        const { deliveryCosts } = await shopClient.query(gql`
            {
                deliveryCosts {
                    countryCode
                    price
                    taxRate
                    priceWithTax
                }
            }
        `);
        expect(deliveryCosts).toEqual([
            { countryCode: 'NL', price: 6500, taxRate: 21, priceWithTax: 7865 },
            { countryCode: 'BE', price: 8500, taxRate: 21, priceWithTax: 10285 },
            { countryCode: 'DE', price: 9500, taxRate: 19, priceWithTax: 11305 },
        ]);
        // the cart charges the same for a Dutch address
        const { setOrderPostalCode } = await shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511 AB' });
        expect(setOrderPostalCode.shippingWithTax).toBe(7865);
    });

    it('gives the rates behind them: what the pages, the content and the mails state', async () => {
        const { deliveryRates } = await shopClient.query(gql`
            {
                deliveryRates {
                    netherlands
                    belgiumSurcharge
                    germany
                    longLengthSurcharge
                    longLengthFromCm
                }
            }
        `);
        expect(deliveryRates).toEqual({ netherlands: 6500, belgiumSurcharge: 2000, germany: 9500, longLengthSurcharge: 2500, longLengthFromCm: 500 });
    });
});

describe('shipping methods', () => {
    it('offers delivery and pick-up with their names and conditions per language', async () => {
        await shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511 AB' });
        const names = async (languageCode: string) => {
            const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS, {}, { languageCode });
            return eligibleShippingMethods;
        };
        const nl = await names('nl');
        expect(nl.map((m: { name: string }) => m.name).sort()).toEqual(['Afhalen', 'Bezorgen']);
        expect((await names('en')).map((m: { name: string }) => m.name).sort()).toEqual(['Delivery', 'Pick-up']);
        const de = await names('de');
        expect(de.map((m: { name: string }) => m.name).sort()).toEqual(['Abholung', 'Lieferung']);
        const pickup = de.find((m: { code: string }) => m.code === 'pickup');
        expect(pickup.price).toBe(0);
        expect(pickup.metadata.deliveryConditions).toMatch(/Abholung/);
        const delivery = nl.find((m: { code: string }) => m.code === 'delivery');
        expect(delivery.price).toBe(6500);
        // the conditions the shop states (rules package), for the delivery country
        expect(delivery.metadata.deliveryConditions).toBe(deliveryConditionsText('NL', 'nl'));
        expect(delivery.metadata.deliveryConditions).toContain('4 tot 8 werkdagen');
    });

    it('offers only pick-up for an address it does not deliver to, and switches the order to it', async () => {
        await shopClient.query(SET_SHIPPING_ADDRESS, {
            input: { fullName: 'Piet Visser', streetLine1: 'Dorpsstraat 1', city: 'Den Burg', postalCode: '1791 AB', countryCode: 'NL' },
        });
        const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
        expect(eligibleShippingMethods.map((m: { code: string }) => m.code)).toEqual(['pickup']);
        const { activeOrder } = await shopClient.query(gql`
            {
                activeOrder {
                    shipping
                    shippingLines {
                        shippingMethod {
                            code
                        }
                    }
                }
            }
        `);
        expect(activeOrder).toEqual({ shipping: 0, shippingLines: [{ shippingMethod: { code: 'pickup' } }] });
    });

    it('leaves an order that is being paid as it is, like Vendure\'s own order changes', async () => {
        await shopClient.query(SET_CUSTOMER, { input: { emailAddress: 'piet@example.com', firstName: 'Piet', lastName: 'Visser' } });
        const { transitionOrderToState } = await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
        expect(transitionOrderToState.state).toBe('ArrangingPayment');
        await expect(shopClient.query(SET_POSTAL_CODE, { countryCode: 'NL', postalCode: '3511 AB' }, { languageCode: 'en' })).rejects.toThrow(
            'The order is being paid and can no longer be changed.',
        );
    });
});
