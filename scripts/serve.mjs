/**
 * The storefront server: pre-rendered files from dist/client, served precompressed (brotli or gzip,
 * written by the build) with long caching for hashed assets, and Astro's handler for the on-demand
 * routes (/shop-api, /assets, webhooks). The standalone Astro server does not compress; this one serves .br/.gz.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLiveSite } from './lib/live-site.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const distDir = path.resolve(root, process.env.SHOP_DIST_DIR ?? 'dist');
const port = Number(process.env.SHOP_PORT ?? 4321);
const host = process.env.SHOP_HOST ?? '0.0.0.0';

const TYPES = {
    '.html': 'text/html; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.mjs': 'text/javascript; charset=utf-8',
    '.json': 'application/json; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.webp': 'image/webp',
    '.ico': 'image/x-icon',
    '.txt': 'text/plain; charset=utf-8',
    '.xml': 'application/xml; charset=utf-8',
    '.woff2': 'font/woff2',
    '.pdf': 'application/pdf',
    '.pf_meta': 'application/octet-stream',
    '.pf_index': 'application/octet-stream',
    '.pf_fragment': 'application/octet-stream',
    '.pagefind': 'application/octet-stream',
};

/** The file a URL path names inside the build's client folder, or undefined. Directory paths serve their index.html. */
function resolveFile(clientDir, urlPath) {
    let decoded;
    try {
        decoded = decodeURIComponent(urlPath);
    } catch {
        return undefined;
    }
    const candidate = path.join(clientDir, path.normalize(decoded));
    if (!candidate.startsWith(clientDir)) return undefined;
    for (const file of [candidate, path.join(candidate, 'index.html')]) {
        try {
            if (fs.statSync(file).isFile()) return file;
        } catch {
            // not there: try the next form
        }
    }
    return undefined;
}

function serveStatic(req, res, file) {
    const ext = path.extname(file);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = file;
    let encoding;
    for (const [name, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
        if (accepts.includes(name) && fs.existsSync(file + suffix)) {
            body = file + suffix;
            encoding = name;
            break;
        }
    }
    const stat = fs.statSync(body);
    const etag = `"${stat.size.toString(16)}-${stat.mtimeMs.toString(16)}"`;
    const headers = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': req.url.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        etag,
        vary: 'accept-encoding',
        'x-content-type-options': 'nosniff',
    };
    if (encoding) headers['content-encoding'] = encoding;
    if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
    }
    headers['content-length'] = stat.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(body).pipe(res);
}

// The live build (pages, search index, server bundle): webhooks rebuild it and swap it in (scripts/lib/live-site.mjs).
const liveSite = await createLiveSite({ root, distDir });

const server = http.createServer((req, res) => {
    const { clientDir, handler } = liveSite.current();
    const urlPath = (req.url ?? '/').split('?')[0];
    const file = (req.method === 'GET' || req.method === 'HEAD') && !urlPath.startsWith('/assets/') ? resolveFile(clientDir, urlPath) : undefined;
    if (file) return serveStatic(req, res, file);
    // No file: Astro's on-demand routes. Without a `next` callback, a path no route matches gets
    // Astro's 404 route (src/pages/404.astro, on demand) with status 404: it picks the locale from the
    // path's prefix (/en, /de, else Dutch) and the product-not-found variant for product paths.
    // The Netlify function does the same for the CDN.
    handler(req, res);
});

server.listen(port, host, () => {
    console.log(`serving ${liveSite.current().clientDir} on http://localhost:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
