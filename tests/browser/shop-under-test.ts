/**
 * The addresses of the shop the browser tests run against, for playwright.config.ts and the fixtures.
 * SHOP_URL and BACKEND_URL (ADMIN_URL optional) name a running shop; without them the config has
 * chosen two free ports (TEST_SHOP_PORTS, inherited by the workers) for the shop its webServer starts.
 */
export interface ShopUnderTest {
    /** the storefront, with a trailing slash */
    shopUrl: string;
    /** the backend, without a trailing slash */
    backendUrl: string;
    /** the staff dashboard */
    adminUrl: string;
    /** the fake Storyblok the shop's preview reads drafts from (scripts/lib/shop.mjs starts it), if known */
    storyblokUrl?: string;
    /** whether the tests start the shop (webServer) themselves */
    startedByTests: boolean;
    /** the shop's DATA_DIR (SHOP_DATA_DIR for a running shop), when known: the backup test copies it */
    dataDir?: string;
}

export function shopUnderTest(): ShopUnderTest {
    const { SHOP_URL, BACKEND_URL, ADMIN_URL, STORYBLOK_API_URL, TEST_SHOP_PORTS, SHOP_DATA_DIR, TEST_SHOP_DATA_DIR } = process.env;
    if (SHOP_URL && BACKEND_URL) {
        const backendUrl = BACKEND_URL.replace(/\/$/, '');
        return { shopUrl: SHOP_URL.replace(/\/?$/, '/'), backendUrl, adminUrl: (ADMIN_URL ?? `${backendUrl}/dashboard`).replace(/\/?$/, '/'), storyblokUrl: STORYBLOK_API_URL, startedByTests: false, dataDir: SHOP_DATA_DIR };
    }
    if (!TEST_SHOP_PORTS) throw new Error('SHOP_URL and BACKEND_URL name no shop, and playwright.config.ts chose no ports');
    const [backendPort, shopPort, storyblokPort] = TEST_SHOP_PORTS.split(',');
    const backendUrl = `http://localhost:${backendPort}`;
    return { shopUrl: `http://localhost:${shopPort}/`, backendUrl, adminUrl: `${backendUrl}/dashboard/`, storyblokUrl: `http://127.0.0.1:${storyblokPort}`, startedByTests: true, dataDir: TEST_SHOP_DATA_DIR };
}
