/**
 * The cart under load, for `npm run bench`: ten shoppers on fresh carts (a new session every 3 calls),
 * each call one addItemsToOrder, after a warm-up of each target. Three comparisons; so that a busier
 * moment of the machine does not fall on one side only, each runs either in rounds of 300 calls whose
 * order turns or side by side:
 *   - the running shop's backend, direct and through the storefront's /shop-api, against stock Vendure
 *     (bench/stock-vendure/server.mjs: no shop plugins) on a copy of its database;
 *   - what the plugins add: a shop backend and stock Vendure, both started on copies taken at one moment,
 *     sharing a CPU of their own and loaded side by side, four pairs of processes (benchPluginsAgainstStock);
 *   - the backend on PostgreSQL and Redis, one instance against two instances sharing them
 *     (scripts/lib/postgres.mjs, the set-up of tests/postgres), the shoppers split between the two.
 * An answer counts as failed when it carries a GraphQL error or an error result. Besides calls per
 * second and latencies, each run records the CPU milliseconds per call of the server processes
 * (scripts/lib/process-cpu.mjs), which the machine's other work hardly changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { load } from './load.mjs';
import { startPostgresAndRedis } from './postgres.mjs';
import { ALL_CPUS, cpuMs, LOAD_CPU, nodeOnCpu, pidListeningOn, SERVER_CPU, setAffinity } from './process-cpu.mjs';
import { startLogged, stopProcess, waitForLine } from './processes.mjs';
import { geometricMean, median } from './statistics.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SHOPPERS = 10;
export const CART_CALLS = 300;
/**
 * Calls each target gets before it is measured. V8 is still compiling Vendure's and TypeORM's hot
 * paths for the first thousand or so cart calls: in one series on a quiet machine (2026-11-24) the
 * shop's backend did 51, 67 and 67 calls/s in the three runs after 900 calls, and 37-58 after 300
 * (stock Vendure 64-74 after 900). A shop serves warm; so does each side here.
 */
const WARM_UP_CALLS = 1200;
const ADD_ITEMS =
    'mutation ($id: ID!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: 2 }]) { order { id totalQuantity } errorResults { ... on ErrorResult { message } } } }';

/** The variants of the first ten products (a shopper's next line is the next of them). */
export async function cartVariants(backendUrl) {
    const response = await fetch(`${backendUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(options: { take: 10 }) { items { variants { id } } } }' }),
    });
    return (await response.json()).data.products.items.flatMap(p => p.variants.map(v => v.id));
}

function added(body) {
    try {
        const answer = JSON.parse(body);
        return !answer.errors && answer.data?.addItemsToOrder?.order != null && answer.data.addItemsToOrder.errorResults.length === 0;
    } catch {
        return false;
    }
}

/**
 * One run: SHOPPERS shoppers, `requests` calls in all or as many as they make in `seconds`, to one Shop
 * API address or split over several.
 */
export function cartLoad(shopApiUrls, variants, { requests = CART_CALLS, seconds } = {}) {
    const cookies = new Map();
    const calls = new Map();
    return load({
        url: [shopApiUrls].flat().map(url => `${url}?languageCode=nl`),
        method: 'POST',
        connections: SHOPPERS,
        requests,
        seconds,
        headers: { 'content-type': 'application/json' },
        headersFor: client => (cookies.has(client) ? { cookie: cookies.get(client) } : {}),
        body: (client, index) => {
            // every third call of a shopper starts a new cart
            const made = calls.get(client) ?? 0;
            calls.set(client, made + 1);
            if (made % 3 === 0) cookies.delete(client);
            return JSON.stringify({ query: ADD_ITEMS, variables: { id: variants[index % variants.length] } });
        },
        onResponse: (client, res) => {
            const set = res.headers['set-cookie'];
            if (set) cookies.set(client, set.map(c => c.split(';')[0]).join('; '));
        },
        accept: added,
    });
}

/**
 * Runs each target `rounds` times, the order turning each round, after a warm-up of each. Per target:
 * every run, and the median of calls per second, p50, p95 and each process's CPU ms per call over the runs.
 * @param {{ key: string, urls: string | string[], processes: Record<string, number | undefined> }[]} targets
 */
async function rounds(targets, variants, count) {
    for (const target of targets) await cartLoad(target.urls, variants, { requests: WARM_UP_CALLS });
    const runs = Object.fromEntries(targets.map(target => [target.key, []]));
    for (let round = 0; round < count; round++) {
        const order = targets.map((_, i) => targets[(i + round) % targets.length]);
        for (const target of order) {
            const before = Object.entries(target.processes).map(([name, pid]) => [name, pid, cpuMs(pid)]);
            const result = await cartLoad(target.urls, variants);
            const cpu = Object.fromEntries(before.map(([name, pid, from]) => [name, (cpuMs(pid) - from) / result.count]));
            runs[target.key].push({ ...result, cpu, round, loadAverage: os.loadavg()[0] });
            const cpuText = Object.entries(cpu).map(([name, value]) => `${name} ${value.toFixed(1)} ms CPU`).join(', ');
            console.log(`[bench] cart, ${target.key}, round ${round + 1}: ${result.perSecond.toFixed(1)} calls/s, p50 ${result.p50.toFixed(0)} ms, ${cpuText} per call, ${result.failed} failed${result.failed ? ` (${JSON.stringify(result.failures)})` : ''}, load ${os.loadavg()[0].toFixed(1)}`);
        }
    }
    return Object.fromEntries(
        Object.entries(runs).map(([key, list]) => [
            key,
            {
                runs: list,
                perSecond: median(list.map(r => r.perSecond)),
                p50: median(list.map(r => r.p50)),
                p95: median(list.map(r => r.p95)),
                cpu: Object.fromEntries(Object.keys(list[0].cpu).map(name => [name, median(list.map(r => r.cpu[name]))])),
                loadAverage: median(list.map(r => r.loadAverage)),
                failed: list.reduce((sum, r) => sum + r.failed, 0),
                failures: list.reduce((all, r) => {
                    for (const [what, n] of Object.entries(r.failures)) all[what] = (all[what] ?? 0) + n;
                    return all;
                }, {}),
                count: list.reduce((sum, r) => sum + r.count, 0),
            },
        ]),
    );
}

/** Of two targets measured in the same rounds: the median over the rounds of a's wall time per call over b's. */
export function pairedRatio(a, b) {
    return median(a.runs.map((run, i) => b.runs[i].perSecond / run.perSecond));
}

/** Two copies of the shop's SQLite database at one moment (VACUUM INTO: consistent while the shop writes). */
export function copyDatabase(sqliteFile) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cart-bench-'));
    const stockFile = path.join(dir, 'stock.sqlite');
    try {
        const source = new DatabaseSync(sqliteFile);
        source.exec(`VACUUM INTO '${stockFile.replaceAll("'", "''")}'`);
        source.close();
    } catch (error) {
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
    }
    const shopDir = path.join(dir, 'shop');
    fs.mkdirSync(shopDir);
    fs.copyFileSync(stockFile, path.join(shopDir, 'shop.sqlite'));
    return { stockFile, shopDir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Stock Vendure on the given SQLite file. */
async function startStockVendure(database, cpu) {
    const port = await getPort();
    const child = startLogged(...nodeOnCpu(cpu, [path.join(root, 'bench/stock-vendure/server.mjs')]), {
        cwd: root,
        env: { ...process.env, STOCK_VENDURE_DB: database, STOCK_VENDURE_PORT: String(port) },
        prefix: '[stock-vendure]',
    });
    const stop = () => stopProcess(child);
    try {
        await waitForLine(child, /Stock Vendure ready/, 5 * 60_000);
    } catch (error) {
        await stop();
        throw error;
    }
    return { url: `http://localhost:${port}`, pid: child.pid, stop };
}

/**
 * The running shop's backend (which has seeded, served the build and the bench's earlier loads), direct
 * and through the storefront, against stock Vendure on a copy of its database.
 * @param {{ shopUrl: string, backendUrl: string, sqliteFile: string, roundCount?: number }} options
 */
export async function benchCartAgainstStock({ shopUrl, backendUrl, sqliteFile, roundCount = 5 }) {
    const copies = copyDatabase(sqliteFile);
    const stops = [async () => copies.remove()];
    try {
        const stock = await startStockVendure(copies.stockFile);
        stops.unshift(stock.stop);
        const variants = await cartVariants(backendUrl);
        const backend = pidListeningOn(new URL(backendUrl).port);
        const storefront = pidListeningOn(new URL(shopUrl).port);
        return await rounds(
            [
                { key: 'stock', urls: `${stock.url}/shop-api`, processes: { backend: stock.pid } },
                { key: 'backend', urls: `${backendUrl}/shop-api`, processes: { backend } },
                { key: 'storefront', urls: new URL('/shop-api', shopUrl).href, processes: { backend, storefront } },
            ],
            variants,
            roundCount,
        );
    } finally {
        for (const stop of stops) await stop();
    }
}

/** The length of one window of a side-by-side comparison, and the windows per pair of processes. */
export const WINDOW_SECONDS = 5;
const WINDOWS = 10;
/**
 * The pairs of processes the plugins' share is measured on, each side started first in half of them.
 * Side by side, the windows of one pair agree within a few per cent, but the next pair of processes
 * can differ from it by up to 12 points (measured by hand; its story is in git): a process has a speed of its own.
 */
const PAIRS = ['stock', 'fresh', 'stock', 'fresh'];

/**
 * Two servers on one CPU under the same load at the same moments: SHOPPERS shoppers each, in windows of
 * WINDOW_SECONDS, after a warm-up of both. Whatever else the machine does in a window, it does to both,
 * so the ratio of their CPU per call holds from window to window where runs taking turns drift apart.
 * Per window and server: calls per second and CPU ms per call; per server the medians over the windows,
 * and the medians of the windows' ratios of `b` to `a`.
 * @param {{ key: string, url: string, pid: number }} a
 * @param {{ key: string, url: string, pid: number }} b
 */
export async function sideBySide(a, b, variants, windowCount = WINDOWS) {
    const servers = [a, b];
    await Promise.all(servers.map(server => cartLoad(server.url, variants, { requests: WARM_UP_CALLS })));
    const windows = [];
    for (let index = 0; index < windowCount; index++) {
        const before = servers.map(server => cpuMs(server.pid));
        const results = await Promise.all(servers.map(server => cartLoad(server.url, variants, { seconds: WINDOW_SECONDS })));
        const window = Object.fromEntries(servers.map((server, i) => [server.key, { ...results[i], cpu: (cpuMs(server.pid) - before[i]) / results[i].count }]));
        const loadAverage = os.loadavg()[0];
        windows.push({ ...window, loadAverage });
        const text = servers.map(server => `${server.key} ${window[server.key].perSecond.toFixed(1)} calls/s, ${window[server.key].cpu.toFixed(1)} ms CPU per call, ${window[server.key].failed} failed`);
        console.log(`[bench] cart side by side, window ${index + 1}: ${text.join('; ')}; load ${loadAverage.toFixed(1)}`);
    }
    const summary = key => ({
        perSecond: median(windows.map(w => w[key].perSecond)),
        cpu: median(windows.map(w => w[key].cpu)),
        failed: windows.reduce((sum, w) => sum + w[key].failed, 0),
        count: windows.reduce((sum, w) => sum + w[key].count, 0),
    });
    return {
        windows: windows.length,
        [a.key]: summary(a.key),
        [b.key]: summary(b.key),
        time: median(windows.map(w => w[a.key].perSecond / w[b.key].perSecond)),
        cpu: median(windows.map(w => w[b.key].cpu / w[a.key].cpu)),
        loadAverage: median(windows.map(w => w.loadAverage)),
    };
}

/**
 * What the shop's plugins add to a cart call: stock Vendure against a shop backend, both started on
 * copies of the running shop's database taken at one moment, so that the two differ in the plugins
 * only, not in what the process has done before (a process's speed moves with its history). They share
 * one CPU and take the same load side by side (sideBySide), while this process's shoppers keep the
 * other CPU. They start as several pairs (PAIRS), each side first in half of them, because of two
 * identical processes the one started first has run a few per cent slower (measured by hand). The figures are the geometric means of the pairs' median ratios.
 * @param {{ backendUrl: string, sqliteFile: string }} options
 */
export async function benchPluginsAgainstStock({ backendUrl, sqliteFile }) {
    const pinned = LOAD_CPU !== SERVER_CPU;
    const serverCpu = pinned ? SERVER_CPU : undefined;
    const variants = await cartVariants(backendUrl);
    if (pinned) setAffinity(process.pid, LOAD_CPU);
    try {
        const pairs = [];
        for (const first of PAIRS) {
            const copies = copyDatabase(sqliteFile);
            const stops = [async () => copies.remove()];
            try {
                const servers = {};
                for (const key of first === 'stock' ? ['stock', 'fresh'] : ['fresh', 'stock']) {
                    servers[key] =
                        key === 'stock'
                            ? await startStockVendure(copies.stockFile, serverCpu)
                            : await startShopBackend('fresh-backend', { DATA_DIR: copies.shopDir }, serverCpu);
                    stops.unshift(servers[key].stop);
                }
                const measured = await sideBySide(
                    { key: 'stock', url: `${servers.stock.url}/shop-api`, pid: servers.stock.pid },
                    { key: 'fresh', url: `${servers.fresh.url}/shop-api`, pid: servers.fresh.pid },
                    variants,
                );
                pairs.push({ first, ...measured });
            } finally {
                for (const stop of stops) await stop();
            }
        }
        return {
            pinned,
            pairs,
            time: geometricMean(pairs.map(pair => pair.time)),
            cpu: geometricMean(pairs.map(pair => pair.cpu)),
        };
    } finally {
        if (pinned) setAffinity(process.pid, ALL_CPUS);
    }
}

/**
 * A shop backend process of its own (as tests/postgres starts it): on SQLite in `DATA_DIR`, or on the
 * given PostgreSQL and Redis, where the first one seeds the sample catalogue.
 */
export async function startShopBackend(label, settings, cpu) {
    const dataDir = settings.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-data-'));
    const port = await getPort();
    // the given database only, mails to the folder, addresses from the port
    const env = { ...process.env };
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SHOP_URL', 'BACKEND_URL', 'NODE_ENV']) delete env[name];
    Object.assign(env, settings, { DATA_DIR: dataDir, BACKEND_PORT: String(port), VENDURE_DISABLE_TELEMETRY: 'true', AVIF_PRESETS: 'off', DEMO_CATALOGUE: 'sample' });
    // a setting given as '' is left unset (the soak's allocator variants)
    for (const [name, value] of Object.entries(env)) if (value === '') delete env[name];
    const child = startLogged(...nodeOnCpu(cpu, ['-r', '@swc-node/register', 'src/index.ts']), { cwd: path.join(root, 'backend'), env, prefix: `[${label}]` });
    const stop = async () => {
        await stopProcess(child);
        if (!settings.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    };
    try {
        await waitForLine(child, /Backend ready on http:\/\/localhost:\d+/, 15 * 60_000);
    } catch (error) {
        await stop();
        throw error;
    }
    return { url: `http://localhost:${port}`, pid: child.pid, stop };
}

/** The same cart load on PostgreSQL + Redis: one backend instance, then two sharing database and Redis. */
export async function benchCartPostgres({ roundCount = 3 } = {}) {
    const servers = await startPostgresAndRedis();
    const stops = [servers.stop];
    try {
        const first = await startShopBackend('pg-backend-1', { DATABASE_URL: servers.databaseUrl, REDIS_URL: servers.redisUrl });
        stops.unshift(first.stop);
        const second = await startShopBackend('pg-backend-2', { DATABASE_URL: servers.databaseUrl, REDIS_URL: servers.redisUrl });
        stops.unshift(second.stop);
        const variants = await cartVariants(first.url);
        return await rounds(
            [
                { key: 'one', urls: `${first.url}/shop-api`, processes: { backend: first.pid } },
                { key: 'two', urls: [`${first.url}/shop-api`, `${second.url}/shop-api`], processes: { first: first.pid, second: second.pid } },
            ],
            variants,
            roundCount,
        );
    } finally {
        for (const stop of stops) await stop();
    }
}
