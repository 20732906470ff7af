/**
 * The PostgreSQL path: a throwaway PostgreSQL cluster and a Redis server (Debian's packages, installed
 * when missing) on free ports on 127.0.0.1, a database with a password user, and the backend started
 * against them (DATABASE_URL, REDIS_URL: jobs on BullMQ, abuse limits in Redis) until it is up and
 * has seeded the demo catalogue (its migrations made the schema, and describe the entities). Then a second instance on the same database and Redis (scale-out):
 * concurrent checkouts of one cart on both instances and duplicate Adyen notifications to both end
 * in one order with one payment; a session ended on one instance ends on the other (session cache in
 * Redis). Everything it made is stopped and removed afterwards. Runs as root: it installs packages
 * and switches to the postgres user.
 *   npm run test:postgres
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, describe, expect, test } from 'vitest';
import { startLogged, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';
import { startPostgresAndRedis } from '../../scripts/lib/postgres.mjs';
import { FakeAdyenServer } from '../../backend/src/plugins/payments/testing/fake-adyen-server';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BACKEND_TIMEOUT_MS = 15 * 60_000;
const since = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[postgres-path] ${message}`);

const adyenSettings = { apiKey: 'AQE-test-api-key', merchantAccount: 'GevenHoutECOM', clientKey: 'test_CLIENTKEY123', hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056' };
const fakeAdyen = new FakeAdyenServer({ port: await getPort(), ...adyenSettings });
const adyenEnv = {
    ADYEN_API_KEY: adyenSettings.apiKey,
    ADYEN_MERCHANT_ACCOUNT: adyenSettings.merchantAccount,
    ADYEN_CLIENT_KEY: adyenSettings.clientKey,
    ADYEN_HMAC_KEY: adyenSettings.hmacKey,
    ADYEN_ENDPOINT: fakeAdyen.url,
};

interface Answer {
    // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers, checked by the tests that read them
    data?: any;
    errors?: { message: string }[];
    token?: string;
}

/** One GraphQL call with an optional bearer session; the session token comes back. */
async function call(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
    const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(60_000),
    });
    const body = await response.json();
    return { ...body, token: response.headers.get('vendure-auth-token') ?? token };
}

/** A guest cart on `backend`, with pieces, customer, Dutch address and delivery, in ArrangingPayment. */
async function cartReadyForPayment(backend: string, email: string) {
    const shop = `${backend}/shop-api`;
    const { data: catalogue } = await call(shop, '{ products(options: { take: 1 }) { items { variants { id } } } }');
    const variantId = catalogue.products.items[0].variants[0].id;
    const added = await call(shop, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 3) { ... on Order { code } ... on ErrorResult { message } } }', { id: variantId });
    const token = added.token;
    const code: string = added.data.addItemToOrder.code;
    expect(code, JSON.stringify(added)).toBeTruthy();
    await call(shop, 'mutation($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } } }', { input: { emailAddress: email, firstName: 'Jan', lastName: 'de Vries' } }, token);
    await call(shop, 'mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', { input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' } }, token);
    const { data: methods } = await call(shop, '{ eligibleShippingMethods { id code } }', {}, token);
    const delivery = methods.eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery');
    await call(shop, 'mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', { ids: [delivery.id] }, token);
    const moved = await call(shop, 'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } ... on ErrorResult { message } } }', {}, token);
    expect(moved.data.transitionOrderToState.state, JSON.stringify(moved)).toBe('ArrangingPayment');
    return { code, token };
}

async function shopQuery(backendUrl: string, query: string, languageCode?: string) {
    const url = `${backendUrl}/shop-api${languageCode ? `?languageCode=${languageCode}` : ''}`;
    const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(30_000),
    });
    expect(response.status, `${url} answered ${response.status}`).toBe(200);
    const { data, errors } = await response.json();
    expect(errors, `Shop API errors: ${JSON.stringify(errors)}`).toBeUndefined();
    return data;
}

/** What to stop and remove, newest first. */
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
    while (cleanups.length) {
        try {
            await cleanups.shift()?.();
        } catch (error) {
            console.error(`[postgres-path] cleanup: ${error instanceof Error ? error.message : error}`);
        }
    }
}, 60_000);

describe('the PostgreSQL path', () => {
    let backendUrl: string | undefined;
    let backendEnv: NodeJS.ProcessEnv | undefined;
    /** the second instance on the same database and Redis */
    let secondBackendUrl: string | undefined;

    test('the backend starts on a fresh PostgreSQL database and seeds the demo catalogue', { timeout: BACKEND_TIMEOUT_MS + 5 * 60_000 }, async () => {
        const servers = await startPostgresAndRedis({ log });
        cleanups.unshift(servers.stop);

        await fakeAdyen.start();
        cleanups.unshift(() => fakeAdyen.stop());

        const backendDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-data-'));
        cleanups.unshift(() => fs.rmSync(backendDataDir, { recursive: true, force: true }));
        const backendPort = await getPort();
        const env: NodeJS.ProcessEnv = {
            ...process.env,
            REDIS_URL: servers.redisUrl,
            ...adyenEnv,
            DATABASE_URL: servers.databaseUrl,
            DATA_DIR: backendDataDir,
            BACKEND_PORT: String(backendPort),
            VENDURE_DISABLE_TELEMETRY: 'true',
            // every category and facet, a quarter of the products: the seed's every step on PostgreSQL (the SQLite shop of the browser tests seeds them all)
            DEMO_CATALOGUE: 'sample',
            // no AVIF images in the background (images plugin): they would cost CI the machine's time while the other tests run
            AVIF_PRESETS: 'off',
        };
        for (const name of ['SMTP_URL', 'SHOP_URL', 'BACKEND_URL', 'NODE_ENV']) delete env[name];
        const from = Date.now();
        const backend = startLogged(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
            cwd: path.join(root, 'backend'),
            env,
            prefix: '[pg-backend]',
        });
        // Stopped before the cluster (cleanups run newest first).
        cleanups.unshift(() => stopProcess(backend));
        await waitForLine(backend, /Backend ready on http:\/\/localhost:\d+/, BACKEND_TIMEOUT_MS);
        log(`backend up and seeded on PostgreSQL in ${since(from)}`);
        backendUrl = `http://localhost:${backendPort}`;
        backendEnv = env;
    });

    test('the PostgreSQL migrations made that schema: the entities have no change without its migration', { timeout: 5 * 60_000 }, async () => {
        expect(backendEnv, 'the backend did not start').toBeDefined();
        const check = startLogged(process.execPath, ['-r', '@swc-node/register', 'src/database/migration-cli.ts', 'check'], { cwd: path.join(root, 'backend'), env: backendEnv, prefix: '[pg-migrations]' });
        const { exitCode } = await check;
        // on failure the lines above name what is pending and the command that writes its migration
        expect(exitCode, check.lines.slice(-30).join('\n')).toBe(0);
        expect(check.lines.join('\n')).toContain('nothing pending');
    });

    test('the Shop API lists the sample of the demo catalogue: at least 25 products', async () => {
        expect(backendUrl, 'the backend did not start').toBeDefined();
        const { products } = await shopQuery(backendUrl ?? '', '{ products(options: { take: 1 }) { totalItems } }');
        expect(products.totalItems, `expected at least 25 products, the Shop API has ${products.totalItems}`).toBeGreaterThanOrEqual(25);
        log(`Shop API lists ${products.totalItems} products`);
    });

    test('the products have Dutch names', async () => {
        expect(backendUrl, 'the backend did not start').toBeDefined();
        const dutch = await shopQuery(backendUrl ?? '', '{ products(options: { take: 5 }) { items { name } } }', 'nl');
        const names: unknown[] = dutch.products.items.map((item: { name: unknown }) => item.name);
        expect(names.length, 'no products in Dutch').toBeGreaterThan(0);
        for (const name of names) expect(typeof name === 'string' && name.trim().length > 0, `a product has no Dutch name: ${JSON.stringify(names)}`).toBe(true);
        log(`Dutch names: ${names.join(', ')}`);
    });
    test('two instances on one PostgreSQL and Redis: concurrent checkouts of one cart make one order with one payment; duplicate notifications one settlement', { timeout: 5 * 60_000 }, async () => {
        expect(backendUrl && backendEnv, 'the backend did not start').toBeTruthy();
        const first = backendUrl ?? '';
        const secondPort = await getPort();
        const secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-data-'));
        cleanups.unshift(() => fs.rmSync(secondDataDir, { recursive: true, force: true }));
        let from = Date.now();
        const second = startLogged(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
            cwd: path.join(root, 'backend'),
            env: { ...backendEnv, BACKEND_PORT: String(secondPort), DATA_DIR: secondDataDir },
            prefix: '[pg-backend-2]',
        });
        cleanups.unshift(() => stopProcess(second));
        await waitForLine(second, /Backend ready on http:\/\/localhost:\d+/, BACKEND_TIMEOUT_MS);
        log(`second instance up in ${since(from)}`);
        const secondUrl = `http://localhost:${secondPort}`;
        secondBackendUrl = secondUrl;
        const admin = await call(`${first}/admin-api`, 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
        const adminOrder = async (code: string) =>
            (await call(`${first}/admin-api`, 'query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { state payments { method state amount } } } }', { code }, admin.token)).data.orders.items;

        // One cart, paid by wire transfer from two tabs that reach both instances, twice each.
        from = Date.now();
        const wire = await cartReadyForPayment(first, 'two-tabs@example.com');
        const pay = 'mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { state } ... on ErrorResult { errorCode } } }';
        const results = await Promise.all([first, secondUrl, first, secondUrl].map(url => call(`${url}/shop-api`, pay, {}, wire.token)));
        const placed = results.filter(result => result.data?.addPaymentToOrder?.state === 'PaymentAuthorized');
        expect(placed, JSON.stringify(results)).toHaveLength(1);
        const orders = await adminOrder(wire.code);
        expect(orders).toHaveLength(1);
        expect(orders[0].state).toBe('PaymentAuthorized');
        expect(orders[0].payments).toEqual([expect.objectContaining({ method: 'wire-transfer', state: 'Authorized' })]);
        log(`concurrent checkouts of one cart on two instances: one order, one payment (${since(from)})`);

        // An Adyen payment whose shopper closed the browser; Adyen's notification arrives twice at each instance.
        from = Date.now();
        const card = await cartReadyForPayment(secondUrl, 'notified@example.com');
        const challenge = await call(`${secondUrl}/shop-api`, 'mutation($stateData: JSON!) { adyenMakeDirectPayment(stateData: $stateData) { resultCode } }', {
            stateData: { paymentMethod: { type: 'scheme', encryptedCardNumber: 'test_5454545454545454', encryptedExpiryMonth: 'test_03', encryptedExpiryYear: 'test_2030', encryptedSecurityCode: 'test_737', holderName: 'J. de Vries' } },
        }, card.token);
        expect(challenge.data?.adyenMakeDirectPayment.resultCode, JSON.stringify(challenge)).toBe('ChallengeShopper');
        const payment = fakeAdyen.paymentFor(card.code);
        expect(payment).toBeDefined();
        if (!payment) return;
        payment.resultCode = 'Authorised';
        const notification = JSON.stringify(fakeAdyen.notification(payment));
        const answers = await Promise.all(
            [first, secondUrl, first, secondUrl].map(url => fetch(`${url}/payments/adyen/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: notification }).then(r => r.text())),
        );
        expect(answers).toEqual(Array(4).fill('[accepted]'));
        const paid = await adminOrder(card.code);
        expect(paid[0].state).toBe('PaymentSettled');
        expect(paid[0].payments).toEqual([expect.objectContaining({ method: 'adyen', state: 'Settled' })]);
        log(`four copies of one notification at two instances: one payment, settled once (${since(from)})`);
    });

    test('a session ended on one instance ends on the other at once (the session cache in Redis)', async () => {
        expect(backendUrl && secondBackendUrl, 'the two instances did not start').toBeTruthy();
        const [first, second] = [backendUrl ?? '', secondBackendUrl ?? ''];
        const login = await call(`${first}/admin-api`, 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
        const me = (url: string) => call(`${url}/admin-api`, '{ me { identifier } }', {}, login.token);
        // the second instance has now looked the session up, and holds it in its session cache
        expect((await me(second)).data?.me?.identifier).toBe('superadmin');
        const ended = await call(`${first}/admin-api`, 'mutation { logout { success } }', {}, login.token);
        expect(ended.data?.logout.success, JSON.stringify(ended)).toBe(true);
        const after = await me(second);
        expect(after.data?.me ?? null, JSON.stringify(after)).toBeNull();
        log('a session ended on one instance is refused by the other at once');
    });
});
