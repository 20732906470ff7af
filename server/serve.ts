/**
 * The storefront server: pre-rendered files from the live build's client folder, small ones from
 * memory (memory-files.ts), the rest through sirv (the build's precompressed .br/.gz copies, ETag,
 * ranges, immutable caching for hashed /_astro/ files), the islands' /shop-api streamed to the backend
 * (shop-api-proxy.ts), and Astro's handler for everything else (the on-demand routes /assets, filtered
 * category pages, webhooks, and the 404 page). Every answer carries the shop's security headers
 * (packages/rules, security-headers.ts); the pages' CSP lets run only the inline scripts whose hashes
 * the build recorded (src/integrations/csp-script-hashes.ts). Which build is live is decided by
 * live-site.ts: webhooks rebuild it and swap it in. Run by Node itself (its type stripping): `node server/serve.ts`.
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { backendUrl, cachedRedirects, cameFromOwnPage, cspIntegrationsFromEnv, fixedRedirect, localeCookieHome, proxyPath, routeRequest, searchRouteLocale, searchTermRedirect, securityHeaders, withoutTrailingSlash } from '@timber-shop/rules';
import { clientAddressOf, trustProxySetting } from '@timber-shop/rules/client-address';
import { type AstroHandler, type Build, type BuildReuse, createLiveSite } from './live-site.ts';
import { type MemoryFiles, memoryFiles } from './memory-files.ts';
import { answerProxyFailure, shopApiProxy } from './shop-api-proxy.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = path.resolve(root, process.env.SHOP_DIST_DIR ?? 'dist');
const port = Number(process.env.SHOP_PORT ?? 4321);
const host = process.env.SHOP_HOST ?? '0.0.0.0';

const https = (process.env.SHOP_URL ?? '').startsWith('https:');
const shopUrl = process.env.SHOP_URL ?? `http://localhost:${port}`;
const integrations = cspIntegrationsFromEnv(process.env);
/**
 * The inline scripts of every build served since this server started: a partial rebuild (changed
 * products) lays its pages over the earlier build's, whose scripts then still run.
 */
const scriptHashes = new Set<string>();
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A build with what serving it takes: its files (memory first, then sirv) and its header list. */
interface ServedBuild extends Build {
    files: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    fromMemory: MemoryFiles;
    headers: [string, string][];
}

/**
 * A build's static files and its Astro handler, loaded together. sirv reads the folder's file list
 * once, so each build swapped in is loaded anew. A product publish brings pages but no server bundle:
 * it keeps the live one (`server`), and names the inline scripts of its pages (`newScriptHashes`).
 */
async function loadBuild(dir: string, { server, scriptHashes: newScriptHashes = [] }: BuildReuse<ServedBuild> = {}): Promise<ServedBuild> {
    const serverDir = server?.serverDir ?? path.join(dir, 'server');
    const hashesFile = path.join(serverDir, 'csp-script-hashes.json');
    for (const hash of fs.existsSync(hashesFile) ? JSON.parse(fs.readFileSync(hashesFile, 'utf8')) : []) scriptHashes.add(hash);
    for (const hash of newScriptHashes) scriptHashes.add(hash);
    const headers = Object.entries(securityHeaders({ https, integrations, scriptHashes: [...scriptHashes] }));
    const cacheControl = (pathname: string) => (pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE);
    const sirvFiles = sirv(path.join(dir, 'client'), {
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => res.setHeader('cache-control', cacheControl(pathname)),
    });
    // small files (the pages) from memory, with the security headers, the rest through sirv
    const fromMemory = memoryFiles(path.join(dir, 'client'), { cacheControl, headers, onReadError: (req, res, error) => readFailed(build, req, res, error) });
    const files = (req: IncomingMessage, res: ServerResponse, next: () => void) => fromMemory(req, res) || sirvFiles(req, res, next);
    const handler: AstroHandler = server?.handler ?? (await import(pathToFileURL(path.join(serverDir, 'entry.mjs')).href)).handler;
    const build: ServedBuild = { dir, clientDir: path.join(dir, 'client'), serverDir, files, fromMemory, handler, headers };
    return build;
}

/**
 * A file of `build` that could not be read (gone: a build's folders go once no request uses them, so
 * this should not happen; a folder removed by hand would do it): the request is answered from the
 * live build instead, or by the on-demand routes (the 404 page) when `build` is the live one, and the
 * server goes on.
 */
function readFailed(build: ServedBuild, req: IncomingMessage, res: ServerResponse, error: NodeJS.ErrnoException) {
    console.error(`[serve] ${req.url}: ${error.code ?? error.message} reading ${path.relative(root, build.clientDir)}; answering from the live build`);
    if (liveSite.current() !== build) return answer(req, res);
    for (const [name, value] of build.headers) res.setHeader(name, value);
    return build.handler(req, res, undefined, locals(req));
}

// The live site renders a changed product's pages through this server's own publishing routes.
const ownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const ownOrigin = `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`;
const liveSite = await createLiveSite({ root, distDir, loadBuild, origin: ownOrigin });

/**
 * What Astro's routes get from this server (`locals`, App.Locals in src/env.d.ts): the visitor's address
 * by the TRUST_PROXY rule, and the live site's publisher, which the webhook and publishing routes use.
 */
const locals = (req: IncomingMessage): App.Locals => ({ clientAddress: clientAddress(req), publisher: liveSite.publisher });

/** The staff's search-term redirects, from this server's own GET /api/redirects, kept a minute as that answer says (SEARCH_REDIRECTS_TTL_MS). */
const searchRedirects = cachedRedirects(async () => {
    const response = await fetch(`${ownOrigin}/api/redirects`);
    if (!response.ok) throw new Error(`GET /api/redirects: ${response.status}`);
    return response.json();
}, Number(process.env.SEARCH_REDIRECTS_TTL_MS ?? 60_000));

/**
 * Storyblok's editor opens a page on its own path with `?_storyblok=…`: with a preview token set, such a
 * request goes to the on-demand preview route (src/pages/preview), which shows the signed editor the
 * draft and sends anyone else to the published file.
 */
const previewEnabled = Boolean(process.env.STORYBLOK_PREVIEW_TOKEN);
function previewPath(req: IncomingMessage): string | undefined {
    // GET: the editor opens the page; POST: its live preview posts the story being edited (src/pages/preview)
    if (!previewEnabled || !['GET', 'HEAD', 'POST'].includes(req.method ?? '') || !req.url?.includes('_storyblok')) return undefined;
    const url = new URL(req.url ?? '/', 'http://shop');
    if (!url.searchParams.has('_storyblok') || url.pathname.startsWith('/preview/')) return undefined;
    return `/preview${url.pathname.replace(/\/$/, '')}${url.search}`;
}

/**
 * The visitor's address, by TRUST_PROXY (default: the loopback, where a TLS proxy on this machine
 * runs): what the proxy forwarded, else the connection's. The backend gets it in X-Forwarded-For from
 * every route that calls it on a visitor's behalf (/shop-api here, the Astro routes by `locals`).
 */
const clientAddress = clientAddressOf(trustProxySetting(process.env.TRUST_PROXY));

// The islands' calls: streamed to the backend here, not through Astro's handler (its route stays for Netlify).
const apiHeaders = Object.entries(securityHeaders({ https, integrations }));
const proxyShopApi = shopApiProxy({ backendUrl: backendUrl(process.env), https, headers: apiHeaders, clientAddress });
const isShopApi = (url: string) => url === '/shop-api' || url.startsWith('/shop-api?');

/**
 * A proxy route's path that could name anything but its own prefix on the backend (packages/rules,
 * proxyPath: dot segments, encoded separators, double encoding, invalid UTF-8), answered 400 here on
 * the path as it came, before Astro decodes and resolves it; the Astro routes check again.
 */
function refuseBadProxyPath(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    if (!proxyPath(query < 0 ? url : url.slice(0, query))?.refused) return false;
    req.resume();
    answerProxyFailure(400, query < 0 ? '' : url.slice(query), [...apiHeaders, ['cache-control', 'no-store']], res);
    return true;
}

const server = http.createServer((req, res) => {
    if (isShopApi(req.url ?? '/')) return proxyShopApi(req, res);
    if (refuseBadProxyPath(req, res)) return;
    answer(req, res);
});

/** Answers from the live build, which keeps its files (liveSite.acquire) until the answer is done. */
function answer(req: IncomingMessage, res: ServerResponse) {
    const build = liveSite.acquire();
    res.once('close', () => liveSite.release(build));
    const read = req.method === 'GET' || req.method === 'HEAD';
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : url.slice(queryAt);
    const redirect = (status: number, location: string, cacheControl: string) => {
        for (const [name, value] of build.headers) res.setHeader(name, value);
        res.writeHead(status, { location, 'cache-control': cacheControl });
        res.end();
    };
    // One URL form: /producten/x/1/ answers 301 to /producten/x/1 (query kept), the canonical form.
    const canonical = read ? withoutTrailingSlash(pathname, search) : undefined;
    if (canonical) return redirect(301, canonical, 'public, max-age=3600');
    // A locale with a host of its own (SHOP_LOCALE_URLS): its pages there without a prefix, from the
    // build's folder behind it (packages/rules, locale-hosts.ts); other locales' prefixed paths go to their host.
    const routed = routeRequest(req.headers.host, pathname, shopUrl);
    if (routed.redirect && read) return redirect(301, `${routed.redirect}${search}`, 'public, max-age=3600');
    const rewritten = routed.routePath !== undefined && routed.routePath !== pathname;
    if (rewritten) req.url = `${routed.routePath}${search}`;
    // The spec's redirects as HTTP redirects (packages/rules, redirects.ts): /contact for good, a staff
    // search-term redirect for now; the pre-rendered /contact page only serves hosts without this server.
    const routePath = routed.routePath ?? pathname;
    const fixed = read ? fixedRedirect(routePath) : undefined;
    if (fixed) return redirect(301, `${fixed}${search}`, 'public, max-age=3600');
    if (read && search && searchRouteLocale(routePath)) {
        searchTermRedirect(routePath, search, searchRedirects).then(target => (target ? redirect(302, target, 'no-store') : serve(req, res, rewritten, build)));
        return;
    }
    serve(req, res, rewritten, build);
}

/** A request past the redirects, from `build`: the editor's preview, a file, or Astro's routes. */
function serve(req: IncomingMessage, res: ServerResponse, rewritten: boolean, build: ServedBuild) {
    const { files, fromMemory, handler: astroHandler, headers } = build;
    const handler = (req: IncomingMessage, res: ServerResponse) => astroHandler(req, res, undefined, locals(req));
    const read = req.method === 'GET' || req.method === 'HEAD';
    const preview = previewPath(req);
    if (preview) {
        // the preview route sets its own security headers (framable by Storyblok's editor)
        req.url = preview;
        return handler(req, res);
    }
    const root = !rewritten && (req.url === '/' || req.url?.startsWith('/?'));
    // The hot path: a page, script or style from memory, its whole header set in one writeHead.
    if (read && !root && fromMemory(req, res)) return;
    for (const [name, value] of headers) res.setHeader(name, value);
    // No file: Astro's on-demand routes. Without a `next` callback, a path no route matches gets
    // Astro's 404 route (src/pages/404.astro, on demand) with status 404: it picks the locale from the
    // path's prefix (/en, /de, else Dutch) and the product-not-found variant for product paths.
    // The Netlify function does the same for the CDN.
    if (root) {
        // the root's language follows a returning visitor's locale cookie (netlify.toml cannot read cookie values)
        res.setHeader('vary', 'Cookie');
        const fromOwnPage = cameFromOwnPage({ secFetchSite: req.headers['sec-fetch-site'], referer: req.headers.referer, host: req.headers.host });
        const home = localeCookieHome('/', req.headers.cookie, fromOwnPage);
        if (home) {
            res.writeHead(302, { location: `${home}${(req.url ?? '/').slice(1)}`, 'cache-control': 'private, no-store' });
            res.end();
            return;
        }
    }
    if (read) files(req, res, () => handler(req, res));
    else handler(req, res);
}

// Slow clients must not hold connections forever (headers within 20 s, a whole request within 60 s).
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;
// An idle kept-alive connection is closed after 65 s, not Node's 5 s: a swap loads the new build
// synchronously (sirv's file list, the server bundle: seconds on a busy machine), and after such a
// pause the 5 s timer closed connections a client had just sent its next request on (ECONNRESET,
// seen by the publishing test at load 20).
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
    console.log(`serving ${liveSite.current().clientDir} on http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
