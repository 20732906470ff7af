/**
 * The rules of the storefront's proxy to the commerce backend, one home for its two forms: the Node
 * server's streaming proxy of /shop-api (scripts/lib/shop-api-proxy.mjs, the islands' hot path) and
 * the Astro routes that also run as Netlify functions (src/lib/api/proxy.ts: /shop-api on Netlify,
 * /assets, /invoices). The browser talks to one origin: the backend's session cookie stays
 * first-party and httpOnly, and the backend's `vendure-auth-token` header is not handed to scripts.
 */

/** What the browser's request may tell the backend. apollo-require-preflight: the complaint form's multipart upload (the backend's CSRF guard asks for it). */
export const PROXY_REQUEST_HEADERS = [
    'accept',
    'accept-language',
    'content-type',
    'cookie',
    'authorization',
    'if-none-match',
    'if-modified-since',
    'vendure-token',
    'apollo-require-preflight',
] as const;

/** What of the backend's answer reaches the browser, besides its cookies (`proxyCookie`). */
export const PROXY_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition', 'retry-after'] as const;

/** The commerce backend's address for the storefront's server side (build, on-demand pages, the proxy): BACKEND_URL, no trailing slash. */
export function backendUrl(env: Record<string, string | undefined>): string {
    return (env.BACKEND_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

/** How long a server-side call to the backend may take before the visitor gets 504 (BACKEND_TIMEOUT_MS; a build sets its own). */
export function backendTimeoutMs(env: Record<string, string | undefined>): number {
    return Number(env.BACKEND_TIMEOUT_MS ?? 15_000);
}

/** Marks a backend cookie Secure when the shop is reached over HTTPS (the backend itself sits behind plain HTTP). */
export function proxyCookie(cookie: string, https: boolean): string {
    return https && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie;
}

/** Why the proxy answers itself: a body over the limit, a backend too slow, or one not reachable. */
export type ProxyFailureStatus = 413 | 503 | 504;

/**
 * The proxy's own answer, a GraphQL error the islands show: its text key (src/locales/serving), error
 * code and headers. The 413 closes the connection, as the rest of the body is not read.
 */
export function proxyFailure(status: ProxyFailureStatus): { textKey: 'tooLarge' | 'timeout' | 'unavailable'; code: string; headers: Record<string, string> } {
    if (status === 413) return { textKey: 'tooLarge', code: 'PAYLOAD_TOO_LARGE', headers: { connection: 'close' } };
    return { textKey: status === 504 ? 'timeout' : 'unavailable', code: 'SHOP_UNAVAILABLE', headers: { 'retry-after': '10' } };
}

/** The body of that answer, given the text in the visitor's language. */
export function proxyFailureBody(status: ProxyFailureStatus, message: string): string {
    return JSON.stringify({ errors: [{ message, extensions: { code: proxyFailure(status).code } }] });
}
