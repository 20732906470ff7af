/**
 * The islands' GraphQL endpoint on the Node server: /shop-api streamed to the backend's Shop API and
 * back on plain node:http, by the proxy's rules (packages/rules, backend-proxy.ts), which the Astro
 * form (src/lib/api/proxy.ts: Netlify, /assets, /invoices) follows too. Every cart, stock and login
 * call of a visitor passes here: through Astro's handler (web streams, middleware) it cost the
 * storefront 2–3.6 ms of CPU per call, here a fraction of that.
 *
 * Bounded as the Astro form: a body over maxRequestBodyBytes gets 413 (announced by content-length,
 * or counted as it streams), a backend whose answer does not start within BACKEND_TIMEOUT_MS gets
 * 504, an unreachable one 503, each with its text in the request's language (src/locales/serving).
 * The one answer it keeps: the live stock of a product page, for a second (isLiveStockQuery).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { parse } from 'graphql';
import {
    PROXY_REQUEST_HEADERS,
    PROXY_RESPONSE_HEADERS,
    type ProxyFailureStatus,
    backendTimeoutMs,
    maxRequestBodyBytes,
    proxyCookies,
    proxyFailure,
    proxyFailureBody,
    resolveLocale,
} from '@timber-shop/rules';
import de from '../src/locales/serving/de.json' with { type: 'json' };
import en from '../src/locales/serving/en.json' with { type: 'json' };
import nl from '../src/locales/serving/nl.json' with { type: 'json' };

const TEXTS = { nl: nl.serving, en: en.serving, de: de.serving };

/**
 * The proxy's own answer (a path refused, a body too large, a backend too slow or down) with its text
 * in the request's language (`search`: the request's query, with languageCode), on top of `headers`.
 */
export function answerProxyFailure(status: ProxyFailureStatus, search: string, headers: [string, string][], res: ServerResponse): void {
    const locale = resolveLocale(new URLSearchParams(search).get('languageCode'));
    const text = proxyFailureBody(status, TEXTS[locale][proxyFailure(status).textKey]);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.writeHead(status, { ...proxyFailure(status).headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
}

/**
 * Live stock (the product page's quantities) is at most this old: at 10 product pages a second the
 * backend then answers each product's stock once a second instead of ten times (bench/RESULTS.md).
 */
const LIVE_STOCK_TTL_MS = 1000;
const LIVE_STOCK_MAX_BODY_BYTES = 8 * 1024;
const LIVE_STOCK_ENTRIES = 1000;

export interface ShopApiProxyOptions {
    backendUrl: string;
    https: boolean;
    /** the security headers every answer carries */
    headers: [string, string][];
    timeoutMs?: number;
    /** the visitor's address (serve.ts: by TRUST_PROXY, so that behind a TLS proxy it is not the proxy's), by default the connection's */
    clientAddress?: (req: IncomingMessage) => string | undefined;
}

/** Header values by name, as node:http takes them. */
type HeaderValues = Record<string, string | string[]>;

/** A public answer kept: its headers and body. */
interface KeptAnswer {
    headers: HeaderValues;
    body: Buffer;
}

export function shopApiProxy({ backendUrl, https, headers, timeoutMs = backendTimeoutMs(process.env), clientAddress = req => req.socket.remoteAddress }: ShopApiProxyOptions) {
    const backend = new URL('/shop-api', backendUrl);
    // Kept-alive connections to the backend (whose idle ones live 65 s): no TCP set-up per call.
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets: 64, maxFreeSockets: 16 });
    const liveStock = new Map<string, KeptAnswer & { until: number }>();

    /** Sends the call on (the body given, or streamed from the browser) and the answer back; `store` keeps a public answer. */
    const forward = (req: IncomingMessage, res: ServerResponse, search: string, body?: Buffer, store?: (answer: KeptAnswer) => void) => {
        let answered = false;
        const fail = (status: ProxyFailureStatus) => {
            if (answered) return;
            answered = true;
            answerProxyFailure(status, search, headers, res);
        };

        const forwarded: HeaderValues = {};
        for (const name of PROXY_REQUEST_HEADERS) {
            const value = req.headers[name];
            // a public answer is asked for without the visitor's session: it sets no cookie
            if (value && !(store && name === 'cookie')) forwarded[name] = value;
        }
        // The backend's abuse limits count per visitor: it believes this header from its trusted proxies only.
        const visitor = clientAddress(req);
        if (visitor) forwarded['x-forwarded-for'] = visitor;
        forwarded['x-forwarded-proto'] = https ? 'https' : 'http';
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const max = maxRequestBodyBytes(req.headers['content-type'], 'shop');
        if (hasBody && !body && Number(req.headers['content-length'] ?? 0) > max) {
            req.resume();
            return fail(413);
        }
        if (body) forwarded['content-length'] = String(body.length);
        else if (hasBody && req.headers['content-length']) forwarded['content-length'] = req.headers['content-length'];
        else if (hasBody) forwarded['transfer-encoding'] = 'chunked';

        const upstream = http.request({ agent, host: backend.hostname, port: backend.port, path: `${backend.pathname}${search}`, method: req.method, headers: forwarded });
        // the call dropped on purpose (504, 413, the browser gone): its error is no failure of the backend
        let dropped = false;
        const drop = () => {
            dropped = true;
            clearTimeout(timer);
            upstream.destroy();
        };
        const timer: NodeJS.Timeout = setTimeout(() => {
            drop();
            fail(504);
        }, timeoutMs);
        upstream.on('error', () => {
            clearTimeout(timer);
            if (dropped) return;
            if (!answered) fail(503);
            else res.destroy();
        });
        upstream.on('response', answer => {
            clearTimeout(timer);
            if (answered) return answer.resume();
            answered = true;
            for (const [name, value] of headers) res.setHeader(name, value);
            const out: HeaderValues = {};
            for (const name of PROXY_RESPONSE_HEADERS) {
                const value = answer.headers[name];
                if (value) out[name] = value;
            }
            // The request sent no accept-encoding: the backend's body is plain, its length is the browser's.
            if (answer.headers['content-length']) out['content-length'] = answer.headers['content-length'];
            const cookies = answer.headers['set-cookie'];
            if (cookies) out['set-cookie'] = proxyCookies(cookies, https);
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
            if (store && answer.statusCode === 200 && !cookies) {
                const chunks: Buffer[] = [];
                answer.on('data', (chunk: Buffer) => chunks.push(chunk));
                answer.on('end', () => store({ headers: out, body: Buffer.concat(chunks) }));
            }
        });
        // A browser that goes away before the answer: the backend's call is dropped too.
        res.on('close', () => {
            if (!res.writableFinished) drop();
            else clearTimeout(timer);
        });

        if (!hasBody) return upstream.end();
        if (body) return upstream.end(body);
        let size = 0;
        req.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > max) {
                // counted as it streams (no content-length, or a false one): the backend gets no half body
                req.pause();
                drop();
                fail(413);
                return;
            }
            if (!upstream.write(chunk)) req.pause();
        });
        upstream.on('drain', () => req.resume());
        req.on('end', () => {
            if (size <= max) upstream.end();
        });
        req.on('error', () => upstream.destroy());
    };

    return (req: IncomingMessage, res: ServerResponse): void => {
        const url = req.url ?? '/';
        const query = url.indexOf('?');
        const search = query < 0 ? '' : url.slice(query);
        const length = Number(req.headers['content-length'] ?? 0);
        // Only a small JSON call can be the live stock query: everything else streams straight on.
        if (req.method !== 'POST' || length === 0 || length > LIVE_STOCK_MAX_BODY_BYTES || !/^application\/json/i.test(req.headers['content-type'] ?? '')) {
            forward(req, res, search);
            return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
            const body = Buffer.concat(chunks);
            const key = `${req.headers['vendure-token'] ?? ''} ${search} ${body}`;
            const kept = liveStock.get(key);
            if (kept && kept.until > Date.now()) {
                for (const [name, value] of headers) res.setHeader(name, value);
                res.writeHead(200, kept.headers);
                return res.end(kept.body);
            }
            if (!isLiveStockQuery(body)) return forward(req, res, search, body);
            forward(req, res, search, body, answer => {
                if (liveStock.size >= LIVE_STOCK_ENTRIES) liveStock.clear();
                liveStock.set(key, { ...answer, until: Date.now() + LIVE_STOCK_TTL_MS });
            });
        });
    };
}

/**
 * The product page's live stock query (`productVariantStock` and nothing else): the same answer for
 * every visitor of a channel, so the proxy keeps it for LIVE_STOCK_TTL_MS. Parsed, not matched as
 * text: a query naming anything else (a customer's own data) is never kept.
 */
function isLiveStockQuery(body: Buffer): boolean {
    try {
        const definitions = parse(JSON.parse(body.toString()).query).definitions;
        const [operation] = definitions;
        if (definitions.length !== 1 || operation.kind !== 'OperationDefinition' || operation.operation !== 'query' || operation.directives?.length) return false;
        const fields = operation.selectionSet.selections;
        return fields.length === 1 && fields[0].kind === 'Field' && fields[0].name.value === 'productVariantStock' && !fields[0].directives?.length;
    } catch {
        return false;
    }
}
