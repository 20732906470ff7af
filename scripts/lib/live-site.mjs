/**
 * The live site: which build the server answers from, and the rebuilds that replace it.
 *
 * - Each rebuild goes to a folder of its own (`.dist-live/<time>/`, pages, search index and server
 *   bundle); the server keeps answering from the current build meanwhile.
 * - The swap is one assignment in this process: from the next request on, static files come from the
 *   new folder and on-demand routes from the new server bundle (imported fresh, its own module graph).
 *   Requests already running finish on the old build, whose folder is removed a minute later: no
 *   request fails during a swap, and nothing is ever half-built.
 * - Rebuilds are asked for by the storefront's signed webhooks (src/pages/api/webhooks/*), which reach
 *   this module through `globalThis[PUBLISHER]` (the Astro routes run inside this process). A burst of
 *   requests becomes one build (debounced, REBUILD_DEBOUNCE_MS); one build at a time, one more after it when something
 *   changed meanwhile. A failed build leaves the live site as it was and says why in the log.
 * - A rebuild for changed products only is partial: Astro renders just the pages those products show on
 *   (PARTIAL_BUILD_PRODUCTS, src/lib/partial-build.ts), laid over a copy of the live build's pages;
 *   the search index is then built again over the whole (from the build's fresh catalogue records).
 *   Anything else (categories, facets, assets, content) rebuilds everything.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execa } from 'execa';
import { precompress } from '../build.mjs';
import { buildSearchIndex } from './search-index.mjs';

/** The key under which the webhook routes find the publisher (scripts and Astro bundles share no module). */
export const PUBLISHER = Symbol.for('timber-shop.publisher');
const OLD_BUILD_GRACE_MS = 60_000;
const BUILD_TIMEOUT_MS = 20 * 60_000;

const seconds = since => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The HTML pages written since `since` (a partial build's own pages among the copied ones). */
function countPages(clientDir, since) {
    let count = 0;
    const walk = dir => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name);
            if (entry.isDirectory()) walk(full);
            else if (entry.name === 'index.html' && fs.statSync(full).mtimeMs >= since) count++;
        }
    };
    walk(clientDir);
    return count;
}

/** A build's server bundle (and client folder) when the caller brings no loader of its own. */
async function loadServerBundle(dir) {
    const { handler } = await import(pathToFileURL(path.join(dir, 'server/entry.mjs')).href);
    return { dir, clientDir: path.join(dir, 'client'), handler };
}

/**
 * @param {{ root: string, distDir: string, loadBuild?: (dir: string) => Promise<{ dir: string, clientDir: string, handler: (...args: any[]) => any }>, backendUrl?: string, debounceMs?: number, log?: (line: string) => void }} options
 *   `loadBuild` loads a build to serve (the server's static files and Astro handler); it is called for the
 *   first build and for every build swapped in.
 */
export async function createLiveSite({
    root,
    distDir,
    loadBuild = loadServerBundle,
    backendUrl = process.env.BACKEND_URL ?? 'http://localhost:3000',
    debounceMs = Number(process.env.REBUILD_DEBOUNCE_MS ?? 2000),
    log = line => console.log(`[publish] ${line}`),
}) {
    const buildsDir = path.join(root, '.dist-live');
    let current = await loadBuild(distDir);
    let timer;
    let running;
    let pending = [];
    const history = [];

    // Builds left over from an earlier run are not served by anyone now.
    fs.rmSync(buildsDir, { recursive: true, force: true });

    /** One build of everything, or of the pages of `productIds` laid over the live build. */
    async function build(reasons, productIds) {
        const id = `${Date.now()}`;
        const outDir = path.join(buildsDir, id);
        const partial = productIds && productIds.size > 0;
        const astroOutDir = partial ? path.join(buildsDir, `${id}-partial`) : outDir;
        const started = Date.now();
        log(`building ${partial ? `the pages of products ${[...productIds].join(', ')}` : 'everything'} (${reasons.join('; ')})`);
        try {
            await execa(path.join(root, 'node_modules/.bin/astro'), ['build', '--outDir', astroOutDir], {
                cwd: root,
                // the build's own backend timeout (scripts/build.mjs), not the server's short one for live calls
                env: { BACKEND_URL: backendUrl, ASTRO_TELEMETRY_DISABLED: '1', BACKEND_TIMEOUT_MS: '120000', PARTIAL_BUILD_PRODUCTS: partial ? [...productIds].join(',') : '' },
                all: true,
                timeout: BUILD_TIMEOUT_MS,
            });
            // Where a rebuild's seconds go (bench/RESULTS.md): astro build, the copy of the live pages, the search index, compression.
            const phases = [`astro build ${seconds(started)}`];
            let pages;
            if (partial) {
                const copying = Date.now();
                // The live pages, then the newly rendered ones over them (the sitemaps stay: no page was added or removed).
                await fsp.cp(current.clientDir, path.join(outDir, 'client'), { recursive: true, preserveTimestamps: true });
                await fsp.cp(path.join(astroOutDir, 'client'), path.join(outDir, 'client'), { recursive: true, filter: source => !/sitemap-[^/]*\.xml$/.test(source) });
                fs.renameSync(path.join(astroOutDir, 'server'), path.join(outDir, 'server'));
                fs.rmSync(astroOutDir, { recursive: true, force: true });
                phases.push(`copy ${seconds(copying)}`);
                const indexing = Date.now();
                await buildSearchIndex(path.join(outDir, 'client'));
                phases.push(`search index ${seconds(indexing)}`);
                pages = countPages(path.join(outDir, 'client'), started);
            }
            // Unchanged files keep their compressed copies from the live build; only changed ones are compressed again.
            const compressing = Date.now();
            const compressed = await precompress(path.join(outDir, 'client'), { reuseFrom: current.clientDir });
            phases.push(`compression ${seconds(compressing)}`);
            const next = await loadBuild(outDir);
            const previous = current;
            current = next;
            const total = (Date.now() - started) / 1000;
            history.push({ at: new Date().toISOString(), ok: true, partial: Boolean(partial), seconds: total, pagesRendered: pages, phases });
            log(`live: ${path.relative(root, outDir)} after ${total.toFixed(1)} s (${partial ? `${pages} pages rendered, ` : ''}${compressed} files compressed anew; ${phases.join(', ')})`);
            if (previous.dir !== distDir) setTimeout(() => fs.rmSync(previous.dir, { recursive: true, force: true }), OLD_BUILD_GRACE_MS).unref();
        } catch (error) {
            history.push({ at: new Date().toISOString(), ok: false, partial: Boolean(partial), seconds: (Date.now() - started) / 1000 });
            const output = error?.all ? `\n${String(error.all).split('\n').slice(-15).join('\n')}` : '';
            log(`build failed, the live site stays as it was: ${error?.shortMessage ?? error?.message ?? error}${output}`);
            fs.rmSync(outDir, { recursive: true, force: true });
            fs.rmSync(astroOutDir, { recursive: true, force: true });
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
                everything ? undefined : new Set(requests.flatMap(request => request.productIds)),
            );
        }
        running = undefined;
    }

    /**
     * Asks for a rebuild and returns at once: of the pages of `productIds` when given, else of
     * everything. Calls within `debounceMs` of each other make one build.
     */
    function schedule(reason, productIds) {
        pending.push({ reason, productIds });
        clearTimeout(timer);
        timer = setTimeout(() => {
            running ??= drain();
        }, debounceMs);
    }

    const publisher = {
        schedule,
        /** for tests and the bench: the builds so far, and whether one is under way or waiting */
        status: () => ({ building: Boolean(running), waiting: pending.length, builds: [...history], live: path.relative(root, current.dir) || '.' }),
    };
    globalThis[PUBLISHER] = publisher;

    return {
        /** the build to answer this request from */
        current: () => current,
        publisher,
        /** waits for builds under way (a stopping server) */
        idle: async () => {
            clearTimeout(timer);
            await running;
        },
    };
}
