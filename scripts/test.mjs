/**
 * `npm test`: every test of the shop, in three steps, then one line `N passed, M failed`.
 *   1. vitest       unit tests and backend tests (vitest.config.ts)
 *   2. postgres     the backend boots and seeds on PostgreSQL (tests/postgres/postgres-path.mjs)
 *   3. browser      the whole shop (`node scripts/start.mjs` on a fresh data folder and free ports)
 *                   in Debian's Chromium (tests/browser/)
 * The shop takes minutes to seed and build, so it starts first and comes up while steps 1 and 2 run;
 * TEST_SEQUENTIAL=1 starts it only when step 3 begins. Exit code 0 only when every step passed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachedChildren, freePort, run, spawnLogged, stopProcess, waitForLine } from './lib/processes.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const CHROMIUM = '/usr/bin/chromium';
const SHOP_START_TIMEOUT_MS = 20 * 60_000;
const node = process.execPath; // Node 24 under npm (the pinned `node` package)
const started = Date.now();
const seconds = from => `${Math.round((Date.now() - from) / 1000)} s`;
const say = message => console.log(`\n[test] ${message}`);

/** Debian's Chromium: the only browser to be had here (no browser downloads). */
async function ensureChromium() {
    if (fs.existsSync(CHROMIUM)) return true;
    say('installing Debian\'s chromium');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-q'], { env })) !== 0) return false;
    const code = await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { env });
    return code === 0 && fs.existsSync(CHROMIUM);
}

/** The shop as `npm start` runs it, on a fresh data folder and free ports. */
async function startShop() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
    const backendPort = await freePort();
    let shopPort = await freePort();
    while (shopPort === backendPort) shopPort = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, BACKEND_PORT: String(backendPort), SHOP_PORT: String(shopPort) };
    // A clean shop: SQLite in the data folder, jobs in process, mails to the folder, URLs from the ports.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SHOP_URL', 'BACKEND_URL']) delete env[name];
    say(`starting the shop (backend port ${backendPort}, shop port ${shopPort}, data in ${dataDir})`);
    const startedAt = Date.now();
    const child = spawnLogged(node, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, prefix: '[start]' });
    const ready = (async () => {
        const [, shopUrl] = await waitForLine(child, /^Shop:\s+(https?:\/\/\S+)/, SHOP_START_TIMEOUT_MS);
        const [, adminUrl] = await waitForLine(child, /^Admin:\s+(https?:\/\/\S+)/, 60_000);
        return { shopUrl, adminUrl, backendUrl: `http://localhost:${backendPort}`, upAfter: seconds(startedAt) };
    })();
    ready.catch(() => {}); // awaited in the browser step; a failure before then must not crash the run
    return { child, dataDir, ready };
}

/**
 * Stops the shop: SIGTERM to start.mjs's group (it stops the backend and the server it started),
 * SIGKILL after the grace time; then anything still running with our data folder in its environment
 * (only processes this run started can have it), and the data folder.
 */
function stopShop(shop) {
    if (!shop) return Promise.resolve();
    shop.stopped ??= killShop(shop);
    return shop.stopped;
}

async function killShop(shop) {
    await stopProcess(shop.child, 30_000);
    for (const pid of fs.readdirSync('/proc').filter(entry => /^\d+$/.test(entry))) {
        try {
            const environ = fs.readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
            if (environ.includes(`DATA_DIR=${shop.dataDir}`)) {
                console.error(`[test] killing leftover process ${pid} of the shop`);
                process.kill(Number(pid), 'SIGKILL');
            }
        } catch {
            // gone, or not ours to read
        }
    }
    fs.rmSync(shop.dataDir, { recursive: true, force: true });
}

let shop;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
        if (stopping) return;
        stopping = true;
        console.error(`\n[test] ${signal}: stopping`);
        // The step running now (vitest, the postgres check) cleans up after itself on the signal.
        const steps = [...attachedChildren].map(child => {
            const exited = new Promise(resolve => child.once('exit', resolve));
            child.kill(signal);
            return exited;
        });
        await Promise.all([stopShop(shop).catch(() => {}), Promise.race([Promise.all(steps), new Promise(resolve => setTimeout(resolve, 45_000))])]);
        process.exit(130);
    });
}

const results = [];
async function step(name, fn) {
    if (stopping) return;
    say(`step: ${name}`);
    const from = Date.now();
    let ok = false;
    try {
        ok = await fn();
    } catch (error) {
        console.error(`[test] ${name}: ${error instanceof Error ? error.message : error}`);
    }
    results.push({ name, ok, time: seconds(from) });
    say(`${name}: ${ok ? 'passed' : 'FAILED'} (${seconds(from)})`);
}

const chromium = await ensureChromium();
if (!chromium) console.error('[test] Chromium could not be installed: the browser tests will fail');
if (process.env.TEST_SEQUENTIAL !== '1') shop = await startShop();

try {
    await step('vitest', async () => (await run(node, [path.join(root, 'node_modules/.bin/vitest'), 'run'], { cwd: root })) === 0);

    await step('postgres path', async () => (await run(node, [path.join(root, 'tests/postgres/postgres-path.mjs')], { cwd: root })) === 0);

    await step('browser tests', async () => {
        if (!chromium) throw new Error(`no browser at ${CHROMIUM}`);
        shop ??= await startShop();
        say('waiting for the shop to be up');
        const { shopUrl, adminUrl, backendUrl, upAfter } = await shop.ready;
        say(`the shop came up ${upAfter} after its start: ${shopUrl} (admin ${adminUrl})`);
        const env = { ...process.env, SHOP_URL: shopUrl, ADMIN_URL: adminUrl, BACKEND_URL: backendUrl };
        const code = await run(node, ['--test', '--test-concurrency=1', 'tests/browser/**/*.test.mjs'], { cwd: root, env });
        return code === 0;
    });
} finally {
    if (shop) {
        say('stopping the shop');
        await stopShop(shop);
    }
}

// After SIGINT/SIGTERM the signal handler finishes the run (exit 130).
if (stopping) await new Promise(() => {});

const passed = results.filter(result => result.ok).length;
const failed = results.length - passed;
say(`done in ${seconds(started)}`);
for (const result of results) console.log(`  ${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.time})`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
