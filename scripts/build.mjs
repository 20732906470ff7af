/**
 * Builds what the shop serves, only when it is not current:
 * - the storefront (astro build, then precompressed copies), keyed on its sources and the backend's catalogueVersion;
 * - the staff admin (@vendure/dashboard, vite), keyed on the backend's sources.
 * `npm run build` (production): compiles the backend and the rules (scripts/compile.mjs), then starts
 * the backend as `npm start` would (its migrations, the first-run seed) to build the admin and the
 * storefront, and stops. `node scripts/build.mjs --storefront` builds the storefront only, against a
 * running backend (BACKEND_URL); --force rebuilds anyway.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { execa } from 'execa';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const bin = name => path.join(root, 'node_modules/.bin', name);

/** A hash over files (recursively for folders), in a stable order. */
function hashSources(entries) {
    const hash = crypto.createHash('sha256');
    const walk = entry => {
        const full = path.join(root, entry);
        if (!fs.existsSync(full)) return;
        if (fs.statSync(full).isDirectory()) {
            for (const child of fs.readdirSync(full).sort()) walk(path.join(entry, child));
        } else {
            hash.update(entry).update(fs.readFileSync(full));
        }
    };
    entries.forEach(walk);
    return hash.digest('hex');
}

/** Runs a build tool on this terminal; rejects when it fails. Killed with this process (execa's cleanup). */
function run(file, args, { cwd, env }) {
    return execa(file, args, { cwd, env, stdio: 'inherit' });
}

function isCurrent(stampFile, stamp) {
    return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp;
}

async function catalogueVersion(backendUrl) {
    const response = await fetch(`${backendUrl}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ catalogueVersion }' }),
        signal: AbortSignal.timeout(30_000),
    });
    const { data, errors } = await response.json();
    if (!data?.catalogueVersion) throw new Error(`The backend did not give its catalogue version: ${JSON.stringify(errors)}`);
    return data.catalogueVersion;
}

/**
 * Brotli's best quality (11) in production; outside it (the demo, the tests) quality 6 for the pages: measured on
 * the seeded shop's 738 files (37 MB), 11 took 53 s of CPU for 6.8 MB, 6 took under a second for 7.4 MB.
 * The scripts and styles (/_astro/, 1.6 MB) always at 11: 7 % fewer bytes on every page (the product page's
 * scripts 100.6 → 93.7 KB) for about two seconds of CPU, and the bench then counts what production sends.
 */
const BROTLI_QUALITY = process.env.NODE_ENV === 'production' ? 11 : 6;
const qualityOf = file => (file.includes(`${path.sep}_astro${path.sep}`) ? 11 : BROTLI_QUALITY);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt)$/;

/**
 * Writes a file by a new name, then renames it over the old: the old file is never written into.
 * A product publish (scripts/lib/live-site.mjs) builds its folder of hard links to the live build's
 * files, which writing into would change under the live site's feet.
 */
export async function replaceFile(file, content) {
    const temporary = `${file}.${process.pid}-${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fsp.writeFile(temporary, content);
    await fsp.rename(temporary, file);
}

/** Brotli and gzip copies of these files, written beside each (replacing what was there, see replaceFile). */
export async function compressFiles(files) {
    const compress = async full => {
        const content = await fsp.readFile(full);
        const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: qualityOf(full), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzip(content, { level: 9 }),
        ]);
        await Promise.all([replaceFile(`${full}.br`, br), replaceFile(`${full}.gz`, gz)]);
    };
    // A few at a time: the thread pool has four threads.
    for (let i = 0; i < files.length; i += 4) await Promise.all(files.slice(i, i + 4).map(compress));
}

/** Whether the server sends a precompressed copy of this file (text, larger than 512 bytes). */
export async function isCompressible(file) {
    return COMPRESSIBLE.test(file) && (await fsp.stat(file)).size > 512;
}

/**
 * Brotli and gzip copies of every compressible file, for the server to send as they are. With
 * `reuseFrom` (the live build's client folder), a file identical to its namesake there takes that
 * one's copies instead of being compressed again (a rebuild changes few files). Returns the number of
 * files compressed anew. Asynchronous (zlib on libuv's thread pool), so a server that rebuilds its
 * live site (scripts/lib/live-site.mjs) keeps answering meanwhile.
 */
export async function precompress(dir, { reuseFrom } = {}) {
    const files = [];
    const walk = async current => {
        for (const entry of await fsp.readdir(current, { withFileTypes: true })) {
            const full = path.join(current, entry.name);
            if (entry.isDirectory()) await walk(full);
            else if (await isCompressible(full)) files.push(full);
        }
    };
    await walk(dir);
    const fresh = [];
    for (const full of files) {
        const old = reuseFrom && path.join(reuseFrom, path.relative(dir, full));
        if (
            old &&
            fs.existsSync(`${old}.br`) &&
            fs.existsSync(`${old}.gz`) &&
            fs.existsSync(old) &&
            (await fsp.readFile(full)).equals(await fsp.readFile(old))
        ) {
            await Promise.all([fsp.copyFile(`${old}.br`, `${full}.br`), fsp.copyFile(`${old}.gz`, `${full}.gz`)]);
        } else {
            fresh.push(full);
        }
    }
    await compressFiles(fresh);
    return fresh.length;
}

/**
 * Builds the storefront into `distDir` when it is not current (its sources, the shop's rules, the
 * addresses it links to and the catalogue's version), beside it first, then swapped in. `env`: more
 * of the build's environment (the browser test of the per-locale hosts builds with its own SHOP_LOCALE_URLS).
 */
export async function buildStorefront({ backendUrl, force = false, distDir = path.join(root, 'dist'), env = {} }) {
    const buildEnv = { ...process.env, ...env };
    const addresses = `SHOP_URL=${buildEnv.SHOP_URL ?? ''} SHOP_LOCALE_URLS=${buildEnv.SHOP_LOCALE_URLS ?? ''}`;
    const stamp = `${hashSources(['src', 'public', 'packages/rules/src', 'astro.config.mjs', 'package-lock.json', 'scripts/build.mjs'])}:${addresses}:${await catalogueVersion(backendUrl)}`;
    const stampFile = path.join(distDir, '.build-stamp');
    if (!force && isCurrent(stampFile, stamp)) {
        console.log('[build] storefront is current');
        return false;
    }
    // Build beside the served folder, then swap: visitors never see a half-built site.
    const [nextDir, oldDir] = distDir === path.join(root, 'dist') ? [path.join(root, '.dist-next'), path.join(root, '.dist-old')] : [`${distDir}-next`, `${distDir}-old`];
    fs.rmSync(nextDir, { recursive: true, force: true });
    const started = Date.now();
    await run(bin('astro'), ['build', '--outDir', nextDir], {
        cwd: root,
        // a build reads whole catalogues per call: each backend call may take 2 minutes before it fails the build
        env: { ...env, BACKEND_URL: backendUrl, ASTRO_TELEMETRY_DISABLED: '1', BACKEND_TIMEOUT_MS: '120000' },
    });
    const compressed = await precompress(path.join(nextDir, 'client'));
    fs.writeFileSync(path.join(nextDir, '.build-stamp'), stamp);
    fs.rmSync(oldDir, { recursive: true, force: true });
    if (fs.existsSync(distDir)) fs.renameSync(distDir, oldDir);
    fs.renameSync(nextDir, distDir);
    fs.rmSync(oldDir, { recursive: true, force: true });
    console.log(`[build] storefront built in ${Math.round((Date.now() - started) / 1000)} s (${compressed} files precompressed)`);
    return true;
}

export async function buildDashboard({ force = false } = {}) {
    const outDir = path.join(root, 'backend/dist/dashboard');
    const stamp = hashSources(['backend/src', 'backend/vite.config.mts', 'package-lock.json']);
    const stampFile = path.join(outDir, '.build-stamp');
    if (!force && isCurrent(stampFile, stamp)) {
        console.log('[build] admin dashboard is current');
        return false;
    }
    const started = Date.now();
    await run(path.join(root, 'backend/node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
        cwd: path.join(root, 'backend'),
        env: { VENDURE_DISABLE_TELEMETRY: 'true', NODE_OPTIONS: '--max-old-space-size=3072' },
    });
    fs.writeFileSync(stampFile, stamp);
    console.log(`[build] admin dashboard built in ${Math.round((Date.now() - started) / 1000)} s`);
    return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
    try {
        if (process.argv.includes('--storefront')) {
            const backendUrl = process.env.BACKEND_URL ?? `http://localhost:${process.env.BACKEND_PORT ?? 3000}`;
            await buildStorefront({ backendUrl, force: process.argv.includes('--force') });
        } else {
            const { compileServers } = await import('./compile.mjs');
            await compileServers();
            const { exitCode } = await execa(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], { cwd: root, stdio: 'inherit', reject: false });
            process.exitCode = exitCode;
        }
    } catch (error) {
        console.error(error.message);
        process.exit(1);
    }
}
