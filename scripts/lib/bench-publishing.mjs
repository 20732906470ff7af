/**
 * The publishing figures of `npm run bench` (issue goals in brackets), each with the baseline it is
 * compared to in the same run:
 *   - a full build (all pages of 3 locales and the search index) in pages per second [≥ 30 pages/s];
 *   - webhook to live for one changed product: from the price change in the Admin API until the
 *     product page shows the new price [≤ 30 s], against the full build's time;
 *   - requests that failed while that rebuild was swapped in, under a steady request loop [0];
 *   - pagefind's bytes on the wire for one search in Chromium (library, index chunks, fragments) [≤ 150 KB],
 *     against the search page's own HTML.
 * Also runnable alone against a running shop: node scripts/lib/bench-publishing.mjs SHOP_URL BACKEND_URL
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { execa } from 'execa';
import { cpuMs, pidListeningOn } from './process-cpu.mjs';
import { CHROMIUM } from './shop.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

function countPages(dir) {
    let count = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && entry.name === 'index.html') count++;
    return count;
}

/** CPU seconds (user + system) of this process's finished children (/proc/self/stat: cutime, cstime). */
function childrenCpuSeconds() {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * One `astro build` of everything: its time and pages, and the CPU seconds it and the backend spent
 * (on a shared machine the CPU a build costs hardly changes with the load, where its time does).
 */
async function fullBuild(backendUrl) {
    const outDir = path.join(root, '.dist-live/bench-full');
    fs.rmSync(outDir, { recursive: true, force: true });
    const backend = pidListeningOn(new URL(backendUrl).port);
    const [backendBefore, buildBefore] = [cpuMs(backend), childrenCpuSeconds()];
    const started = Date.now();
    await execa(path.join(root, 'node_modules/.bin/astro'), ['build', '--outDir', outDir], { cwd: root, env: { BACKEND_URL: backendUrl, ASTRO_TELEMETRY_DISABLED: '1' } });
    const seconds = (Date.now() - started) / 1000;
    const cpu = { build: childrenCpuSeconds() - buildBefore, backend: ((cpuMs(backend) ?? 0) - (backendBefore ?? 0)) / 1000 };
    const pages = countPages(path.join(outDir, 'client'));
    fs.rmSync(outDir, { recursive: true, force: true });
    return { seconds, pages, cpu };
}

async function adminApi(backendUrl) {
    const login = await fetch(`${backendUrl}/admin-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }' }),
    });
    const token = login.headers.get('vendure-auth-token');
    return async (query, variables) => {
        const response = await fetch(`${backendUrl}/admin-api`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ query, variables }),
        });
        const { data, errors } = await response.json();
        if (errors) throw new Error(JSON.stringify(errors));
        return data;
    };
}

/** Changes one product's price, waits until its page shows it, with a request loop running throughout. */
async function webhookToLive(shopUrl, backendUrl) {
    const admin = await adminApi(backendUrl);
    const { products } = await admin('{ products(options: { take: 1, skip: 5 }) { items { id slug variants { id price } } } }');
    const product = products.items[0];
    const pageUrl = `${shopUrl}/producten/${product.slug}/${product.id}`;
    const newPrice = product.variants[0].price + 1;
    const shown = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.round(newPrice * 1.21) / 100);
    let running = true;
    let requests = 0;
    const failures = [];
    const loop = (async () => {
        while (running) {
            for (const url of [pageUrl, `${shopUrl}/zoek`, `${shopUrl}/pagefind/nl/pagefind.js`, `${shopUrl}/t/privacy`]) {
                requests++;
                const response = await fetch(url).catch(error => error);
                if (response instanceof Error || !response.ok) failures.push(`${url}: ${response.message ?? response.status}`);
                else await response.arrayBuffer();
            }
        }
    })();
    const started = Date.now();
    await admin('mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
        input: product.variants.map(variant => ({ id: variant.id, price: variant.id === product.variants[0].id ? newPrice : variant.price })),
    });
    let seconds;
    while (Date.now() - started < 15 * 60_000) {
        if ((await (await fetch(pageUrl)).text()).includes(shown)) {
            seconds = (Date.now() - started) / 1000;
            break;
        }
        await new Promise(resolve => setTimeout(resolve, 500));
    }
    running = false;
    await loop;
    return { seconds, requests, failures };
}

async function searchPayload(shopUrl) {
    const browser = await chromium.launch({ executablePath: CHROMIUM });
    try {
        const page = await browser.newPage();
        let pagefindBytes = 0;
        let htmlBytes = 0;
        page.on('response', async response => {
            const url = new URL(response.url());
            const size = Number(response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
            if (url.pathname.startsWith('/pagefind/')) pagefindBytes += size;
            else if (url.pathname === '/zoek') htmlBytes += size;
        });
        await page.goto(`${shopUrl}/zoek?q=douglas`);
        await page.locator('[data-search-result]').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        return { pagefindBytes, htmlBytes };
    } finally {
        await browser.close();
    }
}

export async function benchPublishing({ shopUrl, backendUrl }) {
    const full = await fullBuild(backendUrl);
    const live = await webhookToLive(shopUrl, backendUrl);
    const search = await searchPayload(shopUrl);
    return { full, live, search };
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`;

export function publishingReport({ full, live, search }) {
    return [
        '## Publishing (issue goals in brackets)',
        '',
        '| figure | value | baseline in this run | ratio |',
        '|---|---|---|---|',
        `| full build (3 locales, all pages, search index) | ${full.pages} pages in ${full.seconds.toFixed(1)} s = ${(full.pages / full.seconds).toFixed(1)} pages/s [≥ 30] | goal 30 pages/s | ${(full.pages / full.seconds / 30).toFixed(2)}× |`,
        `| CPU of that build: the build's processes, the backend | ${full.cpu.build.toFixed(1)} s, ${full.cpu.backend.toFixed(1)} s | – | – |`,
        `| webhook to live, one product's price | ${live.seconds === undefined ? 'not live within 15 min' : `${live.seconds.toFixed(1)} s`} [≤ 30 s] | the full build, ${full.seconds.toFixed(1)} s | ${live.seconds === undefined ? '–' : `${(live.seconds / full.seconds).toFixed(2)}×`} |`,
        `| requests failed during that rebuild and swap | ${live.failures.length} of ${live.requests} [0] | – | – |`,
        `| pagefind bytes on the wire for one search | ${kb(search.pagefindBytes)} [≤ 150 KB] | the search page's HTML, ${kb(search.htmlBytes)} | ${(search.pagefindBytes / Math.max(1, search.htmlBytes)).toFixed(2)}× |`,
        '',
    ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
    const [shopUrl, backendUrl] = process.argv.slice(2);
    const figures = await benchPublishing({ shopUrl, backendUrl });
    console.log(JSON.stringify(figures, null, 2));
    console.log(publishingReport(figures).join('\n'));
}
