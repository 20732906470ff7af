import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { INestApplication } from '@nestjs/common';
import { bootstrap, ConfigService, DefaultLogger, LogLevel, type VendureConfig } from '@vendure/core';
import { SimpleGraphQLClient } from '@vendure/testing';
import { setUpTestShop } from './common/testing/test-shop';
import { migrateDatabase } from './database/migrate';

/**
 * What a shopper was told is kept stays kept, through the real path: the shop's own Vendure
 * config (backend/src/vendure-config.ts: SQLite file under DATA_DIR, cookie sessions, the schema by
 * its migrations) on a fresh
 * data folder. A shopper fills a cart over the Shop API with nothing but the session cookies the
 * browser would keep; the backend stops and boots again on the same file; the same cookies find
 * the same cart. What a shopper is told was added is in the database file when they are told, also
 * while other requests' transactions are open.
 */
const PORT = 3073;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cart-restart-'));
const savedEnv = { DATA_DIR: process.env.DATA_DIR, BACKEND_PORT: process.env.BACKEND_PORT };
let config: VendureConfig;
let app: INestApplication | undefined;
let variantIds: string[];
let adminClient: SimpleGraphQLClient;

/** The backend as `npm start` runs it (the same config), on this test's port and data folder. */
async function startBackend() {
    app = await bootstrap({ ...config, logger: new DefaultLogger({ level: LogLevel.Warn }) });
    return app;
}

async function stopBackend() {
    await app?.close();
    app = undefined;
}

/** A browser's cookie jar for the Shop API: the session cookies it is sent and sends back. */
class Browser {
    private cookies = new Map<string, string>();

    async shopApi(query: string, variables: Record<string, unknown> = {}) {
        const response = await fetch(`http://localhost:${PORT}/shop-api?languageCode=nl`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
            body: JSON.stringify({ query, variables }),
        });
        for (const cookie of response.headers.getSetCookie()) {
            const [pair] = cookie.split(';');
            const index = pair.indexOf('=');
            this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
        }
        const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
        if (body.errors?.length) throw new Error(body.errors.map(error => error.message).join(', '));
        return body.data;
    }

    get cookieNames() {
        return [...this.cookies.keys()];
    }
}

const CART = `
    code
    active
    state
    totalQuantity
    lines { quantity productVariant { id } }
    customFields { clientOrderRef }
`;

beforeAll(async () => {
    process.env.DATA_DIR = dataDir;
    process.env.BACKEND_PORT = String(PORT);
    // The environment is read when the config is imported: after DATA_DIR and the port are set.
    ({ config } = await import('./vendure-config'));
    // as npm start does: the schema by its migrations, then the server
    await migrateDatabase(config, () => {});
    await startBackend();
    // The client reads the token header name and the superadmin from the config with its defaults filled in.
    adminClient = new SimpleGraphQLClient(app!.get(ConfigService) as unknown as Required<VendureConfig>, `http://localhost:${PORT}/admin-api`);
    ({ variantIds } = await setUpTestShop(app!, adminClient));
}, 300_000);

afterAll(async () => {
    await stopBackend();
    fs.rmSync(dataDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(savedEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
});

describe('the cart', () => {
    it('survives a backend restart: the same session cookies find the same lines', async () => {
        expect(fs.existsSync(path.join(dataDir, 'shop.sqlite')), 'the real config keeps its SQLite file under DATA_DIR').toBe(true);
        const browser = new Browser();
        const { addItemsToOrder } = await browser.shopApi(
            `mutation ($inputs: [AddItemInput!]!) { addItemsToOrder(inputs: $inputs) { order { ${CART} } errorResults { ... on ErrorResult { message } } } }`,
            { inputs: [{ productVariantId: variantIds[0], quantity: 3 }, { productVariantId: variantIds[1], quantity: 2 }] },
        );
        expect(addItemsToOrder.errorResults).toEqual([]);
        await browser.shopApi(`mutation { setClientOrderRef(clientOrderRef: "PO-RESTART-1") { code } }`);
        const before = (await browser.shopApi(`{ activeOrder { ${CART} } }`)).activeOrder;
        expect(before.totalQuantity).toBe(5);
        expect(browser.cookieNames).toContain('session');

        await stopBackend();
        await expect(fetch(`http://localhost:${PORT}/shop-api`), 'the backend is down').rejects.toThrow();
        await startBackend();

        const after = (await browser.shopApi(`{ activeOrder { ${CART} } }`)).activeOrder;
        expect(after).toEqual(before);
        expect(after.customFields.clientOrderRef).toBe('PO-RESTART-1');
        expect(after.lines.map((line: { productVariant: { id: string }; quantity: number }) => [line.productVariant.id, line.quantity])).toEqual([
            [variantIds[0], 3],
            [variantIds[1], 2],
        ]);
        // A browser without the cookies has no cart: the cart belongs to the session.
        expect((await new Browser().shopApi(`{ activeOrder { code } }`)).activeOrder).toBeNull();
    });
});

describe('shoppers at the same moment', () => {
    it('an add answered as done is in the database file when it is answered, while others log in (a transaction that waits for a password check)', async () => {
        const password = 'Vlonder-2026!';
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
            { input: { emailAddress: 'same-moment@example.com', firstName: 'Koper', lastName: 'Tegelijk' }, password },
        );
        const file = new Database(path.join(dataDir, 'shop.sqlite'), { readonly: true });
        /** what another process (the storefront's build, a backup) finds in the file for this cart now */
        const inFile = (code: string) =>
            file.prepare('SELECT line.quantity AS quantity FROM "order" JOIN order_line line ON line.orderId = "order".id WHERE "order".code = ?').all(code);
        const ADD = `mutation ($id: ID!, $quantity: Int!) { addItemToOrder(productVariantId: $id, quantity: $quantity) { ... on Order { code } ... on ErrorResult { message } } }`;
        const LOGIN = `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) { ... on CurrentUser { identifier } ... on ErrorResult { message } } }`;
        try {
            const found = await Promise.all(
                Array.from({ length: 8 }, async (_, index) => {
                    const loggingIn = new Browser().shopApi(LOGIN, { username: 'same-moment@example.com', password });
                    const { addItemToOrder } = await new Browser().shopApi(ADD, { id: variantIds[index % 2], quantity: index + 1 });
                    const whenAnswered = inFile(addItemToOrder.code);
                    expect((await loggingIn).login).toEqual({ identifier: 'same-moment@example.com' });
                    return whenAnswered;
                }),
            );
            expect(found).toEqual(Array.from({ length: 8 }, (_, index) => [{ quantity: index + 1 }]));
        } finally {
            file.close();
        }
    });
});
