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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { precompress } from '../server/precompress.ts';

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
 * Builds the storefront into `distDir` when it is not current (its sources, the shop's rules, the
 * addresses it links to and the catalogue's version), beside it first, then swapped in. `env`: more
 * of the build's environment (the browser test of the per-locale hosts builds with its own SHOP_LOCALE_URLS).
 */
export async function buildStorefront({ backendUrl, force = false, distDir = path.join(root, 'dist'), env = {} }) {
    const buildEnv = { ...process.env, ...env };
    const addresses = `SHOP_URL=${buildEnv.SHOP_URL ?? ''} SHOP_LOCALE_URLS=${buildEnv.SHOP_LOCALE_URLS ?? ''}`;
    const stamp = `${hashSources(['src', 'public', 'packages/rules/src', 'astro.config.mjs', 'package-lock.json', 'scripts/build.mjs', 'server/search-index.ts', 'server/precompress.ts'])}:${addresses}:${await catalogueVersion(backendUrl)}`;
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
