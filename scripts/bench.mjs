/**
 * `npm run bench`: speed and size of the running shop, written to bench/RESULTS.md.
 * The shop is started as `npm start` starts it (fresh data folder, free ports), or BENCH_SHOP_URL,
 * BENCH_BACKEND_URL and BENCH_DATA_DIR (its DATA_DIR) name a running one. Every figure is
 * recorded as a ratio against a baseline measured in the same run on the same machine, so runs on
 * different machines compare:
 *   - static pages: median response time of the shop's server against a bare node:http server
 *     answering the same bytes from memory (the floor for any Node server);
 *   - /shop-api: median time of a query through the storefront's proxy against the backend direct;
 *   - under load (10 connections, bounded loops): a static product page against a bare node:http
 *     server sending the same compressed bytes (scripts/lib/bench-static.mjs); the live stock query
 *     of a product page; ten shoppers adding lines to fresh carts against stock Vendure on the same
 *     data, and on PostgreSQL + Redis with one and two backend instances (scripts/lib/bench-cart.mjs);
 *   - JavaScript per page: bytes on the wire of a page's scripts (in Chromium) against React's own
 *     runtime (react + react-dom/client, bundled, minified, gzipped), the price of one React island;
 *   - the header box's search suggestions on a slowed-down phone: their bytes against React's runtime,
 *     the time from a keystroke to the suggestions against a keystroke on a bare input (scripts/lib/bench-suggestions.mjs);
 *   - going live: the cart call on TypeORM as Vendure ships it against the former patched set-up
 *     (scripts/lib/bench-orm.mjs); the rebuilds a mix of orders, complaints with photos and staff edits
 *     causes (scripts/lib/bench-rebuilds.mjs); memory over a soak of cart and page load, BENCH_SOAK_MINUTES
 *     (30) long (scripts/lib/bench-soak.mjs);
 *   - Lighthouse (mobile) on every page type beside the pages' JavaScript budgets (scripts/lib/bench-lighthouse.mjs),
 *     and the time add to cart, a quantity change, a filter click and a checkout step take to answer a tap on a 4×
 *     slowed CPU (scripts/lib/bench-interactions.mjs).
 * BENCH_PARTS=scripts,lighthouse,orm,rebuilds,soak runs only those parts (on a shop of its own) and replaces only their
 * sections of bench/RESULTS.md. Against a running shop (BENCH_SHOP_URL…), BENCH_SHOP_LOG names the file its
 * output goes to, for the rebuilds part.
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
import { benchCartAgainstStock, benchCartPostgres, benchPluginsAgainstStock, CART_CALLS, pairedRatio, SHOPPERS, WINDOW_SECONDS } from './lib/bench-cart.mjs';
import { benchStaticLoad } from './lib/bench-static.mjs';
import { median } from './lib/statistics.mjs';
import { benchPublishing, publishingReport } from './lib/bench-publishing.mjs';
import { benchFormerOrm, formerOrmReport } from './lib/bench-orm.mjs';
import { benchRebuilds, rebuildsReport } from './lib/bench-rebuilds.mjs';
import { benchSoak, soakReport } from './lib/bench-soak.mjs';
import { benchSuggestions, suggestionsReport } from './lib/bench-suggestions.mjs';
import { benchLighthouse, lighthouseReport } from './lib/bench-lighthouse.mjs';
import { benchInteractions, interactionsReport } from './lib/bench-interactions.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const REQUESTS = 300;
const PAGES = [
    { name: 'home (nl)', path: '/' },
    { name: 'all products (nl)', path: '/producten' },
    { name: 'home (en)', path: '/en' },
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
/** The line in bench/RESULTS.md after which the sections written by hand follow: a run keeps them. */
const BY_HAND = '<!-- Below: written by hand from other runs; `npm run bench` keeps it. -->';

/**
 * The product page's live stock query (getProductVariantStock), 10 connections: through /shop-api,
 * where the storefront keeps the answer for a second (server/shop-api-proxy.ts), and to the
 * backend direct (the baseline: every call answered by Vendure).
 */
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
    const run = url => load({ url, method: 'POST', connections: CONNECTIONS, requests: 1000, headers: { 'content-type': 'application/json' }, body: () => query });
    const direct = await run(`${backendUrl}/shop-api?languageCode=nl`);
    const proxied = await run(new URL('/shop-api?languageCode=nl', shopUrl).href);
    console.log(`[bench] live stock: through /shop-api p50 ${ms(proxied.p50)}, p99 ${ms(proxied.p99)}; backend direct p50 ${ms(direct.p50)}, p99 ${ms(direct.p99)}`);
    return { direct, proxied, loadAverage: os.loadavg()[0] };
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

const launchChromium = () =>
    chromium.launch({
        executablePath: CHROMIUM,
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });

/** The header box's suggestions on a slowed-down phone (scripts/lib/bench-suggestions.mjs). */
async function benchSearchSuggestions(shopUrl) {
    const browser = await launchChromium();
    try {
        return await benchSuggestions(browser, shopUrl);
    } finally {
        await browser.close();
    }
}

async function benchScripts(shopUrl, backendUrl, pages) {
    const browser = await launchChromium();
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
const percent = value => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(0)} %`;
const loads = runs => runs.map(r => r.loadAverage.toFixed(0)).join(', ');
/** The issue's measurement of ten shoppers before the work on it (issue #14: "32 calls/s in all"). */
const CART_CALLS_BEFORE = 32;

function loadReport({ staticLoad, stockLoad, cart, plugins, cartPostgres }) {
    const { bare, shop } = staticLoad;
    const cpuRow = (name, r, extra = '') => `| ${name} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${Object.values(r.cpu).reduce((a, b) => a + b, 0).toFixed(1)} ms${extra} | ${r.count - r.failed} of ${r.count}${r.failed ? ` (failed: ${Object.entries(r.failures).map(([what, n]) => `${n}× ${what}`).join(', ')})` : ''} |`;
    const runningShop = pairedRatio(cart.backend, cart.stock) - 1;
    const runningShopCpu = cart.backend.cpu.backend / cart.stock.cpu.backend - 1;
    const pluginRow = pair =>
        `| ${pair.first === 'stock' ? 'stock Vendure' : "the shop's backend"} | ${pair.windows} | ${pair.stock.perSecond.toFixed(1)} | ${pair.fresh.perSecond.toFixed(1)} | ${percent(pair.time - 1)} | ${pair.stock.cpu.toFixed(1)} ms | ${pair.fresh.cpu.toFixed(1)} ms | ${percent(pair.cpu - 1)} | ${pair.stock.failed + pair.fresh.failed} of ${pair.stock.count + pair.fresh.count} | ${pair.loadAverage.toFixed(1)} |`;
    const lines = [
        `## Under load: ${CONNECTIONS} connections, bounded loops on the loopback`,
        '',
        'Each figure is the median of several runs taking turns with its baseline (the order turning each round), so that a',
        "busier moment of the shared machine does not fall on one side only; the load average beside each is the machine's",
        'during those runs. CPU time per request (from /proc) is the figure other work changes least.',
        '',
        `### A static page: the shop's server against bare node:http (${staticLoad.rounds} rounds of ${staticLoad.requests} requests)`,
        '',
        'Both servers on CPU 0 (the running shop server pinned there for the measurement), the load generator, a process of',
        'its own, on CPU 1.',
        '',
        '| server | per second | p50 | p95 | p99 | CPU per request | errors |',
        '|---|---|---|---|---|---|---|',
        `| bare node:http, the product page's ${kb(staticLoad.bytes)} of brotli from memory (baseline) | ${Math.round(bare.perSecond)} | ${ms(bare.p50)} | ${ms(bare.p95)} | ${ms(bare.p99)} | ${bare.cpuUsPerRequest.toFixed(0)} µs | ${bare.failed} |`,
        `| the shop's server (server/serve.ts), the same page | ${Math.round(shop.perSecond)} | ${ms(shop.p50)} | ${ms(shop.p95)} | ${ms(shop.p99)} | ${shop.cpuUsPerRequest.toFixed(0)} µs | ${shop.failed} |`,
        '',
        `The shop's server reaches **${ratio(staticLoad.ratio)}** of bare node:http's requests per second (goal ≥ 0.80×; median of the rounds' ratios: ${staticLoad.shop.runs.map((run, i) => ratio(run.perSecond / staticLoad.bare.runs[i].perSecond)).join(', ')}), and spends ${ratio(1 / staticLoad.cpuRatio)} of its CPU time per request. Load average during the runs: ${loads([...bare.runs, ...shop.runs])}.`,
        '',
        '### The live stock query of a product page, through /shop-api',
        '',
        '| what | per second | p50 | p95 | p99 | errors |',
        '|---|---|---|---|---|---|',
        loadRow('the backend direct, every call answered by Vendure (baseline)', stockLoad.direct),
        loadRow("through the storefront's /shop-api, which keeps the answer for a second", stockLoad.proxied),
        '',
        `Issue goal: p50 ≤ 10 ms, p99 ≤ 40 ms at ${CONNECTIONS} connections. Load average: ${stockLoad.loadAverage.toFixed(1)}.`,
        '',
        `### The cart: ${SHOPPERS} shoppers adding lines to fresh carts (addItemsToOrder, a new cart every 3 calls), ${cart.stock.runs.length} rounds of ${CART_CALLS} calls`,
        '',
        "Stock Vendure (bench/stock-vendure/server.mjs: Vendure's own configuration, none of the shop's plugins, custom fields",
        "or strategies; the shop's SQLite driver settings: WAL, busy timeout, 2000 cached statements) runs on a copy of the shop's",
        'SQLite database taken in this run: same products, prices and tax rates.',
        '',
        '| what | calls per second | p50 | p95 | server CPU per call | answered without error |',
        '|---|---|---|---|---|---|',
        cpuRow('stock Vendure, direct (baseline)', cart.stock),
        cpuRow("the running shop's backend, direct", cart.backend),
        cpuRow("the shop's backend through the storefront's /shop-api", cart.storefront, ` (backend ${cart.storefront.cpu.backend.toFixed(1)}, storefront ${cart.storefront.cpu.storefront.toFixed(1)})`),
        '',
        `- The running shop's backend, which has seeded, served the build and the loads above, takes ${percent(runningShop)} time per call against stock Vendure (median of the rounds' ratios) and ${percent(runningShopCpu)} CPU. Load average during the runs: ${loads([...cart.stock.runs, ...cart.backend.runs, ...cart.storefront.runs])}.`,
        `- Through /shop-api the shop takes **${cart.storefront.perSecond.toFixed(1)} calls/s**, ${ratio(cart.storefront.perSecond / CART_CALLS_BEFORE)} the issue's ${CART_CALLS_BEFORE} calls/s before this work (goal ≥ 2×; that figure came from another run on this machine, at a load not recorded).`,
        '',
        "### What the shop's plugins add to a cart call: stock Vendure against a shop backend, the same load",
        '',
        "Both started on copies of the running shop's database taken at one moment, so they differ in the plugins only.",
        plugins.pinned
            ? `Both servers share one core and take the same load at the same moments, ${SHOPPERS} shoppers each, in windows of ${WINDOW_SECONDS} s; the shoppers run on the other core.`
            : `One core only: both servers and the shoppers share it; the servers take the same load at the same moments, ${SHOPPERS} shoppers each, in windows of ${WINDOW_SECONDS} s.`,
        'Whatever else the machine does in a window, it does to both: the ratio holds where runs taking turns drifted apart.',
        `${plugins.pairs.length} pairs of processes, each side started first in half of them: pairs differ from each other by more than the windows of one pair, and of two identical processes the one started first has run a few per cent slower.`,
        '',
        "| started first | windows | stock Vendure calls/s | the shop's calls/s | the shop's time per call (median of the windows' ratios) | stock CPU per call | the shop's CPU per call | the shop's CPU per call against stock (median of the windows' ratios) | answers with an error | load average |",
        '|---|---|---|---|---|---|---|---|---|---|',
        ...plugins.pairs.map(pluginRow),
        '',
        `- The shop's plugins add **${percent(plugins.time - 1)}** to the time per call against stock Vendure and **${percent(plugins.cpu - 1)}** to the backend's CPU time per call (geometric means of the pairs; goal ≤ +10 %).`,
    ];
    if (cartPostgres) {
        const { one, two } = cartPostgres;
        lines.push(
            '',
            `### The cart on PostgreSQL + Redis: one backend instance, and two sharing them (${one.runs.length} rounds of ${CART_CALLS} calls)`,
            '',
            'The set-up of tests/postgres (scripts/lib/postgres.mjs: a throwaway cluster and Redis, the sample demo catalogue); the',
            'shoppers split between the two instances, straight to their Shop API.',
            '',
            '| what | calls per second | p50 | p95 | backend CPU per call (all instances) | answered without error |',
            '|---|---|---|---|---|---|',
            cpuRow('one instance (baseline)', one),
            cpuRow('two instances', two),
            '',
            `Two instances take ${ratio(pairedRatio(one, two))} the calls per second of one (median of the rounds' ratios). Load average during the runs: ${loads([...one.runs, ...two.runs])}.`,
        );
    } else {
        lines.push('', 'PostgreSQL + Redis: not measured in this run (BENCH_POSTGRES=0).');
    }
    lines.push('');
    return lines;
}

/** A log's complete lines: what follows the last newline is a line still being written (or nothing). */
const completeLines = text => text.split('\n').slice(0, -1);

/** The parts that run on their own too, each its section between markers, so that a run of some parts (BENCH_PARTS) replaces only its own. */
const GOING_LIVE = {
    scripts: {
        run: async ({ shopUrl, backendUrl }) => ({
            scripts: await benchScripts(shopUrl, backendUrl, [...PAGES, ...(await discoverPages(shopUrl))]),
            reactBytes: await reactRuntimeBytes(),
        }),
        report: ({ scripts, reactBytes }) => [
            '## JavaScript a page loads (bytes on the wire, in Chromium)',
            '',
            `Baseline: React's runtime (react + react-dom/client bundled and minified by esbuild for production, gzip -9) = ${kb(reactBytes)}.`,
            '',
            '| page | script files | their bytes | ratio to React runtime | inline script (uncompressed, in the HTML) |',
            '|---|---|---|---|---|',
            ...scripts.map(s => `| ${s.name} | ${s.files} | ${kb(s.scriptBytes)} | ${ratio(s.scriptBytes / reactBytes)} | ${kb(s.inlineBytes)} |`),
            '',
        ],
    },
    suggestions: {
        run: async ({ shopUrl }) => ({ figures: await benchSearchSuggestions(shopUrl), reactBytes: await reactRuntimeBytes() }),
        report: ({ figures, reactBytes }) => suggestionsReport(figures, reactBytes),
    },
    orm: { run: ({ backendUrl, dataDir }) => benchFormerOrm({ backendUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') }), report: formerOrmReport },
    rebuilds: {
        // the shop's log: the one this run started, or a running shop's (BENCH_SHOP_LOG, the file its output goes to)
        run: ({ backendUrl, shop }) => {
            const log = process.env.BENCH_SHOP_LOG;
            if (!shop && !log) return undefined;
            return benchRebuilds({ backendUrl, shopLines: shop ? () => shop.child.lines : () => completeLines(fs.readFileSync(log, 'utf8')) });
        },
        report: rebuildsReport,
    },
    soak: { run: ({ shopUrl, backendUrl, dataDir }) => benchSoak({ shopUrl, backendUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') }), report: soakReport },
    // Lighthouse on every page type, then the four interactions on its product and category page
    lighthouse: {
        run: async ({ shopUrl, backendUrl }) => {
            const pages = await benchLighthouse({ shopUrl, backendUrl });
            const find = prefix => pages.rows.find(page => page.name.startsWith(prefix))?.path;
            return { pages, interactions: await benchInteractions({ shopUrl, backendUrl, pages: { product: find('a product'), category: find('a category') } }) };
        },
        report: ({ pages, interactions }) => [...lighthouseReport(pages), ...interactionsReport(interactions)],
    },
};
const section = (part, lines) => [`<!-- bench:${part} -->`, ...lines, `<!-- /bench:${part} -->`].join('\n');
const notMeasured = (part, why) => section(part, [`(${part}: not measured in this run: ${why})`, '']);

async function runGoingLive(parts, context) {
    const sections = {};
    for (const part of parts) {
        try {
            const figures = await GOING_LIVE[part].run(context);
            sections[part] = figures ? section(part, GOING_LIVE[part].report(figures)) : notMeasured(part, 'needs the shop this run starts (its log)');
        } catch (error) {
            console.error(`[bench] ${part}: ${error instanceof Error ? error.stack : error}`);
            sections[part] = notMeasured(part, `failed: ${error instanceof Error ? error.message : error}`);
        }
    }
    return sections;
}

/** Replaces each part's section in the report between its markers, or adds it at the end of the generated part. */
function withSections(markdown, sections) {
    let result = markdown;
    for (const [part, text] of Object.entries(sections)) {
        const [start, end] = [`<!-- bench:${part} -->`, `<!-- /bench:${part} -->`];
        if (result.includes(start) && result.includes(end)) result = `${result.slice(0, result.indexOf(start))}${text}${result.slice(result.indexOf(end) + end.length)}`;
        else if (result.includes(BY_HAND)) result = result.replace(BY_HAND, `${text}\n\n${BY_HAND}`);
        else result = `${result}\n${text}\n`;
    }
    return result;
}

function report({ pages, proxy, upAfter, staticLoad, stockLoad, cart, plugins, cartPostgres, publishing }) {
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
        ...loadReport({ staticLoad, stockLoad, cart, plugins, cartPostgres }),
        ...(publishing ? publishingReport(publishing) : ['## Publishing', '', 'Not measured in this run: the step failed (see its log).', '']),
    ];
    return lines.join('\n');
}

if (!(await ensureChromium())) {
    console.error('[bench] Chromium is missing and could not be installed');
    process.exit(1);
}
const running = process.env.BENCH_SHOP_URL && process.env.BENCH_BACKEND_URL;
const parts = process.env.BENCH_PARTS ? process.env.BENCH_PARTS.split(',').map(part => part.trim()) : undefined;
const unknown = parts?.filter(part => !GOING_LIVE[part]) ?? [];
if (unknown.length) {
    console.error(`[bench] BENCH_PARTS: no part ${unknown.join(', ')} (parts: ${Object.keys(GOING_LIVE).join(', ')})`);
    process.exit(1);
}
const shop = running ? undefined : await startShop();
let exitCode = 0;
try {
    const started = shop ? await shop.ready : { shopUrl: process.env.BENCH_SHOP_URL, backendUrl: process.env.BENCH_BACKEND_URL };
    // without a trailing slash: the publishing bench appends paths ('//producten/…' is no page since #10's one URL form)
    const [shopUrl, backendUrl] = [started.shopUrl, started.backendUrl].map(url => url.replace(/\/$/, ''));
    const { upAfter } = started;
    const dataDir = shop ? shop.dataDir : process.env.BENCH_DATA_DIR;
    if (!dataDir) throw new Error("BENCH_DATA_DIR: the running shop's data folder (its SQLite database is copied for stock Vendure)");
    console.log(`[bench] shop up${upAfter ? ` after ${upAfter}` : ''}: ${shopUrl}`);
    const context = { shopUrl, backendUrl, dataDir, shop };
    const resultsFile = path.join(root, 'bench/RESULTS.md');
    const earlier = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '';
    let markdown;
    if (parts) {
        markdown = withSections(earlier, await runGoingLive(parts, context));
    } else {
        const discovered = await discoverPages(shopUrl);
        const allPages = [...PAGES, ...discovered];
        const pages = await benchPages(shopUrl, allPages);
        const proxy = await benchProxy(shopUrl, backendUrl);
        const staticLoad = await benchStaticLoad({ url: new URL(discovered[1].path, shopUrl).href, connections: CONNECTIONS });
        const stockLoad = await benchStockLoad(shopUrl, backendUrl);
        const cart = await benchCartAgainstStock({ shopUrl, backendUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') });
        const plugins = await benchPluginsAgainstStock({ backendUrl, sqliteFile: path.join(dataDir, 'shop.sqlite') });
        const cartPostgres = process.env.BENCH_POSTGRES === '0' ? undefined : await benchCartPostgres();
        // should it fail, the figures above are still written
        const publishing = await benchPublishing({ shopUrl, backendUrl }).catch(error => {
            console.error(`[bench] publishing: ${error instanceof Error ? error.stack : error}`);
            return undefined;
        });
        // Lighthouse before the loads that follow; the soak last: the longest, and it should not leave its load's history to the other figures
        const sections = await runGoingLive(['scripts', 'suggestions', 'lighthouse', 'orm', 'rebuilds', 'soak'], context);
        const generated = withSections(report({ pages, proxy, upAfter, staticLoad, stockLoad, cart, plugins, cartPostgres, publishing }), sections);
        // what was written by hand below the marker stays
        const byHand = earlier.includes(BY_HAND) ? earlier.slice(earlier.indexOf(BY_HAND)) : '';
        markdown = byHand ? `${generated}\n\n${byHand}` : generated;
    }
    fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
    fs.writeFileSync(resultsFile, markdown);
    console.log(markdown);
} catch (error) {
    console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
    exitCode = 1;
} finally {
    await stopShop(shop);
}
process.exit(exitCode);
