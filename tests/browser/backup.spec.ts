/**
 * `npm run backup` while the shop takes orders, and `npm run restore` into a fresh data folder: shoppers
 * place orders (cart, customer, address, delivery, wire transfer) against the running backend without
 * pause, the backup is taken in the middle of it, the load goes on; the restored database holds every
 * order whose checkout had been answered before the backup started, each in the state it had then or
 * later, and the assets came along. Needs the shop's data folder (SHOP_DATA_DIR, which `npm test` and
 * the tests' own shop give).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const SHOPPERS = 4;

test('a backup taken while shoppers check out restores into a fresh data folder with every order placed before it', async ({ urls }) => {
    test.skip(!urls.dataDir, 'the data folder of the shop under test is not known (SHOP_DATA_DIR)');
    test.setTimeout(300_000);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
    const shopApi = `${urls.backendUrl}/shop-api?languageCode=nl`;
    const call = async (query: string, variables: Record<string, unknown>, token?: string) => {
        const response = await fetch(shopApi, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
        });
        const body = await response.json();
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
    };
    const { data: catalogue } = await call('{ products(options: { take: 4 }) { items { variants { id } } } }', {});
    const variants: string[] = catalogue.products.items.map((product: { variants: { id: string }[] }) => product.variants[0].id);

    /** One whole checkout by wire transfer; the order's code once the payment step has answered. */
    async function checkout(shopper: number, round: number): Promise<string> {
        const email = `backup-${shopper}-${round}-${Date.now()}@example.com`;
        const added = await call('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { code } ... on ErrorResult { message } } }', { id: variants[(shopper + round) % variants.length] });
        const { token } = added;
        const code: string = added.data.addItemToOrder.code;
        if (!code) throw new Error(JSON.stringify(added.data));
        await call('mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } } }', { input: { emailAddress: email, firstName: 'Jan', lastName: 'de Vries' } }, token);
        await call('mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', { input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' } }, token);
        const { data: methods } = await call('{ eligibleShippingMethods { id code } }', {}, token);
        const delivery = methods.eligibleShippingMethods.find((method: { code: string }) => method.code === 'delivery') ?? methods.eligibleShippingMethods[0];
        await call('mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', { ids: [delivery.id] }, token);
        await call('mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { state } } }', {}, token);
        const paid = await call('mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { state } ... on ErrorResult { errorCode message } } }', {}, token);
        if (paid.data.addPaymentToOrder.state !== 'PaymentAuthorized') throw new Error(`${code}: ${JSON.stringify(paid.data)}`);
        return code;
    }

    // the orders whose checkout was answered, with the moment of the answer
    const placed: { code: string; at: number }[] = [];
    const failures: string[] = [];
    let shopping = true;
    const shoppers = Array.from({ length: SHOPPERS }, async (_, shopper) => {
        for (let round = 0; shopping && round < 50; round++) {
            try {
                placed.push({ code: await checkout(shopper, round), at: Date.now() });
            } catch (error) {
                failures.push(error instanceof Error ? error.message : String(error));
            }
        }
    });
    try {
        await expect.poll(() => placed.length, { timeout: 120_000 }).toBeGreaterThanOrEqual(SHOPPERS * 2);
        const backupStarted = Date.now();
        const committedBefore = placed.filter(order => order.at < backupStarted).map(order => order.code);
        const folder = path.join(scratch, 'backup');
        await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), 'backup', folder], { env: { ...process.env, DATA_DIR: urls.dataDir } });
        const placedDuringBackup = placed.filter(order => order.at >= backupStarted).length;
        // the load goes on for a moment after the backup, then stops
        await expect.poll(() => placed.length, { timeout: 60_000 }).toBeGreaterThan(committedBefore.length + placedDuringBackup);
        shopping = false;
        await Promise.all(shoppers);
        expect(failures).toEqual([]);

        const fresh = path.join(scratch, 'restored-data');
        await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), 'restore', folder], { env: { ...process.env, DATA_DIR: fresh } });
        const db = new DatabaseSync(path.join(fresh, 'shop.sqlite'), { readOnly: true });
        try {
            const found = db.prepare(`SELECT code, state FROM "order" WHERE code IN (${committedBefore.map(() => '?').join(',')})`).all(...committedBefore) as unknown as { code: string; state: string }[];
            expect(found.map(order => order.code).sort()).toEqual([...committedBefore].sort());
            for (const order of found) expect(order.state, order.code).toBe('PaymentAuthorized');
            expect((db.prepare('PRAGMA integrity_check').get() as unknown as { integrity_check: string }).integrity_check).toBe('ok');
        } finally {
            db.close();
        }
        // the uploaded images came along
        const assets = (dir: string) => fs.readdirSync(dir, { recursive: true }).length;
        expect(assets(path.join(fresh, 'assets'))).toBeGreaterThan(0);
        expect(assets(path.join(fresh, 'assets'))).toBeGreaterThanOrEqual(assets(path.join(folder, 'assets')));
        console.log(`[backup test] ${committedBefore.length} orders before the backup, ${placedDuringBackup} during it, ${placed.length} in all: every one before it restored`);
    } finally {
        shopping = false;
        await Promise.all(shoppers);
        fs.rmSync(scratch, { recursive: true, force: true });
    }
});
