/**
 * The storefront server: pre-rendered files from the live build's client folder through sirv (the
 * build's precompressed .br/.gz copies, ETag, ranges, immutable caching for hashed /_astro/ files),
 * and Astro's handler for everything else (the on-demand routes /shop-api, /assets, filtered
 * category pages, webhooks, and the 404 page). Every answer carries the shop's security headers
 * (packages/rules, security-headers.ts). Which build is live is decided by scripts/lib/live-site.mjs:
 * webhooks rebuild it and swap it in.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { cspIntegrationsFromEnv, localeCookieHome, securityHeaders } from '@timber-shop/rules';
import { createLiveSite } from './lib/live-site.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = path.resolve(root, process.env.SHOP_DIST_DIR ?? 'dist');
const port = Number(process.env.SHOP_PORT ?? 4321);
const host = process.env.SHOP_HOST ?? '0.0.0.0';

const HEADERS = Object.entries(
    securityHeaders({ https: (process.env.SHOP_URL ?? '').startsWith('https:'), integrations: cspIntegrationsFromEnv(process.env) }),
);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * A build's static files and its Astro handler, loaded together. sirv reads the folder's file list
 * once, so each build swapped in is loaded anew.
 */
async function loadBuild(dir) {
    const files = sirv(path.join(dir, 'client'), {
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: (res, pathname) => res.setHeader('cache-control', pathname.startsWith('/_astro/') ? IMMUTABLE : REVALIDATE),
    });
    const { handler } = await import(pathToFileURL(path.join(dir, 'server/entry.mjs')).href);
    return { dir, clientDir: path.join(dir, 'client'), files, handler };
}

function refererHost(referer) {
    try {
        return referer ? new URL(referer).host : undefined;
    } catch {
        return undefined;
    }
}

const liveSite = await createLiveSite({ root, distDir, loadBuild });

const server = http.createServer((req, res) => {
    for (const [name, value] of HEADERS) res.setHeader(name, value);
    const { files, handler } = liveSite.current();
    // No file: Astro's on-demand routes. Without a `next` callback, a path no route matches gets
    // Astro's 404 route (src/pages/404.astro, on demand) with status 404: it picks the locale from the
    // path's prefix (/en, /de, else Dutch) and the product-not-found variant for product paths.
    // The Netlify function does the same for the CDN.
    if (req.url === '/' || req.url?.startsWith('/?')) {
        // the root's language follows a returning visitor's locale cookie (netlify.toml cannot read cookie values)
        res.setHeader('vary', 'Cookie');
        const fromOwnPage = req.headers['sec-fetch-site'] === 'same-origin' || refererHost(req.headers.referer) === req.headers.host;
        const home = localeCookieHome('/', req.headers.cookie, fromOwnPage);
        if (home) {
            res.writeHead(302, { location: `${home}${req.url.slice(1)}`, 'cache-control': 'private, no-store' });
            return res.end();
        }
    }
    if (req.method === 'GET' || req.method === 'HEAD') files(req, res, () => handler(req, res));
    else handler(req, res);
});
// Slow clients must not hold connections forever (headers within 20 s, a whole request within 60 s).
server.headersTimeout = 20_000;
server.requestTimeout = 60_000;

server.listen(port, host, () => {
    console.log(`serving ${liveSite.current().clientDir} on http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
