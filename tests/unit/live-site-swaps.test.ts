import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLogged, stillRunning, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';

/**
 * The storefront server (server/serve.ts, the real one) under a steady loop of page reads while its
 * live site swaps builds in, one after another, with the swapped-out builds' folders removed a moment
 * later (OLD_BUILD_GRACE_MS shortened), and a second server started from the same folder half way:
 * no read fails, every swap goes live, and the process stays up. The build it serves is
 * a stand-in: a few pages and a server bundle whose publishing routes answer a product publish (the
 * swap that needs no `astro build`), so each webhook it is sent brings a new build folder.
 */
const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'live-site-swaps-'));
const PAGES = ['/producten/vlonderplanken', '/producten/balk/6', '/en/products'];
const SWAPS = 5;
let server: ReturnType<typeof startLogged>;
let shopUrl: string;

/** A built site: pages, search records per locale, and a server bundle with the publishing routes. */
function writeBuild(dir: string) {
    for (const page of PAGES) {
        fs.mkdirSync(path.join(dir, 'client', page), { recursive: true });
        fs.writeFileSync(path.join(dir, 'client', page, 'index.html'), `<html><head></head><body>${page} build 0 ${'x'.repeat(2000)}</body></html>`);
    }
    fs.mkdirSync(path.join(dir, 'search-records'), { recursive: true });
    for (const locale of ['nl', 'en', 'de']) {
        const records = [{ url: '/producten/balk/6', content: 'Balk', meta: { title: 'Balk' }, filters: { type: ['product'] } }];
        fs.writeFileSync(path.join(dir, 'search-records', `${locale}.json`), JSON.stringify({ records, vocabulary: ['balk'], site: { locale } }));
    }
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(
        path.join(dir, 'server/entry.mjs'),
        `let published = 0;
const json = (res, value) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end(JSON.stringify(value)); };
const body = req => new Promise(resolve => { let text = ''; req.on('data', c => (text += c)); req.on('end', () => resolve(text ? JSON.parse(text) : {})); });
export const handler = async (req, res, _next, locals) => {
    const url = new URL(req.url, 'http://shop');
    if (url.pathname === '/api/webhooks/catalogue') {
        locals.publisher.schedule('test: product 6', ['6']);
        res.writeHead(202); return res.end();
    }
    if (url.pathname === '/publishing/plan') { await body(req); published++; return json(res, { pages: ${JSON.stringify(PAGES)}.map(path => ({ path, props: { path } })) }); }
    if (url.pathname === '/publishing/page') {
        const { path } = JSON.parse(url.searchParams.get('props'));
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html><head></head><body>' + path + ' build ' + published + ' ' + 'x'.repeat(2000) + '</body></html>');
    }
    if (url.pathname === '/publishing/search-records') { const { records } = await body(req); return json(res, { records, vocabulary: ['balk'], site: {} }); }
    res.writeHead(404); res.end('not found');
};
`,
    );
}

beforeAll(async () => {
    writeBuild(path.join(scratch, 'dist'));
    const port = await getPort();
    server = startLogged(process.execPath, [path.join(root, 'server/serve.ts')], {
        cwd: root,
        env: { ...process.env, SHOP_PORT: String(port), SHOP_HOST: '127.0.0.1', SHOP_DIST_DIR: path.join(scratch, 'dist'), REBUILD_DEBOUNCE_MS: '50', OLD_BUILD_GRACE_MS: '300' },
        prefix: '[serve]',
    });
    await waitForLine(server, /serving .* on http/, 60_000);
    shopUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
    await stopProcess(server);
    fs.rmSync(scratch, { recursive: true, force: true });
});

it('answers every page read while builds are swapped in and the old ones removed, and stays up', { timeout: 180_000 }, async () => {
    const failures: string[] = [];
    let reads = 0;
    let reading = true;
    const seen = new Set<string>();
    // four readers, each a steady loop of page reads, compressed and not
    const readers = Array.from({ length: 4 }, async (_, reader) => {
        while (reading) {
            const page = PAGES[reads % PAGES.length];
            try {
                const response = await fetch(`${shopUrl}${page}`, { headers: { 'accept-encoding': reader % 2 ? 'identity' : 'br, gzip' } });
                const text = await response.text();
                if (response.status !== 200) failures.push(`${page}: ${response.status}`);
                else if (reader % 2) seen.add(text.match(/build \d+/)?.[0] ?? text.slice(0, 80));
            } catch (error) {
                failures.push(`${page}: ${error instanceof Error ? (error.cause ?? error.message) : error}`);
            }
            reads++;
        }
    });
    const builds = path.join(root, '.dist-live', String(server.pid));
    for (let swap = 1; swap <= SWAPS; swap++) {
        await fetch(`${shopUrl}/api/webhooks/catalogue`, { method: 'POST' });
        await expect.poll(() => server.lines.filter(line => line.includes('[publish] live:')).length, { timeout: 60_000 }).toBe(swap);
        if (swap === 2) {
            // a second shop started from the same folder (a test shop beside `npm start`) leaves this one's builds alone
            const other = startLogged(process.execPath, [path.join(root, 'server/serve.ts')], {
                cwd: root,
                env: { ...process.env, SHOP_PORT: String(await getPort()), SHOP_HOST: '127.0.0.1', SHOP_DIST_DIR: path.join(scratch, 'dist') },
                prefix: '[other serve]',
            });
            await waitForLine(other, /serving .* on http/, 60_000);
            await stopProcess(other);
        }
    }
    // the swapped-out builds' folders go once no read uses them: only the live one is left
    await expect.poll(() => (fs.existsSync(builds) ? fs.readdirSync(builds).length : 0), { timeout: 30_000 }).toBe(1);
    reading = false;
    await Promise.all(readers);
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(100);
    // the pages of several builds were read, the last one's among them
    expect(seen.size).toBeGreaterThan(2);
    expect(seen).toContain(`build ${SWAPS}`);
    expect(stillRunning(server)).toBe(true);
    expect(server.lines.join('\n')).not.toMatch(/ENOENT|Uncaught|build failed/);
});
