import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { AssetService, dummyPaymentHandler, mergeConfig, Order, RequestContextService, TransactionalConnection } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import sharp from 'sharp';
import { CATALOGUE_SIGNATURE_HEADER, verifyCatalogueWebhook } from '@timber-shop/rules';
import { ADD_ITEM, EMPTY_INITIAL_DATA, setUpTestShop, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { solvedCaptcha } from '../../common/testing/captcha';
import { CataloguePlugin } from '../catalogue/catalogue.plugin';
import { DeliveryPlugin } from '../delivery/delivery.plugin';
import { RequestsPlugin } from '../requests/requests.plugin';
import { PublishingPlugin } from './publishing.plugin';

/**
 * The catalogue webhook on a real Vendure server, received by a storefront stand-in: what staff
 * change in the admin reaches the storefront signed, as the changed products or, for what every page
 * states (delivery costs from the shipping methods, payment logos from the payment methods), as
 * "rebuild everything". What customers send (a complaint's photos) is no catalogue change and sends
 * nothing; an image staff change sends the products that show it, an image nothing shows sends nothing.
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

const PORT = 3096;
const { server, adminClient, shopClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: PORT },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
        plugins: [
            CataloguePlugin,
            DeliveryPlugin,
            RequestsPlugin.init({
                shopUrl: `http://localhost:${STOREFRONT_PORT}`,
                adminUrl: `http://localhost:${PORT}`,
                staffEmail: 'staff@example.com',
                captchaSecret: 'test-secret',
                captchaWork: { cost: 10, minCounter: 5, maxCounter: 20 },
            }),
            PublishingPlugin.init({ shopUrl: `http://localhost:${STOREFRONT_PORT}`, webhookSecret: SECRET }),
        ],
    }),
);

beforeAll(async () => {
    await new Promise<void>(resolve => storefront.listen(STOREFRONT_PORT, resolve));
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    const { variantIds } = await setUpTestShop(server.app, adminClient);
    // an order to complain about (marked placed in the database, as one awaiting its wire transfer is)
    const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 });
    await server.app.get(TransactionalConnection).rawConnection.getRepository(Order).update({ code: addItemToOrder.code }, { active: false, state: 'PaymentAuthorized', orderPlacedAt: new Date() });
    placedOrder = addItemToOrder.code;
}, 300_000);
let placedOrder: string;

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
    /** The webhooks after `since` once a product change sent after them has arrived: what came before it is in the list. */
    async function webhooksUpTo(since: number, productId: string) {
        await adminClient.query(gql`mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, {
            input: { id: productId, translations: [{ languageCode: 'nl', name: `Markering ${Date.now()}` }] },
        });
        await expectWebhook(since, { body: expect.objectContaining({ scope: 'products', productIds: [databaseId(productId)] }), signed: true });
        return received.slice(since).map(webhook => webhook.body);
    }
    const databaseId = (id: string) => String(id).replace(/^T_/, '');
    const firstProducts = async () => (await adminClient.query(gql`{ products(options: { take: 2, sort: { id: ASC } }) { items { id } } }`)).products.items.map((p: { id: string }) => p.id);

    it('sends nothing for a complaint with a photo: the photo is kept with the request, no catalogue asset', async () => {
        const [marker] = await firstProducts();
        const since = received.length;
        const body = new FormData();
        const variables = {
            input: { name: 'Jan de Vries', emailAddress: 'jan@devries.example', phoneNumber: '+31 6 12345678', message: 'Planks are warped' },
            orderNumber: placedOrder,
            files: [null],
            captcha: await solvedCaptcha(shopClient),
        };
        const query = 'mutation ($input: RequestContactInput!, $orderNumber: String!, $files: [Upload!], $captcha: String!) { complaintRequest(input: $input, orderNumber: $orderNumber, files: $files, captcha: $captcha) { id } }';
        body.append('operations', JSON.stringify({ query, variables }));
        body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
        const photo = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#8b5a2b' } }).jpeg().toBuffer();
        body.append('0', new Blob([photo], { type: 'image/jpeg' }), 'warped.jpg');
        const answer = await (await fetch(`http://localhost:${PORT}/shop-api?languageCode=en`, { method: 'POST', body, headers: { 'apollo-require-preflight': 'true' } })).json();
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        expect(answer.data.complaintRequest.id).toBeTruthy();
        // the next webhook is the marker's product change alone: the complaint sent none before it
        expect(await webhooksUpTo(since, marker)).toEqual([expect.objectContaining({ scope: 'products', productIds: [databaseId(marker)] })]);
    });

    it("sends the products that show an image staff changed, and nothing for an image nothing shows", async () => {
        const [shown, marker] = await firstProducts();
        const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
        const image = async (name: string) => {
            const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a0522d' } }).png().toBuffer();
            const asset = await server.app.get(AssetService).createFromFileStream(Readable.from([bytes]), name, ctx);
            if (!('id' in asset)) throw new Error(asset.message);
            return asset.id;
        };
        const [shownImage, unusedImage] = [await image('plank.png'), await image('unused.png')];
        let since = received.length;
        await adminClient.query(gql`mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }`, { input: { id: shown, featuredAssetId: shownImage, assetIds: [shownImage] } });
        await expectWebhook(since, { body: expect.objectContaining({ scope: 'products', productIds: [databaseId(shown)] }), signed: true });

        since = received.length;
        await adminClient.query(gql`mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) { id } }`, { input: { id: shownImage, name: 'plank-side.png', focalPoint: { x: 0.2, y: 0.5 } } });
        await expectWebhook(since, { body: expect.objectContaining({ scope: 'products', productIds: [databaseId(shown)] }), signed: true });
        expect(received.slice(since).map(webhook => webhook.body.scope)).not.toContain('all');

        since = received.length;
        await adminClient.query(gql`mutation ($input: UpdateAssetInput!) { updateAsset(input: $input) { id } }`, { input: { id: unusedImage, name: 'nowhere.png' } });
        expect(await webhooksUpTo(since, marker)).toEqual([expect.objectContaining({ scope: 'products', productIds: [databaseId(marker)] })]);
    });
});
