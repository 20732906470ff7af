import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { LanguageCode } from '@vendure/core';
import { EmailPlugin, FileBasedTemplateLoader, type EmailDetails } from '@vendure/email-plugin';
import type { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { vi } from 'vitest';
import { emailHandlers } from '../email-handlers';
import { setUpCheckout } from '../../seed/checkout-setup';
import { setUpShop } from '../../seed/shop-setup';

/**
 * A small shop for the checkout plugins' e2e tests: the real first-run set-up (languages,
 * NL/BE/DE with their VAT zones, then the checkout's shipping methods, payment methods and
 * coupon) and two products instead of the demo catalogue.
 */

/**
 * What `server.init` gets: nothing but the default language; the shop's own set-up does the rest.
 * The e2e tests also pass `customerCount: 0`: @vendure/testing otherwise makes 10 customers, each with
 * a bcrypt hash, about 3 s of CPU per test file for customers no test uses.
 */
export const EMPTY_INITIAL_DATA = {
    defaultLanguage: LanguageCode.nl,
    defaultZone: 'none',
    countries: [],
    taxRates: [],
    shippingMethods: [],
    paymentMethods: [],
    collections: [],
};

/** What the catalogue's e2e tests start from: a Dutch shop with one country and 21% VAT, enough to price and list products. */
export const DUTCH_INITIAL_DATA = {
    defaultLanguage: LanguageCode.nl,
    defaultZone: 'Europe',
    countries: [{ name: 'Nederland', code: 'NL', zone: 'Europe' }],
    taxRates: [{ name: 'Standard', percentage: 21 }],
    shippingMethods: [],
    paymentMethods: [],
    collections: [],
};

/**
 * How long a test waits for what runs beside its request (a mail, a job, a webhook): long enough for a
 * busy CI machine, where the backend tests share two cores with the shop under the browser tests.
 */
export const WAIT_FOR_JOBS = { timeout: 60_000, interval: 20 };

/**
 * The e-mail plugin as the e2e tests run it: the mails of the shop's plugins in the test (each adds
 * its own, as in the shop) with the shop's own templates, every mail
 * kept in `sent` instead of going out; `find` waits for a mail that matches (mails go out through
 * the job queue, slowly on a busy machine) and fails, naming what it waited for, when none came.
 */
export function testMailbox() {
    const sent: EmailDetails[] = [];
    return {
        sent,
        plugin: () =>
            EmailPlugin.init({
                handlers: emailHandlers(),
                // not environment.ts's path: importing it here would fix the environment before a test sets it
                templateLoader: new FileBasedTemplateLoader(path.join(__dirname, '../../../email-templates')),
                transport: { type: 'testing', onSend: mail => sent.push(mail) },
            }),
        find: (match: (mail: EmailDetails) => boolean): Promise<EmailDetails> =>
            vi.waitFor(
                () => {
                    const mail = sent.find(match);
                    if (!mail) throw new Error(`no matching mail among ${sent.length}: ${sent.map(mail => `${mail.recipient} "${mail.subject}"`).join(', ')}`);
                    return mail;
                },
                WAIT_FOR_JOBS,
            ),
    };
}

export const TEST_PRODUCTS = [
    { name: 'Douglas plank 28x195 mm', slug: 'douglas-plank', sku: 'DG-28195-300', price: 1000 },
    { name: 'Eiken paal 120x120 mm', slug: 'eiken-paal', sku: 'EI-120120-250', price: 2500 },
];

export async function setUpTestShop(app: INestApplication, adminClient: SimpleGraphQLClient): Promise<{ variantIds: string[] }> {
    await setUpShop(app);
    await setUpCheckout(app);

    await adminClient.asSuperAdmin();
    const variantIds: string[] = [];
    for (const product of TEST_PRODUCTS) variantIds.push(await createTestProduct(adminClient, product));
    return { variantIds };
}

/** A product with one variant (untracked stock, Dutch texts), made by staff; its variant's id. */
export async function createTestProduct(
    adminClient: SimpleGraphQLClient,
    product: { name: string; slug: string; sku: string; price: number; variantName?: string; customFields?: Record<string, unknown> },
): Promise<string> {
    const { createProduct } = await adminClient.query(
        gql`
            mutation ($input: CreateProductInput!) {
                createProduct(input: $input) {
                    id
                }
            }
        `,
        { input: { translations: [{ languageCode: 'nl', name: product.name, slug: product.slug, description: '' }] } },
    );
    const { createProductVariants } = await adminClient.query(
        gql`
            mutation ($input: [CreateProductVariantInput!]!) {
                createProductVariants(input: $input) {
                    id
                }
            }
        `,
        {
            input: [
                {
                    productId: createProduct.id,
                    sku: product.sku,
                    price: product.price,
                    trackInventory: 'FALSE',
                    translations: [{ languageCode: 'nl', name: product.variantName ?? product.name }],
                    ...(product.customFields ? { customFields: product.customFields } : {}),
                },
            ],
        },
    );
    return createProductVariants[0].id;
}

/** Shop API documents the checkout tests share. */
export const ADD_ITEM = gql`
    mutation ($variantId: ID!, $quantity: Int!) {
        addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
            ... on Order {
                id
                code
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

/** A customer's login through the Shop API (the client keeps the session's token). */
export const LOGIN = gql`
    mutation ($username: String!, $password: String!) {
        login(username: $username, password: $password) {
            ... on CurrentUser {
                id
            }
        }
    }
`;

export const SET_CUSTOMER = gql`
    mutation ($input: CreateCustomerInput!) {
        setCustomerForOrder(input: $input) {
            ... on Order {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

export const SET_SHIPPING_ADDRESS = gql`
    mutation ($input: CreateAddressInput!) {
        setOrderShippingAddress(input: $input) {
            ... on Order {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

export const ELIGIBLE_SHIPPING_METHODS = gql`
    {
        eligibleShippingMethods {
            id
            code
            name
            description
            price
            priceWithTax
            metadata
        }
    }
`;

export const SET_SHIPPING_METHOD = gql`
    mutation ($ids: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $ids) {
            ... on Order {
                id
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

export const TRANSITION = gql`
    mutation ($state: String!) {
        transitionOrderToState(state: $state) {
            ... on Order {
                id
                state
            }
            ... on OrderStateTransitionError {
                errorCode
                message
                transitionError
            }
        }
    }
`;

/** A guest order with pieces, a customer and a Dutch delivery address, chosen delivery: ready for payment. */
export async function guestOrderReadyForPayment(shopClient: SimpleGraphQLClient, variantId: string, email: string) {
    await shopClient.asAnonymousUser();
    const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId, quantity: 3 });
    await shopClient.query(SET_CUSTOMER, { input: { emailAddress: email, firstName: 'Jan', lastName: 'de Vries' } });
    await shopClient.query(SET_SHIPPING_ADDRESS, {
        input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' },
    });
    const { eligibleShippingMethods } = await shopClient.query(ELIGIBLE_SHIPPING_METHODS);
    const delivery = eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery');
    await shopClient.query(SET_SHIPPING_METHOD, { ids: [delivery.id] });
    const { transitionOrderToState } = await shopClient.query(TRANSITION, { state: 'ArrangingPayment' });
    if (transitionOrderToState.state !== 'ArrangingPayment') throw new Error(`Order not ready for payment: ${transitionOrderToState.message}`);
    return addItemToOrder.code as string;
}
