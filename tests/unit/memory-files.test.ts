import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFiles } from '../../server/memory-files.ts';

/**
 * The pages from memory answer exactly as sirv does (serve.ts puts them in front of it): the same
 * file for each path and Accept-Encoding, the same headers, 304 for a known ETag; what they leave
 * (ranges, larger files, unknown paths) reaches sirv.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-files-'));
const cacheControl = (pathname: string) => (pathname.startsWith('/_astro/') ? 'immutable' : 'revalidate');
const servers: http.Server[] = [];
let sirvUrl = '';
let memoryUrl = '';

function serve(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    servers.push(server);
    return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
    const write = (name: string, content: string | Buffer) => {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        fs.writeFileSync(path.join(dir, name), content);
    };
    write('index.html', '<h1>home</h1>');
    write('index.html.br', 'br-home');
    write('index.html.gz', 'gz-home');
    write('producten/index.html', '<h1>products</h1>');
    write('producten/index.html.br', 'br-products');
    write('over.html', '<h1>about</h1>');
    write('_astro/app.abc.js', 'console.log(1)');
    write('_astro/app.abc.js.gz', 'gz-app');
    write('big.bin', Buffer.alloc(300 * 1024, 1));
    write('.hidden', 'secret');
    const options = { dev: false, etag: true, brotli: true, gzip: true, setHeaders: (res: http.ServerResponse, pathname: string) => res.setHeader('cache-control', cacheControl(pathname)) };
    const files = sirv(dir, options);
    const fromMemory = memoryFiles(dir, { cacheControl });
    const notFound = (res: http.ServerResponse) => () => {
        res.writeHead(404).end();
    };
    sirvUrl = await serve((req, res) => files(req, res, notFound(res)));
    memoryUrl = await serve((req, res) => {
        if (!fromMemory(req, res)) {
            res.setHeader('x-answered-by', 'sirv');
            files(req, res, notFound(res));
        }
    });
});

afterAll(() => {
    for (const server of servers) server.close();
    fs.rmSync(dir, { recursive: true, force: true });
});

/** One request as raw bytes (no decompression): status, the headers sirv sets, body, and who answered. */
function answer(base: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
    const wanted = ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'cache-control', 'vary'];
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string; by: unknown }>((resolve, reject) => {
        const request = http.request(`${base}${pathname}`, { method, headers }, response => {
            const chunks: Buffer[] = [];
            response.on('data', chunk => chunks.push(chunk));
            response.on('end', () =>
                resolve({
                    status: response.statusCode ?? 0,
                    headers: Object.fromEntries(wanted.map(name => [name, response.headers[name] ?? null])),
                    body: Buffer.concat(chunks).toString('latin1'),
                    by: response.headers['x-answered-by'] ?? null,
                }),
            );
        });
        request.on('error', reject);
        request.end();
    });
}

describe('small files from memory', () => {
    const cases: [string, Record<string, string>][] = [
        ['/', { 'accept-encoding': 'br, gzip' }],
        ['/', { 'accept-encoding': 'gzip' }],
        ['/', { 'accept-encoding': 'identity' }],
        ['/producten', { 'accept-encoding': 'br' }],
        ['/producten/', { 'accept-encoding': 'gzip' }],
        ['/over', {}],
        ['/_astro/app.abc.js', { 'accept-encoding': 'gzip, deflate' }],
    ];
    for (const [pathname, headers] of cases) {
        it(`answers ${pathname} (${headers['accept-encoding'] ?? 'no encoding'}) as sirv does`, async () => {
            const memory = await answer(memoryUrl, pathname, headers);
            expect(memory.by, 'answered from memory').toBeNull();
            const { by: _, ...expected } = await answer(sirvUrl, pathname, headers);
            const { by: __, ...actual } = memory;
            expect(actual).toEqual(expected);
        });
    }

    it('answers a known ETag with 304, and HEAD without a body', async () => {
        const { headers } = await answer(sirvUrl, '/', { 'accept-encoding': 'br' });
        const revalidated = await answer(memoryUrl, '/', { 'accept-encoding': 'br', 'if-none-match': String(headers.etag) });
        expect(revalidated.status).toBe(304);
        expect(revalidated.body).toBe('');
        const head = await answer(memoryUrl, '/', { 'accept-encoding': 'br' }, 'HEAD');
        expect(head.headers['content-length']).toBe(String('br-home'.length));
        expect(head.headers['content-encoding']).toBe('br');
        expect(head.body).toBe('');
    });

    it('leaves ranges, larger files, hidden files and unknown paths to sirv', async () => {
        const leftToSirv: [string, Record<string, string>][] = [['/', { range: 'bytes=0-3' }], ['/big.bin', {}], ['/.hidden', {}], ['/bestaat-niet', {}]];
        for (const [pathname, headers] of leftToSirv) {
            const { by, ...actual } = await answer(memoryUrl, pathname, headers);
            expect(by, pathname).toBe('sirv');
            const { by: _, ...expected } = await answer(sirvUrl, pathname, headers);
            expect(actual, pathname).toEqual(expected);
        }
    });

    it("sends the server's own headers with each answer, and keeps a Vary it set before (the root's Cookie)", async () => {
        const withHeaders = memoryFiles(dir, { cacheControl, headers: [['x-frame-options', 'DENY']] });
        const url = await serve((req, res) => {
            if (req.url === '/') res.setHeader('vary', 'Cookie');
            if (!withHeaders(req, res)) res.writeHead(404).end();
        });
        const fetched = (pathname: string, headers: Record<string, string> = {}) =>
            new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${url}${pathname}`, { headers }, resolve).on('error', reject));
        const home = await fetched('/', { 'accept-encoding': 'br' });
        expect(home.headers['x-frame-options']).toBe('DENY');
        expect(home.headers.vary).toBe('Cookie, Accept-Encoding');
        const page = await fetched('/producten', { 'accept-encoding': 'br' });
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers.vary).toBe('Accept-Encoding');
        expect(page.headers['cache-control']).toBe('revalidate');
        const notModified = await fetched('/producten', { 'accept-encoding': 'br', 'if-none-match': String(page.headers.etag) });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.headers['x-frame-options']).toBe('DENY');
        for (const answer of [home, page, notModified]) answer.resume();
    });
});

describe('a file gone from the folder', () => {
    it('is answered by onReadError (the server answers from its live build), not thrown, and forgotten', async () => {
        const gone = fs.mkdtempSync(path.join(os.tmpdir(), 'memory-files-gone-'));
        fs.writeFileSync(path.join(gone, 'page.html'), '<h1>page</h1>');
        const errors: string[] = [];
        const fromMemory = memoryFiles(gone, {
            cacheControl,
            onReadError: (_req, res, error) => {
                errors.push((error as NodeJS.ErrnoException).code ?? String(error));
                res.writeHead(200, { 'content-type': 'text/plain' }).end('from the live build');
            },
        });
        const url = await serve((req, res) => {
            if (!fromMemory(req, res)) res.writeHead(404).end();
        });
        // the folder goes after the server listed it, before the page was first read
        fs.rmSync(gone, { recursive: true, force: true });
        const first = await fetch(`${url}/page`);
        expect([first.status, await first.text()]).toEqual([200, 'from the live build']);
        expect(errors).toEqual(['ENOENT']);
        // forgotten: the next request is not this build's any more
        expect((await fetch(`${url}/page`)).status).toBe(404);
    });
});
