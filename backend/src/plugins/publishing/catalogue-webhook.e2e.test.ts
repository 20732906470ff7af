import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyPaymentHandler, mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { CATALOGUE_SIGNATURE_HEADER, verifyCatalogueWebhook } from '@timber-shop/rules';
import { EMPTY_INITIAL_DATA, setUpTestShop, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { PublishingPlugin } from './publishing.plugin';

/**
 * The catalogue webhook on a real Vendure server, received by a storefront stand-in: what staff
 * change in the admin reaches the storefront signed, as the changed products or, for what every page
 * states (delivery costs from the shipping methods, payment logos from the payment methods), as
 * "rebuild everything".
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const SECRET = 'catalogue-webhook-test-secret';
const STOREFRONT_PORT = 3097;

/** The storefront stand-in: every webhook it receives, with whether its signature holds. */
const received: { body: { scope: string; productIds?: string[] }; signed: boolean }[] = [];
const storefront = http.createServer((req, res) => {
    let body = '';
    req.on('data', chunk => (body += chunk));
    req.on('end', async () => {
        received.push({ body: JSON.parse(body), signed: await verifyCatalogueWebhook(SECRET, body, req.headers[CATALOGUE_SIGNATURE_HEADER] as string) });
        res.writeHead(202).end();
    });
});

const { server, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3096 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
        plugins: [DeliveryPlugin, PublishingPlugin.init({ shopUrl: `http://localhost:${STOREFRONT_PORT}`, webhookSecret: SECRET })],
    }),
);

beforeAll(async () => {
    await new Promise<void>(resolve => storefront.listen(STOREFRONT_PORT, resolve));
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await setUpTestShop(server.app, adminClient);
}, 300_000);

afterAll(async () => {
    await server.destroy();
    storefront.close();
});

/** The next webhook after `since` (the catalogue webhook gathers one save's events for 500 ms). */
async function nextWebhook(since: number) {
    await expect.poll(() => received.length, WAIT_FOR_JOBS).toBeGreaterThan(since);
    return received[since];
}

/** Waits for a webhook like `expected` after `since`: one the set-up's late jobs send meanwhile does not count. */
async function expectWebhook(since: number, expected: (typeof received)[number]) {
    await expect.poll(() => received.slice(since), WAIT_FOR_JOBS).toContainEqual(expected);
}

describe('catalogue webhook', () => {
    it('sends a changed product signed, as that product', async () => {
        const { products } = await adminClient.query(gql`{ products(options: { take: 1 }) { items { id } } }`);
        const id = products.items[0].id;
        await nextWebhook(0); // the set-up's own changes
        await new Promise(resolve => setTimeout(resolve, 600)); // …all of them, before counting from here
        const since = received.length;
        await adminClient.query(gql`mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, { input: { id, translations: [{ languageCode: 'nl', name: 'Webhook plank' }] } });
        // the database id (the test server's API shows ids as T_1)
        await expectWebhook(since, { body: expect.objectContaining({ scope: 'products', productIds: [String(id).replace(/^T_/, '')] }), signed: true });
    });

    it('asks for everything when staff change a shipping method\'s rate (every product page states delivery costs)', async () => {
        const { shippingMethods } = await adminClient.query(gql`{ shippingMethods { items { id code } } }`);
        const since = received.length;
        await adminClient.query(gql`mutation ($input: UpdateShippingMethodInput!) { updateShippingMethod(input: $input) { id } }`, {
            input: { id: shippingMethods.items[0].id, translations: [{ languageCode: 'nl', name: 'Bezorgen (nieuw tarief)' }] },
        });
        expect(await nextWebhook(since)).toEqual({ body: expect.objectContaining({ scope: 'all' }), signed: true });
    });

    it('asks for everything when staff switch a payment method on or off (the payment logos in every footer)', async () => {
        const { createPaymentMethod: method } = await adminClient.query(
            gql`mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id enabled } }`,
            { input: { code: 'card', enabled: true, handler: { code: dummyPaymentHandler.code, arguments: [{ name: 'automaticSettle', value: 'true' }] }, translations: [{ languageCode: 'nl', name: 'Kaart' }] } },
        );
        await nextWebhook(received.length); // creating one is a change too
        const since = received.length;
        await adminClient.query(gql`mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { id } }`, { input: { id: method.id, enabled: !method.enabled } });
        expect(await nextWebhook(since)).toEqual({ body: expect.objectContaining({ scope: 'all' }), signed: true });
    });
});
