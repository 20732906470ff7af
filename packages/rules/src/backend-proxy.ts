/**
 * The rules of the storefront's proxy to the commerce backend, one home for its two forms: the Node
 * server's streaming proxy of /shop-api (server/shop-api-proxy.ts, the islands' hot path) and
 * the Astro routes that also run as Netlify functions (src/lib/api/proxy.ts: /shop-api on Netlify,
 * /assets, /invoices). The browser talks to one origin: the backend's session cookie stays
 * first-party and httpOnly, and the backend's `vendure-auth-token` header is not handed to scripts.
 */

/**
 * What the browser's request may tell the backend. apollo-require-preflight: the complaint form's
 * multipart upload (the backend's CSRF guard asks for it); idempotency-key: a mutation's action, so
 * that its retry is not carried out twice.
 */
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
    'idempotency-key',
] as const;

/** What of the backend's answer reaches the browser, besides its cookies (`proxyCookie`). */
export const PROXY_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-disposition', 'retry-after', 'idempotent-replay'] as const;

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

/** The cookie that tells the pages' scripts the backend has a session for this browser (its cookie is httpOnly). */
export const SESSION_HINT_COOKIE = 'session-hint';

/**
 * The backend's cookies as the shop's proxies pass them on (proxyCookie), and beside Vendure's session
 * cookie (`session`) a readable hint of it with the same lifetime, without its value: the header's
 * script loads the cart when the hint says there is a session but the cart-size cookie (7 days, the
 * spec's) has gone while the session (30 days) may still hold a cart.
 */
export function proxyCookies(cookies: readonly string[], https: boolean): string[] {
    const passed = cookies.map(cookie => proxyCookie(cookie, https));
    const session = cookies.find(cookie => /^session=/.test(cookie));
    if (!session) return passed;
    const lifetime = session
        .split(';')
        .slice(1)
        .map(part => part.trim())
        .filter(part => /^(max-age|expires|path|samesite)=/i.test(part));
    return [...passed, proxyCookie([`${SESSION_HINT_COOKIE}=1`, ...lifetime].join('; '), https)];
}

/**
 * The storefront's routes that forward to the backend, each to its own prefix there: `/shop-api`
 * alone, `/invoices/{number}` and `/quotes/{code}` (one segment), `/assets/{path…}` (any number of segments).
 */
export const PROXY_ROUTES = [
    { prefix: '/shop-api', segments: 'none' },
    { prefix: '/invoices', segments: 'one' },
    { prefix: '/quotes', segments: 'one' },
    { prefix: '/assets', segments: 'many' },
] as const;

export type ProxyPath = { refused: true } | { refused: false; backendPath: string; segments: string[] };

/**
 * The backend path for a request's path as it came (still percent-encoded, before any decoding or
 * resolving of dot segments), or undefined when the path is no proxy route's. It can only name the
 * route's own prefix on the backend: each segment is decoded once and encoded again, and a path is
 * refused (the route answers 400 before any fetch) when a segment is empty, is `.` or `..` once
 * decoded (`%2e`, `%2E%2e`), holds a separator (`/`, `\`, `%2f`, `%5c`), a percent sign once decoded
 * (double encoding: `%252e`), a control character, or is no valid UTF-8 (overlong `%c0%ae`). `fetch`
 * resolves dot segments and backslashes in a URL, so any of these could otherwise reach another
 * route of the backend from the loopback.
 */
export function proxyPath(rawPathname: string): ProxyPath | undefined {
    const lower = rawPathname.toLowerCase();
    const route = PROXY_ROUTES.find(({ prefix }) => lower === prefix || (lower.startsWith(prefix) && '/\\%'.includes(lower[prefix.length])));
    if (!route) return undefined;
    const refused: ProxyPath = { refused: true };
    if (!rawPathname.startsWith(route.prefix)) return refused;
    const rest = rawPathname.slice(route.prefix.length);
    if (rest === '') return route.segments === 'none' ? { refused: false, backendPath: route.prefix, segments: [] } : refused;
    if (route.segments === 'none' || !rest.startsWith('/')) return refused;
    const raw = rest.slice(1).split('/');
    if (route.segments === 'one' && raw.length !== 1) return refused;
    const segments: string[] = [];
    for (const segment of raw) {
        if (segment.includes('\\')) return refused;
        let decoded: string;
        try {
            decoded = decodeURIComponent(segment);
        } catch {
            return refused;
        }
        if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\%]/.test(decoded) || [...decoded].some(isControl)) return refused;
        segments.push(decoded);
    }
    const backendPath = `${route.prefix}/${segments.map(encodeURIComponent).join('/')}`;
    // what fetch will ask for is exactly this path: nothing in it is resolved further
    if (new URL(backendPath, 'http://backend.invalid').pathname !== backendPath) return refused;
    return { refused: false, backendPath, segments };
}

const isControl = (character: string) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f;

/** Why the proxy answers itself: a path it refuses, a body over the limit, a backend too slow, or one not reachable. */
export type ProxyFailureStatus = 400 | 413 | 503 | 504;

/**
 * The proxy's own answer, a GraphQL error the islands show: its text key (src/locales/serving), error
 * code and headers. The 413 closes the connection, as the rest of the body is not read.
 */
export function proxyFailure(status: ProxyFailureStatus): { textKey: 'badPath' | 'tooLarge' | 'timeout' | 'unavailable'; code: string; headers: Record<string, string> } {
    if (status === 400) return { textKey: 'badPath', code: 'BAD_REQUEST', headers: {} };
    if (status === 413) return { textKey: 'tooLarge', code: 'PAYLOAD_TOO_LARGE', headers: { connection: 'close' } };
    return { textKey: status === 504 ? 'timeout' : 'unavailable', code: 'SHOP_UNAVAILABLE', headers: { 'retry-after': '10' } };
}

/** The body of that answer, given the text in the visitor's language. */
export function proxyFailureBody(status: ProxyFailureStatus, message: string): string {
    return JSON.stringify({ errors: [{ message, extensions: { code: proxyFailure(status).code } }] });
}
