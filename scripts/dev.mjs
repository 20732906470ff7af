/**
 * `npm run dev`: the development loop. The backend in watch mode (Node's --watch over backend/src and
 * the rules package: a saved change restarts it, its data kept in DATA_DIR as for `npm start`), and
 * Astro's dev server for the storefront against it: pages render on each request and islands reload in
 * the browser as they are saved (Vite's hot module replacement), with no build and no restart. The admin
 * dashboard is built when it is not current, as `npm start` does.
 *   npm run dev                               backend on BACKEND_PORT (3000), storefront on SHOP_PORT (4321)
 *   BACKEND_URL=http://… npm run dev          the storefront only, against a backend that is already up
 * Ctrl-C stops both. Telemetry stays off.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildDashboard, root } from './build.mjs';
import { startLogged, stopProcess, waitForLine } from './lib/processes.mjs';

const backendPort = Number(process.env.BACKEND_PORT ?? 3000);
const shopPort = Number(process.env.SHOP_PORT ?? 4321);
const ownBackend = !process.env.BACKEND_URL;
const backendUrl = process.env.BACKEND_URL ?? `http://localhost:${backendPort}`;
const shopUrl = process.env.SHOP_URL ?? `http://localhost:${shopPort}`;
// a page's first render in dev reads the route map from the backend, the whole catalogue: a build's timeout (scripts/build.mjs)
const env = { BACKEND_TIMEOUT_MS: '120000', ...process.env, BACKEND_PORT: String(backendPort), SHOP_PORT: String(shopPort), BACKEND_URL: backendUrl, SHOP_URL: shopUrl, VENDURE_DISABLE_TELEMETRY: 'true', ASTRO_TELEMETRY_DISABLED: '1' };

const running = [];
let stopping = false;
async function stop(code) {
    if (stopping) return;
    stopping = true;
    await Promise.all(running.map(child => stopProcess(child)));
    process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
    if (ownBackend) {
        const dashboard = buildDashboard();
        const backend = startLogged(
            process.execPath,
            ['--watch-path=src', `--watch-path=${path.join(root, 'packages/rules/src')}`, '--watch-preserve-output', '-r', '@swc-node/register', 'src/index.ts'],
            { cwd: path.join(root, 'backend'), env, prefix: '[backend]' },
        );
        running.push(backend);
        await waitForLine(backend, /Backend ready on/, 20 * 60_000);
        await dashboard;
    }
    // Astro's own command, found as Node finds the package (also from a folder below this checkout)
    const astroBin = path.join(path.dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin/astro.mjs');
    const astro = startLogged(process.execPath, [astroBin, 'dev', '--port', String(shopPort), '--host', process.env.SHOP_HOST ?? 'localhost'], { cwd: root, env, prefix: '[astro]' });
    running.push(astro);
    // a dev server that stops stops the loop (a backend that stops is started again by --watch on the next save)
    astro.then(result => !stopping && (console.error(`[dev] astro dev stopped (${result.signal ?? `exit ${result.exitCode}`})`), stop(1)));
    await waitForLine(astro, /Local\b.*http/, 5 * 60_000);
    console.log(`Shop (dev, hot reload): ${shopUrl}/`);
    console.log(`Admin: ${backendUrl}/dashboard${ownBackend ? ' (the backend restarts when backend/src or packages/rules change)' : ''}`);
} catch (error) {
    console.error(`[dev] ${error instanceof Error ? error.message : error}`);
    await stop(1);
}
