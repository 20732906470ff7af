/**
 * `npm start`: the whole shop on one machine.
 * Starts the backend (SQLite under data/ by default; seeds the demo catalogue on the first run),
 * builds the admin dashboard and the storefront when they are not current, serves the shop,
 * and prints the shop and admin addresses. Ctrl-C stops everything.
 *
 * Production mode: `NODE_ENV=production npm start` after `npm run build` (the backend then runs
 * compiled, from backend/dist/server, and refuses the demo's credentials, the public cookie secret and
 * the dev mailbox; no GraphQL introspection). `--build-only` (npm run build) stops once everything is
 * built instead of serving.
 *
 * Supervised: once the shop is up, a backend or storefront server that stops on its own, or a backend
 * that stops answering its health check (paused, hung), is started again after a pause that doubles
 * while it keeps failing (1 s up to 30 s); meanwhile the storefront keeps serving its pre-rendered
 * pages and answers live calls with 503.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import waitOn from 'wait-on';
import { buildDashboard, buildStorefront, root } from './build.mjs';
import { COMPILED_CONDITION, compiledBackendEntry } from './compile.mjs';
import { startLogged, stopProcess, waitForLine } from './lib/processes.mjs';

const backendPort = Number(process.env.BACKEND_PORT ?? 3000);
const shopPort = Number(process.env.SHOP_PORT ?? 4321);
const backendUrl = `http://localhost:${backendPort}`;
const shopUrl = process.env.SHOP_URL ?? `http://localhost:${shopPort}`;
const production = process.env.NODE_ENV === 'production';
const buildOnly = process.argv.includes('--build-only');
/**
 * Development runs the backend's TypeScript through SWC as it loads; production runs what
 * `npm run build` compiled (scripts/compile.mjs), the rules package included (its compiled files, by
 * the condition), with nothing from devDependencies.
 */
const backendCommand = production ? [`--conditions=${COMPILED_CONDITION}`, compiledBackendEntry] : ['-r', '@swc-node/register', 'src/index.ts'];
const serverFlags = production ? [`--conditions=${COMPILED_CONDITION}`] : [];
if (production && !fs.existsSync(compiledBackendEntry)) {
    console.error(`[start] production mode runs the compiled backend (${path.relative(root, compiledBackendEntry)}): run \`npm run build\` first`);
    process.exit(1);
}
const env = {
    ...process.env,
    BACKEND_PORT: String(backendPort),
    SHOP_PORT: String(shopPort),
    BACKEND_URL: backendUrl,
    SHOP_URL: shopUrl,
    VENDURE_DISABLE_TELEMETRY: 'true',
    ASTRO_TELEMETRY_DISABLED: '1',
};
const running = new Set();
let stopping = false;

async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    await Promise.all([...running].map(child => stopProcess(child)));
    process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A run this long counts as healthy: the next crash restarts after the shortest pause again. */
const HEALTHY_RUN_MS = 60_000;

/** A supervised server is asked for its health this often (HEALTH_INTERVAL_MS, 10 s), and given this long to answer. */
const HEALTH_INTERVAL_MS = Number(process.env.HEALTH_INTERVAL_MS ?? 10_000);
const HEALTH_TIMEOUT_MS = 5000;
/**
 * Checks failed in a row, after it had answered, that make a server hung (about a minute without an
 * answer: far longer than any call or pause of a working backend): it is killed and started again.
 */
const HEALTH_FAILURES = 5;

/**
 * Watches a supervised child's health address: once it has answered, a child that fails
 * HEALTH_FAILURES checks in a row (paused, or stuck in a loop: it runs, but serves nobody) is
 * killed with SIGKILL (a stopped process does not act on SIGTERM), and keepRunning starts it again.
 */
async function watchHealth(label, child, url, isSupervised) {
    let exited = false;
    child.then(() => (exited = true));
    let answered = false;
    let failures = 0;
    while (!exited && !stopping) {
        await sleep(HEALTH_INTERVAL_MS);
        if (exited || stopping || !isSupervised()) continue;
        const healthy = await fetch(url, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) }).then(
            response => response.ok,
            () => false,
        );
        if (healthy) {
            answered = true;
            failures = 0;
        } else if (answered && ++failures >= HEALTH_FAILURES) {
            console.error(`[start] ${label} has not answered ${url} for ${failures} checks in a row; killing it to start it again`);
            child.kill('SIGKILL');
            return;
        }
    }
}

/**
 * Runs `start()` and keeps it running: `first` is the first child. Until `supervise()` is called
 * (the shop is up), a child that stops stops the shop, as a broken set-up must not loop. With
 * `healthUrl`, a supervised child that stops answering it is restarted too (watchHealth).
 */
function keepRunning(label, start, { healthUrl } = {}) {
    let supervised = false;
    let delay = RESTART_MIN_MS;
    const launch = () => {
        const child = start();
        const startedAt = Date.now();
        running.add(child);
        if (healthUrl) watchHealth(label, child, healthUrl, () => supervised);
        child.then(async result => {
            running.delete(child);
            if (stopping) return;
            const how = result.signal ?? `exit ${result.exitCode}`;
            if (!supervised) {
                console.error(`[start] ${label} stopped (${how}); stopping the shop`);
                return shutdown(1);
            }
            if (Date.now() - startedAt > HEALTHY_RUN_MS) delay = RESTART_MIN_MS;
            console.error(`[start] ${label} stopped (${how}); starting it again in ${delay / 1000} s`);
            await sleep(delay);
            delay = Math.min(delay * 2, RESTART_MAX_MS);
            if (!stopping) launch();
        });
        return child;
    };
    const first = launch();
    return { first, supervise: () => (supervised = true) };
}

try {
    const started = Date.now();
    const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
    // The admin build needs no running server: it goes alongside the backend's start.
    const dashboard = buildDashboard();
    const backend = keepRunning(
        'backend',
        () => startLogged(process.execPath, backendCommand, { cwd: path.join(root, 'backend'), env, prefix: '[backend]' }),
        // Vendure's health check (its database answers too)
        { healthUrl: `http://127.0.0.1:${backendPort}/health` },
    );
    // The backend listens before it has seeded: this line says it is done.
    await waitForLine(backend.first, /Backend ready on/, 20 * 60_000);
    console.log(`[start] backend ready after ${seconds()}`);
    await dashboard;
    await buildStorefront({ backendUrl });
    if (buildOnly) {
        console.log(`[start] built after ${seconds()}`);
        await shutdown(0);
    }
    const shop = keepRunning('shop', () => startLogged(process.execPath, [...serverFlags, path.join(root, 'server/serve.ts')], { cwd: root, env, prefix: '[shop]' }));
    await waitOn({ resources: [`http-get://127.0.0.1:${shopPort}/`], timeout: 60_000, interval: 250, window: 0 });
    backend.supervise();
    shop.supervise();
    console.log(`[start] up after ${seconds()}`);
    console.log(`Shop:  ${shopUrl}/`);
    console.log(`Admin: ${backendUrl}/dashboard${production ? '' : ` (login ${env.SUPERADMIN_USERNAME ?? 'superadmin'} / ${env.SUPERADMIN_PASSWORD ?? 'superadmin'})`}`);
    if (!env.SMTP_URL) console.log(`Mailbox (demo and tests only: mails are not sent; this machine only): ${backendUrl}/mailbox`);
} catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
}
