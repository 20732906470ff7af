/**
 * The Netlify path: netlify.toml as pushed, with Netlify's own CLI offline (tests/netlify/cli: its version
 * pinned by a lock, installed into node_modules/.cache/netlify-cli when the lock changed), on a fresh clone
 * of this repository's last commit:
 *   netlify serve --offline    Netlify's build (the build command: the storefront-only install, astro
 *                              build with the Netlify adapter), then its server: the files with their
 *                              headers, netlify.toml's rules and the adapter's function, in Netlify's
 *                              function runtime, with the variables given as Netlify's UI gives them;
 * the shop's edge function (locale-hosts.ts) in front, in Deno from npm (edge-layer.ts: Netlify's own edge
 * bootstrap is loaded from edge.netlify.com). Then the routes: pages with one CSP, the locale cookie on
 * `/`, the spec's redirect, the Shop API, images, a filtered category page, the localised 404s, both
 * webhooks' signature checks and the build hook, and Storyblok's editor preview on a page's own path.
 * The commerce backend is the test shop's (BACKEND_URL, STORYBLOK_API_URL from `npm test`), else one
 * started here; the functions reach it at this machine's own network address, since they refuse a
 * backend on localhost (src/lib/cdn-settings.ts).
 *   npm run test:netlify
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signCatalogueWebhook } from '@timber-shop/rules';
import getPort from 'get-port';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startLogged, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';
import { startShop, stopShop } from '../../scripts/lib/shop.mjs';
import { editorSignature } from '../../src/lib/content/preview';
import { TEST_SPACE } from '../../src/lib/content/testing/fake-storyblok-server';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const log = (message: string) => console.log(`[netlify-path] ${message}`);
const since = (from: number) => `${Math.round((Date.now() - from) / 1000)} s`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-netlify-'));
const site = path.join(scratch, 'site');
const WEBHOOK_SECRET = 'netlify-path-webhook-secret';

let shop: Awaited<ReturnType<typeof startShop>> | undefined;
const running: ReturnType<typeof startLogged>[] = [];
const buildHookCalls: string[] = [];
const buildHook = http.createServer((request, response) => {
    buildHookCalls.push(`${request.method} ${request.url}`);
    response.writeHead(200).end();
});
let edge = '';

/** Netlify's CLI and Deno, from the lock in tests/netlify/cli; installed again only when that lock changed. */
function installCli(): string {
    const from = path.join(root, 'tests/netlify/cli');
    const into = path.join(root, 'node_modules/.cache/netlify-cli');
    const lock = fs.readFileSync(path.join(from, 'package-lock.json'), 'utf8');
    const installed = path.join(into, 'node_modules/.installed-lock.json');
    if (fs.existsSync(installed) && fs.readFileSync(installed, 'utf8') === lock) return path.join(into, 'node_modules/.bin');
    const started = Date.now();
    fs.rmSync(into, { recursive: true, force: true });
    fs.mkdirSync(into, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(from, file), path.join(into, file));
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: into, stdio: 'inherit' });
    fs.writeFileSync(installed, lock);
    log(`installed Netlify's CLI and Deno in ${since(started)}`);
    return path.join(into, 'node_modules/.bin');
}

/** This machine's address on its network: what a function on Netlify would reach the backend at is never localhost. */
function networkAddress(): string {
    const address = Object.values(os.networkInterfaces())
        .flat()
        .find(entry => entry?.family === 'IPv4' && !entry.internal);
    if (!address) throw new Error('this machine has no network address besides loopback, and the functions refuse a backend on localhost');
    return address.address;
}

beforeAll(async () => {
    let backendUrl = process.env.BACKEND_URL;
    let storyblokUrl = process.env.STORYBLOK_API_URL;
    if (!backendUrl || !storyblokUrl) {
        shop = await startShop();
        ({ backendUrl, storyblokUrl } = await shop.ready);
    }
    const cliBin = installCli();
    let from = Date.now();
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, site]);
    log(`cloned ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: site, encoding: 'utf8' }).trim()} in ${since(from)}`);

    await new Promise<void>(resolve => buildHook.listen(0, '127.0.0.1', resolve));
    const hookAddress = buildHook.address();
    if (!hookAddress || typeof hookAddress === 'string') throw new Error('the build hook has no port');
    const backend = new URL(backendUrl);
    backend.hostname = networkAddress();
    const config = path.join(scratch, 'config');
    // no telemetry from the CLI: its setting lives in its global config, here a folder of this run's own
    fs.mkdirSync(path.join(config, 'netlify'), { recursive: true });
    fs.writeFileSync(path.join(config, 'netlify/config.json'), JSON.stringify({ telemetryDisabled: true }));
    // The site's variables as Netlify's UI gives them to the build and the functions (netlify.toml's do not
    // reach functions); Node 24 first on the PATH, as NODE_VERSION gives Netlify's build.
    // This machine's environment otherwise (its certificates reach the npm registry), without npm's own of this run
    // and the test shop's addresses.
    const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|BACKEND_URL$|SHOP_URL$|ADMIN_URL$|STORYBLOK_|VITEST|NODE_ENV$|TEST$)/.test(name)));
    const env: NodeJS.ProcessEnv = {
        ...inherited,
        PATH: [path.dirname(process.execPath), cliBin, ...(process.env.PATH ?? '').split(':').filter(dir => !dir.includes('node_modules'))].join(':'),
        LANG: 'C.UTF-8',
        XDG_CONFIG_HOME: config,
        XDG_DATA_HOME: path.join(scratch, 'data'),
        XDG_CACHE_HOME: path.join(scratch, 'cache'),
        DENO_DIR: path.join(scratch, 'deno'),
        DENO_NO_UPDATE_CHECK: '1',
        BROWSER: 'none',
        BACKEND_URL: backend.origin,
        WEBHOOK_SECRET,
        NETLIFY_BUILD_HOOK: `http://127.0.0.1:${hookAddress.port}/build_hooks/netlify-path`,
        STORYBLOK_API_URL: storyblokUrl,
        STORYBLOK_PREVIEW_TOKEN: TEST_SPACE.previewToken,
    };
    const [servePort, edgePort] = [await getPort(), await getPort()];
    from = Date.now();
    // From outside the clone: `--cwd` is the site's folder (in it, the CLI asks which of the workspace's packages to serve)
    const serve = startLogged('netlify', ['serve', '--offline', '--cwd', site, '--port', String(servePort)], { cwd: scratch, env, prefix: '[netlify serve]', graceMs: 10_000 });
    running.push(serve);
    const [, serveUrl] = await waitForLine(serve, /Local dev server ready: (http:\/\/\S+)/, 10 * 60_000);
    log(`netlify serve (install, build, serve) up in ${since(from)}`);
    expect(serve.lines.join('\n')).not.toMatch(/set twice|ERR_REQUIRE_ESM|Cannot find module/);

    const layer = startLogged('deno', ['run', '--allow-net', '--allow-env', '--allow-read', path.join(root, 'tests/netlify/edge-layer.ts'), String(edgePort), serveUrl], {
        cwd: site,
        env,
        prefix: '[edge layer]',
    });
    running.push(layer);
    [, edge] = await waitForLine(layer, /edge layer on (http:\/\/\S+)/, 60_000);
}, 15 * 60_000);

afterAll(async () => {
    for (const child of running) await stopProcess(child);
    buildHook.close();
    await stopShop(shop);
    fs.rmSync(scratch, { recursive: true, force: true });
}, 120_000);

const at = (pathname: string, init?: RequestInit) => fetch(new URL(pathname, edge), { redirect: 'manual', ...init });

test('pre-rendered pages with the security headers and one CSP; the root follows the locale cookie', async () => {
    const home = await at('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="nl"');
    expect(home.headers.get('content-security-policy')?.match(/default-src/g)).toHaveLength(1);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(home.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    expect(home.headers.get('vary')).toMatch(/Cookie/);

    const german = await at('/', { headers: { cookie: 'locale=de' } });
    expect(german.status).toBe(302);
    expect(german.headers.get('location')).toBe('/de');
    const germanHome = await at('/de');
    expect(germanHome.status).toBe(200);
    expect(await germanHome.text()).toContain('<html lang="de"');

    const contact = await at('/de/kontakt');
    expect(contact.status).toBe(301);
    expect(contact.headers.get('location')).toBe('/de/kontakt/quote');
});

test('the functions: the Shop API, images, a filtered category page and the 404 in the path\'s language', async () => {
    const api = await at('/shop-api', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(options: { take: 1 }) { totalItems } }' }) });
    expect(api.status).toBe(200);
    expect((await api.json()).data.products.totalItems).toBeGreaterThanOrEqual(25);

    const category = await (await at('/producten/vlonderplanken')).text();
    const image = category.match(/src="(\/assets\/[^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(image, 'the category page shows a product image').toBeDefined();
    const picture = await at(image as string);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const filtered = await at('/producten/vlonderplanken/__species.douglas');
    expect(filtered.status).toBe(200);
    const filteredPage = await filtered.text();
    expect(filteredPage).toMatch(/<h1[^>]*>Vlonderplanken Douglas/);
    expect(filteredPage).toMatch(/aria-checked="true"[^>]*data-value="douglas"/);
    expect(filtered.headers.get('content-security-policy')?.match(/default-src/g)).toHaveLength(1);

    const dutch = await at('/bestaat-niet');
    expect(dutch.status).toBe(404);
    expect(await dutch.text()).toContain('Deze pagina is niet gevonden');
    const german = await at('/de/gibt-es-nicht');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('Diese Seite wurde nicht gefunden');
});

test('the webhooks check their signature first; a signed catalogue change calls the build hook', async () => {
    const body = JSON.stringify({ scope: 'all' });
    const unsigned = await at('/api/webhooks/catalogue', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(401);
    const wronglySigned = await at('/api/webhooks/catalogue', { method: 'POST', headers: { 'content-type': 'application/json', 'x-catalogue-signature': await signCatalogueWebhook('another-secret', body) }, body });
    expect(wronglySigned.status).toBe(401);
    const storyblok = await at('/api/webhooks/storyblok', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'published', story_id: 1 }) });
    expect(storyblok.status).toBe(401);
    expect(buildHookCalls).toEqual([]);

    const signed = await at('/api/webhooks/catalogue', { method: 'POST', headers: { 'content-type': 'application/json', 'x-catalogue-signature': await signCatalogueWebhook(WEBHOOK_SECRET, body) }, body });
    expect(signed.status).toBe(202);
    expect(await signed.json()).toEqual({ accepted: true, by: 'build-hook' });
    expect(buildHookCalls).toEqual([`POST /build_hooks/netlify-path?trigger_title=${encodeURIComponent('catalogue: categories, facets or assets')}`]);
});

test("Storyblok's editor previews a draft on the page's own path; a hand-made ?_storyblok gets the published page", async () => {
    // the German privacy page: the browser tests preview the English one on the same fake Storyblok meanwhile
    const draftText = `Entwurf ${Date.now()}: auf Netlify gesehen`;
    const draft = { component: 'page', _uid: 'privacy-de', layout: 'static', body: [{ component: 'richtext', _uid: 'privacy-de-1', text: `<p>${draftText}</p>` }] };
    const storyblokUrl = process.env.STORYBLOK_API_URL ?? (await shop?.ready)?.storyblokUrl;
    const saved = await fetch(`${storyblokUrl}/_fake/stories`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Datenschutzerklärung (Entwurf)', full_slug: 'de/t/datenschutz', group_id: 'g-privacy', content: { ...draft, body: [] }, draft }),
    });
    expect(saved.status).toBe(204);

    const byHand = await at('/de/t/datenschutz?_storyblok=5012');
    expect([302, 303, 307]).toContain(byHand.status);
    expect(byHand.headers.get('location')).toMatch(/\/de\/t\/datenschutz$/);

    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = editorSignature(TEST_SPACE.spaceId, TEST_SPACE.previewToken, timestamp);
    const query = new URLSearchParams({ _storyblok: '5012', '_storyblok_tk[space_id]': TEST_SPACE.spaceId, '_storyblok_tk[timestamp]': timestamp, '_storyblok_tk[token]': token });
    const preview = await at(`/de/t/datenschutz?${query}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/app\.storyblok\.com/);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const page = await preview.text();
    expect(page).toContain('Datenschutzerklärung (Entwurf)');
    expect(page).toContain(draftText);
});
