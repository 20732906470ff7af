/**
 * `npm start`: the whole shop on one machine.
 * Starts the backend (SQLite under data/ by default; seeds the demo catalogue on the first run),
 * builds the admin dashboard and the storefront when they are not current, serves the shop,
 * and prints the shop and admin addresses. Ctrl-C stops everything.
 */
import path from 'node:path';
import waitOn from 'wait-on';
import { buildDashboard, buildStorefront, root } from './build.mjs';
import { startLogged, stopProcess, waitForLine } from './lib/processes.mjs';

const backendPort = Number(process.env.BACKEND_PORT ?? 3000);
const shopPort = Number(process.env.SHOP_PORT ?? 4321);
const backendUrl = `http://localhost:${backendPort}`;
const shopUrl = process.env.SHOP_URL ?? `http://localhost:${shopPort}`;
const env = {
    ...process.env,
    BACKEND_PORT: String(backendPort),
    SHOP_PORT: String(shopPort),
    BACKEND_URL: backendUrl,
    SHOP_URL: shopUrl,
    VENDURE_DISABLE_TELEMETRY: 'true',
    ASTRO_TELEMETRY_DISABLED: '1',
};
const children = [];
let stopping = false;

async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    await Promise.all(children.map(child => stopProcess(child)));
    process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

/** A child that stops on its own (a crash) stops the whole shop. */
function watch(child) {
    children.push(child);
    child.then(result => {
        if (stopping) return;
        console.error(`[start] ${child.label} stopped (${result.signal ?? `exit ${result.exitCode}`}); stopping the shop`);
        shutdown(1);
    });
    return child;
}

try {
    const started = Date.now();
    const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
    // The admin build needs no running server: it goes alongside the backend's start.
    const dashboard = buildDashboard();
    const backend = watch(
        startLogged(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], { cwd: path.join(root, 'backend'), env, prefix: '[backend]' }),
    );
    // The backend listens before it has seeded: this line says it is done.
    await waitForLine(backend, /Backend ready on/, 20 * 60_000);
    console.log(`[start] backend ready after ${seconds()}`);
    await dashboard;
    await buildStorefront({ backendUrl });
    watch(startLogged(process.execPath, [path.join(root, 'scripts/serve.mjs')], { cwd: root, env, prefix: '[shop]' }));
    await waitOn({ resources: [`http-get://127.0.0.1:${shopPort}/`], timeout: 60_000, interval: 250, window: 0 });
    console.log(`[start] up after ${seconds()}`);
    console.log(`Shop:  ${shopUrl}/`);
    console.log(`Admin: ${backendUrl}/dashboard (login ${env.SUPERADMIN_USERNAME ?? 'superadmin'} / ${env.SUPERADMIN_PASSWORD ?? 'superadmin'})`);
} catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
}
