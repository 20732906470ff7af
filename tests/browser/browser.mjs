/**
 * Chromium for the browser tests: Debian's /usr/bin/chromium driven by playwright-core
 * (no browser download). `withPage` opens a fresh page, runs a test step in it, and fails the test
 * when the page threw an uncaught error.
 */
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser() {
    return chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
        ],
        timeout: 60_000,
    });
}

/** Hosts the pages may load from: this machine and the hosts of the URLs under test. Anything else is aborted. */
const allowedHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
for (const name of ['SHOP_URL', 'ADMIN_URL', 'BACKEND_URL']) {
    if (process.env[name]) allowedHosts.add(new URL(process.env[name]).hostname);
}

/**
 * A new page in its own context (desktop size, Dutch browser language; `javaScriptEnabled: false` for
 * what must work without scripts) that records uncaught page errors in `page.pageErrors`.
 * Close it with `page.context().close()`.
 */
export async function openPage(browser, { locale = 'nl-NL', viewport = { width: 1280, height: 900 }, javaScriptEnabled = true } = {}) {
    const context = await browser.newContext({ locale, viewport, javaScriptEnabled });
    await context.route('**/*', route => {
        const url = new URL(route.request().url());
        if (!/^https?:$/.test(url.protocol) || allowedHosts.has(url.hostname)) return route.continue();
        return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.setDefaultNavigationTimeout(30_000);
    page.pageErrors = [];
    page.on('pageerror', error => page.pageErrors.push(error));
    return page;
}

/** Asserts that the page threw no uncaught error so far. */
export function assertNoPageErrors(page) {
    const messages = page.pageErrors.map(error => `${error.name}: ${error.message}`);
    assert.deepEqual(messages, [], `uncaught errors on ${page.url()}:\n${messages.join('\n')}`);
}

/** Runs `fn(page)` in a fresh page, then asserts the page threw no uncaught error; always closes it. */
export async function withPage(browser, fn, options) {
    const page = await openPage(browser, options);
    try {
        const result = await fn(page);
        assertNoPageErrors(page);
        return result;
    } finally {
        await page.context().close();
    }
}
