/**
 * The PostgreSQL path: a throwaway PostgreSQL cluster (Debian's packages, installed when missing) on a
 * free port on 127.0.0.1, a database with a password user, and the backend started alone against it
 * (DATABASE_URL) until it is up and has seeded the demo catalogue. Everything it made is stopped and
 * removed afterwards. Runs as root: it installs packages and switches to the postgres user.
 *   npm run test:postgres
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, describe, expect, test } from 'vitest';
import { run, startLogged, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const BACKEND_TIMEOUT_MS = 15 * 60_000;
const since = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[postgres-path] ${message}`);

/** The bin folder of the newest PostgreSQL under /usr/lib/postgresql, or undefined. */
function findPgBin() {
    const base = '/usr/lib/postgresql';
    if (!fs.existsSync(base)) return undefined;
    const versions = fs
        .readdirSync(base)
        .filter(version => fs.existsSync(path.join(base, version, 'bin/pg_ctl')))
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    return versions.length ? path.join(base, versions[0], 'bin') : undefined;
}

async function ensurePostgres() {
    let bin = findPgBin();
    if (bin) {
        log(`PostgreSQL found in ${bin}`);
        return bin;
    }
    const from = Date.now();
    log("pg_ctl not found: installing Debian's postgresql");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-q'], { env })) !== 0) throw new Error('apt-get update failed');
    if ((await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], { env })) !== 0) {
        throw new Error('apt-get install postgresql failed');
    }
    bin = findPgBin();
    if (!bin) throw new Error('postgresql is installed but no pg_ctl under /usr/lib/postgresql/*/bin');
    log(`installed PostgreSQL in ${since(from)}`);
    return bin;
}

/** Runs a command as the postgres user (root may not run the server); throws with its output on failure. */
function asPostgres(cmd: string, args: string[], cwd: string) {
    try {
        return execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
        const { status, stdout, stderr } = error as { status?: number; stdout?: string; stderr?: string };
        throw new Error(`${path.basename(cmd)} failed (${status}):\n${stdout ?? ''}${stderr ?? ''}`);
    }
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

    test('the backend starts on a fresh PostgreSQL database and seeds the demo catalogue', { timeout: BACKEND_TIMEOUT_MS + 5 * 60_000 }, async () => {
        const bin = await ensurePostgres();
        const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
        const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());

        // The cluster, its socket and the superuser's password file live in a folder the postgres user owns.
        const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
        cleanups.unshift(() => fs.rmSync(pgDir, { recursive: true, force: true }));
        const dataDir = path.join(pgDir, 'data');
        const socketDir = path.join(pgDir, 'socket');
        const pwFile = path.join(pgDir, 'superuser-password');
        fs.mkdirSync(socketDir);
        fs.writeFileSync(pwFile, `${crypto.randomBytes(12).toString('hex')}\n`, { mode: 0o600 });
        for (const entry of [pgDir, socketDir, pwFile]) fs.chownSync(entry, uid, gid);

        let from = Date.now();
        // biome-ignore format: one flag with its value per pair
        asPostgres(path.join(bin, 'initdb'), [
            '-D', dataDir, '-U', 'postgres', '-E', 'UTF8', '--no-locale',
            '--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwFile}`,
        ], pgDir);
        log(`initdb took ${since(from)}`);

        const pgPort = await getPort();
        from = Date.now();
        // setpriv execs the server itself as the postgres user (runuser would stay in between as its parent).
        // biome-ignore format: one flag with its value per pair
        const postgres = startLogged('setpriv', [
            '--reuid', String(uid), '--regid', String(gid), '--init-groups', '--reset-env', '--',
            path.join(bin, 'postgres'), '-D', dataDir, '-p', String(pgPort),
            '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`,
            '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
        ], { cwd: pgDir, prefix: '[postgres]', graceMs: 20_000 });
        cleanups.unshift(() => stopProcess(postgres));
        // The server accepts connections on its port before it can serve them: this line says it can.
        await waitForLine(postgres, /database system is ready to accept connections/, 60_000);
        log(`cluster started on 127.0.0.1:${pgPort} in ${since(from)}`);

        const user = 'shop';
        const password = crypto.randomBytes(12).toString('hex');
        const database = 'shop';
        // biome-ignore format: one flag with its value per pair
        asPostgres(path.join(bin, 'psql'), [
            '-h', socketDir, '-p', String(pgPort), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-q',
            '-c', `CREATE ROLE ${user} LOGIN PASSWORD '${password}'`,
            '-c', `CREATE DATABASE ${database} OWNER ${user}`,
        ], pgDir);
        log(`created database ${database} owned by ${user} (password login)`);

        const backendDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-data-'));
        cleanups.unshift(() => fs.rmSync(backendDataDir, { recursive: true, force: true }));
        const backendPort = await getPort({ exclude: [pgPort] });
        const env: NodeJS.ProcessEnv = {
            ...process.env,
            DATABASE_URL: `postgres://${user}:${password}@127.0.0.1:${pgPort}/${database}`,
            DATA_DIR: backendDataDir,
            BACKEND_PORT: String(backendPort),
            VENDURE_DISABLE_TELEMETRY: 'true',
        };
        for (const name of ['REDIS_URL', 'SMTP_URL', 'SHOP_URL', 'BACKEND_URL']) delete env[name];
        from = Date.now();
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
    });

    test('the Shop API lists the demo catalogue: at least 80 products', async () => {
        expect(backendUrl, 'the backend did not start').toBeDefined();
        const { products } = await shopQuery(backendUrl ?? '', '{ products(options: { take: 1 }) { totalItems } }');
        expect(products.totalItems, `expected at least 80 products, the Shop API has ${products.totalItems}`).toBeGreaterThanOrEqual(80);
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
});
