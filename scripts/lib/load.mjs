/**
 * A bounded load loop for the benchmark: `connections` clients on keep-alive connections send
 * `requests` requests in all, or as many as they can in `seconds` (each client its next one as soon
 * as the last is answered), on the loopback. Gives requests per second and latency percentiles.
 * Given several URLs (instances of one server), client n sends to the n-th, round the list. An
 * answer counts as failed with a status of 400 or more, or when `accept` (given the body) says so:
 * a GraphQL error comes with 200.
 */
import http from 'node:http';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/**
 * @param {{ url: string | string[], connections?: number, requests?: number, seconds?: number, method?: string, headers?: Record<string, string>,
 *           headersFor?: (client: number) => Record<string, string>, body?: (client: number, index: number) => string | undefined, onResponse?: (client: number, res: http.IncomingMessage) => void,
 *           accept?: (body: string) => boolean }} options
 */
export async function load({ url, connections = 10, requests = 2000, seconds: duration, method = 'GET', headers = {}, headersFor, body, onResponse, accept }) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const targets = [url].flat().map(address => new URL(address));
    const times = [];
    let sent = 0;
    let failed = 0;
    /** what the failed answers were: HTTP status, or 'error in the answer' */
    const failures = {};
    const one = (client, index) =>
        new Promise((resolve, reject) => {
            const payload = body?.(client, index);
            const target = targets[client % targets.length];
            const start = process.hrtime.bigint();
            const req = http.request(
                { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: { ...headers, ...headersFor?.(client), ...(payload ? { 'content-length': Buffer.byteLength(payload) } : {}) } },
                res => {
                    onResponse?.(client, res);
                    const chunks = [];
                    res.on('data', chunk => accept && chunks.push(chunk));
                    res.on('end', () => {
                        times.push(Number(process.hrtime.bigint() - start) / 1e6);
                        const failure = res.statusCode >= 400 ? String(res.statusCode) : accept && !accept(Buffer.concat(chunks).toString()) ? 'error in the answer' : undefined;
                        if (failure) {
                            failed++;
                            failures[failure] = (failures[failure] ?? 0) + 1;
                        }
                        resolve();
                    });
                },
            );
            req.on('error', reject);
            req.end(payload);
        });
    const started = process.hrtime.bigint();
    const deadline = duration === undefined ? undefined : started + BigInt(Math.round(duration * 1e9));
    const more = () => (deadline === undefined ? sent < requests : process.hrtime.bigint() < deadline);
    await Promise.all(
        Array.from({ length: connections }, async (_, client) => {
            while (more()) {
                const index = sent++;
                await one(client, index);
            }
        }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    agent.destroy();
    const sorted = times.sort((a, b) => a - b);
    return { perSecond: times.length / seconds, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), failed, failures, count: times.length };
}
