import path from 'node:path';
import { preBootstrapConfig, resetConfig, type VendureConfig, runMigrations } from '@vendure/core';
import { DataSource, type DataSourceOptions } from 'typeorm';

/**
 * The database schema is made and changed by migrations, never by `synchronize` (which, on a renamed or
 * retyped custom field, drops or rewrites the column at the next start): one set per database kind,
 * generated from the entities by `npm run migration:generate -- <name>` (scripts/migration.mjs), run at
 * every start before the server listens (backend/src/index.ts).
 */
export type DatabaseKind = 'sqlite' | 'postgres';

/** The command that writes the missing migrations, for every message that asks for one. */
export const GENERATE_COMMAND = 'npm run migration:generate -- <name>';

/** Where a kind's migrations are: TypeScript in the sources, JavaScript in the compiled backend. */
export function migrationFiles(kind: DatabaseKind): string[] {
    return [path.join(__dirname, 'migrations', kind, '*.{js,ts}')];
}

export function databaseKindOf(config: Pick<VendureConfig, 'dbConnectionOptions'>): DatabaseKind {
    return config.dbConnectionOptions.type === 'postgres' ? 'postgres' : 'sqlite';
}

/** A connection with the entities of the whole configuration (plugins' custom fields included), used and closed by `work`. */
async function withDataSource<T>(config: VendureConfig, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
    try {
        const runtime = await preBootstrapConfig(config);
        const dataSource = new DataSource({
            ...(runtime.dbConnectionOptions as DataSourceOptions),
            subscribers: [],
            synchronize: false,
            migrationsRun: false,
            dropSchema: false,
            logging: false,
        });
        await dataSource.initialize();
        try {
            return await work(dataSource);
        } finally {
            await dataSource.destroy();
        }
    } finally {
        // Vendure's configuration is global: the next bootstrap starts from its defaults again
        resetConfig();
    }
}

/**
 * The statements that would bring the database to the entities: empty when the migrations that ran
 * describe the entities exactly. Anything here is a schema change without its migration.
 */
export function pendingSchemaChanges(config: VendureConfig): Promise<string[]> {
    return withDataSource(config, async dataSource => (await dataSource.driver.createSchemaBuilder().log()).upQueries.map(query => query.query));
}

/**
 * A database made by `synchronize` (every shop before migrations) has Vendure's tables but no
 * migrations table. Its schema is the entities of the release that made it: the current ones when
 * nothing is pending against them (every migration is then recorded as run), else those of the first
 * migration (the schema when migrations came), which alone is recorded, so the migrations after it apply
 * as on any other database. Recorded without running (TypeORM's `fake`).
 */
async function recordBaseline(config: VendureConfig): Promise<string[]> {
    return withDataSource(config, async dataSource => {
        const runner = dataSource.createQueryRunner();
        try {
            if ((await runner.hasTable('migrations')) || !(await runner.hasTable('channel'))) return [];
        } finally {
            await runner.release();
        }
        const nameOf = (migration: object) => migration.constructor.name;
        const migrations = [...dataSource.migrations].sort((a, b) => timestampOf(nameOf(a)) - timestampOf(nameOf(b)));
        if (migrations.length === 0) return [];
        const current = (await dataSource.driver.createSchemaBuilder().log()).upQueries.length === 0;
        const recorded = current ? migrations : migrations.slice(0, 1);
        const baseline = new DataSource({ ...dataSource.options, migrations: recorded.map(migration => migration.constructor as new () => typeof migration) } as DataSourceOptions);
        await baseline.initialize();
        try {
            await baseline.runMigrations({ fake: true, transaction: 'all' });
        } finally {
            await baseline.destroy();
        }
        return recorded.map(nameOf);
    });
}

const timestampOf = (name = '') => Number(name.match(/\d{13}$/)?.[0] ?? 0);

/**
 * Brings the database to the current schema: records the baseline of a database made by `synchronize`,
 * runs the pending migrations (Vendure's runMigrations, each in a transaction), and refuses to go on when
 * the entities still differ from the schema (a change without its migration), naming the command that
 * writes it. A fresh database gets every migration; the first-run seed follows as before.
 */
export async function migrateDatabase(config: VendureConfig, log: (line: string) => void = console.log): Promise<string[]> {
    const baseline = await recordBaseline(config);
    if (baseline.length > 0) log(`database made before migrations: recorded ${baseline.join(', ')} as its schema`);
    // Vendure's runMigrations throws (instead of setting process.exitCode and going on) when run as by its CLI
    const cli = process.env.VENDURE_RUNNING_IN_CLI;
    process.env.VENDURE_RUNNING_IN_CLI = 'true';
    let ran: string[];
    try {
        ran = await runMigrations(config);
    } finally {
        // runMigrations leaves Vendure's global configuration set when the connection fails: the next
        // bootstrap would add every plugin's custom fields a second time
        resetConfig();
        if (cli === undefined) delete process.env.VENDURE_RUNNING_IN_CLI;
        else process.env.VENDURE_RUNNING_IN_CLI = cli;
    }
    for (const name of ran) log(`ran migration ${name}`);
    const pending = await pendingSchemaChanges(config);
    if (pending.length > 0) throw new PendingSchemaChangesError(pending, databaseKindOf(config));
    return ran;
}

export class PendingSchemaChangesError extends Error {
    constructor(
        readonly statements: string[],
        kind: DatabaseKind,
    ) {
        super(
            [
                `The entities (custom fields included) differ from the ${kind} schema the migrations make: a schema change without its migration.`,
                `Write the migrations (SQLite and PostgreSQL) with \`${GENERATE_COMMAND}\` and commit them with the change.`,
                `Pending (${statements.length}):`,
                ...statements.slice(0, 20).map(statement => `  ${statement.slice(0, 300)}`),
                ...(statements.length > 20 ? [`  … and ${statements.length - 20} more`] : []),
            ].join('\n'),
        );
        this.name = 'PendingSchemaChangesError';
    }
}
