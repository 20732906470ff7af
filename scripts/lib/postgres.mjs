/**
 * A throwaway PostgreSQL cluster and Redis server for the backend's scale-out path (Debian's
 * `postgresql` and `redis-server`, installed when missing), on free ports on 127.0.0.1: a database
 * owned by a password user, as production would have it. Used by tests/postgres and by the benchmark's
 * two-instance cart load. Runs as root: it installs packages and starts the cluster as the postgres user.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import getPort from 'get-port';
import { ensureDebianPackages, findPgBin, REDIS_SERVER } from './debian.mjs';
import { startLogged, stopProcess, waitForLine } from './processes.mjs';

const since = from => `${((Date.now() - from) / 1000).toFixed(1)} s`;

async function ensurePostgres(log) {
    await ensureDebianPackages(['postgresql'], { log });
    const bin = findPgBin();
    if (!bin) throw new Error('postgresql could not be installed: no pg_ctl under /usr/lib/postgresql/*/bin');
    log(`PostgreSQL in ${bin}`);
    return bin;
}

async function ensureRedis(log) {
    if (!(await ensureDebianPackages(['redis-server'], { log }))) throw new Error('redis-server could not be installed');
    return REDIS_SERVER;
}

/** Runs a command as the postgres user (root may not run the server); throws with its output on failure. */
function asPostgres(cmd, args, cwd) {
    try {
        return execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
        const { status, stdout, stderr } = error;
        throw new Error(`${path.basename(cmd)} failed (${status}):\n${stdout ?? ''}${stderr ?? ''}`);
    }
}

/**
 * Starts the cluster (durability off: a throwaway) and Redis. Resolves with their URLs and `stop`,
 * which stops both and removes their folder; on a failure half way, what was started is stopped.
 * `redis: false`: the cluster only (redisUrl undefined).
 * @param {{ log?: (line: string) => void, redis?: boolean }} [options]
 * @returns {Promise<{ databaseUrl: string, redisUrl: string | undefined, stop: () => Promise<void> }>}
 */
export async function startPostgresAndRedis({ log = line => console.log(`[postgres] ${line}`), redis: withRedis = true } = {}) {
    const stops = [];
    const stop = async () => {
        while (stops.length) {
            try {
                await stops.shift()();
            } catch (error) {
                console.error(`[postgres] stop: ${error instanceof Error ? error.message : error}`);
            }
        }
    };
    try {
        const bin = await ensurePostgres(log);
        const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
        const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());

        // The cluster, its socket and the superuser's password file live in a folder the postgres user owns.
        const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
        stops.unshift(() => fs.rmSync(pgDir, { recursive: true, force: true }));
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
        stops.unshift(() => stopProcess(postgres));
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

        const databaseUrl = `postgres://${user}:${password}@127.0.0.1:${pgPort}/${database}`;
        if (!withRedis) return { databaseUrl, redisUrl: undefined, stop };
        const redisBin = await ensureRedis(log);
        const redisPort = await getPort({ exclude: [pgPort] });
        // biome-ignore format: one flag with its value per pair
        const redis = startLogged(redisBin, [
            '--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', pgDir,
        ], { cwd: pgDir, prefix: '[redis]' });
        stops.unshift(() => stopProcess(redis));
        await waitForLine(redis, /Ready to accept connections/, 30_000);
        log(`redis started on 127.0.0.1:${redisPort}`);
        return { databaseUrl, redisUrl: `redis://127.0.0.1:${redisPort}`, stop };
    } catch (error) {
        await stop();
        throw error;
    }
}
