import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { bootstrap, JobQueueService, mergeConfig, type VendureConfig } from '@vendure/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue, demoCatalogueSample } from '../plugins/catalogue/seed/demo-catalogue';
import { seedOnFirstStart } from '../seed/seed';
import { GENERATE_COMMAND, migrateDatabase, migrationFiles, PendingSchemaChangesError } from './migrate';

/**
 * The schema as the migrations make it, on the shop's real configuration (every plugin, every custom
 * field) and SQLite files like the shop's:
 * - the migrations describe the entities exactly: an entity or custom field changed without its
 *   migration fails here, with the command that writes it;
 * - a shop's database made before migrations (by `synchronize`, every release so far) with a catalogue,
 *   a customer and a placed order in it is taken over by the migrations without a row or value changed;
 * - a database made by the previous migration set (the newest migration reverted) with data in it is
 *   migrated with every row and value kept. It is the taken-over database with its newest migration
 *   reverted: the same schema the migrations make (the first test) and the same data, without seeding
 *   a second shop (half a minute of a core).
 * The PostgreSQL migrations are checked the same way in tests/postgres.
 */
const PORT = 3171;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
let config: VendureConfig;
const quiet = () => {};

beforeAll(async () => {
    // the shop's configuration reads its environment when first imported
    Object.assign(process.env, { DATA_DIR: dataDir, BACKEND_PORT: String(PORT), AVIF_PRESETS: 'off', VENDURE_DISABLE_TELEMETRY: 'true' });
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete process.env[name];
    ({ config } = await import('../vendure-config'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The configuration on another SQLite file (and a change of its own). */
function onFile(file: string, change: Partial<VendureConfig> = {}): VendureConfig {
    return mergeConfig(mergeConfig(config, { dbConnectionOptions: { database: file } } as Partial<VendureConfig>), change);
}

/** Every table's rows (ordered), without the migrations' own bookkeeping. */
function contents(file: string): Record<string, unknown[]> {
    const db = new Database(file, { readonly: true });
    try {
        const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'migrations' ORDER BY name").all() as { name: string }[];
        return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all()]));
    } finally {
        db.close();
    }
}

/**
 * A shop with data in it, on `vendureConfig`: the first-run seed of a sample of the demo catalogue and a
 * guest's order with lines, customer and address, through the Shop API.
 */
async function shopWithData(vendureConfig: VendureConfig) {
    const app = await bootstrap(vendureConfig);
    try {
        await app.get(JobQueueService).start();
        await seedOnFirstStart(app, demoCatalogueSample(buildDemoCatalogue(), 60));
        const call = async (query: string, variables: Record<string, unknown> = {}, token?: string) => {
            const response = await fetch(`http://localhost:${PORT}/shop-api`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
                body: JSON.stringify({ query, variables }),
            });
            const body = await response.json();
            if (body.errors) throw new Error(JSON.stringify(body.errors));
            return { data: body.data, token: response.headers.get('vendure-auth-token') ?? token };
        };
        const { data } = await call('{ products(options: { take: 2 }) { items { variants { id } } } }');
        const [first, second] = data.products.items.map((product: { variants: { id: string }[] }) => product.variants[0].id);
        const { token } = await call('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 3) { ... on Order { code } } }', { id: first });
        await call('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code } } }', { id: second }, token);
        await call('mutation ($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } } }', { input: { emailAddress: 'jan@devries.example', firstName: 'Jan', lastName: 'de Vries' } }, token);
        await call('mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', { input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' } }, token);
        // a shipping line: the table a migration may rebuild (SQLite's way to add a column with constraints)
        const { data: methods } = await call('{ eligibleShippingMethods { id } }', {}, token);
        await call('mutation ($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', { ids: [methods.eligibleShippingMethods[0].id] }, token);
    } finally {
        await app.close();
    }
}

describe('migrations', () => {
    it(`describe the entities exactly (else: ${GENERATE_COMMAND})`, async () => {
        const file = path.join(dataDir, 'fresh.sqlite');
        const ran = await migrateDatabase(onFile(file), quiet);
        expect(ran.length).toBeGreaterThan(0);
        // a second start runs nothing
        expect(await migrateDatabase(onFile(file), quiet)).toEqual([]);
    });

    const synchronized = path.join(dataDir, 'synchronized.sqlite');
    it('take over a database made by synchronize with its data, changing no row', async () => {
        const file = synchronized;
        // as every release before migrations made it
        await shopWithData(onFile(file, { dbConnectionOptions: { synchronize: true, migrations: [] } as Partial<VendureConfig['dbConnectionOptions']> } as Partial<VendureConfig>));
        const before = contents(file);
        expect(before.order.length).toBeGreaterThan(0);
        expect(before.product.length).toBeGreaterThan(0);
        const lines: string[] = [];
        // made by this release's entities: every migration recorded, none run (a rebuilt table would lose what only synchronize put in)
        expect(await migrateDatabase(onFile(file), line => lines.push(line))).toEqual([]);
        expect(lines.join('\n')).toMatch(/recorded InitialSchema\d+(, \w+)* as its schema/);
        expect(contents(file)).toEqual(before);
    }, 600_000);

    const migrations = fs.readdirSync(path.dirname(migrationFiles('sqlite')[0])).filter(name => /\.(ts|js)$/.test(name));
    // the first migration has no set before it: a database before it is the synchronized one above
    it.skipIf(migrations.length < 2)('bring a database of the previous migration set to the current one with its data', async () => {
        const file = path.join(dataDir, 'previous.sqlite');
        // the shop with data of the test before, taken over by the migrations
        expect(fs.existsSync(synchronized), 'the database the test before made').toBe(true);
        fs.copyFileSync(synchronized, file);
        // the previous set: the newest migration reverted, as the database was before this release
        const { revertLastMigration } = await import('@vendure/core');
        await revertLastMigration(onFile(file));
        const before = contents(file);
        expect(before.shipping_line.length).toBeGreaterThan(0);
        expect(await migrateDatabase(onFile(file), quiet)).toHaveLength(1);
        const after = contents(file);
        for (const [table, rows] of Object.entries(before)) {
            expect(after[table], table).toHaveLength(rows.length);
            // every value of the columns the previous schema had
            expect(after[table].map(row => Object.fromEntries(Object.keys((rows[0] ?? {}) as object).map(key => [key, (row as Record<string, unknown>)[key]]))), table).toEqual(rows);
        }
    }, 600_000);

    // last: a custom field's column stays registered on the entity in this process (TypeORM's global
    // metadata, where Vendure adds custom fields), so every schema after it would have it
    it('refuse a custom field without its migration, naming the command that writes it', async () => {
        const file = path.join(dataDir, 'pending.sqlite');
        await migrateDatabase(onFile(file), quiet);
        const changed = onFile(file, { customFields: { Order: [{ name: 'deliveryNote', type: 'string' }] } });
        const refused = await migrateDatabase(changed, quiet).catch(error => error);
        expect(refused).toBeInstanceOf(PendingSchemaChangesError);
        expect(refused.message).toContain(GENERATE_COMMAND);
        expect(refused.statements.join('\n')).toMatch(/customFieldsDeliverynote/i);
    });
});
