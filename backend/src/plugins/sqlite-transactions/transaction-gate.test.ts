import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DataSource, EntitySchema } from 'typeorm';
import { afterEach, describe, expect, it } from 'vitest';
import { asOneWork, DATABASE_BUSY, DatabaseBusyError, oneTransactionAtATime } from './transaction-gate';

/**
 * The gate on a real SQLite file through TypeORM's better-sqlite3 driver, as the backend runs it.
 * What another process sees (the storefront's build, a backup) is read with a connection of its own.
 */
interface Row {
    id: number;
    who: string;
}
const RowSchema = new EntitySchema<Row>({
    name: 'Row',
    columns: { id: { type: Number, primary: true, generated: true }, who: { type: String } },
});

const folders: string[] = [];
const sources: DataSource[] = [];

async function database(gated: boolean, waitMs = 5_000) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'transaction-gate-'));
    folders.push(folder);
    const file = path.join(folder, 'shop.sqlite');
    const dataSource = new DataSource({
        type: 'better-sqlite3',
        database: file,
        entities: [RowSchema],
        synchronize: true,
        prepareDatabase: db => db.pragma('journal_mode = WAL'),
    });
    await dataSource.initialize();
    sources.push(dataSource);
    if (gated) oneTransactionAtATime(dataSource, { waitMs });
    /** the rows another process would find in the file now */
    const committed = () => {
        const reader = new Database(file, { readonly: true });
        try {
            return (reader.prepare('SELECT who FROM row ORDER BY id').all() as { who: string }[]).map(row => row.who);
        } finally {
            reader.close();
        }
    };
    return { dataSource, committed };
}

/** lets other awaiting work go on, as a request waiting for a payment provider would */
const turn = () => new Promise(resolve => setTimeout(resolve, 5));

/** A request whose transaction writes `who` and stays open until `release()`; then it ends, rolled back when it `fails`. */
function openTransaction(dataSource: DataSource, who: string, { fails = false } = {}) {
    let release!: () => void;
    const held = new Promise<void>(resolve => (release = resolve));
    const done = asOneWork(() =>
        dataSource.transaction(async manager => {
            await manager.save(RowSchema, { who });
            await held;
            if (fails) throw new Error(`${who} fails`);
        }),
    );
    return { release, done };
}

/**
 * Shopper A's request writes, waits and then fails; shopper B's request starts while A's is open,
 * writes and is told it is done. What does the file hold, and what did it hold when B was told?
 */
async function failingBesideSucceeding(dataSource: DataSource, committed: () => string[]) {
    const a = asOneWork(() =>
        dataSource.transaction(async manager => {
            await manager.save(RowSchema, { who: 'A' });
            await turn();
            await turn();
            await turn();
            throw new Error('A fails');
        }),
    ).catch((error: Error) => error.message);
    await turn();
    let whenBWasTold: string[] = [];
    const b = asOneWork(() => dataSource.transaction(manager => manager.save(RowSchema, { who: 'B' }))).then(() => {
        whenBWasTold = committed();
    });
    expect(await a).toBe('A fails');
    await b;
    return { whenBWasTold, inTheEnd: committed() };
}

afterEach(async () => {
    for (const dataSource of sources.splice(0)) await dataSource.destroy();
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('transactions on the SQLite file', () => {
    it('without the gate, one request failing undoes another request already told it is done (what the gate is for)', async () => {
        const { dataSource, committed } = await database(false);
        const { inTheEnd } = await failingBesideSucceeding(dataSource, committed);
        expect(inTheEnd).toEqual([]);
    });

    it('with the gate, a failed request undoes only its own work, and work told done is in the file when it is told', async () => {
        const { dataSource, committed } = await database(true);
        const { whenBWasTold, inTheEnd } = await failingBesideSucceeding(dataSource, committed);
        expect(whenBWasTold).toEqual(['B']);
        expect(inTheEnd).toEqual(['B']);
    });

    it("other work's reads go on while a transaction is open and see only what is committed; its writes wait", async () => {
        const { dataSource, committed } = await database(true);
        await asOneWork(() => dataSource.getRepository(RowSchema).insert({ who: 'before' }));
        const a = openTransaction(dataSource, 'A', { fails: true });
        const ended = a.done.catch(() => 'rolled back');
        await turn();
        // read while A is still open: no wait, and A's row, which is about to be rolled back, is not there
        expect(await asOneWork(() => dataSource.getRepository(RowSchema).find())).toEqual([{ id: 1, who: 'before' }]);
        let written = false;
        const write = asOneWork(() => dataSource.getRepository(RowSchema).insert({ who: 'C' })).then(() => (written = true));
        await turn();
        expect(written, 'a write of other work waits for the open transaction').toBe(false);
        a.release();
        expect(await ended).toBe('rolled back');
        await write;
        expect(committed()).toEqual(['before', 'C']);
    });

    it("the same work's statements outside its transaction run at once, inside it, as on one connection", async () => {
        const { dataSource, committed } = await database(true);
        const seen = await asOneWork(() =>
            dataSource.transaction(async manager => {
                await manager.save(RowSchema, { who: 'A' });
                // a service reading without the request's transaction, while the transaction waits for it
                return dataSource.getRepository(RowSchema).count();
            }),
        );
        expect(seen).toBe(1);
        expect(committed()).toEqual(['A']);
    });

    it('savepoints inside one transaction still roll back on their own', async () => {
        const { dataSource, committed } = await database(true);
        await asOneWork(() =>
            dataSource.transaction(async manager => {
                await manager.save(RowSchema, { who: 'A' });
                const inner = manager.queryRunner;
                if (!inner) throw new Error('a transaction has its query runner');
                await inner.startTransaction();
                await manager.save(RowSchema, { who: 'not kept' });
                await inner.rollbackTransaction();
                await manager.save(RowSchema, { who: 'B' });
            }),
        );
        expect(committed()).toEqual(['A', 'B']);
    });

    it('a transaction that does not end in time makes the next one fail with a clear error, not hang', async () => {
        const { dataSource, committed } = await database(true, 50);
        const a = openTransaction(dataSource, 'A');
        await turn();
        const refused = await asOneWork(() => dataSource.transaction(manager => manager.save(RowSchema, { who: 'B' }))).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DatabaseBusyError);
        // translated by Vendure in the request's language (i18n/*.json); a 503 that tells the client to send it again
        expect((refused as DatabaseBusyError).message).toBe(DATABASE_BUSY);
        expect((refused as DatabaseBusyError).extensions.http).toEqual({ status: 503, headers: new Map([['retry-after', '5']]) });
        a.release();
        await a.done;
        await asOneWork(() => dataSource.transaction(manager => manager.save(RowSchema, { who: 'C' })));
        expect(committed()).toEqual(['A', 'C']);
    });

    it('many requests at once, every third failing: exactly the others are in the file', async () => {
        const { dataSource, committed } = await database(true);
        const requests = Array.from({ length: 30 }, (_, index) =>
            asOneWork(() =>
                dataSource.transaction(async manager => {
                    await manager.save(RowSchema, { who: `r${index}` });
                    await turn();
                    if (index % 3 === 0) throw new Error('fails');
                }),
            ).catch(() => undefined),
        );
        await Promise.all(requests);
        const expected = Array.from({ length: 30 }, (_, index) => index)
            .filter(index => index % 3 !== 0)
            .map(index => `r${index}`);
        expect(committed().sort()).toEqual(expected.sort());
    });

    it('says "busy" in each of the shop\'s languages', () => {
        const sentences = ['nl', 'en', 'de'].map(locale => JSON.parse(fs.readFileSync(path.join(__dirname, 'i18n', `${locale}.json`), 'utf8')).error.database.busy);
        expect(sentences).toEqual([expect.stringContaining('druk'), expect.stringContaining('busy'), expect.stringContaining('ausgelastet')]);
    });
});
