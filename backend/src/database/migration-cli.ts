/**
 * The migrations of the configured database (SQLite under DATA_DIR, or DATABASE_URL):
 *   generate <name>  runs the migrations there, then writes the schema changes still missing as
 *                    backend/src/database/migrations/<kind>/<time>-<name>.ts (Vendure's generateMigration)
 *   check            runs the migrations there, then fails when the entities still differ from the schema
 *   revert           reverts the last migration (Vendure's revertLastMigration)
 * `npm run migration:generate -- <name>` (scripts/migration.mjs) runs `generate` on a fresh SQLite
 * database and a throwaway PostgreSQL, so both kinds get their migration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateMigration, revertLastMigration } from '@vendure/core';
import { config } from '../vendure-config';
import { databaseKindOf, migrateDatabase, PendingSchemaChangesError } from './migrate';

async function main([command, name]: string[]) {
    const kind = databaseKindOf(config);
    const log = (line: string) => console.log(`[migration:${kind}] ${line}`);
    if (command === 'revert') {
        await revertLastMigration(config);
        return;
    }
    try {
        await migrateDatabase(config, log);
        if (command === 'check') log('the migrations describe the entities: nothing pending');
        else if (command === 'generate') log('nothing to generate: the migrations describe the entities');
    } catch (error) {
        if (!(error instanceof PendingSchemaChangesError) || command !== 'generate') throw error;
        if (!name || !/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`a migration needs a name in letters and digits (${JSON.stringify(name)})`);
        const file = await generateMigration(config, { name, outputDir: path.join(__dirname, 'migrations', kind) });
        if (!file) throw new Error('Vendure generated no migration');
        // types only: the file must load as it is where Node strips the types (vitest), not only compiled
        fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^import \{\s*MigrationInterface, QueryRunner\s*\} from "typeorm";/, 'import type { MigrationInterface, QueryRunner } from "typeorm";'));
        log(`wrote ${file}`);
    }
}

main(process.argv.slice(2)).then(
    () => process.exit(0),
    error => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
    },
);
