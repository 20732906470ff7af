/**
 * `npm run bench`: speed and size of the running shop, written to bench/RESULTS.md.
 * The shop is started as `npm start` starts it (fresh data folder, free ports), or BENCH_SHOP_URL and
 * BENCH_BACKEND_URL name a running one. Every figure is
 * recorded as a ratio against a baseline measured in the same run on the same machine, so runs on
 * different machines compare:
 *   - static pages: median response time of the shop's server against a bare node:http server
 *     answering the same bytes from memory (the floor for any Node server);
 *   - /shop-api: median time of a query through the storefront's proxy against the backend direct;
 *   - under load (10 connections, bounded loops): a static product page against a bare node:http
 *     server sending the same compressed bytes; the live stock query of a product page; ten
 *     shoppers adding lines to fresh carts through /shop-api;
 *   - JavaScript per page: bytes on the wire of a page's scripts (in Chromium) against React's own
 *     runtime (react + react-dom/client, bundled, minified, gzipped), the price of one React island.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { CHROMIUM, ensureChromium, startShop, stopShop } from './lib/shop.mjs';
import { load } from './lib/load.mjs';
import { benchPublishing, publishingReport } from './lib/bench-publishing.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const REQUESTS = 300;
const PAGES = [
    { name: 'home (nl)', path: '/' },
    { name: 'all products (nl)', path: '/producten' },
    { name: 'home (en)', path: '/en/' },
    { name: 'all products (de)', path: '/de/produkte' },
    { name: 'cart (nl)', path: '/winkelwagen' },
    // Every checkout step sends a visitor with an empty cart home: measured with a piece in the cart.
    { name: 'checkout address (nl)', path: '/checkout/address', withCart: true },
];

/** The first product page and the first category page the all-products page links to. */
async function discoverPages(shopUrl) {
    const html = await (await fetch(new URL('/producten', shopUrl))).text();
    const links = [...html.matchAll(/href="(\/producten\/[^"?#]+)"/g)].map(match => match[1]);
    const product = links.find(link => /\/\d+\/?$/.test(link));
    const category = links.find(link => !/\/\d+\/?$/.test(link) && !link.includes('__'));
    if (!product || !category) throw new Error('no product or category link on /producten');
    return [
        { name: 'a category (nl)', path: category },
        { name: 'a product (nl)', path: product },
    ];
}

const median = values => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};
const ms = value => `${value.toFixed(2)} ms`;
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = value => `${value.toFixed(2)}×`;

/** Median time of `count` sequential calls of `once`, after a warm-up. */
async function timeMedian(once, count = REQUESTS) {
    for (let i = 0; i < 20; i++) await once();
    const times = [];
    for (let i = 0; i < count; i++) {
        const start = process.hrtime.bigint();
        await once();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    return median(times);
}

async function get(url, headers = {}) {
    const response = await fetch(url, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body };
}

/** A bare node:http server answering one fixed response from memory: the baseline for static pages. */
function bareServer(body, headers) {
    const server = http.createServer((_request, response) => {
        response.writeHead(200, headers);
        response.end(body);
    });
    return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function benchPages(shopUrl, pages) {
    const rows = [];
    for (const page of pages) {
        const url = new URL(page.path, shopUrl).href;
        const compressed = await get(url, { 'accept-encoding': 'br, gzip' });
        if (compressed.response.status !== 200) throw new Error(`${url} answered ${compressed.response.status}`);
        const plain = await get(url, { 'accept-encoding': 'identity' });
        const encoding = compressed.response.headers.get('content-encoding') ?? 'none';
        const wireBytes = Number(compressed.response.headers.get('content-length') ?? compressed.body.length);
        const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(plain.body.length) };
        const server = await bareServer(plain.body, headers);
        const baseUrl = `http://127.0.0.1:${server.address().port}/`;
        const baseline = await timeMedian(() => get(baseUrl));
        const shop = await timeMedian(() => get(url, { 'accept-encoding': 'br, gzip' }));
        server.close();
        rows.push({ ...page, encoding, htmlBytes: plain.body.length, wireBytes, baseline, shop });
    }
    return rows;
}

async function benchProxy(shopUrl, backendUrl) {
    const body = JSON.stringify({ query: '{ activeChannel { code defaultCurrencyCode } }' });
    const post = url => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(r => r.text());
    const direct = await timeMedian(() => post(`${backendUrl}/shop-api`), 200);
    const proxied = await timeMedian(() => post(new URL('/shop-api', shopUrl).href), 200);
    return { direct, proxied };
}

const CONNECTIONS = 10;

/** A product page at 10 connections: the shop's server against a bare node:http server sending the same compressed bytes and headers. */
async function benchStaticLoad(shopUrl, productPath) {
    const url = new URL(productPath, shopUrl).href;
    const { response, body } = await get(url, { 'accept-encoding': 'br' });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
    headers['content-length'] = String(body.length);
    const raw = await new Promise(resolve => http.get(url, { headers: { 'accept-encoding': 'br' } }, res => {
        const chunks = [];
        res.on('data', chunk => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
    }));
    headers['content-length'] = String(raw.length);
    const server = await bareServer(raw, headers);
    const bare = await load({ url: `http://127.0.0.1:${server.address().port}/`, connections: CONNECTIONS, requests: 6000, headers: { 'accept-encoding': 'br' } });
    server.close();
    const shop = await load({ url, connections: CONNECTIONS, requests: 6000, headers: { 'accept-encoding': 'br' } });
    return { bare, shop, bytes: raw.length };
}

/** The product page's live stock query (getProductVariantStock) through /shop-api, 10 connections. */
async function benchStockLoad(shopUrl, backendUrl) {
    const response = await fetch(`${backendUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(options: { take: 1 }) { items { variants { id } } } }' }),
    });
    const variantIds = (await response.json()).data.products.items[0].variants.map(v => v.id);
    const query = JSON.stringify({
        query: 'query ($variantIds: [ID!]!) { productVariantStock(variantIds: $variantIds) { id stock_pop_up1_qty stock_pop_up2_qty } }',
        variables: { variantIds },
    });
    return load({ url: new URL('/shop-api?languageCode=nl', shopUrl).href, method: 'POST', connections: CONNECTIONS, requests: 1000, headers: { 'content-type': 'application/json' }, body: () => query });
}

/** Ten shoppers on fresh carts (a new session every 3 calls), each call adding one line through /shop-api. */
async function benchCartLoad(shopUrl, backendUrl) {
    const response = await fetch(`${backendUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(options: { take: 10 }) { items { variants { id } } } }' }),
    });
    const variants = (await response.json()).data.products.items.flatMap(p => p.variants.map(v => v.id));
    const cookies = new Map();
    const calls = new Map();
    const add = (client, index) => {
        // every third call of a shopper starts a new cart
        const made = calls.get(client) ?? 0;
        calls.set(client, made + 1);
        if (made % 3 === 0) cookies.delete(client);
        return JSON.stringify({
            query: 'mutation ($id: ID!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: 2 }]) { order { id totalQuantity } errorResults { ... on ErrorResult { message } } } }',
            variables: { id: variants[index % variants.length] },
        });
    };
    return load({
        url: new URL('/shop-api?languageCode=nl', shopUrl).href,
        method: 'POST',
        connections: CONNECTIONS,
        requests: 300,
        headers: { 'content-type': 'application/json' },
        headersFor: client => (cookies.has(client) ? { cookie: cookies.get(client) } : {}),
        body: add,
        onResponse: (client, res) => {
            const set = res.headers['set-cookie'];
            if (set) cookies.set(client, set.map(c => c.split(';')[0]).join('; '));
        },
    });
}

/** React's runtime as a browser gets it from a production build: react + react-dom/client, bundled, minified, gzipped. */
async function reactRuntimeBytes() {
    const result = await build({
        stdin: { contents: "export * from 'react'; export * from 'react-dom/client';", resolveDir: root, loader: 'js' },
        bundle: true,
        minify: true,
        format: 'esm',
        write: false,
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
    });
    return zlib.gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}

/** One piece of the first product in the cart of the browser tab's session, through the shop's same-origin API. */
async function putPieceInCart(tab, shopUrl, backendUrl) {
    const response = await fetch(`${backendUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(options: { take: 1 }) { items { variants { id } } } }' }),
    });
    const variantId = (await response.json()).data.products.items[0].variants[0].id;
    await tab.goto(shopUrl);
    const errors = await tab.evaluate(async id => {
        const answer = await fetch('/shop-api', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: 'mutation($id: ID!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: 1 }]) { order { id } } }', variables: { id } }),
        });
        return (await answer.json()).errors ?? null;
    }, variantId);
    if (errors) throw new Error(`could not fill the cart: ${JSON.stringify(errors)}`);
}

async function benchScripts(shopUrl, backendUrl, pages) {
    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const rows = [];
    try {
        for (const page of pages) {
            const tab = await browser.newPage();
            if (page.withCart) await putPieceInCart(tab, shopUrl, backendUrl);
            await tab.goto(new URL(page.path, shopUrl).href, { waitUntil: 'networkidle' });
            // A page that sent the browser elsewhere (a checkout guard) would measure the other page.
            if (new URL(tab.url()).pathname !== page.path) throw new Error(`${page.path} led to ${tab.url()}`);
            // Islands hydrated when visible load their scripts once scrolled to: count them too (the worst case).
            await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            await tab.waitForLoadState('networkidle');
            const scripts = await tab.evaluate(() =>
                performance
                    .getEntriesByType('resource')
                    .filter(entry => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
                    .map(entry => ({ name: entry.name, bytes: entry.encodedBodySize })),
            );
            // Small scripts Astro inlines into the HTML: their bytes travel with the (compressed) page.
            const inlineBytes = await tab.evaluate(() =>
                [...document.querySelectorAll('script:not([src])')].reduce((sum, script) => sum + new Blob([script.textContent ?? '']).size, 0),
            );
            rows.push({ ...page, scriptBytes: scripts.reduce((sum, s) => sum + s.bytes, 0), files: scripts.length, inlineBytes });
            await tab.close();
        }
    } finally {
        await browser.close();
    }
    return rows;
}

const loadRow = (name, r) => `| ${name} | ${Math.round(r.perSecond)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.failed} |`;

function report({ pages, proxy, scripts, reactBytes, upAfter, staticLoad, stockLoad, cartLoad, publishing }) {
    const lines = [
        '# Benchmarks',
        '',
        `Run by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
        upAfter ? `The shop (fresh data folder: seed and build included) was up ${upAfter} after its start.` : 'Against a running shop (BENCH_SHOP_URL).',
        'Ratios compare against a baseline measured in the same run; lower is better.',
        `Load average of the machine when the report was written: ${os.loadavg().map(l => l.toFixed(1)).join(', ')} (on ${os.cpus().length} cores: above that, other work shares the CPU and absolute figures mean little).`,
        '',
        `## Static pages: ${REQUESTS} sequential requests each, median`,
        '',
        '| page | HTML | on the wire | encoding | bare node:http (baseline) | shop server | ratio |',
        '|---|---|---|---|---|---|---|',
        ...pages.map(p => `| ${p.name} | ${kb(p.htmlBytes)} | ${kb(p.wireBytes)} | ${p.encoding} | ${ms(p.baseline)} | ${ms(p.shop)} | ${ratio(p.shop / p.baseline)} |`),
        '',
        '## Shop API through the storefront proxy: 200 sequential queries, median',
        '',
        '| backend direct (baseline) | through /shop-api | ratio |',
        '|---|---|---|',
        `| ${ms(proxy.direct)} | ${ms(proxy.proxied)} | ${ratio(proxy.proxied / proxy.direct)} |`,
        '',
        `## Under load: ${CONNECTIONS} connections, bounded loops on the loopback`,
        '',
        '| what | per second | p50 | p95 | p99 | errors |',
        '|---|---|---|---|---|---|',
        loadRow(`bare node:http, the product page's ${kb(staticLoad.bytes)} of brotli (baseline)`, staticLoad.bare),
        loadRow('shop server (sirv), the same product page', staticLoad.shop),
        loadRow('live stock query of a product page, through /shop-api', stockLoad),
        loadRow('10 shoppers adding lines to fresh carts (addItemsToOrder), through /shop-api', cartLoad),
        '',
        `Static pages under load: the shop server reaches ${ratio(staticLoad.shop.perSecond / staticLoad.bare.perSecond)} of bare node:http's requests per second (goal ≥ 0.80×).`,
        "Stock Vendure's addItemsToOrder without the shop's plugins is not measured here yet (see the issue's notes).",
        '',
        '## JavaScript a page loads (bytes on the wire, in Chromium)',
        '',
        `Baseline: React's runtime (react + react-dom/client bundled and minified by esbuild for production, gzip -9) = ${kb(reactBytes)}.`,
        '',
        '| page | script files | their bytes | ratio to React runtime | inline script (uncompressed, in the HTML) |',
        '|---|---|---|---|---|',
        ...scripts.map(s => `| ${s.name} | ${s.files} | ${kb(s.scriptBytes)} | ${ratio(s.scriptBytes / reactBytes)} | ${kb(s.inlineBytes)} |`),
        '',
        ...publishingReport(publishing),
    ];
    return lines.join('\n');
}

if (!(await ensureChromium())) {
    console.error('[bench] Chromium is missing and could not be installed');
    process.exit(1);
}
const running = process.env.BENCH_SHOP_URL && process.env.BENCH_BACKEND_URL;
const shop = running ? undefined : await startShop();
let exitCode = 0;
try {
    const { shopUrl, backendUrl, upAfter } = shop ? await shop.ready : { shopUrl: process.env.BENCH_SHOP_URL, backendUrl: process.env.BENCH_BACKEND_URL.replace(/\/$/, '') };
    console.log(`[bench] shop up${upAfter ? ` after ${upAfter}` : ''}: ${shopUrl}`);
    const discovered = await discoverPages(shopUrl);
    const allPages = [...PAGES, ...discovered];
    const pages = await benchPages(shopUrl, allPages);
    const proxy = await benchProxy(shopUrl, backendUrl);
    const staticLoad = await benchStaticLoad(shopUrl, discovered[1].path);
    const stockLoad = await benchStockLoad(shopUrl, backendUrl);
    const cartLoad = await benchCartLoad(shopUrl, backendUrl);
    const scripts = await benchScripts(shopUrl, backendUrl, allPages);
    const publishing = await benchPublishing({ shopUrl, backendUrl });
    const markdown = report({ pages, proxy, scripts, reactBytes: await reactRuntimeBytes(), upAfter, staticLoad, stockLoad, cartLoad, publishing });
    fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
    fs.writeFileSync(path.join(root, 'bench/RESULTS.md'), markdown);
    console.log(markdown);
} catch (error) {
    console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
} finally {
    await stopShop(shop);
}
process.exit(exitCode);
