/**
 * The browser tests (tests/browser/*.spec.ts) on @playwright/test, in Debian's Chromium.
 *   npx playwright test                          starts a shop on a fresh data folder and free ports (webServer)
 *   SHOP_URL=… BACKEND_URL=… npx playwright test  runs against a shop that is already up (npm start, npm test)
 * Traces and screenshots of failed tests are kept in test-results/ (`npx playwright show-trace …`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import getPort from 'get-port';
import { shopUnderTest } from './tests/browser/shop-under-test';

// This file is evaluated by the runner and again in every worker: the ports are chosen once, in the
// runner, and reach the workers through the environment they inherit.
if (!(process.env.SHOP_URL && process.env.BACKEND_URL) && !process.env.TEST_SHOP_PORTS) {
    const backendPort = await getPort();
    const shopPort = await getPort({ exclude: [backendPort] });
    const storyblokPort = await getPort({ exclude: [backendPort, shopPort] });
    process.env.TEST_SHOP_PORTS = `${backendPort},${shopPort},${storyblokPort}`;
    // the webServer's data folder, known to the tests (the backup test copies it)
    process.env.TEST_SHOP_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-data-'));
}
const shop = shopUnderTest();
const [backendPort, shopPort, storyblokPort] = (process.env.TEST_SHOP_PORTS ?? '').split(',');
// Pages may load from this machine and the shop's hosts only: Chromium resolves no other host name, so a
// page that calls out fails as it would offline. A resolver rule, not a route in every context: routing
// sends each request through the test runner and turns the browser's HTTP cache off, which cost the
// browsers a large share of the run's CPU.
const shopHosts = new Set(['localhost', '127.0.0.1', ...[shop.shopUrl, shop.backendUrl, shop.adminUrl].map(url => new URL(url).hostname)]);
const hostResolverRules = ['MAP * ~NOTFOUND', ...[...shopHosts].map(host => `EXCLUDE ${host}`)].join(', ');
const chromiumArgs = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
];
const launchOptions = (resolverRules: string) => ({
    // Debian's Chromium: browsers cannot be downloaded here (npm test installs it when missing).
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--host-resolver-rules=${resolverRules}`],
    timeout: 60_000,
});

export default defineConfig({
    testDir: 'tests/browser',
    testMatch: '**/*.spec.ts',
    outputDir: 'test-results',
    // Two tests at a time, each taken as the next one free (not file by file, which left one worker
    // idle behind the long files): the shop mostly waits on the browsers, so two halve the run on two
    // cores. Every test makes its own customer and cart.
    workers: Number(process.env.BROWSER_TEST_WORKERS ?? 2),
    fullyParallel: true,
    // The test that pauses and kills the backend (@backend-down) runs alone, first: it mostly waits (for
    // the proxy's timeout, the supervisor's restarts), and in `npm test` the backend tests beside it fill
    // that wait; last, it was a tail of one waiting test. The per-locale hosts (locale-hosts.spec.ts) build
    // and serve a storefront of their own, configured with three host names that Chromium resolves to this
    // machine: next, beside the shop's tests, so that its build (one core) is not a tail either.
    projects: [
        { name: 'backend-down', grep: /@backend-down/ },
        {
            name: 'locale-hosts',
            testMatch: /locale-hosts\.spec\.ts/,
            dependencies: ['backend-down'],
            use: { launchOptions: launchOptions(`MAP shop-*.test 127.0.0.1, ${hostResolverRules}`) },
        },
        { name: 'shop', grepInvert: /@backend-down/, testIgnore: /locale-hosts\.spec\.ts/, dependencies: ['backend-down'] },
    ],
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    timeout: 120_000,
    expect: { timeout: 20_000 },
    reporter: [['list']],
    use: {
        baseURL: shop.shopUrl,
        browserName: 'chromium',
        launchOptions: launchOptions(hostResolverRules),
        locale: 'nl-NL',
        viewport: { width: 1280, height: 900 },
        actionTimeout: 20_000,
        navigationTimeout: 30_000,
        trace: 'retain-on-failure',
        screenshot: 'only-on-failure',
    },
    // The whole shop as `npm start` runs it, on a fresh data folder (scripts/test-shop.mjs removes it
    // when it stops). The first start seeds and builds: minutes on two cores.
    webServer: shop.startedByTests
        ? {
              command: `"${process.execPath}" scripts/test-shop.mjs`,
              env: { BACKEND_PORT: backendPort, SHOP_PORT: shopPort, STORYBLOK_PORT: storyblokPort, SHOP_DATA_DIR: process.env.TEST_SHOP_DATA_DIR ?? '' },
              url: shop.shopUrl,
              timeout: 15 * 60_000,
              reuseExistingServer: false,
              stdout: 'pipe',
              stderr: 'pipe',
              gracefulShutdown: { signal: 'SIGTERM', timeout: 60_000 },
          }
        : undefined,
});
