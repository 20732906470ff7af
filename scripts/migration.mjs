/**
 * `npm run migration:generate -- <name>`: writes the migrations of a schema change (a new or changed
 * custom field, entity or index) for both database kinds, in backend/src/database/migrations/{sqlite,postgres}/.
 * Each is generated against a database that the existing migrations made: a fresh SQLite file, and a
 * throwaway PostgreSQL cluster (scripts/lib/postgres.mjs; Debian's postgresql, installed when missing,
 * as root). Commit the files with the change: the backend runs them at its next start, and refuses to
 * start while the entities differ from what the migrations make (the backend tests fail too).
 *   npm run migration:generate -- AddOrderNote
 *   npm run migration:check   (both kinds: nothing pending)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgresAndRedis } from './lib/postgres.mjs';
import { startLogged } from './lib/processes.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const [command, name] = process.argv.slice(2);
if (!['generate', 'check'].includes(command) || (command === 'generate' && !/^[A-Za-z][A-Za-z0-9]*$/.test(name ?? ''))) {
    console.error('usage: npm run migration:generate -- <Name> (letters and digits, e.g. AddOrderNote) | npm run migration:check');
    process.exit(2);
}

/** The backend's migration command on one database (settings: DATA_DIR or DATABASE_URL). */
async function onDatabase(label, settings) {
    const env = { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true' };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'NODE_ENV']) delete env[key];
    const child = startLogged(process.execPath, ['-r', '@swc-node/register', 'src/database/migration-cli.ts', command, name ?? ''], {
        cwd: path.join(root, 'backend'),
        env: { ...env, ...settings },
        prefix: `[${label}]`,
    });
    const { exitCode } = await child;
    if (exitCode !== 0) throw new Error(`${label}: ${command} failed (exit ${exitCode})`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migration-'));
let postgres;
try {
    await onDatabase('sqlite', { DATA_DIR: dataDir });
    postgres = await startPostgresAndRedis({ redis: false });
    await onDatabase('postgres', { DATA_DIR: dataDir, DATABASE_URL: postgres.databaseUrl });
} catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
} finally {
    await postgres?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
}
