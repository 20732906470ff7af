/**
 * A static page under load, for `npm run bench`: the shop's server against a bare node:http server
 * that answers the same bytes and headers from memory (the floor for any Node server), 10 connections.
 * On a machine other work shares, one run of each said little (0.61×–1.30× in earlier runs), so:
 *   - both servers run on the same CPU (the shop's server is pinned there for the time of the
 *     measurement, then given all CPUs back) and the load generator, a process of its own, on the
 *     other: neither server shares a CPU with the load it answers;
 *   - the two take turns, several rounds, the order turning each round; the figures are medians,
 *     and the ratio is the median of each round's own ratio;
 *   - beside requests per second, each server's CPU time per request, which the machine's other work
 *     hardly changes.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { ALL_CPUS, cpuMs, LOAD_CPU, nodeOnCpu, pidListeningOn, SERVER_CPU, setAffinity } from './process-cpu.mjs';
import { median } from './statistics.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The bare server: a process of its own on the servers' CPU, answering one response from memory. */
async function startBare(body, headers) {
    const source = `
        const http = require('node:http');
        const body = Buffer.from(process.env.BARE_BODY, 'base64');
        const headers = JSON.parse(process.env.BARE_HEADERS);
        const server = http.createServer((_request, response) => { response.writeHead(200, headers); response.end(body); });
        server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
    const child = execa(...nodeOnCpu(SERVER_CPU, ['-e', source]), {
        env: { ...process.env, BARE_BODY: body.toString('base64'), BARE_HEADERS: JSON.stringify(headers) },
        reject: false,
        buffer: false,
    });
    const port = await new Promise((resolve, reject) => {
        child.stdout.once('data', data => resolve(Number(String(data).trim())));
        child.then(() => reject(new Error('the bare server exited')));
    });
    return { port, pid: child.pid, stop: () => child.kill() };
}

/** One run of scripts/lib/load.mjs in a process of its own on the load generator's CPU. */
async function loadRun(options) {
    const source = `import { load } from ${JSON.stringify(path.join(root, 'scripts/lib/load.mjs'))};
        console.log(JSON.stringify(await load(JSON.parse(process.argv[1]))));`;
    const { stdout } = await execa(...nodeOnCpu(LOAD_CPU, ['--input-type=module', '-e', source, JSON.stringify(options)]));
    return JSON.parse(stdout);
}

/**
 * @param {{ url: string, connections: number, requests?: number, roundCount?: number }} options the page's address on the shop's server
 */
export async function benchStaticLoad({ url, connections, requests = 4000, roundCount = 5 }) {
    const headersIn = { 'accept-encoding': 'br' };
    // the page's compressed bytes and headers, as the shop's server sends them
    const { body, headers } = await new Promise((resolve, reject) =>
        http
            .get(url, { headers: headersIn }, res => {
                const chunks = [];
                res.on('data', chunk => chunks.push(chunk));
                res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
            })
            .on('error', reject),
    );
    const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)));
    sent['content-length'] = String(body.length);
    const shopPid = pidListeningOn(new URL(url).port);
    if (!shopPid) throw new Error(`no process listens on ${url}`);
    const bare = await startBare(body, sent);
    setAffinity(shopPid, SERVER_CPU);
    try {
        const targets = [
            { key: 'bare', url: `http://127.0.0.1:${bare.port}/`, pid: bare.pid },
            { key: 'shop', url, pid: shopPid },
        ];
        for (const target of targets) await loadRun({ url: target.url, connections, requests: 500, headers: headersIn });
        const runs = { bare: [], shop: [] };
        for (let round = 0; round < roundCount; round++) {
            for (const target of round % 2 ? [...targets].reverse() : targets) {
                const before = cpuMs(target.pid);
                const result = await loadRun({ url: target.url, connections, requests, headers: headersIn });
                const cpuUsPerRequest = ((cpuMs(target.pid) - before) * 1000) / result.count;
                runs[target.key].push({ ...result, cpuUsPerRequest, loadAverage: os.loadavg()[0] });
                console.log(`[bench] static, ${target.key}, round ${round + 1}: ${Math.round(result.perSecond)}/s, p99 ${result.p99.toFixed(1)} ms, ${cpuUsPerRequest.toFixed(0)} µs CPU per request, load ${os.loadavg()[0].toFixed(1)}`);
            }
        }
        const summary = list => ({
            runs: list,
            perSecond: median(list.map(r => r.perSecond)),
            p50: median(list.map(r => r.p50)),
            p95: median(list.map(r => r.p95)),
            p99: median(list.map(r => r.p99)),
            cpuUsPerRequest: median(list.map(r => r.cpuUsPerRequest)),
            failed: list.reduce((sum, r) => sum + r.failed, 0),
        });
        return {
            bytes: body.length,
            bare: summary(runs.bare),
            shop: summary(runs.shop),
            // each round's shop requests per second over bare's, and bare's CPU per request over the shop's
            ratio: median(runs.shop.map((run, i) => run.perSecond / runs.bare[i].perSecond)),
            cpuRatio: median(runs.shop.map((run, i) => runs.bare[i].cpuUsPerRequest / run.cpuUsPerRequest)),
            rounds: roundCount,
            requests,
        };
    } finally {
        setAffinity(shopPid, ALL_CPUS);
        bare.stop();
    }
}
