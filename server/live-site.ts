/**
 * The live site: which build the server answers from, and the rebuilds that replace it.
 *
 * - Each rebuild goes to a folder of its own (`.dist-live/<time>/`); the server keeps answering from
 *   the current build meanwhile.
 * - The swap is one assignment in this process: from the next request on, static files come from the
 *   new folder (and on-demand routes from its server bundle, when it brings one). Requests already
 *   running finish on the old build, whose folders are removed a minute later, and only once no request
 *   is answered from it any more: no request fails during a swap, and nothing is ever half-built. Each
 *   server process keeps its builds under `.dist-live/<process id>/`, so two shops run from one folder
 *   never remove each other's.
 * - Rebuilds are asked for by the storefront's signed webhooks (src/pages/api/webhooks/*), which reach
 *   this module's `publisher` through Astro's `locals` (serve.ts hands it to every request). A burst of
 *   requests becomes one build (debounced, REBUILD_DEBOUNCE_MS); one build at a time, one more after it
 *   when something changed meanwhile. A failed build leaves the live site as it was and says why in the log.
 * - A change of products only is published without `astro build`: the running server renders the
 *   pages those products show on (src/pages/publishing: plan, page, search records) with the live
 *   server bundle, and they are written into a copy of the live build made of hard links (only the
 *   changed files are new files; nothing is written into a linked one). The search index is built
 *   again from the live build's records with the changed products' replaced. A product that is new,
 *   gone or at a new address, and anything else (categories, facets, assets, content), rebuilds
 *   everything with `astro build`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { LIVE_SITE_TOKEN_HEADER, backendUrl as configuredBackendUrl, scriptHashesOfPolicy } from '@timber-shop/rules';
import type { Publisher } from '../src/lib/publishing.ts';
import { compressFiles, isCompressible, precompress, replaceFile } from './precompress.ts';
import { buildSearchIndex } from './search-index.ts';

/** The Node adapter's handler of a build's server bundle (`entry.mjs`), with what Astro's routes get from the server. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void, locals?: App.Locals) => void;

/** A build to answer from: its folder, client (static files) and server (Astro handler) folders. */
export interface Build {
    dir: string;
    clientDir: string;
    serverDir: string;
    handler: AstroHandler;
}

/** What a build being swapped in keeps of the live one: its server bundle, and its pages' inline scripts. */
export interface BuildReuse<B extends Build> {
    server?: B;
    scriptHashes?: string[];
}

/** A page a product publish renders: its path, and the props the publishing route renders it with. */
interface PlannedPage {
    path: string;
    props: unknown;
    /** a page that only shows a changed product's card */
    related?: boolean;
}
export type Plan = { full: string } | { full?: undefined; pages: PlannedPage[] };
type RenderedPage = { page: PlannedPage; html: string; scriptHashes: string[] };
/** A page's search record (pagefind's custom record: its address, text, meta and filters). */
type SearchRecord = { url: string };
/** A locale's search records as the build kept them: the records, and the site data its pages were rendered from. */
interface KeptRecords {
    file: string;
    records: SearchRecord[];
    site?: unknown;
}

/** The routes' publisher (src/lib/publishing.ts), with the builds so far for tests and the bench. */
export interface LivePublisher extends Publisher {
    status(): { building: boolean; waiting: number; builds: BuildRecord[]; live: string };
}
interface BuildRecord {
    at: string;
    ok: boolean;
    partial: boolean;
    seconds: number;
    pagesRendered?: number;
    phases?: string[];
}
/** What a build brought live: the pages rendered (a product publish), the files compressed anew, and how long each phase took. */
interface Outcome {
    pages?: number;
    compressed: number;
    phases: string[];
}

/** The error of a failed command or call, as far as it says anything. */
type Failure = { message?: string; shortMessage?: string; all?: unknown; code?: string } | undefined;

const OLD_BUILD_GRACE_MS = 60_000;
/** how often a retired build still answering a request is looked at again */
const RETIRED_CHECK_MS = 5000;
const BUILD_TIMEOUT_MS = 20 * 60_000;
const RENDER_TIMEOUT_MS = 120_000;
/** pages rendered at once by a product publish: the server answers visitors meanwhile */
const RENDER_CONCURRENCY = 3;

/** Whether a process with this id runs (a folder of .dist-live is named by its server's process id). */
function isRunningProcess(pid: number): boolean {
    if (!Number.isSafeInteger(pid) || pid <= 0) return false;
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as Failure)?.code === 'EPERM';
    }
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A build's server bundle (and client folder) when the caller brings no loader of its own. */
async function loadServerBundle(dir: string, { server }: BuildReuse<Build> = {}): Promise<Build> {
    const serverDir = server?.serverDir ?? path.join(dir, 'server');
    const handler = server?.handler ?? (await import(pathToFileURL(path.join(serverDir, 'entry.mjs')).href)).handler;
    return { dir, clientDir: path.join(dir, 'client'), serverDir, handler };
}

/**
 * The publishing routes of the running server (src/pages/publishing), called over HTTP at its own
 * address with this process's token: the pages a product change shows on, each page rendered by the
 * live server bundle, and the search records with the changed products' made anew.
 */
export type PublishingRoutes = ReturnType<typeof publishingRoutes>;

export function publishingRoutes(origin: string, token: string) {
    const call = async (route: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
        const response = await fetch(new URL(route, origin), {
            ...init,
            headers: { ...init.headers, [LIVE_SITE_TOKEN_HEADER]: token },
            signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`${route.split('?')[0]} answered ${response.status}: ${(await response.text()).slice(0, 500)}`);
        return response;
    };
    const post = async (route: string, body: unknown) =>
        (await call(route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
    return {
        plan: (productIds: string[], sites: unknown[]): Promise<Plan> => post('/publishing/plan', { productIds, sites }),
        page: async (props: unknown): Promise<{ html: string; scriptHashes: string[] }> => {
            const response = await call(`/publishing/page?props=${encodeURIComponent(JSON.stringify(props))}`);
            return { html: await response.text(), scriptHashes: scriptHashesOfPolicy(response.headers.get('content-security-policy') ?? '') };
        },
        searchRecords: (locale: string, productIds: string[], records: SearchRecord[]): Promise<unknown> => post('/publishing/search-records', { locale, productIds, records }),
    };
}

/** The file a page path is served from (the build's directory format: /producten/x/1 → producten/x/1/index.html). */
const pageFile = (clientDir: string, pagePath: string) => path.join(clientDir, ...pagePath.split('/').filter(Boolean), 'index.html');

/** A copy of a folder made of hard links: instant, and no second copy of the bytes. */
async function linkTree(from: string, to: string): Promise<void> {
    await fsp.mkdir(to, { recursive: true });
    const entries = await fsp.readdir(from, { withFileTypes: true });
    await Promise.all(
        entries.map(entry =>
            entry.isDirectory()
                ? linkTree(path.join(from, entry.name), path.join(to, entry.name))
                : fsp.link(path.join(from, entry.name), path.join(to, entry.name)),
        ),
    );
}

const STYLES = /<link rel="stylesheet"[^>]*>|<style>[\s\S]*?<\/style>/g;

/** The run of stylesheet links and style elements in a page's head: [start, end], or undefined. */
function stylesOf(html: string): [number, number] | undefined {
    const head = html.slice(0, html.indexOf('</head>'));
    const found = [...head.matchAll(STYLES)];
    const [first, last] = [found[0], found.at(-1)];
    if (!first || !last) return undefined;
    const [start, end] = [first.index, last.index + last[0].length];
    // only stylesheets in that run, nothing else between them
    return head.slice(start, end).replace(STYLES, '').trim() === '' ? [start, end] : undefined;
}

/**
 * A page rendered by the server with the styles of the same page in the live build. The two bundles
 * hold the same CSS, cut into other files (the build's prerender bundle and the server bundle are
 * bundled apart): the page as published keeps the build's files and their order, so it is the page
 * a whole build would write.
 */
export function withStylesOf(livePage: string, rendered: string): string {
    const [live, next] = [stylesOf(livePage), stylesOf(rendered)];
    if (!live || !next) return rendered;
    return `${rendered.slice(0, next[0])}${livePage.slice(live[0], live[1])}${rendered.slice(next[1])}`;
}

/** The files of these that the server sends precompressed. */
async function compressible(files: string[]): Promise<string[]> {
    return (await Promise.all(files.map(async file => ((await isCompressible(file)) ? file : undefined)))).filter((file): file is string => file !== undefined);
}

/** Runs `work` over `items`, `limit` at a time, in order of the results. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
    const results: R[] = [];
    for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
    return results;
}

export interface LiveSiteOptions<B extends Build> {
    root: string;
    distDir: string;
    /**
     * loads a build to serve (the server's static files and Astro handler); it is called for the first
     * build and for every build swapped in, with the live build's server bundle to keep when the new
     * build brings none (a product publish), and the hashes of the inline scripts of its new pages
     */
    loadBuild?: (dir: string, reuse?: BuildReuse<B>) => Promise<B>;
    /** the server's own address, for the publishing routes; without it (or `routes`) every rebuild is a whole `astro build` */
    origin?: string;
    /** a stand-in for the publishing routes */
    routes?: ReturnType<typeof publishingRoutes>;
    backendUrl?: string;
    debounceMs?: number;
    /** how long a swapped-out build's folders stay at least (OLD_BUILD_GRACE_MS, a minute) */
    graceMs?: number;
    log?: (line: string) => void;
}

export interface LiveSite<B extends Build> {
    /** the build to answer this request from */
    current(): B;
    /**
     * The build to answer a request from, kept (its folders not removed) until `release(build)`,
     * which the server calls when the answer is done.
     */
    acquire(): B;
    release(build: B): void;
    publisher: LivePublisher;
    /** waits for builds under way (a stopping server) */
    idle(): Promise<void>;
}

export async function createLiveSite<B extends Build = Build>({
    root,
    distDir,
    loadBuild = loadServerBundle as unknown as (dir: string, reuse?: BuildReuse<B>) => Promise<B>,
    origin,
    routes,
    backendUrl = configuredBackendUrl(process.env),
    debounceMs = Number(process.env.REBUILD_DEBOUNCE_MS ?? 2000),
    graceMs = Number(process.env.OLD_BUILD_GRACE_MS ?? OLD_BUILD_GRACE_MS),
    log = line => console.log(`[publish] ${line}`),
}: LiveSiteOptions<B>): Promise<LiveSite<B>> {
    const buildsRoot = path.join(root, '.dist-live');
    const buildsDir = path.join(buildsRoot, String(process.pid));
    const token = crypto.randomBytes(32).toString('hex');
    routes ??= origin ? publishingRoutes(origin, token) : undefined;
    let current = await loadBuild(distDir);
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let pending: { reason: string; productIds?: string[] }[] = [];
    const history: BuildRecord[] = [];

    const retired: { build: B; folders: string[]; after: number }[] = [];
    let retiredTimer: NodeJS.Timeout | undefined;
    /** requests being answered from each build (acquire/release) */
    const users = new Map<B, number>();

    // Builds of server processes that have ended are served by nobody now; another shop's server
    // running from the same folder (a test shop beside `npm start`) keeps its own.
    for (const entry of fs.existsSync(buildsRoot) ? fs.readdirSync(buildsRoot) : []) {
        if (!isRunningProcess(Number(entry))) fs.rmSync(path.join(buildsRoot, entry), { recursive: true, force: true });
    }

    /**
     * Serves `next` from now on. The previous build's folders that `next` does not use go once a minute
     * has passed and no request is still answered from it (`acquire`/`release`): a swap never removes
     * a file a request may still read.
     */
    function swap(next: B) {
        const previous = current;
        current = next;
        const unused: string[] = [];
        if (previous.clientDir !== next.clientDir) unused.push(previous.clientDir, path.join(previous.dir, 'search-records'));
        if (previous.serverDir !== next.serverDir) unused.push(previous.serverDir);
        const removable = unused.filter(folder => folder.startsWith(`${buildsDir}${path.sep}`));
        if (removable.length === 0) return;
        retired.push({ build: previous, folders: removable, after: Date.now() + graceMs });
        removeRetired();
    }

    /** Removes the folders of retired builds whose grace time is over and that no request uses; looks again later for the rest. */
    function removeRetired() {
        clearTimeout(retiredTimer);
        const now = Date.now();
        for (const entry of [...retired]) {
            if (entry.after > now || (users.get(entry.build) ?? 0) > 0) continue;
            retired.splice(retired.indexOf(entry), 1);
            for (const folder of entry.folders) fs.rmSync(folder, { recursive: true, force: true });
            // a build's own folder goes once neither its pages nor its server bundle are left (its other files with them)
            for (const build of new Set(entry.folders.map(folder => path.dirname(folder)))) {
                if (!fs.existsSync(path.join(build, 'client')) && !fs.existsSync(path.join(build, 'server'))) fs.rmSync(build, { recursive: true, force: true });
            }
        }
        if (retired.length > 0) {
            const next = Math.max(Math.min(RETIRED_CHECK_MS, graceMs), Math.min(...retired.map(entry => entry.after)) - now);
            retiredTimer = setTimeout(removeRetired, next).unref();
        }
    }

    /**
     * A product publish through the running server: the pages of `productIds` rendered anew over a
     * linked copy of the live build, their search records replaced, swapped in. Returns `{ full }`
     * (why) when only a whole build will do.
     */
    async function publishProducts(routes: ReturnType<typeof publishingRoutes>, productIds: string[], outDir: string): Promise<Outcome | { full: string }> {
        const started = Date.now();
        const liveRecords = path.join(current.dir, 'search-records');
        if (!fs.existsSync(liveRecords)) return { full: 'the live build kept no search records' };
        const liveData: KeptRecords[] = await Promise.all(
            (await fsp.readdir(liveRecords)).map(async file => ({ file, ...JSON.parse(await fsp.readFile(path.join(liveRecords, file), 'utf8')) })),
        );
        const plan = await routes.plan(
            productIds,
            liveData.flatMap(data => (data.site ? [data.site] : [])),
        );
        if (plan.full !== undefined) return plan;
        const newAddresses = plan.pages.filter(page => !fs.existsSync(pageFile(current.clientDir, page.path)));
        if (newAddresses.length) return { full: `pages at new addresses: ${newAddresses.map(page => page.path).join(', ')}` };
        const phases = [`site data ${seconds(started)}`];
        // the pages that only show a changed product's card follow once the product's own pages are live
        const related = plan.pages.filter(page => page.related);

        const rendering = Date.now();
        const rendered: RenderedPage[] = await inBatches(
            plan.pages.filter(page => !page.related),
            RENDER_CONCURRENCY,
            async page => ({ page, ...(await routes.page(page.props)) }),
        );
        phases.push(`${rendered.length} pages rendered ${seconds(rendering)}`);

        const linking = Date.now();
        const clientDir = path.join(outDir, 'client');
        await linkTree(current.clientDir, clientDir);
        const changed = await writePages(clientDir, rendered);
        phases.push(`linked copy ${seconds(linking)}`);

        const indexing = Date.now();
        const recordsDir = path.join(outDir, 'search-records');
        await fsp.mkdir(recordsDir, { recursive: true });
        for (const { file, records } of liveData) {
            // the records, and the site data the pages were rendered from (for the next publish)
            await fsp.writeFile(path.join(recordsDir, file), JSON.stringify(await routes.searchRecords(path.basename(file, '.json'), productIds, records)));
        }
        // pagefind writes each locale's index folder anew (the linked one is removed first)
        await buildSearchIndex(clientDir, { recordsDir, keepRecordsIn: recordsDir });
        phases.push(`search index ${seconds(indexing)}`);

        const compressing = Date.now();
        const pagefindFiles: string[] = [];
        for (const file of await fsp.readdir(path.join(clientDir, 'pagefind'), { recursive: true })) {
            const full = path.join(clientDir, 'pagefind', file);
            if ((await fsp.stat(full)).isFile() && (await isCompressible(full))) pagefindFiles.push(full);
        }
        const toCompress = [...(await compressible(changed)), ...pagefindFiles];
        await compressFiles(toCompress);
        phases.push(`compression ${seconds(compressing)}`);

        const scriptHashes = [...new Set(rendered.flatMap(page => page.scriptHashes))];
        swap(await loadBuild(outDir, { server: current, scriptHashes }));
        phases.push(`live after ${seconds(started)}`);
        if (related.length) {
            // the product's own pages are live whatever happens here: a failure is only said
            const relatedDir = `${outDir}-related`;
            phases.push(
                await publishRelated(routes, related, relatedDir).catch((error: Failure) => {
                    fs.rmSync(relatedDir, { recursive: true, force: true });
                    return `the ${related.length} pages showing the products' cards failed and stay as they were until the next build: ${error?.message ?? error}`;
                }),
            );
        }
        return { pages: rendered.length + related.length, compressed: toCompress.length, phases };
    }

    /** The rendered pages written over their links in a linked copy (never into a linked file); returns the files. */
    async function writePages(clientDir: string, rendered: RenderedPage[]): Promise<string[]> {
        const files: string[] = [];
        for (const { page, html } of rendered) {
            const file = pageFile(clientDir, page.path);
            await replaceFile(file, withStylesOf(await fsp.readFile(file, 'utf8'), html));
            files.push(file);
        }
        return files;
    }

    /**
     * The pages that show a changed product's card (as an accessory or alternative), rendered once the
     * product's own pages and the search index are live, into a linked copy of that build, swapped in
     * as a build of its own: they add no time to the product's own publish.
     */
    async function publishRelated(routes: ReturnType<typeof publishingRoutes>, pages: PlannedPage[], outDir: string): Promise<string> {
        const started = Date.now();
        const rendered: RenderedPage[] = await inBatches(pages, RENDER_CONCURRENCY, async page => ({ page, ...(await routes.page(page.props)) }));
        const clientDir = path.join(outDir, 'client');
        await linkTree(current.clientDir, clientDir);
        await linkTree(path.join(current.dir, 'search-records'), path.join(outDir, 'search-records'));
        const changed = await writePages(clientDir, rendered);
        await compressFiles(await compressible(changed));
        swap(await loadBuild(outDir, { server: current, scriptHashes: [...new Set(rendered.flatMap(page => page.scriptHashes))] }));
        return `then ${rendered.length} pages showing the products' cards, live after ${seconds(started)} more`;
    }

    /** One build of everything with `astro build`, swapped in with its own server bundle. */
    async function buildEverything(outDir: string): Promise<Outcome> {
        const started = Date.now();
        await execa(path.join(root, 'node_modules/.bin/astro'), ['build', '--outDir', outDir], {
            cwd: root,
            // the build's own backend timeout (scripts/build.mjs), not the server's short one for live calls
            env: { BACKEND_URL: backendUrl, ASTRO_TELEMETRY_DISABLED: '1', BACKEND_TIMEOUT_MS: '120000' },
            all: true,
            timeout: BUILD_TIMEOUT_MS,
        });
        const phases = [`astro build ${seconds(started)}`];
        // Unchanged files keep their compressed copies from the live build; only changed ones are compressed again.
        const compressing = Date.now();
        const compressed = await precompress(path.join(outDir, 'client'), { reuseFrom: current.clientDir });
        phases.push(`compression ${seconds(compressing)}`);
        swap(await loadBuild(outDir));
        return { compressed, phases };
    }

    async function build(reasons: string[], productIds?: Set<string>) {
        const outDir = path.join(buildsDir, `${Date.now()}`);
        const products = routes && productIds && productIds.size > 0 ? { routes, ids: [...productIds] } : undefined;
        const partial = Boolean(products);
        const started = Date.now();
        log(`${products ? `publishing products ${products.ids.join(', ')}` : 'building everything'} (${reasons.join('; ')})`);
        try {
            let outcome: Outcome | { full: string } | undefined = products
                ? await publishProducts(products.routes, products.ids, outDir).catch((error: Failure) => ({ full: `the product publish failed: ${error?.message ?? error}` }))
                : undefined;
            if (outcome && 'full' in outcome) {
                // a whole build still brings the change live
                log(`building everything instead: ${outcome.full}`);
                fs.rmSync(outDir, { recursive: true, force: true });
                outcome = undefined;
            }
            const whole = !outcome;
            const done: Outcome = outcome ?? (await buildEverything(outDir));
            const total = (Date.now() - started) / 1000;
            history.push({ at: new Date().toISOString(), ok: true, partial: !whole, seconds: total, pagesRendered: done.pages, phases: done.phases });
            log(
                `live: ${path.relative(root, outDir)} after ${total.toFixed(1)} s (${whole ? 'everything' : `${done.pages} pages rendered`}, ${done.compressed} files compressed anew; ${done.phases.join(', ')})`,
            );
        } catch (caught) {
            const error = caught as Failure;
            history.push({ at: new Date().toISOString(), ok: false, partial, seconds: (Date.now() - started) / 1000 });
            const output = error?.all ? `\n${String(error.all).split('\n').slice(-15).join('\n')}` : '';
            log(`build failed, the live site stays as it was: ${error?.shortMessage ?? error?.message ?? error}${output}`);
            fs.rmSync(outDir, { recursive: true, force: true });
        }
    }

    async function drain() {
        while (pending.length > 0) {
            const requests = pending;
            pending = [];
            // Product ids only when every request named products; anything else rebuilds everything.
            const everything = requests.some(request => !request.productIds);
            await build(
                requests.map(request => request.reason),
                everything ? undefined : new Set(requests.flatMap(request => request.productIds ?? [])),
            );
        }
        running = undefined;
    }

    /**
     * Asks for a rebuild and returns at once: of the pages of `productIds` when given, else of
     * everything. Calls within `debounceMs` of each other make one build.
     */
    function schedule(reason: string, productIds?: string[]) {
        pending.push({ reason, productIds });
        clearTimeout(timer);
        timer = setTimeout(() => {
            running ??= drain();
        }, debounceMs);
    }

    const publisher: LivePublisher = {
        schedule,
        /** proves a call to the publishing routes comes from here (src/lib/publishing.ts, isLiveSiteCall) */
        token,
        /** for tests and the bench: the builds so far, and whether one is under way or waiting */
        status: () => ({ building: Boolean(running), waiting: pending.length, builds: [...history], live: path.relative(root, current.dir) || '.' }),
    };

    return {
        current: () => current,
        acquire: () => {
            users.set(current, (users.get(current) ?? 0) + 1);
            return current;
        },
        release: build => {
            const count = (users.get(build) ?? 1) - 1;
            if (count > 0) users.set(build, count);
            else users.delete(build);
        },
        publisher,
        idle: async () => {
            clearTimeout(timer);
            await running;
        },
    };
}
