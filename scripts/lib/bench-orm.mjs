/**
 * What going back to Vendure's own ORM set-up costs a cart call, for `npm run bench`: the shop's backend
 * as it runs now (TypeORM as Vendure ships it, relations loaded as Vendure asks per find) against the
 * former set-up (TypeORM with the shop's patch, bench/orm-patch/typeorm+0.3.31.patch, applied to a copy
 * and every find loading relations by query: bench/orm-patch/former-typeorm.cjs), both on copies of the
 * running shop's database taken at one moment, side by side under the same cart load (sideBySide in
 * scripts/lib/bench-cart.mjs), each started first once.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cartVariants, copyDatabase, sideBySide, startShopBackend } from './bench-cart.mjs';
import { ALL_CPUS, LOAD_CPU, SERVER_CPU, setAffinity } from './process-cpu.mjs';
import { geometricMean } from './statistics.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** A copy of TypeORM with the former patch applied, under node_modules (so that its own dependencies resolve). */
function formerTypeorm() {
    const dir = path.join(root, 'node_modules/.bench-former-typeorm');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const copy = path.join(dir, 'typeorm');
    fs.cpSync(path.join(root, 'node_modules/typeorm'), copy, { recursive: true });
    // patch-package's paths: a/node_modules/typeorm/…
    execFileSync('patch', ['-p3', '--forward', '--quiet', '-i', path.join(root, 'bench/orm-patch/typeorm+0.3.31.patch')], { cwd: copy });
    return { copy, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function benchFormerOrm({ backendUrl, sqliteFile, pairs = ['shipped', 'former'] }) {
    const pinned = LOAD_CPU !== SERVER_CPU;
    const serverCpu = pinned ? SERVER_CPU : undefined;
    const variants = await cartVariants(backendUrl);
    const former = formerTypeorm();
    if (pinned) setAffinity(process.pid, LOAD_CPU);
    try {
        const results = [];
        for (const first of pairs) {
            const copies = copyDatabase(sqliteFile);
            const stops = [async () => copies.remove()];
            try {
                const copyDir = path.dirname(copies.stockFile);
                fs.mkdirSync(path.join(copyDir, 'former'));
                fs.copyFileSync(path.join(copies.shopDir, 'shop.sqlite'), path.join(copyDir, 'former', 'shop.sqlite'));
                const servers = {};
                for (const key of first === 'shipped' ? ['shipped', 'former'] : ['former', 'shipped']) {
                    servers[key] =
                        key === 'shipped'
                            ? await startShopBackend('backend-as-shipped', { DATA_DIR: copies.shopDir }, serverCpu)
                            : await startShopBackend('backend-former-orm', { DATA_DIR: path.join(copyDir, 'former'), FORMER_TYPEORM_DIR: former.copy, NODE_OPTIONS: `--require ${path.join(root, 'bench/orm-patch/former-typeorm.cjs')}` }, serverCpu);
                    stops.unshift(servers[key].stop);
                }
                const measured = await sideBySide(
                    { key: 'former', url: `${servers.former.url}/shop-api`, pid: servers.former.pid },
                    { key: 'shipped', url: `${servers.shipped.url}/shop-api`, pid: servers.shipped.pid },
                    variants,
                );
                results.push({ first, ...measured });
            } finally {
                for (const stop of stops) await stop();
            }
        }
        return { pinned, pairs: results, time: geometricMean(results.map(r => r.time)), cpu: geometricMean(results.map(r => r.cpu)) };
    } finally {
        if (pinned) setAffinity(process.pid, ALL_CPUS);
        former.remove();
    }
}

const percent = value => `${value >= 0 ? '+' : '−'}${Math.abs(value * 100).toFixed(0)} %`;

export function formerOrmReport(orm) {
    return [
        "### The ORM as Vendure ships it against the former patched set-up: a cart call",
        '',
        "The shop's backend as it runs now (TypeORM 0.3.31 unpatched, Vendure's own relation loading) against the former set-up (the shop's TypeORM patch applied to a copy, every find loading relations by query), on copies of the shop's database taken at one moment, side by side on one core under the same cart load (10 shoppers each).",
        '',
        "| started first | windows | former calls/s | as shipped calls/s | time per call, as shipped against former | former CPU per call | as shipped CPU per call | CPU per call, as shipped against former | answers with an error | load average |",
        '|---|---|---|---|---|---|---|---|---|---|',
        ...orm.pairs.map(p => `| ${p.first === 'shipped' ? 'as shipped' : 'former'} | ${p.windows} | ${p.former.perSecond.toFixed(1)} | ${p.shipped.perSecond.toFixed(1)} | ${percent(p.time - 1)} | ${p.former.cpu.toFixed(1)} ms | ${p.shipped.cpu.toFixed(1)} ms | ${percent(p.cpu - 1)} | ${p.former.failed + p.shipped.failed} of ${p.former.count + p.shipped.count} | ${p.loadAverage.toFixed(1)} |`),
        '',
        `- Vendure's defaults cost **${percent(orm.time - 1)}** time and **${percent(orm.cpu - 1)}** CPU per cart call against the former patched set-up (geometric means of the pairs).`,
        '',
    ];
}
