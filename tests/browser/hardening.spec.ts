/**
 * Production hardening through the real path: the security headers on every kind of answer (pages,
 * the 404 page, on-demand pages, hashed files, the proxy, the backend); the shop working under its
 * CSP (no violation on any kind of page) with a malformed cookie (cart and login islands); GraphQL
 * limits and the login lockout through the shop's /shop-api; a paused backend answered with 504 and
 * a killed one restarted by `npm start` while the pre-rendered pages keep serving.
 */
import fs from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, cartCount, createCustomer, expect, test } from './fixtures';

const run = Date.now().toString(36);

function expectSecurityHeaders(response: APIResponse, what: string) {
    const headers = response.headers();
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
    expect(headers['content-security-policy'], what).toMatch(/object-src 'none'/);
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toMatch(/camera=\(\)/);
    expect(headers['x-powered-by'], what).toBeUndefined();
}

/** The process listening on a TCP port of this machine (Linux /proc): the backend that `npm start` runs. */
function pidListeningOn(port: number): number {
    const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
    const inodes = new Set<string>();
    for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
        for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
            const fields = line.trim().split(/\s+/);
            if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
        }
    }
    for (const pid of fs.readdirSync('/proc').filter(name => /^\d+$/.test(name))) {
        try {
            for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
                const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
                if (inodes.has(target.replace(/^socket:\[(\d+)\]$/, '$1'))) return Number(pid);
            }
        } catch {
            // a process that ended or is not ours to read
        }
    }
    throw new Error(`no process listens on port ${port}`);
}

const SHOP_API_QUERY = (page: Page, query: string, language = 'nl') =>
    page.request.post(`/shop-api?languageCode=${language}`, { data: { query }, failOnStatusCode: false, timeout: 40_000 });

test.describe('hardening', () => {
    test('every answer carries the security headers (pages, the 404 page, on-demand pages, hashed files, the proxy, the backend); /shop-api refuses the 20-level query, 500 aliases and a 2 MB body', async ({ page, urls }) => {
        await page.goto('/');
        const home = await page.request.get('/');
        expectSecurityHeaders(home, 'home page');
        expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
        // every hashed script: immutable; the build's brotli copy for those worth compressing (over 512 bytes)
        const scripts = await page.locator('script[src^="/_astro/"]').evaluateAll(elements => elements.map(element => element.getAttribute('src') ?? ''));
        expect(scripts.length).toBeGreaterThan(0);
        const encodings = [];
        for (const script of scripts) {
            const hashed = await page.request.get(script, { headers: { 'accept-encoding': 'br' } });
            expectSecurityHeaders(hashed, 'hashed script');
            expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
            encodings.push(hashed.headers()['content-encoding']);
        }
        expect(encodings).toContain('br');
        const notFound = await page.request.get('/bestaat-niet', { failOnStatusCode: false });
        expect(notFound.status()).toBe(404);
        expectSecurityHeaders(notFound, '404 page');
        // on-demand pages: Astro's header, the same policy with the hashes of its inline scripts
        expect(notFound.headers()['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval'[^;]* 'sha256-/);
        expect(notFound.headers()['content-security-policy']).toMatch(/style-src [^;]*'unsafe-inline'/);
        const filtered = await page.request.get('/producten/bestaat-niet/__soort.eiken', { failOnStatusCode: false });
        expectSecurityHeaders(filtered, 'on-demand category page');
        const proxy = await SHOP_API_QUERY(page, '{ activeChannel { code } }');
        expect(proxy.status()).toBe(200);
        expectSecurityHeaders(proxy, '/shop-api');
        const backend = await page.request.post(`${urls.backendUrl}/shop-api`, { data: { query: '{ activeChannel { code } }' } });
        expect(backend.headers()['x-powered-by']).toBeUndefined();
        expect(backend.headers()['x-content-type-options']).toBe('nosniff');
        expect(backend.headers()['x-frame-options']).toBe('DENY');
        const dashboard = await page.request.get(`${urls.backendUrl}/dashboard/`);
        expect(dashboard.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);

        // GraphQL limits and the body cap through /shop-api; the shop keeps answering
        let selection = 'id';
        for (let level = 0; level < 20; level++) selection = `parent { children { ${selection} } }`;
        const deep = await SHOP_API_QUERY(page, `{ collection(id: "1") { ${selection} } }`);
        expect(deep.status()).toBe(400);
        expect(JSON.stringify(await deep.json())).toMatch(/depth limit of \d+ exceeded/i);
        const aliases = Array.from({ length: 500 }, (_, i) => `p${i}: products(options: { take: 20 }) { items { id } }`).join(' ');
        const wide = await SHOP_API_QUERY(page, `{ ${aliases} }`);
        expect(wide.status()).toBe(400);
        const body = await page.request.post('/shop-api', { data: { query: `{ activeChannel { code } } #${'x'.repeat(2 * 1024 * 1024)}` }, failOnStatusCode: false });
        expect(body.status()).toBe(413);
        expect((await body.json()).errors[0].message).toBe('Dit verzoek is te groot.');
        expect((await SHOP_API_QUERY(page, '{ activeChannel { code } }')).status()).toBe(200);
    });

    test('with a malformed user and cart cookie the shop works under its CSP (no inline script without its hash): home, category, product, cart, login, checkout, dashboard, search and 404 pages, with no violation', async ({ page, context, urls, adminApi }) => {
        const violations: string[] = [];
        page.on('console', message => {
            if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
        });
        const policy = (await page.request.get('/')).headers()['content-security-policy'];
        const scriptSrc = policy.split(';').find(directive => directive.trim().startsWith('script-src')) ?? '';
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
        const host = new URL(urls.shopUrl).hostname;
        await context.addCookies(['geven-user', 'cart-size'].map(name => ({ name, value: '%E0%A4%A', domain: host, path: '/' })));
        await page.goto('/');
        await page.locator('nav[data-testid="top-nav"] a').first().click();
        await page.locator('[data-testid="product-card"] a[href]').first().click();
        const chooser = page.getByTestId('variant-chooser');
        await expect(page.locator('[data-testid="variant-chooser"][data-stock-live="true"]')).toBeVisible();
        await chooser.getByTestId('variant-quantity').first().fill('2');
        await chooser.getByTestId('add-to-cart').click();
        await expect.poll(() => cartCount(page)).toBeGreaterThanOrEqual(2);
        const cookies = await context.cookies();
        expect(cookies.find(c => c.name === 'geven-user')).toBeUndefined();
        expect(cookies.find(c => c.name === 'cart-size')?.value).toMatch(/^\d+$/);
        // each page's check waits for its island, not for every image
        const open = (path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });
        await open('/winkelwagen');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="cart-page"]')).toBeVisible();
        // not logged in: the account link leads to the login page, whose form works
        await page.setViewportSize({ width: 390, height: 844 });
        await page.locator('[data-account-link]').first().click();
        await expect(page.locator('astro-island:not([ssr]) [data-testid="login-form"]')).toBeVisible();
        const email = `csp-${run}@example.com`;
        await createCustomer(adminApi, email);
        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();
        await expect(page).not.toHaveURL(/\/inloggen/);
        await open('/checkout/address');
        await expect(page.getByTestId('address-submit')).toBeVisible();
        await open('/dashboard/orders');
        await expect(page.getByTestId('dashboard-empty')).toBeVisible();
        await open('/zoek?q=douglas');
        await expect(page.getByTestId('search-group-product').getByRole('link').first()).toBeVisible();
        // on demand: the 404 page, with Astro's policy
        await open('/bestaat-niet');
        await expect(page.locator('h1')).toBeVisible();
        expect(violations).toEqual([]);
    });

    test('the 11th wrong password in a minute is limited and says so on the login page', async ({ page, adminApi }) => {
        const email = `slot-${run}@example.com`;
        await createCustomer(adminApi, email);
        await page.goto('/inloggen');
        for (let attempt = 1; attempt <= 10; attempt++) {
            const answer = await SHOP_API_QUERY(page, `mutation { login(username: "${email}", password: "fout-${attempt}") { ... on ErrorResult { errorCode } } }`);
            expect((await answer.json()).data.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        await expect(page.locator('astro-island:not([ssr]) [data-testid="login-form"]')).toBeVisible();
        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();
        await expect(page.getByTestId('login-error')).toHaveText(/^Te vaak een verkeerd wachtwoord\. .*probeer het over 15 minuten opnieuw/);
    });

    test('a paused backend gets 504 within the timeout and a killed one is restarted, while the pages keep serving', { tag: '@backend-down' }, async ({ page, urls }) => {
        test.skip(!urls.startedByTests && !process.env.HARDENING_KILL_BACKEND, 'pauses and kills the backend: only on a shop the tests started (or HARDENING_KILL_BACKEND=1)');
        test.setTimeout(240_000);
        await page.goto('/');
        const pid = pidListeningOn(Number(new URL(urls.backendUrl).port));
        process.kill(pid, 'SIGSTOP');
        try {
            const paused = await SHOP_API_QUERY(page, '{ activeChannel { code } }', 'en');
            expect(paused.status()).toBe(504);
            expect((await paused.json()).errors[0].message).toBe('The shop is responding too slowly right now. Please try again in a moment.');
            expect((await page.request.get('/')).status()).toBe(200);
        } finally {
            process.kill(pid, 'SIGCONT');
        }
        process.kill(pid, 'SIGKILL');
        const down = await SHOP_API_QUERY(page, '{ activeChannel { code } }', 'de');
        expect(down.status()).toBe(503);
        expect((await down.json()).errors[0].message).toMatch(/^Der Shop ist vorübergehend nicht erreichbar/);
        await page.reload();
        await expect(page.locator('nav[data-testid="top-nav"] a').first()).toBeVisible();
        // npm start starts the backend again (after 1 s; it boots in seconds)
        await expect
            .poll(async () => (await SHOP_API_QUERY(page, '{ activeChannel { code } }')).status(), { timeout: 180_000, intervals: [1000] })
            .toBe(200);
        expect(pidListeningOn(Number(new URL(urls.backendUrl).port))).not.toBe(pid);
    });
});
