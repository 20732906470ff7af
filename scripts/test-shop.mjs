/**
 * A shop for one test run: `npm start` on a fresh data folder (removed when it stops) and the ports
 * BACKEND_PORT and SHOP_PORT (free ones when unset), its fake Storyblok on STORYBLOK_PORT, its data in
 * SHOP_DATA_DIR (an empty folder; a new one when unset). Playwright's webServer runs it for
 * `npx playwright test` without SHOP_URL; SIGTERM or Ctrl-C stops the shop.
 */
import { startShop, stopShop } from './lib/shop.mjs';

const port = name => (process.env[name] ? Number(process.env[name]) : undefined);
const shop = await startShop({ backendPort: port('BACKEND_PORT'), shopPort: port('SHOP_PORT'), storyblokPort: port('STORYBLOK_PORT'), dataDir: process.env.SHOP_DATA_DIR || undefined });

let stopping = false;
async function stop(code) {
    if (stopping) return;
    stopping = true;
    await stopShop(shop);
    process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

try {
    const { shopUrl, adminUrl, storyblokUrl, upAfter } = await shop.ready;
    console.log(`[test-shop] up after ${upAfter}: ${shopUrl} (admin ${adminUrl}, fake Storyblok ${storyblokUrl})`);
} catch (error) {
    console.error(`[test-shop] ${error instanceof Error ? error.message : error}`);
    await stop(1);
}
// The shop stopping by itself ends this run too.
await shop.child;
await stop(stopping ? 0 : 1);
