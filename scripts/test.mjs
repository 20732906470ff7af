/**
 * `npm test`: every check of the shop, then one line `N passed, M failed` that counts tests.
 *   1. lint         Biome (biome.jsonc), and the structure the imports     two checks
 *                   draw (.dependency-cruiser.cjs: no circles, no arrow up)
 *   2. typecheck    tsc for the backend                                    one check
 *   3. astro check  the storefront: .astro and .ts files (its tsconfig)    one check
 *   4. vitest       unit and backend tests (vitest.config.ts)              its tests, from its JSON report
 *   5. postgres     the backend on PostgreSQL (tests/postgres/)            its tests, from its JSON report
 *   6. playwright   the whole shop in Debian's Chromium (tests/browser/)   its tests, from its JSON report
 *   7. production   a fresh clone without devDependencies, npm run build, its tests, from its JSON report
 *                   NODE_ENV=production npm start, the shop answers (tests/production/);
 *                   TEST_PRODUCTION=0 leaves it out (alone: npm run test:production)
 *   8. netlify      a fresh clone served by Netlify's CLI offline as netlify.toml  its tests, from its JSON report
 *                   builds it, against the test shop's backend (tests/netlify/);
 *                   TEST_NETLIFY=0 leaves it out (alone: npm run test:netlify)
 * A check that fails counts as one failed test; a runner that fails without a failed test in its
 * report (it crashed, or a suite could not load) counts one more. The shop for step 6 (`npm start` on a
 * fresh data folder and free ports, scripts/lib/shop.mjs) takes minutes to seed and build: it starts
 * first, and Playwright runs as soon as it is up, beside steps 1-5 (two chains at once: the shop waits
 * on the browser most of the time, so the run ends minutes sooner than one step after another).
 * Playwright gets the shop's addresses (SHOP_URL, BACKEND_URL), so its config starts no shop of its own.
 * The production path runs as a third chain once the test shop is up (it takes the admin build the shop
 * made, the same sources): about 3 minutes beside the others, a fresh clone's whole run 826 s with it
 * against 808 s without (of CI's 1,200). The Netlify path follows it in that chain, on the test shop's
 * backend and fake Storyblok.
 * TEST_SEQUENTIAL=1 runs one step after another and starts the shop only when step 6 begins.
 * Exit code 0 only when everything passed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib/processes.mjs';
import { CHROMIUM, ensureDebianPackages } from './lib/debian.mjs';
import { startShop, stopShop } from './lib/shop.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
// No calls out from any step (astro check, vitest's Vendure servers), as from the shop itself.
process.env.ASTRO_TELEMETRY_DISABLED = '1';
process.env.VENDURE_DISABLE_TELEMETRY = 'true';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-reports-'));
const started = Date.now();
const seconds = from => `${Math.round((Date.now() - from) / 1000)} s`;
const say = message => console.log(`\n[test] ${message}`);

let shop;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
        if (stopping) return;
        stopping = true;
        console.error(`\n[test] ${signal}: stopping`);
        // The step running now gets the terminal's signal too; execa stops it when this process exits.
        await stopShop(shop).catch(() => {});
        fs.rmSync(reports, { recursive: true, force: true });
        process.exit(130);
    });
}

/** A JSON report, or undefined when the runner wrote none. */
function readReport(file) {
    try {
        return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
        return undefined;
    }
}

/** Resolves when `file` (in the reports folder) exists: written by another process. */
function written(file) {
    return new Promise(resolve => {
        const watcher = fs.watch(path.dirname(file), () => {
            if (!fs.existsSync(file)) return;
            watcher.close();
            resolve();
        });
        if (fs.existsSync(file)) {
            watcher.close();
            resolve();
        }
    });
}
const backendSteadyFile = path.join(reports, 'backend-steady');
const backendSteady = written(backendSteadyFile);

const results = [];
/** Runs one step; `fn` resolves with { passed, failed, skipped?, note? }. A throw counts as one failed. */
async function step(name, fn) {
    if (stopping) return;
    say(`step: ${name}`);
    const from = Date.now();
    let counts;
    try {
        counts = await fn();
    } catch (error) {
        counts = { passed: 0, failed: 1, note: error instanceof Error ? error.message : String(error) };
    }
    const result = { name, skipped: 0, ...counts, time: seconds(from) };
    results.push(result);
    say(`${name}: ${result.failed === 0 ? 'passed' : 'FAILED'} (${result.time})${result.note ? `: ${result.note}` : ''}`);
}

/**
 * A failed test in one line of the summary (CI shows a run's last lines): the first line of its error,
 * for a browser test the locator it waited for, what it found ("element(s) not found", the value
 * received), the last step of its call log and the line it failed on, and on a second line the page's
 * last events (navigations, console errors, failed requests); for a failed comparison the first lines
 * of what was received.
 */
const failure = (name, message = '', location, pageEvents = '') => {
    const lines = message.replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n');
    const locator = lines.find(line => line.startsWith('Locator:'));
    const found = lines.slice(1).filter(line => /^(Error:|Received:|\+ {2,})/.test(line)).slice(0, 3).map(line => line.trim());
    const lastStep = lines.filter(line => /^ {2}- /.test(line)).at(-1)?.trim();
    const where = location ? ` at ${path.basename(location.file)}:${location.line}` : '';
    const page = pageEvents ? `\n      ${pageEvents.trim().slice(0, 1200)}` : '';
    return `${name}: ${[lines[0], locator, ...found, lastStep && `(last: ${lastStep})`].filter(Boolean).join(' ').slice(0, 700)}${where}${page}`;
};

/**
 * Playwright's tests of one status ('unexpected': failed; 'flaky': failed, then passed when tried again),
 * from its JSON report's nested suites, each with its first failed try.
 */
function playwrightTests(suite, status, file = suite.file) {
    const own = (suite.specs ?? []).flatMap(spec =>
        spec.tests
            .filter(test => test.status === status)
            .map(test => {
                const result = test.results.find(r => r.status !== 'passed' && r.status !== 'skipped') ?? test.results.at(-1);
                // the page events the fixtures print for a failed test (tests/browser/fixtures.ts)
                const pageEvents = (result?.stdout ?? []).map(out => out.text ?? '').find(text => text.startsWith('[page events]'));
                return failure(`${file} › ${spec.title}`, result?.error?.message, result?.error?.location, pageEvents);
            }),
    );
    return [...own, ...(suite.suites ?? []).flatMap(child => playwrightTests(child, status, file))];
}

/** A check (lint, type check): one passed or one failed test. */
const check = async (file, args) => ((await run(file, args, { cwd: root })) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

/** vitest with its JSON report: its tests, and one failed more when it failed without a failed test. */
async function vitest(args, report, env) {
    const code = await run('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: root, env });
    const json = readReport(report);
    if (!json) return { passed: 0, failed: 1, note: `no report (exit ${code})` };
    const failures = json.testResults.flatMap(file =>
        file.assertionResults.filter(test => test.status === 'failed').map(test => failure(`${path.relative(root, file.name)} › ${test.fullName}`, test.failureMessages?.[0])),
    );
    const counts = { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, failures };
    if (code !== 0 && counts.failed === 0) return { ...counts, failed: 1, note: `exit ${code}, ${json.numFailedTestSuites} failed suite(s)` };
    return counts;
}

// The shop first: its seed and build are the longest wait. Debian's packages (Chromium for the browser
// tests and the CSP check among the unit tests, PostgreSQL and Redis for the postgres path) install
// beside it, in one apt run, when missing.
if (process.env.TEST_SEQUENTIAL !== '1') shop = await startShop();
const packages = ensureDebianPackages(['chromium', 'postgresql', 'redis-server']);
const browserInstalled = async () => {
    if (!(await packages) && !fs.existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM}: Debian's chromium could not be installed`);
};

try {
    const checks = async () => {
        await step('lint (biome)', () => check('biome', ['lint', '.']));
        await step('structure (dependency-cruiser)', () => check('npm', ['run', '--silent', 'check:structure']));
        // `astro check` type-checks the storefront's .ts files too (the same tsconfig): tsc here for the backend only
        await step('typecheck (tsc, backend)', () => check('tsc', ['--noEmit', '-p', 'backend/tsconfig.json']));
        await step('astro check', () => check('astro', ['check']));
        await packages;
        await step('vitest (unit, backend)', () => vitest([], path.join(reports, 'vitest.json')));
        await postgres();
    };
    const postgres = () => step('postgres path', () => vitest(['--config', 'tests/postgres/vitest.config.ts'], path.join(reports, 'postgres.json')));
    const production = () => step('production path', () => vitest(['--config', 'tests/production/vitest.config.ts'], path.join(reports, 'production.json')));
    // The Netlify path builds from the test shop's backend: not while the browser test that pauses and kills
    // it runs (first among them; it writes the file when it has ended), nor after a browser step that failed to start.
    const netlify = () =>
        step('netlify path', async () => {
            const { backendUrl, storyblokUrl } = await shop.ready;
            await Promise.race([backendSteady, browserEnded]);
            return vitest(['--config', 'tests/netlify/vitest.config.ts'], path.join(reports, 'netlify.json'), { ...process.env, BACKEND_URL: backendUrl, STORYBLOK_API_URL: storyblokUrl });
        });
    let browserEnded;
    const browser = () => {
        browserEnded = browserStep();
        return browserEnded;
    };
    const browserStep = () => step('playwright (browser)', async () => {
        await browserInstalled();
        shop ??= await startShop();
        say('waiting for the shop to be up');
        const { shopUrl, adminUrl, backendUrl, storyblokUrl, upAfter } = await shop.ready;
        say(`the shop came up ${upAfter} after its start: ${shopUrl} (admin ${adminUrl})`);
        const report = path.join(reports, 'playwright.json');
        // the shop is this run's own (fresh data, free ports): the hardening test may pause and kill its backend
        const env = { ...process.env, SHOP_URL: shopUrl, ADMIN_URL: adminUrl, BACKEND_URL: backendUrl, STORYBLOK_API_URL: storyblokUrl, SHOP_DATA_DIR: shop.dataDir, PLAYWRIGHT_JSON_OUTPUT_FILE: report, HARDENING_KILL_BACKEND: '1', BACKEND_STEADY_FILE: backendSteadyFile };
        // No trace: recording one for every test (to keep it on failure) cost a third of the browsers' CPU,
        // and CI shows only the run's last lines, where the failed test's page events are (fixtures.ts).
        // A failed test is traced when run again by hand: `npx playwright test <file> --trace on`.
        // One retry: a test that fails once under the run's load and then passes is reported as flaky
        // below, by name, with its failed try, instead of failing the run; one that fails twice fails it.
        const code = await run('playwright', ['test', '--reporter=list,json', '--trace', 'off', '--retries', '1'], { cwd: root, env });
        const json = readReport(report);
        if (!json) return { passed: 0, failed: 1, note: `no report (exit ${code})` };
        const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats ?? {};
        const suites = json.suites ?? [];
        const counts = {
            passed: expected + flaky,
            failed: unexpected,
            skipped,
            failures: suites.flatMap(suite => playwrightTests(suite, 'unexpected')),
            flaky: suites.flatMap(suite => playwrightTests(suite, 'flaky')),
        };
        if (code !== 0 && unexpected === 0) return { ...counts, failed: 1, note: `exit ${code}: ${(json.errors ?? []).map(e => e.message).join('; ')}` };
        return counts;
    });
    const withProduction = process.env.TEST_PRODUCTION !== '0';
    const withNetlify = process.env.TEST_NETLIFY !== '0';
    const deployments = async () => {
        if (withProduction) await production();
        if (withNetlify) await netlify();
    };
    if (process.env.TEST_SEQUENTIAL === '1') {
        await checks();
        await browser();
        await deployments();
    } else {
        // the backend tests end sooner than the browser tests: the PostgreSQL path follows them
        await Promise.all([checks(), browser(), shop.ready.then(deployments, deployments)]);
    }
} finally {
    if (shop) {
        say('stopping the shop');
        await stopShop(shop);
    }
    fs.rmSync(reports, { recursive: true, force: true });
}

// After SIGINT/SIGTERM the signal handler finishes the run (exit 130).
if (stopping) await new Promise(() => {});

const total = key => results.reduce((sum, result) => sum + (result[key] ?? 0), 0);
const passed = total('passed');
const failed = total('failed');
const skipped = total('skipped');
say(`done in ${seconds(started)}`);
for (const r of results) {
    const counts = `${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.flaky?.length ? ` (${r.flaky.length} flaky)` : ''}`;
    console.log(`  ${r.failed === 0 ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(24)} ${r.time.padStart(6)}  ${counts}${r.note ? `  (${r.note})` : ''}`);
}
const flaky = results.flatMap(r => r.flaky ?? []);
if (flaky.length > 0) console.log(`flaky (failed once, passed when tried again):\n${flaky.map(name => `  - ${name}`).join('\n')}`);
const failures = results.flatMap(r => r.failures ?? []);
if (failures.length > 0) console.log(`failed:\n${failures.map(name => `  - ${name}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
