/**
 * The memory soak of `npm run bench`: does the backend's resident memory level off under steady cart
 * load, and the storefront's under page load? BENCH_SOAK_MINUTES long (30 by default; a shorter soak
 * when asked). Three backends on copies of the running shop's database taken at one moment take the same
 * cart load side by side (so whatever else the machine does, it does to all three), differing only in
 * their memory allocator:
 *   - glibc's malloc as it comes (one arena per thread that allocates, up to 8 per core);
 *   - glibc with MALLOC_ARENA_MAX=2 (two arenas: the usual cure for a resident size that grows while the heap stays flat);
 *   - jemalloc (Debian's libjemalloc2, LD_PRELOAD), when installed.
 * Meanwhile the running shop's storefront serves a steady loop of pages. Every SAMPLE_SECONDS the
 * resident memory (VmRSS) of each process is read from /proc. A process levels off when its memory grew
 * by less than PLATEAU_MB_PER_10_MIN over the last third of the soak.
 */
import fs from 'node:fs';
import os from 'node:os';
import { cartLoad, cartVariants, copyDatabase, startShopBackend } from './bench-cart.mjs';
import { load } from './load.mjs';
import { pidListeningOn } from './process-cpu.mjs';

const SAMPLE_SECONDS = 30;
/** growth over the last third of the soak below which memory counts as levelled off */
const PLATEAU_MB_PER_10_MIN = 20;
export const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

/** Resident memory of a process in MB (VmRSS), or undefined when it is gone. */
export function residentMb(pid) {
    try {
        const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
        return match ? Number(match[1]) / 1024 : undefined;
    } catch {
        return undefined;
    }
}

/** Least-squares slope of memory over time, in MB per 10 minutes. */
function slope(samples) {
    if (samples.length < 2) return 0;
    const n = samples.length;
    const mean = (values) => values.reduce((a, b) => a + b, 0) / n;
    const [mt, mm] = [mean(samples.map(s => s.minute)), mean(samples.map(s => s.mb))];
    const num = samples.reduce((sum, s) => sum + (s.minute - mt) * (s.mb - mm), 0);
    const den = samples.reduce((sum, s) => sum + (s.minute - mt) ** 2, 0);
    return den === 0 ? 0 : (num / den) * 10;
}

/** The verdict for one process's samples: memory at the start, the end, its peak, growth per third. */
export function plateau(samples) {
    const third = Math.max(1, Math.floor(samples.length / 3));
    const thirds = [samples.slice(0, third), samples.slice(third, 2 * third), samples.slice(2 * third)].map(slope);
    return { first: samples[0]?.mb, last: samples.at(-1)?.mb, peak: Math.max(...samples.map(s => s.mb)), thirds, levelsOff: thirds[2] < PLATEAU_MB_PER_10_MIN };
}

export async function benchSoak({ shopUrl, backendUrl, sqliteFile, minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 30) }) {
    const variants = [
        { key: 'glibc', name: "glibc's malloc as it comes", env: { MALLOC_ARENA_MAX: '' } },
        { key: 'arenas2', name: 'glibc, MALLOC_ARENA_MAX=2', env: { MALLOC_ARENA_MAX: '2' } },
        ...(fs.existsSync(JEMALLOC) ? [{ key: 'jemalloc', name: 'jemalloc (LD_PRELOAD)', env: { MALLOC_ARENA_MAX: '', LD_PRELOAD: JEMALLOC } }] : []),
    ];
    const copies = variants.map(() => copyDatabase(sqliteFile));
    const backends = [];
    try {
        for (const [i, variant] of variants.entries()) backends.push(await startShopBackend(`soak-${variant.key}`, { DATA_DIR: copies[i].shopDir, ...variant.env }));
        const cartVariantIds = await cartVariants(backendUrl);
        const storefrontPid = pidListeningOn(new URL(shopUrl).port);
        const html = await (await fetch(new URL('/producten', shopUrl))).text();
        const pages = [...new Set([...html.matchAll(/href="(\/producten\/[^"?#]+)"/g)].map(m => m[1]))].slice(0, 20).map(p => new URL(p, shopUrl).href);
        const samples = Object.fromEntries([...variants.map(v => v.key), 'storefront'].map(key => [key, []]));
        const calls = Object.fromEntries(variants.map(v => [v.key, 0]));
        let pageRequests = 0;
        const started = Date.now();
        const sample = () => {
            const minute = (Date.now() - started) / 60_000;
            for (const [i, variant] of variants.entries()) {
                const mb = residentMb(backends[i].pid);
                if (mb !== undefined) samples[variant.key].push({ minute, mb, calls: calls[variant.key] });
            }
            const storefront = residentMb(storefrontPid);
            if (storefront !== undefined) samples.storefront.push({ minute, mb: storefront, calls: pageRequests });
        };
        sample();
        while (Date.now() - started < minutes * 60_000) {
            const [cartResults, pageResult] = await Promise.all([
                Promise.all(backends.map(backend => cartLoad(`${backend.url}/shop-api`, cartVariantIds, { seconds: SAMPLE_SECONDS }))),
                load({ url: pages, connections: 4, seconds: SAMPLE_SECONDS, headers: { 'accept-encoding': 'br' } }),
            ]);
            for (const [i, variant] of variants.entries()) calls[variant.key] += cartResults[i].count;
            pageRequests += pageResult.count;
            sample();
            const last = key => samples[key].at(-1)?.mb.toFixed(0);
            console.log(`[bench] soak ${((Date.now() - started) / 60_000).toFixed(1)} min: ${variants.map(v => `${v.key} ${last(v.key)} MB after ${calls[v.key]} calls`).join(', ')}; storefront ${last('storefront')} MB after ${pageRequests} pages; load ${os.loadavg()[0].toFixed(1)}`);
        }
        return {
            minutes,
            variants: variants.map(v => ({ ...v, calls: calls[v.key], ...plateau(samples[v.key]), samples: samples[v.key] })),
            storefront: { pages: pageRequests, ...plateau(samples.storefront), samples: samples.storefront },
        };
    } finally {
        for (const backend of backends) await backend.stop();
        for (const copy of copies) copy.remove();
    }
}

const mb = value => (value === undefined ? '–' : `${value.toFixed(0)} MB`);
const perTen = value => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)}`;

/** One sentence on the table: which processes level off, and the default allocator's growth at the end. */
function reading(soak) {
    const growing = [...soak.variants.map(v => ({ name: `the backend with ${v.name}`, ...v })), { name: 'the storefront', ...soak.storefront }].filter(p => !p.levelsOff);
    const glibc = soak.variants.find(v => v.key === 'glibc');
    const verdict = growing.length === 0 ? 'Every process levels off' : `Still growing at the end: ${growing.map(p => p.name).join(', ')}`;
    return `${verdict}${glibc ? `; the backend as it runs by default (glibc) grew ${perTen(glibc.thirds[2])} MB per 10 minutes over the last third, after ${glibc.calls} cart calls` : ''}.`;
}

export function soakReport(soak) {
    const row = (name, r, what) =>
        `| ${name} | ${what} | ${mb(r.first)} | ${mb(r.last)} | ${mb(r.peak)} | ${r.thirds.map(perTen).join(' / ')} | ${r.levelsOff ? 'yes' : '**no**'} |`;
    return [
        `## Memory over a ${soak.minutes}-minute soak (cart and page load)`,
        '',
        `Three backends on copies of the shop's database taken at one moment, side by side under the same cart load (10 shoppers each, the bench's cart call), differing only in the allocator; the running storefront serves product and category pages to 4 connections meanwhile. Resident memory (VmRSS) every ${SAMPLE_SECONDS} s. "Levels off": less than ${PLATEAU_MB_PER_10_MIN} MB per 10 minutes over the last third.`,
        '',
        '| process | load served | at the start | at the end | peak | growth per 10 min (first / middle / last third, MB) | levels off |',
        '|---|---|---|---|---|---|---|',
        ...soak.variants.map(v => row(`backend, ${v.name}`, v, `${v.calls} cart calls`)),
        row('storefront (server/serve.ts)', soak.storefront, `${soak.storefront.pages} pages`),
        '',
        reading(soak),
        '',
    ];
}
