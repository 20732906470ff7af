/**
 * A whole shop as `npm start` runs it, on a fresh data folder and free ports, for the test and
 * benchmark runs; and its clean stop.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, run, spawnLogged, stopProcess, waitForLine } from './processes.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const node = process.execPath;
export const CHROMIUM = '/usr/bin/chromium';
const SHOP_START_TIMEOUT_MS = 20 * 60_000;
const seconds = from => `${Math.round((Date.now() - from) / 1000)} s`;

/** The shop as `npm start` runs it, on a fresh data folder and free ports. */
export async function startShop() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
    const backendPort = await freePort();
    let shopPort = await freePort();
    while (shopPort === backendPort) shopPort = await freePort();
    const env = { ...process.env, DATA_DIR: dataDir, BACKEND_PORT: String(backendPort), SHOP_PORT: String(shopPort) };
    // A clean shop: SQLite in the data folder, jobs in process, mails to the folder, URLs from the ports.
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'SHOP_URL', 'BACKEND_URL']) delete env[name];
    console.log(`\n[shop] starting the shop (backend port ${backendPort}, shop port ${shopPort}, data in ${dataDir})`);
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
export function stopShop(shop) {
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
                console.error(`[shop] killing leftover process ${pid} of the shop`);
                process.kill(Number(pid), 'SIGKILL');
            }
        } catch {
            // gone, or not ours to read
        }
    }
    fs.rmSync(shop.dataDir, { recursive: true, force: true });
}

/** Debian's Chromium: the only browser to be had here (no browser downloads). */
export async function ensureChromium() {
    if (fs.existsSync(CHROMIUM)) return true;
    console.log('\n[shop] installing Debian\'s chromium');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if ((await run('apt-get', ['update', '-q'], { env })) !== 0) return false;
    const code = await run('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'chromium'], { env });
    return code === 0 && fs.existsSync(CHROMIUM);
}
