/**
 * `npm run backup [-- <folder>]`: a consistent copy of the shop's data, safe while the shop takes orders.
 *   - SQLite (the default): `VACUUM INTO` writes the database into the folder from one read transaction:
 *     every order committed before it started is in the copy, none half-written, and the shop's writes go
 *     on meanwhile (WAL). Not the online backup API (better-sqlite3's `backup()`): it copies in steps, each
 *     its own read, and under a steady checkout load a copy once held an order in a state three calls old.
 *     Then the uploaded assets (images, documents) are copied beside it. An asset uploaded while this runs
 *     may be in the copy without its row; no row is without its file unless staff delete the asset meanwhile.
 *   - PostgreSQL (DATABASE_URL): `pg_dump --format=custom` (one snapshot) into the folder, and the assets.
 * The folder (default `backups/<time>/`) gets `manifest.json`: what was copied, when, how large.
 *
 * `npm run restore -- <folder>`: puts a backup back into DATA_DIR (default ./data) with the shop stopped:
 * the database (SQLite: the file, checked with `PRAGMA integrity_check`; PostgreSQL: `pg_restore --clean`)
 * and the assets. It refuses to overwrite an existing database unless `--force` is given.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const databaseUrl = process.env.DATABASE_URL;
const SQLITE = 'shop.sqlite';
const PG_DUMP = 'shop.pgdump';

const seconds = from => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** The files under a folder and their bytes, for the manifest. */
function sizeOf(dir) {
    if (!fs.existsSync(dir)) return { files: 0, bytes: 0 };
    let files = 0;
    let bytes = 0;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        files++;
        bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
    return { files, bytes };
}

export async function backup(target = path.join(root, 'backups', new Date().toISOString().replace(/[:.]/g, '-'))) {
    const started = Date.now();
    fs.mkdirSync(target, { recursive: true });
    if (fs.readdirSync(target).length > 0) throw new Error(`${target} is not empty: a backup goes to a folder of its own`);
    let database;
    if (databaseUrl) {
        execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${path.join(target, PG_DUMP)}`, databaseUrl], { stdio: 'inherit' });
        database = { kind: 'postgres', file: PG_DUMP };
    } else {
        const source = path.join(dataDir, SQLITE);
        if (!fs.existsSync(source)) throw new Error(`no database at ${source} (DATA_DIR)`);
        const db = new Database(source, { fileMustExist: true });
        try {
            db.pragma('busy_timeout = 5000');
            // one snapshot: a reader in WAL mode holds no writer back
            db.prepare('VACUUM INTO ?').run(path.join(target, SQLITE));
        } finally {
            db.close();
        }
        database = { kind: 'sqlite', file: SQLITE };
    }
    const databaseTook = seconds(started);
    const assets = path.join(dataDir, 'assets');
    if (fs.existsSync(assets)) fs.cpSync(assets, path.join(target, 'assets'), { recursive: true });
    const manifest = {
        createdAt: new Date(started).toISOString(),
        from: dataDir,
        database: { ...database, bytes: fs.statSync(path.join(target, database.file)).size },
        assets: sizeOf(path.join(target, 'assets')),
    };
    fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`[backup] ${target}: database (${database.kind}) in ${databaseTook}, ${manifest.assets.files} asset files, all in ${seconds(started)}`);
    return target;
}

export function restore(source, { force = false } = {}) {
    if (!source) throw new Error('npm run restore -- <backup folder>');
    const manifestFile = path.join(source, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${source} holds no backup (no manifest.json)`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    fs.mkdirSync(dataDir, { recursive: true });
    if (manifest.database.kind === 'postgres') {
        if (!databaseUrl) throw new Error('a PostgreSQL backup: set DATABASE_URL to the database to restore it into');
        execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, path.join(source, PG_DUMP)], { stdio: 'inherit' });
    } else {
        const target = path.join(dataDir, SQLITE);
        if (fs.existsSync(target) && !force) throw new Error(`${target} exists: stop the shop, and restore over it with \`npm run restore -- ${source} --force\``);
        const copy = new Database(path.join(source, SQLITE), { readonly: true, fileMustExist: true });
        try {
            const [check] = copy.pragma('integrity_check');
            if (check.integrity_check !== 'ok') throw new Error(`the backup's database is damaged: ${JSON.stringify(check)}`);
        } finally {
            copy.close();
        }
        // the old database's write-ahead log belongs to the old file
        for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
        fs.copyFileSync(path.join(source, SQLITE), target);
    }
    const assets = path.join(source, 'assets');
    if (fs.existsSync(assets)) fs.cpSync(assets, path.join(dataDir, 'assets'), { recursive: true, force: true });
    console.log(`[restore] the backup of ${manifest.createdAt} is in ${dataDir} (database ${manifest.database.kind}, ${manifest.assets.files} asset files)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
    const [command, ...rest] = process.argv.slice(2);
    const folder = rest.find(arg => !arg.startsWith('--'));
    try {
        if (command === 'backup') await backup(folder && path.resolve(folder));
        else if (command === 'restore') restore(folder && path.resolve(folder), { force: rest.includes('--force') });
        else throw new Error('usage: npm run backup [-- <folder>] | npm run restore -- <folder> [--force]');
    } catch (error) {
        console.error(`[${command ?? 'backup'}] ${error instanceof Error ? error.message : error}`);
        process.exit(1);
    }
}
