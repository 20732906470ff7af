/**
 * `npm test`: every test of the shop, in three steps, then one line `N passed, M failed`.
 *   1. vitest       unit tests and backend tests (vitest.config.ts)
 *   2. postgres     the backend boots and seeds on PostgreSQL (tests/postgres/postgres-path.mjs)
 *   3. browser      the whole shop (`node scripts/start.mjs` on a fresh data folder and free ports)
 *                   in Debian's Chromium (tests/browser/)
 * The shop takes minutes to seed and build, so it starts first and comes up while steps 1 and 2 run;
 * TEST_SEQUENTIAL=1 starts it only when step 3 begins. Exit code 0 only when every step passed.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { attachedChildren, run } from './lib/processes.mjs';
import { CHROMIUM, ensureChromium, startShop, stopShop } from './lib/shop.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const node = process.execPath; // Node 24 under npm (the pinned `node` package)
const started = Date.now();
const seconds = from => `${Math.round((Date.now() - from) / 1000)} s`;
const say = message => console.log(`\n[test] ${message}`);

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
