import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { proxyPath } from '@timber-shop/rules';
import type { APIContext } from 'astro';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as assetsRoute } from '../../src/pages/assets/[...path]';
import { GET as invoicesRoute } from '../../src/pages/invoices/[number]';
import { GET as quotesRoute } from '../../src/pages/quotes/[code]';
import { ALL as shopApiRoute } from '../../src/pages/shop-api';
import { TRAVERSALS } from './traversals';

/**
 * The storefront's proxy routes can only name their own prefix on the backend: the traversal family
 * (raw `..`, `%2e`, double encoding `%252e`, `%5c` and `\`, encoded slashes, mixed case, overlong
 * UTF-8) is refused with 400 before any fetch, on the rule (packages/rules, proxyPath) and on the
 * Astro routes that run on the Node server and as Netlify functions, against a backend that records
 * what it is asked. The Node server's own check (server/serve.ts) is tried on the running shop
 * (tests/browser/hardening.spec.ts).
 */

describe('proxyPath: the backend path a proxy route may ask for', () => {
    it('keeps what the shop asks for, each segment encoded once', () => {
        expect(proxyPath('/shop-api')).toEqual({ refused: false, backendPath: '/shop-api', segments: [] });
        expect(proxyPath('/assets/source/7b/douglas-plank__02.jpg')).toMatchObject({ refused: false, backendPath: '/assets/source/7b/douglas-plank__02.jpg' });
        expect(proxyPath('/assets/preview/ab/m%C3%BCller%20hout.png')).toMatchObject({ refused: false, backendPath: '/assets/preview/ab/m%C3%BCller%20hout.png', segments: ['preview', 'ab', 'müller hout.png'] });
        expect(proxyPath('/invoices/F2026-0001')).toMatchObject({ refused: false, backendPath: '/invoices/F2026-0001' });
        expect(proxyPath('/quotes/ABC123XY')).toMatchObject({ refused: false, backendPath: '/quotes/ABC123XY' });
        expect(proxyPath('/producten/eiken')).toBeUndefined();
        expect(proxyPath('/assetsen')).toBeUndefined();
    });

    it.each(TRAVERSALS)('refuses %s on every route', traversal => {
        for (const path of [
            `/assets/${traversal}/mailbox/list`,
            `/assets/source/${traversal}`,
            `/invoices/${traversal}`,
            `/invoices/${traversal}/mailbox`,
            `/quotes/${traversal}`,
            `/quotes/${traversal}/mailbox`,
            `/shop-api/${traversal}/mailbox/list`,
        ]) {
            expect(proxyPath(path), path).toEqual({ refused: true });
        }
        // not a proxy route at all (the server's 404), or refused: never forwarded
        expect(proxyPath(`/shop-api${traversal}`)?.refused ?? true).toBe(true);
    });

    it('refuses a path that leaves the route by an encoded separator right after the prefix, more segments than the route has, or an empty segment', () => {
        for (const path of ['/assets%2f..%2fmailbox', '/assets%5c..%5cmailbox', '/assets\\..\\mailbox', '/invoices/a/b', '/invoices/', '/quotes/a/b', '/quotes/', '/assets/', '/assets//mailbox', '/ASSETS/source/x.jpg']) {
            expect(proxyPath(path), path).toEqual({ refused: true });
        }
    });
});

describe('the Astro proxy routes (Node server and Netlify functions)', () => {
    const asked: string[] = [];
    const forwardedFor: (string | undefined)[] = [];
    let backend: http.Server;

    beforeAll(async () => {
        // a backend that answers every path, as the dev mailbox answered the account takeover
        backend = http.createServer((req, res) => {
            asked.push(req.url ?? '');
            forwardedFor.push(req.headers['x-forwarded-for'] as string | undefined);
            res.writeHead(200, { 'content-type': 'application/json' });
            res.end(JSON.stringify({ mails: ['password reset token'] }));
        });
        await new Promise<void>(resolve => backend.listen(0, '127.0.0.1', resolve));
        process.env.BACKEND_URL = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    });

    afterAll(() => {
        backend.close();
        delete process.env.BACKEND_URL;
    });

    beforeEach(() => {
        asked.length = 0;
        forwardedFor.length = 0;
    });

    /** The route's context as Astro gives it: the request as it came, the parameter decoded once. */
    const context = (path: string, params: Record<string, string>) =>
        ({ request: new Request(`http://shop.test${path}?languageCode=en`), params, clientAddress: '203.0.113.5', locals: {} }) as unknown as APIContext;

    it('answers the account takeover of /assets/%252e%252e/mailbox/list with 400, before any fetch', async () => {
        const answer = await assetsRoute(context('/assets/%252e%252e/mailbox/list', { path: '%2e%2e/mailbox/list' }));
        expect(answer.status).toBe(400);
        expect((await answer.json()).errors[0].message).toBe('This address does not exist in the shop.');
        expect(asked).toEqual([]);
    });

    it('answers every traversal on /assets, /invoices and /quotes with 400 and asks the backend nothing', async () => {
        for (const traversal of TRAVERSALS) {
            const decoded = (() => {
                try {
                    return decodeURIComponent(traversal);
                } catch {
                    return traversal;
                }
            })();
            const assets = await assetsRoute(context(`/assets/${traversal}/mailbox/list`, { path: `${decoded}/mailbox/list` }));
            expect(assets.status, `/assets/${traversal}`).toBe(400);
            const invoices = await invoicesRoute(context(`/invoices/${traversal}`, { number: decoded }));
            expect(invoices.status, `/invoices/${traversal}`).toBe(400);
            const quotes = await quotesRoute(context(`/quotes/${traversal}`, { code: decoded }));
            expect(quotes.status, `/quotes/${traversal}`).toBe(400);
        }
        const backslashes = await assetsRoute(context('/assets/..%5cmailbox%5clist', { path: '..\\mailbox\\list' }));
        expect(backslashes.status).toBe(400);
        expect(asked).toEqual([]);
    });

    it('forwards a proper asset, invoice, quote and API call to its own prefix only', async () => {
        expect((await assetsRoute(context('/assets/source/7b/plank.jpg', { path: 'source/7b/plank.jpg' }))).status).toBe(200);
        expect((await invoicesRoute(context('/invoices/F2026-0001', { number: 'F2026-0001' }))).status).toBe(200);
        expect((await quotesRoute(context('/quotes/ABC123XY', { code: 'ABC123XY' }))).status).toBe(200);
        expect((await shopApiRoute(context('/shop-api', {}))).status).toBe(200);
        expect(asked).toEqual(['/assets/source/7b/plank.jpg?languageCode=en', '/invoices/F2026-0001?languageCode=en', '/quotes/ABC123XY?languageCode=en', '/shop-api?languageCode=en']);
        // as Netlify functions: Astro's clientAddress (Netlify's header) goes to the backend as the visitor's address
        expect(forwardedFor).toEqual(['203.0.113.5', '203.0.113.5', '203.0.113.5', '203.0.113.5']);
    });

    it("sends the visitor's address the Node server worked out (locals, by TRUST_PROXY) rather than the connection's", async () => {
        const behindProxy = { ...context('/shop-api', {}), locals: { clientAddress: '198.51.100.23' } } as unknown as APIContext;
        expect((await shopApiRoute(behindProxy)).status).toBe(200);
        expect(forwardedFor).toEqual(['198.51.100.23']);
    });
});
