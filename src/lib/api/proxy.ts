import {
    PROXY_REQUEST_HEADERS,
    PROXY_RESPONSE_HEADERS,
    type ProxyFailureStatus,
    backendTimeoutMs,
    backendUrl,
    maxRequestBodyBytes,
    proxyCookies,
    proxyFailure,
    proxyFailureBody,
    proxyPath,
    resolveLocale,
} from '@timber-shop/rules';
import type { APIContext } from 'astro';
import { translator } from '../i18n';

class BodyTooLarge extends Error {}

/** The request body, read up to `max` bytes; throws BodyTooLarge past it. */
async function readBody(request: Request, max: number): Promise<Uint8Array | undefined> {
    if (!request.body) return undefined;
    if (Number(request.headers.get('content-length') ?? 0) > max) throw new BodyTooLarge();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = request.body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > max) {
            await reader.cancel();
            throw new BodyTooLarge();
        }
        chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.byteLength;
    }
    return body;
}

function failure(request: Request, status: ProxyFailureStatus) {
    const { textKey, headers } = proxyFailure(status);
    const message = translator(resolveLocale(new URL(request.url).searchParams.get('languageCode')))(`serving.${textKey}`);
    return new Response(proxyFailureBody(status, message), { status, headers: { ...headers, 'content-type': 'application/json' } });
}

/** What a proxy route gets from Astro: the request, and who sent it. */
export type ProxyContext = Pick<APIContext, 'request' | 'locals'> & { clientAddress?: string };

/**
 * The visitor's address: on the Node server the one server/serve.ts worked out by its TRUST_PROXY
 * rule (`locals.clientAddress`: behind a TLS proxy, what the proxy forwarded); as a Netlify function
 * Astro's, which is Netlify's (x-nf-client-connection-ip). Astro throws when it has none.
 */
export function visitorAddress(context: ProxyContext): string | undefined {
    const fromServer = (context.locals as { clientAddress?: unknown } | undefined)?.clientAddress;
    if (typeof fromServer === 'string') return fromServer;
    try {
        return context.clientAddress;
    } catch {
        return undefined;
    }
}

/**
 * Forwards a request to the commerce backend and its answer back, by the proxy's rules
 * (packages/rules, backend-proxy.ts): the Astro form, for /assets, /invoices and, on Netlify,
 * /shop-api. The Node server answers /shop-api itself with a streaming proxy of the same rules
 * (server/shop-api-proxy.ts), without the Request/Response streams of Astro's handler.
 *
 * The backend path comes from the request's own path (`proxyPath`): one that could name anything
 * but the route's own prefix on the backend (dot segments, encoded separators, double encoding,
 * invalid UTF-8) gets 400 before any fetch.
 *
 * Bounded: a body over the API's limit (maxRequestBodyBytes: JSON, or the complaint's photos) gets 413 without being read further, a backend that does
 * not answer within BACKEND_TIMEOUT_MS gets 504, an unreachable one 503, each with a message in
 * the request's language.
 */
export async function proxyToBackend(context: ProxyContext): Promise<Response> {
    const { request } = context;
    const incoming = new URL(request.url);
    const path = proxyPath(incoming.pathname);
    if (!path || path.refused) return failure(request, 400);
    const https = incoming.protocol === 'https:' || (process.env.SHOP_URL ?? '').startsWith('https:');
    const target = `${backendUrl(process.env)}${path.backendPath}${incoming.search}`;
    const headers = new Headers();
    for (const name of PROXY_REQUEST_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
    }
    // The backend's abuse limits count per visitor: it believes this header from its trusted proxies only.
    const clientAddress = visitorAddress(context);
    if (clientAddress) headers.set('x-forwarded-for', clientAddress);
    headers.set('x-forwarded-proto', https ? 'https' : 'http');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let body: Uint8Array | undefined;
    try {
        body = hasBody ? await readBody(request, maxRequestBodyBytes(request.headers.get('content-type'), 'shop')) : undefined;
    } catch (error) {
        if (error instanceof BodyTooLarge) return failure(request, 413);
        throw error;
    }
    let answer: Response;
    try {
        answer = await fetch(target, {
            method: request.method,
            headers,
            body: body as BodyInit | undefined,
            redirect: 'manual',
            signal: AbortSignal.timeout(backendTimeoutMs(process.env)),
        });
    } catch (error) {
        return failure(request, (error as Error).name === 'TimeoutError' ? 504 : 503);
    }
    const responseHeaders = new Headers();
    for (const name of PROXY_RESPONSE_HEADERS) {
        const value = answer.headers.get(name);
        if (value) responseHeaders.set(name, value);
    }
    for (const cookie of proxyCookies(answer.headers.getSetCookie(), https)) responseHeaders.append('set-cookie', cookie);
    return new Response(answer.body, { status: answer.status, headers: responseHeaders });
}
