/**
 * The production path, as README gives it, on a fresh clone of this repository's last commit:
 *   npm ci --omit=dev         no devDependencies (no @swc-node/register, vitest, playwright, typescript of our own);
 *                             here: this checkout's install, linked and pruned to the same tree (below)
 *   npm run build             compiles backend and rules, builds admin and storefront (the backend runs for it)
 *   NODE_ENV=production npm start
 * with production settings (secrets of their own, an SMTP address: the backend refuses the development
 * values), on a fresh data folder and free ports; then the shop answers: a page, the Shop API through
 * the storefront, the backend's health. The admin build is the one this checkout made when its sources
 * are the same (the same stamp: scripts/build.mjs), so that CI builds it once; else the clone builds it.
 *   npm run test:production
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { afterAll, expect, test } from 'vitest';
import { startLogged, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const log = (message: string) => console.log(`[production-path] ${message}`);
const since = (from: number) => `${Math.round((Date.now() - from) / 1000)} s`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-production-'));
const clone = path.join(scratch, 'shop');
const running: ReturnType<typeof startLogged>[] = [];
afterAll(async () => {
    for (const child of running) await stopProcess(child);
    fs.rmSync(scratch, { recursive: true, force: true });
}, 120_000);

/** An npm command in the clone, with the production environment; resolves when it has ended well. */
async function npm(args: string[], env: NodeJS.ProcessEnv, label: string) {
    const child = startLogged('npm', args, { cwd: clone, env, prefix: `[${label}]` });
    running.push(child);
    const { exitCode } = await child;
    running.splice(running.indexOf(child), 1);
    expect(exitCode, `${label} failed:\n${child.lines.slice(-30).join('\n')}`).toBe(0);
}

/**
 * This checkout's installed packages in the clone as hard links (no copy of 2 GB): the packages and their
 * commands only. npm's record of the tree (`.package-lock.json`, which pruning rewrites in place) and the
 * tools' caches (`.astro`, `.vite`, which a build rewrites) stay behind, as after a fresh install: a file
 * written in place through a hard link would change this checkout's install too.
 */
function linkInstalledPackages(modules: string) {
    const from = path.join(root, modules);
    const entries = fs.readdirSync(from).filter(name => name === '.bin' || !name.startsWith('.'));
    fs.mkdirSync(path.join(clone, modules), { recursive: true });
    execFileSync('cp', ['-al', ...entries.map(name => path.join(from, name)), path.join(clone, modules)]);
}

test('a fresh clone installed without devDependencies builds, starts in production mode and answers', async () => {
    let from = Date.now();
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone]);
    log(`cloned ${execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone, encoding: 'utf8' }).trim()} in ${since(from)}`);

    // npm's own environment, without the pinned Node's PATH entries of this run: the clone brings its own
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH?.split(':').filter(dir => !dir.includes('node_modules')).join(':'), HOME: process.env.HOME, LANG: 'C.UTF-8' };
    // `npm ci --omit=dev` lays out the lock's tree without the packages only devDependencies need; pruning
    // this checkout's install of the same lock (`npm install`, README's set-up) to it gives that tree too,
    // in seconds instead of a second install's two minutes of CI.
    from = Date.now();
    linkInstalledPackages('node_modules');
    linkInstalledPackages('backend/node_modules');
    await npm(['prune', '--omit=dev', '--no-audit', '--no-fund'], env, 'npm prune');
    log(`installed without devDependencies (linked, npm prune --omit=dev) in ${since(from)}`);
    for (const devOnly of ['@swc-node/register', 'vitest', '@playwright/test', '@vendure/testing', '@biomejs/biome']) {
        expect(fs.existsSync(path.join(clone, 'node_modules', devOnly)), `${devOnly} (a devDependency) was installed`).toBe(false);
    }

    const dashboard = path.join(root, 'backend/dist/dashboard');
    if (fs.existsSync(path.join(dashboard, '.build-stamp'))) fs.cpSync(dashboard, path.join(clone, 'backend/dist/dashboard'), { recursive: true });

    const [backendPort, shopPort] = [await getPort(), await getPort()];
    const production: NodeJS.ProcessEnv = {
        ...env,
        NODE_ENV: 'production',
        DATA_DIR: path.join(scratch, 'data'),
        BACKEND_PORT: String(backendPort),
        SHOP_PORT: String(shopPort),
        DEMO_CATALOGUE: 'sample',
        AVIF_PRESETS: 'off',
        COOKIE_SECRET: 'production-path-cookie-secret-0123456789abcdef',
        SUPERADMIN_PASSWORD: 'production-path-admin-password',
        WEBHOOK_SECRET: 'production-path-webhook-secret',
        CAPTCHA_SECRET: 'production-path-captcha-secret',
        // required in production; this check sends no mail
        SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    from = Date.now();
    await npm(['run', 'build'], production, 'npm run build');
    log(`npm run build in ${since(from)}`);
    expect(fs.existsSync(path.join(clone, 'backend/dist/server/index.js'))).toBe(true);

    from = Date.now();
    const shop = startLogged('npm', ['start'], { cwd: clone, env: production, prefix: '[npm start]', graceMs: 30_000 });
    running.push(shop);
    const [, shopUrl] = await waitForLine(shop, /^Shop:\s+(https?:\/\/\S+)/, 5 * 60_000);
    log(`NODE_ENV=production npm start up in ${since(from)}`);
    // the compiled backend, no TypeScript loaded at run time
    expect(shop.lines.join('\n')).not.toMatch(/swc-node|ERR_MODULE_NOT_FOUND|Cannot find module/);
    expect(shop.lines.join('\n')).toMatch(/storefront is current/);

    const home = await fetch(shopUrl);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="nl"');
    const api = await fetch(new URL('/shop-api', shopUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ products(options: { take: 1 }) { totalItems } }' }) });
    expect((await api.json()).data.products.totalItems).toBeGreaterThanOrEqual(25);
    expect((await fetch(`http://127.0.0.1:${backendPort}/health`)).status).toBe(200);
    // production mode: no GraphQL introspection
    const introspection = await fetch(`http://127.0.0.1:${backendPort}/shop-api`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __schema { types { name } } }' }) });
    expect(JSON.stringify(await introspection.json())).toMatch(/introspection|not allowed|disabled/i);
});
