/**
 * Production hardening through the real path: the security headers on every kind of answer (pages,
 * the 404 page, on-demand pages, hashed files, the proxy, the backend); the shop working under its
 * CSP (no violation on any kind of page) with a malformed cookie (cart and login islands); GraphQL
 * limits and the login lockout through the shop's /shop-api; the proxy routes refusing path
 * traversals; visitors behind a TLS proxy counted apart; a paused backend answered with 504, an add
 * tried again carried out once, a hung and a killed backend restarted by `npm start` while the
 * pre-rendered pages keep serving.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { TRAVERSALS } from '../unit/traversals';
import { CUSTOMER_PASSWORD, cartCount, createCustomer, expect, reachForChooser, test } from './fixtures';

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

/** A GET of `path` exactly as written (a browser or fetch would resolve its dot segments first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(base);
    return new Promise((resolve, reject) => {
        http.get({ host: hostname, port, path }, response => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', chunk => (body += chunk));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        }).on('error', reject);
    });
}

/**
 * A stand-in for the TLS proxy (nginx, Caddy) in front of the storefront on this machine: HTTPS on the
 * loopback with a self-signed certificate, each request passed on to the shop with the client's
 * address appended to X-Forwarded-For and X-Forwarded-Proto https, as nginx's `proxy_add_x_forwarded_for` does.
 */
async function startTlsProxy(shopUrl: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tls-proxy-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${dir}/key.pem`, '-out', `${dir}/cert.pem`, '-days', '1', '-subj', '/CN=localhost'], { stdio: 'ignore' });
    const shop = new URL(shopUrl);
    const server = https.createServer({ key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) }, (req, res) => {
        const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
        const upstream = http.request(
            { host: shop.hostname, port: shop.port, path: req.url, method: req.method, headers: { ...req.headers, host: shop.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } },
            answer => {
                res.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(res);
            },
        );
        upstream.on('error', () => res.destroy());
        req.pipe(upstream);
    });
    await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    /** A Shop API call from the visitor at `from` (a loopback address of its own: 127.0.0.2, 127.0.0.3, …) through the proxy. */
    const call = (from: string, query: string, variables: Record<string, unknown>) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
            const request = https.request(
                { host: '127.0.0.1', port, path: '/shop-api?languageCode=en', method: 'POST', localAddress: from, rejectUnauthorized: false, headers: { 'content-type': 'application/json' } },
                response => {
                    let body = '';
                    response.setEncoding('utf8');
                    response.on('data', chunk => (body += chunk));
                    response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
                },
            );
            request.on('error', reject);
            request.end(JSON.stringify({ query, variables }));
        });
    const close = () => {
        server.closeAllConnections();
        server.close();
        fs.rmSync(dir, { recursive: true, force: true });
    };
    return { call, close };
}

const SHOP_API_QUERY = (page: Page, query: string, language = 'nl') =>
    page.request.post(`/shop-api?languageCode=${language}`, { data: { query }, failOnStatusCode: false, timeout: 40_000 });

test.describe('hardening', () => {
    // npm test's Netlify path builds from this shop's backend: it starts once the test that pauses and kills
    // the backend has ended (scripts/test.mjs waits for this file).
    // biome-ignore lint/correctness/noEmptyPattern: Playwright hands a hook its fixtures first; this one needs none
    test.afterEach(({}, testInfo) => {
        if (testInfo.tags.includes('@backend-down') && process.env.BACKEND_STEADY_FILE) fs.writeFileSync(process.env.BACKEND_STEADY_FILE, testInfo.status ?? '');
    });
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
        await reachForChooser(page);
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

    test('every proxy route refuses the traversal family with 400 before asking the backend: /assets/%252e%252e/mailbox/list no longer reads the mailbox', async ({ urls }) => {
        // the backend itself answers the mailbox on this machine (the tests read it); the shop must never reach it
        const mailbox = await rawGet(urls.backendUrl, '/mailbox/list');
        expect(mailbox.status).toBe(200);
        const takeover = await rawGet(urls.shopUrl, '/assets/%252e%252e/mailbox/list');
        expect(takeover.status).toBe(400);
        expect(takeover.body).not.toContain('fileName');
        expect(JSON.parse(takeover.body).errors[0].message).toBe('Dit adres bestaat niet in de winkel.');
        const answers: string[] = [];
        for (const traversal of TRAVERSALS) {
            for (const route of ['/assets/', '/assets/source/', '/invoices/', '/quotes/', '/shop-api/']) {
                const { status, body } = await rawGet(urls.shopUrl, `${route}${traversal}/mailbox/list`);
                answers.push(`${route}${traversal} ${status}`);
                expect(body, `${route}${traversal}`).not.toContain('fileName');
                expect(status, `${route}${traversal}`).toBe(400);
            }
        }
        for (const path of ['/assets%2f..%2fmailbox%2flist', '/assets/..%5cmailbox%5clist', '/invoices/%252e%252e%252fmailbox']) {
            expect((await rawGet(urls.shopUrl, path)).status, path).toBe(400);
        }
        // the proxies still serve what they are for: a product image, and the API
        const image = /\/assets\/[^"' )]+/.exec((await rawGet(urls.shopUrl, '/')).body)?.[0];
        expect(image, 'no image on the home page').toBeTruthy();
        expect((await rawGet(urls.shopUrl, image ?? '')).status).toBe(200);
        console.log(`traversal probe: ${answers.length} paths on 5 routes, all 400`);
    });

    test('behind a TLS proxy on this machine two visitors keep separate counts: the 21st reset mail of one is refused, the other sends theirs', async ({ urls }) => {
        const proxy = await startTlsProxy(urls.shopUrl);
        try {
            const reset = 'mutation ($email: String!) { requestPasswordReset(emailAddress: $email) { ... on Success { success } } }';
            const statuses: number[] = [];
            for (let i = 1; i <= 21; i++) statuses.push((await proxy.call('127.0.0.2', reset, { email: `tls-${run}-${i}@example.com` })).status);
            expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
            expect(statuses[20]).toBe(429);
            const other = await proxy.call('127.0.0.3', reset, { email: `tls-${run}-other@example.com` });
            expect(other.status).toBe(200);
            expect(JSON.parse(other.body).data.requestPasswordReset.success).toBe(true);
        } finally {
            proxy.close();
        }
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

    test('a paused backend gets 504 within the timeout, the add tried again is carried out once, a hung backend and a killed one are restarted, while the pages keep serving', { tag: '@backend-down' }, async ({ page, urls }) => {
        test.skip(!urls.startedByTests && !process.env.HARDENING_KILL_BACKEND, 'pauses and kills the backend: only on a shop the tests started (or HARDENING_KILL_BACKEND=1)');
        test.setTimeout(480_000);
        await page.goto('/');
        await page.locator('nav[data-testid="top-nav"] a').first().click();
        await page.locator('[data-testid="product-card"] a[href]').first().click();
        await reachForChooser(page);
        const backendPort = Number(new URL(urls.backendUrl).port);
        const pid = pidListeningOn(backendPort);
        const isAdd = (response: { url(): string; request(): { postData(): string | null } }) => response.url().includes('/shop-api') && (response.request().postData() ?? '').includes('addItemsToOrder');
        process.kill(pid, 'SIGSTOP');
        try {
            expect((await page.request.get('/')).status()).toBe(200);
            // an add while paused: 504 within the timeout, and the shopper is told to try again; the backend still has it in its queue
            await page.getByTestId('variant-quantity').first().fill('3');
            const timedOut = page.waitForResponse(isAdd, { timeout: 60_000 });
            await page.getByTestId('add-to-cart').click();
            expect((await timedOut).status()).toBe(504);
            await expect(page.getByTestId('toast').filter({ hasText: /De winkel reageert nu te traag/ })).toBeVisible({ timeout: 60_000 });
        } finally {
            process.kill(pid, 'SIGCONT');
        }
        // the shopper tries again, as told: the backend carried the first try out when it resumed, and
        // answers the retry (same action, same key) with that outcome: 3 pieces, not 6
        await expect(page.getByTestId('add-to-cart')).not.toHaveAttribute('aria-busy', 'true', { timeout: 60_000 });
        const retried = page.waitForResponse(isAdd, { timeout: 60_000 });
        await page.getByTestId('add-to-cart').click();
        expect((await retried).headers()['idempotent-replay']).toBe('true');
        await expect(page.getByTestId('toast').filter({ hasText: /toegevoegd/i }).first()).toBeVisible({ timeout: 30_000 });
        await expect.poll(() => cartCount(page)).toBe(3);
        const cart = await SHOP_API_QUERY(page, '{ activeOrder { totalQuantity } }');
        expect((await cart.json()).data.activeOrder.totalQuantity).toBe(3);

        // paused for good (hung): npm start's supervisor finds it failing its health check, kills it and starts it again
        const hungSince = Date.now();
        process.kill(pid, 'SIGSTOP');
        await expect
            .poll(async () => (await SHOP_API_QUERY(page, '{ activeChannel { code } }')).status(), { timeout: 240_000, intervals: [2000] })
            .toBe(200);
        const restarted = pidListeningOn(backendPort);
        expect(restarted).not.toBe(pid);
        console.log(`hung backend restarted by the supervisor after ${Math.round((Date.now() - hungSince) / 1000)} s`);
        expect((await page.request.get('/')).status()).toBe(200);

        // killed: 503 while it is down, the pages keep serving, and it is started again
        process.kill(restarted, 'SIGKILL');
        const down = await SHOP_API_QUERY(page, '{ activeChannel { code } }', 'de');
        expect(down.status()).toBe(503);
        expect((await down.json()).errors[0].message).toMatch(/^Der Shop ist vorübergehend nicht erreichbar/);
        await page.goto('/');
        await expect(page.locator('nav[data-testid="top-nav"] a').first()).toBeVisible();
        // npm start starts the backend again (after 1 s; it boots in seconds)
        await expect
            .poll(async () => (await SHOP_API_QUERY(page, '{ activeChannel { code } }')).status(), { timeout: 180_000, intervals: [1000] })
            .toBe(200);
        expect(pidListeningOn(backendPort)).not.toBe(restarted);
    });
});
