/**
 * A whole shop as `npm start` runs it, on a fresh data folder and free ports (get-port), for the test
 * and benchmark runs; and its clean stop, which removes the data folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { startFakeVies } from '../../backend/src/plugins/partner/testing/fake-vies-server.mjs';
import { ensureDebianPackages } from './debian.mjs';
import { startLogged, stopProcess, waitForLine } from './processes.mjs';

export { CHROMIUM } from './debian.mjs';
import { startFakeStoryblok, TEST_SPACE } from '../../src/lib/content/testing/fake-storyblok-server.ts';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const SHOP_START_TIMEOUT_MS = 20 * 60_000;
const seconds = from => `${Math.round((Date.now() - from) / 1000)} s`;

/**
 * The shop as `npm start` runs it, on a fresh data folder and free ports (or the given ones), with a
 * fake Storyblok (src/lib/content/testing) for the editor's preview: the pages are built from the
 * local stories as always, the preview reads its drafts from the fake with the test space's preview
 * token. `ready` resolves with its addresses once start.mjs has printed them.
 */
export async function startShop({ backendPort, shopPort, storyblokPort, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-')) } = {}) {
    backendPort ??= await getPort();
    shopPort ??= await getPort({ exclude: [backendPort] });
    const storyblok = await startFakeStoryblok({ stories: [], publicToken: TEST_SPACE.publicToken, previewToken: TEST_SPACE.previewToken, port: storyblokPort });
    // BACKEND_TIMEOUT_MS: the storefront gives up on a silent backend sooner than in production (the hardening
    // test pauses it), but not so soon that a login (bcrypt) on the busy test machine gets a 504: 6 s did once
    const env = {
        BACKEND_TIMEOUT_MS: '10000',
        // a hung backend found in about half a minute instead of one (the hardening test hangs it and waits)
        HEALTH_INTERVAL_MS: '3000',
        // staff's search-term redirects reach the storefront within 5 s instead of a minute (a test changes them and waits)
        SEARCH_REDIRECTS_TTL_MS: '5000',
        // no AVIF images made in the background: the demo's would compete with the tests for the machine (the images plugin's e2e test covers them)
        AVIF_PRESETS: 'off',
        ...process.env,
        DATA_DIR: dataDir,
        BACKEND_PORT: String(backendPort),
        SHOP_PORT: String(shopPort),
        STORYBLOK_API_URL: storyblok.url,
        STORYBLOK_PREVIEW_TOKEN: TEST_SPACE.previewToken,
    };
    // A clean shop: SQLite in the data folder, jobs in process, mails to the folder, URLs from the ports.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SHOP_URL', 'BACKEND_URL', 'ADMIN_URL']) delete env[name];
    // VAT numbers are checked against the fake VIES server (its registered numbers: FAKE_VIES_REGISTERED)
    const vies = await startFakeVies();
    env.VIES_URL = vies.url;
    console.log(`\n[shop] starting the shop (backend port ${backendPort}, shop port ${shopPort}, data in ${dataDir})`);
    const startedAt = Date.now();
    // start.mjs stops what it started on SIGTERM; 30 s before it is killed with its process group.
    const child = startLogged(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, prefix: '[start]', graceMs: 30_000 });
    const ready = (async () => {
        const [, shopUrl] = await waitForLine(child, /^Shop:\s+(https?:\/\/\S+)/, SHOP_START_TIMEOUT_MS);
        const [, adminUrl] = await waitForLine(child, /^Admin:\s+(https?:\/\/\S+)/, 60_000);
        return { shopUrl, adminUrl, backendUrl: `http://localhost:${backendPort}`, storyblokUrl: storyblok.url, upAfter: seconds(startedAt) };
    })();
    ready.catch(() => {}); // awaited later; a failure before then must not crash the run
    return { child, dataDir, ready, storyblok, vies };
}

/** Stops the shop (start.mjs stops the backend and the server it started) and removes its data folder. */
export function stopShop(shop) {
    if (!shop) return Promise.resolve();
    shop.stopped ??= stopProcess(shop.child).finally(async () => {
        fs.rmSync(shop.dataDir, { recursive: true, force: true });
        await Promise.all([shop.storyblok.close(), shop.vies.close()]);
    });
    return shop.stopped;
}

/** Debian's Chromium: the only browser to be had here (no browser downloads). */
export const ensureChromium = () => ensureDebianPackages(['chromium']);
