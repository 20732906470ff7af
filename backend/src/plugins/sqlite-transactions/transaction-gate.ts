import { AsyncLocalStorage } from 'node:async_hooks';
import { I18nError, LogLevel } from '@vendure/core';
import type { DataSource } from 'typeorm';
import type { BetterSqlite3Driver } from 'typeorm/driver/better-sqlite3/BetterSqlite3Driver';
import { BetterSqlite3QueryRunner } from 'typeorm/driver/better-sqlite3/BetterSqlite3QueryRunner';
import { QueryResult } from 'typeorm/query-runner/QueryResult';

/**
 * One piece of work: an API request (the plugin's middleware). Its statements outside its transaction
 * run inside it, as Vendure's code expects of a request. Work without a scope (the job queue's) is
 * told apart by its query runner only.
 */
const workScope = new AsyncLocalStorage<object>();

/** What this file uses of a better-sqlite3 connection and statement (the package ships no types). */
interface SqliteConnection {
    prepare(query: string): SqliteStatement;
    pragma(pragma: string): unknown;
    close(): void;
    inTransaction: boolean;
}
interface SqliteStatement {
    reader: boolean;
    readonly: boolean;
    all(...parameters: unknown[]): unknown[];
}

/** Runs `work` (and everything it starts) as one piece of work for the database gate. */
export function asOneWork<T>(work: () => T): T {
    return workScope.run({}, work);
}

export const DATABASE_BUSY = 'error.database.busy';
const RETRY_AFTER_SECONDS = 5;

/**
 * Said when a statement waited longer than the gate allows for another work's transaction: nothing of
 * the request was carried out, so it may be sent again. A 503 with Retry-After, which the storefront's
 * client treats as "try the same action again", with the message in the request's language.
 */
export class DatabaseBusyError extends I18nError {
    constructor(waitMs: number) {
        super(DATABASE_BUSY, { seconds: waitMs / 1000 }, 'DATABASE_BUSY', LogLevel.Warn);
        this.extensions.http = { status: 503, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) };
    }
}

/** Who holds the connection: a transaction from BEGIN to its end, or one statement outside any transaction. */
class TransactionGate {
    private holder?: GatedQueryRunner;
    private holderWork?: object;
    private waiting: Array<() => void> = [];

    constructor(private waitMs: number) {}

    get held(): boolean {
        return this.holder !== undefined;
    }

    /** The holder runs its statements; so does other code of the holder's work (a query without the request's transaction). */
    admits(runner: GatedQueryRunner, work: object | undefined): boolean {
        return this.holder === runner || (work !== undefined && work === this.holderWork);
    }

    async acquire(runner: GatedQueryRunner, work: object | undefined): Promise<void> {
        if (!this.holder) {
            this.take(runner, work);
            return;
        }
        await new Promise<void>((resolve, reject) => {
            const admit = () => {
                clearTimeout(timer);
                this.take(runner, work);
                resolve();
            };
            const timer = setTimeout(() => {
                this.waiting.splice(this.waiting.indexOf(admit), 1);
                reject(new DatabaseBusyError(this.waitMs));
            }, this.waitMs);
            this.waiting.push(admit);
        });
    }

    release(runner: GatedQueryRunner): void {
        if (this.holder !== runner) return;
        this.holder = undefined;
        this.holderWork = undefined;
        this.waiting.shift()?.();
    }

    private take(runner: GatedQueryRunner, work: object | undefined) {
        this.holder = runner;
        this.holderWork = work;
    }
}

/**
 * Reads for other work while a transaction is open: a read-only connection of their own sees what is
 * committed (WAL), as another PostgreSQL connection would, so browsing does not wait for a checkout's
 * payment call or a login's password check.
 */
class CommittedReads {
    private connection?: SqliteConnection;
    /** per statement: prepared on the reader, or false when it writes (and so waits for the gate) */
    private statements = new Map<string, SqliteStatement | false>();

    constructor(
        private open: () => SqliteConnection,
        private cacheSize: number,
    ) {}

    /** The rows, or undefined when the statement writes. */
    read(query: string, parameters: unknown[]): unknown[] | undefined {
        let statement = this.statements.get(query);
        if (statement === undefined) {
            this.connection ??= this.open();
            const prepared = this.connection.prepare(query);
            statement = prepared.reader && prepared.readonly ? prepared : false;
            this.statements.set(query, statement);
            const oldest = this.statements.keys().next().value;
            if (this.statements.size > this.cacheSize && oldest !== undefined) this.statements.delete(oldest);
        }
        return statement ? statement.all(...parameters) : undefined;
    }

    close() {
        this.connection?.close();
        this.connection = undefined;
        this.statements.clear();
    }
}

/**
 * A query runner of its own for every caller, as TypeORM gives on PostgreSQL, all on the one SQLite
 * connection: a transaction waits until the one before it has ended, and a write of other work waits
 * until then too, so it does not land inside what may still be rolled back.
 */
class GatedQueryRunner extends BetterSqlite3QueryRunner {
    constructor(
        driver: BetterSqlite3Driver,
        private gate: TransactionGate,
        private committed: CommittedReads | undefined,
        statements: Map<string, unknown>,
    ) {
        super(driver);
        // TypeORM keeps prepared statements per runner; with a runner per caller they are kept per connection instead.
        (this as unknown as { stmtCache: Map<string, unknown> }).stmtCache = statements;
    }

    override async query(query: string, parameters?: unknown[], useStructuredResult?: boolean): ReturnType<BetterSqlite3QueryRunner['query']> {
        const work = workScope.getStore();
        if (this.gate.admits(this, work)) return super.query(query, parameters, useStructuredResult);
        if (this.gate.held) {
            const rows = this.committed?.read(query, parameters ?? []);
            if (rows) return useStructuredResult ? Object.assign(new QueryResult(), { raw: rows, records: rows }) : rows;
        }
        await this.gate.acquire(this, work);
        try {
            return await super.query(query, parameters, useStructuredResult);
        } finally {
            this.gate.release(this);
        }
    }

    override async startTransaction(isolationLevel?: 'READ UNCOMMITTED' | 'SERIALIZABLE'): Promise<void> {
        if (this.transactionDepth > 0) return super.startTransaction(isolationLevel);
        await this.gate.acquire(this, workScope.getStore());
        try {
            await super.startTransaction(isolationLevel);
        } catch (error) {
            this.endIfClosed();
            throw error;
        }
    }

    override async commitTransaction(): Promise<void> {
        try {
            await super.commitTransaction();
        } finally {
            this.endIfClosed();
        }
    }

    override async rollbackTransaction(): Promise<void> {
        try {
            await super.rollbackTransaction();
        } finally {
            this.endIfClosed();
        }
    }

    override async release(): Promise<void> {
        this.endIfClosed();
        return super.release();
    }

    /** The gate opens once the connection has no open transaction, also when SQLite ended it itself after an error. */
    private endIfClosed() {
        if (((this.driver as BetterSqlite3Driver).databaseConnection as SqliteConnection).inTransaction) return;
        this.isTransactionActive = false;
        this.transactionDepth = 0;
        this.gate.release(this);
    }
}

/**
 * TypeORM gives every caller of a SQLite data source the same query runner, so two requests'
 * transactions nest: the second becomes a savepoint inside the first, its "commit" only releases
 * that savepoint, and when the first rolls back, the second's work, already answered as done, is
 * gone. After this, transactions on the data source run one at a time, and other work reads what is committed.
 */
export function oneTransactionAtATime(dataSource: DataSource, options: { waitMs: number }): void {
    const driver = dataSource.driver as BetterSqlite3Driver;
    const gate = new TransactionGate(options.waitMs);
    const statements = new Map<string, unknown>();
    const file = driver.options.database;
    const committed =
        file && file !== ':memory:'
            ? new CommittedReads(() => {
                  const reader: SqliteConnection = new driver.sqlite(file, { readonly: true, fileMustExist: true });
                  reader.pragma('busy_timeout = 5000');
                  return reader;
              }, driver.options.statementCacheSize ?? 100)
            : undefined;
    driver.createQueryRunner = () => new GatedQueryRunner(driver, gate, committed, statements);
    const disconnect = driver.disconnect.bind(driver);
    driver.disconnect = async () => {
        committed?.close();
        await disconnect();
    };
}
