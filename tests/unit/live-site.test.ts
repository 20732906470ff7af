import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Build, type LiveSite, type Plan, createLiveSite, withStylesOf } from '../../server/live-site.ts';

/**
 * The live site's rebuild rules with a stand-in for `astro build` (a shell script in a scratch
 * project) and for the server's publishing routes: a burst of requests is one build, a failed build
 * leaves the live build and says why, a good one is swapped in with its own server bundle; a product
 * change is rendered by the live server into a linked copy of the live build, never touching its files.
 */
let root: string;
let lines: string[];

function fakeAstro(script: string) {
    fs.writeFileSync(path.join(root, 'node_modules/.bin/astro'), `#!/bin/sh\n${script}\n`, { mode: 0o755 });
}

/** What the fake builds' handler gives: the build's text. */
const served = (site: LiveSite<Build>) => (site.current().handler as unknown as () => string)();

function writeBuild(dir: string, text: string) {
    fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'client/index.html'), text);
    fs.writeFileSync(path.join(dir, 'server/entry.mjs'), `export const handler = () => ${JSON.stringify(text)};\n`);
}

beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'live-site-'));
    fs.mkdirSync(path.join(root, 'node_modules/.bin'), { recursive: true });
    writeBuild(path.join(root, 'dist'), 'first build');
    lines = [];
});
afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
});

describe('live site', () => {
    it('swaps in a good build: files and server bundle from its own folder; a burst of requests is one build', async () => {
        // The fake build writes its output where --outDir says and counts its runs.
        fakeAstro(
            `echo run >> "${root}/runs"; out="$3"; mkdir -p "$out/client" "$out/server"; echo "second build" > "$out/client/index.html"; echo 'export const handler = () => "second build";' > "$out/server/entry.mjs"`,
        );
        const site = await createLiveSite({ root, distDir: path.join(root, 'dist'), debounceMs: 100, log: line => lines.push(line) });
        expect(served(site)).toBe('first build');
        site.publisher.schedule('catalogue: products 1', ['1']);
        site.publisher.schedule('catalogue: products 2', ['2']);
        site.publisher.schedule('storyblok: published en/t/privacy');
        await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 20_000 });
        await site.idle();
        expect(fs.readFileSync(path.join(root, 'runs'), 'utf8').trim().split('\n')).toHaveLength(1);
        expect(served(site)).toBe('second build');
        expect(fs.readFileSync(path.join(site.current().clientDir, 'index.html'), 'utf8')).toContain('second build');
        expect(site.current().clientDir).not.toBe(path.join(root, 'dist/client'));
        // Anything but products rebuilds everything, in one build with all the reasons.
        expect(lines.join('\n')).toMatch(/building everything \(catalogue: products 1; catalogue: products 2; storyblok: published en\/t\/privacy\)/);
    });

    it('keeps the live build when a build fails, and says why', async () => {
        fakeAstro('echo "error fetching storyblok data: 401" >&2; exit 1');
        const site = await createLiveSite({ root, distDir: path.join(root, 'dist'), debounceMs: 100, log: line => lines.push(line) });
        site.publisher.schedule('storyblok: published nl/t/privacy');
        await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 20_000 });
        await site.idle();
        expect(site.publisher.status().builds[0].ok).toBe(false);
        expect(served(site)).toBe('first build');
        expect(lines.join('\n')).toMatch(/build failed, the live site stays as it was[\s\S]*error fetching storyblok data: 401/);
        const builds = path.join(root, '.dist-live');
        expect(fs.existsSync(builds) ? fs.readdirSync(builds) : []).toEqual([]);
    });

    describe('a product change', () => {
        const productPage = (dir: string) => path.join(dir, 'client/producten/balk/6/index.html');
        const record = (url: string, title: string) => ({ url, content: title, meta: { title, type: 'product' }, filters: { type: ['product'] } });
        function liveBuildWithRecords() {
            const dist = path.join(root, 'dist');
            fs.mkdirSync(path.dirname(productPage(dist)), { recursive: true });
            fs.writeFileSync(productPage(dist), `<html><body>${'old price '.repeat(100)}</body></html>`);
            fs.mkdirSync(path.join(dist, 'search-records'));
            for (const locale of ['nl', 'en', 'de']) {
                fs.writeFileSync(
                    path.join(dist, `search-records/${locale}.json`),
                    JSON.stringify({ records: [record('/producten/balk/6', 'Balk'), record('/producten/plank/7', 'Plank')], vocabulary: [] }),
                );
            }
            return dist;
        }
        function routes(plan: Plan) {
            const calls: unknown[][] = [];
            return {
                calls,
                plan: async (ids: string[]) => {
                    calls.push(['plan', ids]);
                    return plan;
                },
                page: async (props: unknown) => {
                    calls.push(['page', props]);
                    return { html: `<html><body>${'new price '.repeat(100)}</body></html>`, scriptHashes: ['sha256-new'] };
                },
                searchRecords: async (locale: string, ids: string[], records: { url: string }[]) => {
                    calls.push(['searchRecords', locale, ids, records.length]);
                    return { records: [records[1], record('/producten/balk/6', 'Balk Webhooktest')], vocabulary: ['balk', 'webhooktest'] };
                },
            };
        }

        it('renders its pages through the live server into a linked copy of the live build, with its search records replaced', async () => {
            fakeAstro(`echo run >> "${root}/runs"`);
            const dist = liveBuildWithRecords();
            const fake = routes({ pages: [{ path: '/producten/balk/6', props: { view: 'product', locale: 'nl', productId: '6' } }] });
            const loads: unknown[] = [];
            const loadBuild = async (dir: string, reuse?: { server?: { handler: () => string; serverDir: string }; scriptHashes?: string[] }) => {
                loads.push(reuse?.scriptHashes);
                return {
                    dir,
                    clientDir: path.join(dir, 'client'),
                    serverDir: reuse?.server?.serverDir ?? path.join(dir, 'server'),
                    handler: reuse?.server?.handler ?? (() => fs.readFileSync(path.join(dir, 'client/index.html'), 'utf8')),
                };
            };
            const site = await createLiveSite({ root, distDir: dist, loadBuild, routes: fake, debounceMs: 50, log: line => lines.push(line) });
            site.publisher.schedule('catalogue: products 6', ['6']);
            await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 30_000 });
            await site.idle();
            expect(site.publisher.status().builds[0]).toMatchObject({ ok: true, partial: true, pagesRendered: 1 });
            // no astro build; the live server bundle stays
            expect(fs.existsSync(path.join(root, 'runs'))).toBe(false);
            expect(served(site)).toBe('first build');
            expect(site.current().serverDir).toBe(path.join(dist, 'server'));
            expect(loads.at(-1)).toEqual(['sha256-new']);
            const next = path.dirname(site.current().clientDir);
            expect(fs.readFileSync(productPage(next), 'utf8')).toContain('new price');
            expect(zlib.brotliDecompressSync(fs.readFileSync(`${productPage(next)}.br`)).toString()).toContain('new price');
            // the live build's files are untouched; the unchanged ones are the same files, linked
            expect(fs.readFileSync(productPage(dist), 'utf8')).toContain('old price');
            expect(fs.statSync(path.join(next, 'client/index.html')).ino).toBe(fs.statSync(path.join(dist, 'client/index.html')).ino);
            // the search index is built from the live records with the product's replaced
            expect(fake.calls).toContainEqual(['searchRecords', 'nl', ['6'], 2]);
            expect(
                JSON.parse(fs.readFileSync(path.join(next, 'search-records/nl.json'), 'utf8')).records.map((r: { meta: { title: string } }) => r.meta.title),
            ).toEqual(['Plank', 'Balk Webhooktest']);
            expect(fs.readFileSync(path.join(next, 'client/pagefind/nl/vocabulary.json'), 'utf8')).toContain('webhooktest');
            expect(fs.existsSync(path.join(next, 'client/pagefind/nl/pagefind-entry.json'))).toBe(true);
            expect(lines.join('\n')).toMatch(/live: .* \(1 pages rendered/);
        });

        it("publishes the pages that show the product's card after its own pages, as a build of their own", async () => {
            const dist = liveBuildWithRecords();
            const relatedPage = path.join(dist, 'client/producten/plank/7/index.html');
            fs.mkdirSync(path.dirname(relatedPage), { recursive: true });
            fs.writeFileSync(relatedPage, '<html><body>accessory: old name</body></html>');
            const fake = routes({
                pages: [
                    { path: '/producten/plank/7', props: { view: 'product', locale: 'nl', productId: '7' }, related: true },
                    { path: '/producten/balk/6', props: { view: 'product', locale: 'nl', productId: '6' } },
                ],
            });
            const site = await createLiveSite({ root, distDir: dist, routes: fake, debounceMs: 50, log: line => lines.push(line) });
            site.publisher.schedule('catalogue: products 6', ['6']);
            await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 30_000 });
            await site.idle();
            // the product's own page first, then the related one
            expect(fake.calls.filter(call => call[0] === 'page').map(call => (call[1] as { productId: string }).productId)).toEqual(['6', '7']);
            const next = path.dirname(site.current().clientDir);
            expect(next).toMatch(/-related$/);
            expect(fs.readFileSync(path.join(next, 'client/producten/plank/7/index.html'), 'utf8')).toContain('new price');
            expect(fs.readFileSync(productPage(next), 'utf8')).toContain('new price');
            // it keeps the records for the next publish
            expect(fs.existsSync(path.join(next, 'search-records/nl.json'))).toBe(true);
            expect(fs.readFileSync(relatedPage, 'utf8')).toContain('old name');
            expect(lines.join('\n')).toMatch(/then 1 pages showing the products' cards, live after/);
        });

        it('builds everything when a page would be at a new address (a new product, a changed slug)', async () => {
            fakeAstro(
                `echo run >> "${root}/runs"; out="$3"; mkdir -p "$out/client" "$out/server"; echo "second build" > "$out/client/index.html"; echo 'export const handler = () => "second build";' > "$out/server/entry.mjs"`,
            );
            const dist = liveBuildWithRecords();
            const fake = routes({ pages: [{ path: '/producten/balk-nieuw/6', props: { view: 'product', locale: 'nl', productId: '6' } }] });
            const site = await createLiveSite({ root, distDir: dist, routes: fake, debounceMs: 50, log: line => lines.push(line) });
            site.publisher.schedule('catalogue: products 6', ['6']);
            await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 30_000 });
            await site.idle();
            expect(site.publisher.status().builds[0]).toMatchObject({ ok: true, partial: false });
            expect(fake.calls.filter(call => call[0] === 'page')).toEqual([]);
            expect(served(site)).toBe('second build');
            expect(lines.join('\n')).toMatch(/building everything instead: pages at new addresses: \/producten\/balk-nieuw\/6/);
        });
    });

    it('builds everything when a product publish fails (the change still goes live)', async () => {
        fakeAstro(`out="$3"; mkdir -p "$out/client" "$out/server"; echo "second build" > "$out/client/index.html"; echo 'export const handler = () => "second build";' > "$out/server/entry.mjs"`);
        const dist = path.join(root, 'dist');
        fs.mkdirSync(path.join(dist, 'search-records'));
        const failing = {
            plan: async () => {
                throw new Error('/publishing/plan answered 500');
            },
            page: async () => ({ html: '', scriptHashes: [] }),
            searchRecords: async () => ({ records: [], vocabulary: [] }),
        };
        const site = await createLiveSite({ root, distDir: dist, routes: failing, debounceMs: 50, log: line => lines.push(line) });
        site.publisher.schedule('catalogue: products 6', ['6']);
        await vi.waitFor(() => expect(site.publisher.status().builds).toHaveLength(1), { timeout: 30_000 });
        await site.idle();
        expect(served(site)).toBe('second build');
        expect(lines.join('\n')).toMatch(/building everything instead: the product publish failed: \/publishing\/plan answered 500/);
    });

    it("gives a page the server rendered the live build's styles (the same CSS, cut into other files by the other bundle)", () => {
        const live =
            '<html><head><title>a</title><link rel="stylesheet" href="/_astro/Blocks.css">\n<link rel="stylesheet" href="/_astro/_..css"><script type="module" src="/p.js"></script></head><body>old</body></html>';
        const rendered =
            '<html><head><title>b</title><link rel="stylesheet" href="/_astro/ProductCard.css"><link rel="stylesheet" href="/_astro/page.css"><style>.x{color:red}</style><script type="module" src="/p.js"></script></head><body><style>.keep{}</style>new</body></html>';
        expect(withStylesOf(live, rendered)).toBe(
            '<html><head><title>b</title><link rel="stylesheet" href="/_astro/Blocks.css">\n<link rel="stylesheet" href="/_astro/_..css"><script type="module" src="/p.js"></script></head><body><style>.keep{}</style>new</body></html>',
        );
        // something else between the stylesheets: left as rendered
        const mixed = '<html><head><link rel="stylesheet" href="/a.css"><meta name="x"><link rel="stylesheet" href="/b.css"></head></html>';
        expect(withStylesOf(live, mixed)).toBe(mixed);
    });
});
