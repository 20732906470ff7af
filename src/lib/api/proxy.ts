import { maxRequestBodyBytes, resolveLocale } from '@timber-shop/rules';
import { translator } from '../i18n';

/**
 * Forwards a request to the commerce backend and its answer back, so that the browser talks to
 * one origin: the backend's session cookie stays first-party and httpOnly, assets share the page's cache.
 *
 * Bounded: a body over the API's limit (maxRequestBodyBytes: JSON, or the complaint's photos) gets 413 without being read further, a backend that does
 * not answer within BACKEND_TIMEOUT_MS gets 504, an unreachable one 503, each with a message in
 * the request's language. The session travels only as the httpOnly cookie: the backend's
 * `vendure-auth-token` header is not handed to browser scripts.
 */
// apollo-require-preflight: the complaint form's multipart upload (the backend's CSRF guard asks for it)
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'cookie', 'authorization', 'if-none-match', 'if-modified-since', 'vendure-token', 'apollo-require-preflight'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition', 'retry-after'];

/** How long a server-side call to the backend may take: the proxy, on-demand pages (the build sets its own). */
export function backendTimeoutMs(): number {
    return Number(process.env.BACKEND_TIMEOUT_MS ?? 15_000);
}

export function backendUrl(): string {
    return (process.env.BACKEND_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

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

function failure(request: Request, status: 413 | 503 | 504) {
    const t = translator(resolveLocale(new URL(request.url).searchParams.get('languageCode') ?? undefined));
    const message = t(status === 413 ? 'serving.tooLarge' : status === 504 ? 'serving.timeout' : 'serving.unavailable');
    const headers: Record<string, string> = status === 413 ? { connection: 'close' } : { 'retry-after': '10' };
    return Response.json({ errors: [{ message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'SHOP_UNAVAILABLE' } }] }, { status, headers });
}

/** Marks the backend's cookies Secure when the shop is reached over HTTPS (the backend itself sits behind plain HTTP). */
function secureCookie(cookie: string, https: boolean): string {
    return https && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie;
}

export async function proxyToBackend(request: Request, backendPath: string, clientAddress?: string): Promise<Response> {
    const incoming = new URL(request.url);
    const https = incoming.protocol === 'https:' || (process.env.SHOP_URL ?? '').startsWith('https:');
    const target = `${backendUrl()}${backendPath}${incoming.search}`;
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
    }
    // The backend's abuse limits count per visitor: it believes this header from its trusted proxies only.
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
            signal: AbortSignal.timeout(backendTimeoutMs()),
        });
    } catch (error) {
        return failure(request, (error as Error).name === 'TimeoutError' ? 504 : 503);
    }
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.headers.get(name);
        if (value) responseHeaders.set(name, value);
    }
    for (const cookie of answer.headers.getSetCookie()) responseHeaders.append('set-cookie', secureCookie(cookie, https));
    return new Response(answer.body, { status: answer.status, headers: responseHeaders });
}
