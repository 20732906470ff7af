/**
 * Lighthouse (mobile: its default, a slowed-down phone on a slow network) on every page type of the shop,
 * beside the JavaScript budgets of those pages: `npm run bench`, or `BENCH_PARTS=lighthouse npm run bench`.
 * Each page is measured in a browser context of its own with a cold cache; the state a page needs (a cart,
 * an address, a login) is made beforehand through the shop itself in that context, and Lighthouse keeps
 * its cookies (disableStorageReset); BENCH_LIGHTHOUSE_RUNS runs per page (3), BENCH_LIGHTHOUSE_PAGES only the pages whose
 * name holds it (e.g. `checkout`). The JavaScript is counted as Lighthouse saw it load (bytes on the
 * wire of the page's script requests), the budgets are the ones the performance work set for each page type.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { untilQuiet } from './process-cpu.mjs';
import { CHROMIUM } from './shop.mjs';

const KB = 1024;
const LIGHTHOUSE_VERSION = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('lighthouse/package.json'), 'utf8')).version;
/** Bytes on the wire of a page's scripts, and for home and category also their number. */
const BUDGETS = {
    home: { bytes: 12 * KB, files: 6 },
    category: { bytes: 12 * KB, files: 6 },
    product: { bytes: 75 * KB },
    cart: { bytes: 100 * KB },
    checkout: { bytes: 100 * KB },
    search: { bytes: 40 * KB },
    request: { bytes: 90 * KB },
};

async function shopCall(page, query, variables = {}) {
    const errors = await page.evaluate(
        async (query, variables) => {
            const answer = await fetch('/shop-api?languageCode=nl', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ query, variables }),
            });
            const json = await answer.json();
            const result = json.data && Object.values(json.data)[0];
            return json.errors ?? (result?.errorCode ? [result] : result?.errorResults?.length ? result.errorResults : null);
        },
        query,
        variables,
    );
    if (errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(errors)}`);
}

/** One piece in the cart, as a visitor puts it there: the session cookie, and the cart size the header shows. */
export async function fillCart(page, shopUrl, backendUrl) {
    const response = await fetch(`${backendUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(options: { take: 1 }) { items { variants { id } } } }' }),
    });
    const variantId = (await response.json()).data.products.items[0].variants[0].id;
    await page.goto(`${shopUrl}/404`);
    await shopCall(
        page,
        'mutation($id: ID!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: 1 }]) { order { id } errorResults { ... on ErrorResult { errorCode message } } } }',
        { id: variantId },
    );
    await page.setCookie({ name: 'cartSize', value: '1', url: shopUrl });
}

/** A cart with a guest's e-mail, delivery address and delivery method: the checkout's later steps open. */
async function fillCheckout(page, shopUrl, backendUrl) {
    await fillCart(page, shopUrl, backendUrl);
    await shopCall(
        page,
        'mutation { setCustomerForOrder(input: { emailAddress: "bench@example.com", firstName: "Bench", lastName: "Mark" }) { __typename ... on ErrorResult { errorCode message } } }',
    );
    await shopCall(
        page,
        'mutation { setOrderShippingAddress(input: { fullName: "Bench Mark", streetLine1: "Houtkade 1", city: "Utrecht", postalCode: "3511 AA", countryCode: "NL", phoneNumber: "0612345678" }) { __typename ... on ErrorResult { errorCode message } } }',
    );
}

/** A confirmed customer account (made by staff), logged in through the shop's login page. */
async function logIn(page, shopUrl, backendUrl) {
    const admin = async (query, variables, token) => {
        const answer = await fetch(`${backendUrl}/admin-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
        });
        return { token: answer.headers.get('vendure-auth-token'), json: await answer.json() };
    };
    const { token } = await admin('mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
    // short: the login field takes 25 characters
    const email = `b${Date.now() % 1e8}@example.nl`;
    const password = 'bench-plank-2024';
    await admin(
        'mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }',
        { input: { emailAddress: email, firstName: 'Bench', lastName: 'Mark' }, password },
        token,
    );
    await page.goto(`${shopUrl}/inloggen?redirect=/dashboard/orders`);
    await page.waitForSelector('astro-island:not([ssr]) #login-email');
    await page.type('#login-email', email);
    await page.type('#login-password', password);
    // Enter: the first visit's consent banner may cover the button
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => location.pathname === '/dashboard/orders', { timeout: 60_000 });
}

/** A link on `from` whose address matches `pattern`. */
async function linkOn(shopUrl, from, pattern) {
    const html = await (await fetch(new URL(from, shopUrl))).text();
    const link = [...html.matchAll(/href="(\/[^"?#]*)"/g)].map(match => match[1]).find(href => pattern.test(href));
    if (!link) throw new Error(`no link matching ${pattern} on ${from}`);
    return link;
}

/** The page types the issue names, with the state each needs and its budget. */
async function pageTypes(shopUrl) {
    const products = await (await fetch(new URL('/producten', shopUrl))).text();
    const links = [...products.matchAll(/href="(\/producten\/[^"?#]+)"/g)].map(match => match[1]);
    const product = links.find(link => /\/\d+\/?$/.test(link));
    const category = links.find(link => !/\/\d+\/?$/.test(link) && !link.includes('__'));
    return [
        { name: 'home (nl)', path: '/', budget: BUDGETS.home },
        { name: 'home (de)', path: '/de', budget: BUDGETS.home },
        { name: 'a category (nl)', path: category, budget: BUDGETS.category },
        { name: 'a product (nl)', path: product, budget: BUDGETS.product },
        { name: 'cart, empty (nl)', path: '/winkelwagen', budget: BUDGETS.cart },
        { name: 'cart, one line (nl)', path: '/winkelwagen', budget: BUDGETS.cart, state: fillCart },
        { name: 'checkout: login (nl)', path: '/checkout/login', budget: BUDGETS.checkout, state: fillCart },
        { name: 'checkout: address (nl)', path: '/checkout/address', budget: BUDGETS.checkout, state: fillCart },
        { name: 'checkout: payment (nl)', path: '/checkout/payment', budget: BUDGETS.checkout, state: fillCheckout },
        { name: 'search /zoek?q=douglas (nl)', path: '/zoek?q=douglas', budget: BUDGETS.search },
        { name: 'quote request (nl)', path: '/contact/quote', budget: BUDGETS.request },
        { name: 'a blog article (nl)', path: await linkOn(shopUrl, '/blog', /^\/blog\/[^/]+$/).catch(() => undefined) },
        { name: 'a content page (nl)', path: '/t/bezorgen-en-retourneren' },
        { name: 'dashboard: orders (nl)', path: '/dashboard/orders', state: logIn },
        { name: 'not found (nl)', path: '/bestaat-niet', notFound: true },
    ].filter(page => page.path && (!process.env.BENCH_LIGHTHOUSE_PAGES || page.name.includes(process.env.BENCH_LIGHTHOUSE_PAGES)));
}

/**
 * The page's scripts as `npm run bench` counts them (scripts/bench.mjs, benchScripts): bytes on the wire of
 * their bodies, once the page has been scrolled to its end (islands hydrated when visible load then).
 */
async function scriptsOf(browser, type, shopUrl, backendUrl) {
    const context = await browser.createBrowserContext();
    try {
        const page = await context.newPage();
        // Playwright's default screen, as benchScripts: islands in view at the top hydrate when visible
        await page.setViewport({ width: 1280, height: 720 });
        await type.state?.(page, shopUrl, backendUrl);
        await page.goto(new URL(type.path, shopUrl).href, { waitUntil: 'networkidle0' });
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        // a page that keeps fetching (the search page's index fragments) is counted after a minute as it stands
        await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 }).catch(() => undefined);
        const scripts = await page.evaluate(() =>
            performance
                .getEntriesByType('resource')
                .filter(entry => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
                .map(entry => entry.encodedBodySize),
        );
        return { scriptBytes: scripts.reduce((sum, bytes) => sum + bytes, 0), files: scripts.length };
    } catch (error) {
        console.error(`[bench] scripts of ${type.path}: ${error instanceof Error ? error.message : error}`);
        return undefined;
    } finally {
        await context.close();
    }
}

/**
 * Lighthouse's performance figures and the page's scripts, for every page type; `runs` per page, the median by
 * score; begun on a quiet machine (`quiet`: how busy it was then, how long that took to come).
 */
export async function benchLighthouse({ shopUrl, backendUrl, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) }) {
    const quiet = await untilQuiet();
    console.log(`[bench] lighthouse: the machine ${(quiet.busy * 100).toFixed(0)} % busy after waiting ${(quiet.waitedMs / 1000).toFixed(0)} s for it to be quiet`);
    const browser = await puppeteer.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const rows = [];
    try {
        for (const type of await pageTypes(shopUrl)) {
            const results = [];
            for (let run = 0; run < runs; run++) {
                const context = await browser.createBrowserContext();
                const page = await context.newPage();
                try {
                    await type.state?.(page, shopUrl, backendUrl);
                    const session = await page.createCDPSession();
                    await session.send('Network.clearBrowserCache');
                    const url = new URL(type.path, shopUrl).href;
                    const { lhr } = await lighthouse(
                        url,
                        {
                            output: 'json',
                            logLevel: 'error',
                            onlyCategories: ['performance'],
                            disableStorageReset: true,
                            ignoreStatusCode: Boolean(type.notFound),
                        },
                        undefined,
                        page,
                    );
                    const landed = new URL(lhr.finalDisplayedUrl);
                    if (landed.pathname + landed.search !== type.path) throw new Error(`${type.path} led to ${lhr.finalDisplayedUrl}`);
                    results.push({
                        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
                        cls: lhr.audits['cumulative-layout-shift'].numericValue,
                        tbt: lhr.audits['total-blocking-time'].numericValue,
                        lcp: lhr.audits['largest-contentful-paint'].numericValue,
                        error: lhr.runtimeError?.message,
                    });
                } catch (error) {
                    results.push({ error: error instanceof Error ? error.message : String(error) });
                } finally {
                    await context.close();
                }
            }
            const good = results.filter(r => !r.error).sort((a, b) => a.score - b.score);
            const median = good[Math.floor((good.length - 1) / 2)];
            const scripts = median ? await scriptsOf(browser, type, shopUrl, backendUrl) : undefined;
            console.log(
                `[bench] lighthouse ${type.name}: ${median ? `${median.score}, CLS ${median.cls.toFixed(3)}, TBT ${median.tbt.toFixed(0)} ms, LCP ${median.lcp.toFixed(0)} ms, JS ${scripts ? `${(scripts.scriptBytes / KB).toFixed(1)} KB in ${scripts.files}` : 'not counted'}` : results[0]?.error}`,
            );
            rows.push({
                ...type,
                runs: results.length,
                median,
                scripts,
                worstScore: good[0]?.score,
                worstCls: Math.max(...good.map(r => r.cls)),
                error: median ? undefined : results[0]?.error,
            });
        }
    } finally {
        await browser.close();
    }
    return { rows, quiet };
}

const kb = bytes => `${(bytes / KB).toFixed(1)} KB`;
const within = (value, limit) => (value <= limit ? 'yes' : '**no**');

export function lighthouseReport({ rows, quiet }) {
    return [
        '## Lighthouse on a phone, and the JavaScript budgets',
        '',
        `Lighthouse ${LIGHTHOUSE_VERSION} (mobile preset: simulated slow 4G, 4× slowed CPU), Debian's Chromium, ${rows[0]?.runs ?? 0} runs per page in a fresh browser context with a cold cache; the median run by score, and the worst score and CLS of the runs.`,
        `Begun on a quiet machine: ${(quiet.busy * 100).toFixed(0)} % of its CPU busy over 5 s, after ${(quiet.waitedMs / 1000).toFixed(0)} s of waiting for it (a shop just started still converts its images in the background).`,
        "JavaScript: as the table above counts it (bodies' bytes on the wire, the page scrolled to its end; islands that hydrate on interaction are not loaded). Budgets from the performance issue; goal: performance 100 (never below 98), CLS ≤ 0.02.",
        '',
        '| page | performance | worst | CLS | worst CLS | TBT | LCP | JS on the wire | files | budget | within |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows.map(r => {
            if (!r.median) return `| ${r.name} | not measured: ${r.error} | | | | | | | | | |`;
            const { score, cls, tbt, lcp } = r.median;
            const budget = r.budget ? `${kb(r.budget.bytes)}${r.budget.files ? ` in ${r.budget.files}` : ''}` : '–';
            const scripts = r.scripts ? `${kb(r.scripts.scriptBytes)} | ${r.scripts.files}` : 'not counted | –';
            const inBudget =
                r.budget && r.scripts
                    ? within(r.scripts.scriptBytes, r.budget.bytes) + (r.budget.files && r.scripts.files > r.budget.files ? ' (files: **no**)' : '')
                    : '–';
            return `| ${r.name} | ${score} | ${r.worstScore} | ${cls.toFixed(3)} | ${r.worstCls.toFixed(3)} | ${tbt.toFixed(0)} ms | ${(lcp / 1000).toFixed(2)} s | ${scripts} | ${budget} | ${inBudget} |`;
        }),
        '',
    ];
}
