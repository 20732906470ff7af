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
 */
import http from 'node:http';
import {
    PROXY_REQUEST_HEADERS,
    PROXY_RESPONSE_HEADERS,
    backendTimeoutMs,
    maxRequestBodyBytes,
    proxyCookie,
    proxyFailure,
    proxyFailureBody,
    resolveLocale,
} from '@timber-shop/rules';
import de from '../../src/locales/serving/de.json' with { type: 'json' };
import en from '../../src/locales/serving/en.json' with { type: 'json' };
import nl from '../../src/locales/serving/nl.json' with { type: 'json' };

const TEXTS = { nl: nl.serving, en: en.serving, de: de.serving };

/**
 * @param {{ backendUrl: string, https: boolean, headers: [string, string][], timeoutMs?: number }} options
 *   headers: the security headers every answer carries
 * @returns {(req: http.IncomingMessage, res: http.ServerResponse) => void}
 */
export function shopApiProxy({ backendUrl, https, headers, timeoutMs = backendTimeoutMs(process.env) }) {
    const backend = new URL('/shop-api', backendUrl);
    // Kept-alive connections to the backend (whose idle ones live 65 s): no TCP set-up per call.
    const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets: 64, maxFreeSockets: 16 });

    return (req, res) => {
        const query = req.url.indexOf('?');
        const search = query < 0 ? '' : req.url.slice(query);
        let answered = false;
        const fail = status => {
            if (answered) return;
            answered = true;
            const locale = resolveLocale(new URLSearchParams(search).get('languageCode'));
            const body = proxyFailureBody(status, TEXTS[locale][proxyFailure(status).textKey]);
            for (const [name, value] of headers) res.setHeader(name, value);
            res.writeHead(status, { ...proxyFailure(status).headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
            res.end(body);
        };

        const forwarded = {};
        for (const name of PROXY_REQUEST_HEADERS) {
            const value = req.headers[name];
            if (value) forwarded[name] = value;
        }
        // The backend's abuse limits count per visitor: it believes this header from its trusted proxies only.
        if (req.socket.remoteAddress) forwarded['x-forwarded-for'] = req.socket.remoteAddress;
        forwarded['x-forwarded-proto'] = https ? 'https' : 'http';
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const max = maxRequestBodyBytes(req.headers['content-type'], 'shop');
        if (hasBody && Number(req.headers['content-length'] ?? 0) > max) {
            req.resume();
            return fail(413);
        }
        if (hasBody && req.headers['content-length']) forwarded['content-length'] = req.headers['content-length'];
        else if (hasBody) forwarded['transfer-encoding'] = 'chunked';

        const upstream = http.request({ agent, host: backend.hostname, port: backend.port, path: `${backend.pathname}${search}`, method: req.method, headers: forwarded });
        // the call dropped on purpose (504, 413, the browser gone): its error is no failure of the backend
        let dropped = false;
        const drop = () => {
            dropped = true;
            clearTimeout(timer);
            upstream.destroy();
        };
        const timer = setTimeout(() => {
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
            const out = {};
            for (const name of PROXY_RESPONSE_HEADERS) {
                const value = answer.headers[name];
                if (value) out[name] = value;
            }
            // The request sent no accept-encoding: the backend's body is plain, its length is the browser's.
            if (answer.headers['content-length']) out['content-length'] = answer.headers['content-length'];
            const cookies = answer.headers['set-cookie'];
            if (cookies) out['set-cookie'] = cookies.map(cookie => proxyCookie(cookie, https));
            res.writeHead(answer.statusCode ?? 502, out);
            answer.pipe(res);
            answer.on('error', () => res.destroy());
        });
        // A browser that goes away before the answer: the backend's call is dropped too.
        res.on('close', () => {
            if (!res.writableFinished) drop();
            else clearTimeout(timer);
        });

        if (!hasBody) return upstream.end();
        let size = 0;
        req.on('data', chunk => {
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
}
