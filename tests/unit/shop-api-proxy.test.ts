import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_JSON_BODY_BYTES } from '@timber-shop/rules';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddressOf, trustProxySetting } from '@timber-shop/rules/client-address';
import { shopApiProxy } from '../../server/shop-api-proxy.ts';

/**
 * The Node server's streaming /shop-api proxy (server/serve.ts) against a backend of its own: what
 * it forwards each way, the Secure cookie behind HTTPS, 413 for a body over the limit (announced or
 * streamed), 504 for a backend too slow, 503 for one not reachable, each in the request's language,
 * and the security headers on every answer. The browser tests (hardening.spec.ts) go through it too.
 */
const servers: http.Server[] = [];
const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

function serve(handler: http.RequestListener): Promise<string> {
    const server = http.createServer(handler);
    servers.push(server);
    return new Promise(resolve => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

const SECURITY: [string, string][] = [
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
];
let httpProxy = '';
let httpsProxy = '';
let slowProxy = '';
let downProxy = '';
let behindTlsProxy = '';

beforeAll(async () => {
    const backendUrl = await serve((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', chunk => chunks.push(chunk));
        req.on('end', () => {
            seen.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
            if (req.url?.includes('slow')) return; // never answers
            // as Vendure: a public query without a session starts none
            const session = req.headers.cookie || !Buffer.concat(chunks).toString().includes('productVariantStock');
            res.writeHead(200, {
                'content-type': 'application/json',
                ...(session ? { 'set-cookie': ['session=abc; Path=/; HttpOnly', 'session.sig=def; Path=/; HttpOnly'] } : {}),
                'vendure-auth-token': 'secret-token',
                'x-powered-by': 'Express',
                etag: 'W/"1"',
            });
            res.end(JSON.stringify({ data: { echo: Buffer.concat(chunks).toString().length } }));
        });
    });
    const slowBackend = await serve(() => {});
    const closed = await serve(() => {});
    await new Promise(resolve => servers.pop()?.close(resolve));
    httpProxy = await serve(shopApiProxy({ backendUrl, https: false, headers: SECURITY }));
    httpsProxy = await serve(shopApiProxy({ backendUrl, https: true, headers: SECURITY }));
    slowProxy = await serve(shopApiProxy({ backendUrl: slowBackend, https: false, headers: SECURITY, timeoutMs: 300 }));
    downProxy = await serve(shopApiProxy({ backendUrl: closed, https: false, headers: SECURITY }));
    // as serve.ts sets it up: the visitor's address by TRUST_PROXY (default loopback)
    behindTlsProxy = await serve(shopApiProxy({ backendUrl, https: true, headers: SECURITY, clientAddress: clientAddressOf(trustProxySetting(undefined)) }));
});

afterEach(() => {
    vi.useRealTimers();
});

afterAll(() => {
    for (const server of servers) server.closeAllConnections();
    for (const server of servers) server.close();
});

const post = (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

describe('the /shop-api proxy of the Node server', () => {
    it('forwards the allowed request headers, the query and the body, and only the allowed answer headers and the cookies', async () => {
        seen.length = 0;
        const body = JSON.stringify({ query: '{ activeChannel { code } }' });
        const answer = await post(`${httpProxy}/shop-api?languageCode=en`, body, { cookie: 'session=abc', 'vendure-token': 'channel', 'x-secret': 'no', 'accept-encoding': 'br' });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ data: { echo: body.length } });
        const [call] = seen;
        expect(call.method).toBe('POST');
        expect(call.url).toBe('/shop-api?languageCode=en');
        expect(call.body).toBe(body);
        expect(call.headers.cookie).toBe('session=abc');
        expect(call.headers['vendure-token']).toBe('channel');
        expect(call.headers['x-secret']).toBeUndefined();
        expect(call.headers['accept-encoding']).toBeUndefined();
        expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
        expect(call.headers['x-forwarded-proto']).toBe('http');
        expect(answer.headers.get('etag')).toBe('W/"1"');
        expect(answer.headers.get('vendure-auth-token')).toBeNull();
        expect(answer.headers.get('x-powered-by')).toBeNull();
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        // beside the httpOnly session cookie, a readable hint of it for the header's cart (no value, the same lifetime)
        expect(answer.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'session.sig=def; Path=/; HttpOnly', 'session-hint=1; Path=/']);
    });

    it("sends the backend the visitor's address: the connection's, or what a trusted proxy (TRUST_PROXY, by default the loopback) forwarded", async () => {
        seen.length = 0;
        // a TLS proxy on this machine forwards the visitor's address; the last hop before it is the proxy's own view
        await post(`${behindTlsProxy}/shop-api`, '{}', { 'x-forwarded-for': '198.51.100.23' });
        await post(`${behindTlsProxy}/shop-api`, '{}', { 'x-forwarded-for': '203.0.113.9, 198.51.100.24' });
        // without the rule the proxy's own address stood for every visitor
        await post(`${httpProxy}/shop-api`, '{}', { 'x-forwarded-for': '198.51.100.23' });
        expect(seen.map(call => call.headers['x-forwarded-for'])).toEqual(['198.51.100.23', '198.51.100.24', '127.0.0.1']);
    });

    it('marks the cookies Secure behind HTTPS and tells the backend so', async () => {
        seen.length = 0;
        const answer = await post(`${httpsProxy}/shop-api`, '{}');
        expect(answer.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly; Secure', 'session.sig=def; Path=/; HttpOnly; Secure', 'session-hint=1; Path=/; Secure']);
        expect(seen[0].headers['x-forwarded-proto']).toBe('https');
    });

    it('answers 413 in the visitor language to a body over the limit, announced or streamed, and forwards none of it', async () => {
        seen.length = 0;
        const big = `{"query":"#${'x'.repeat(MAX_JSON_BODY_BYTES)}"}`;
        const announced = await post(`${httpProxy}/shop-api?languageCode=de`, big);
        expect(announced.status).toBe(413);
        expect(announced.headers.get('x-content-type-options')).toBe('nosniff');
        expect((await announced.json()).errors[0]).toEqual({ message: 'Diese Anfrage ist zu groß.', extensions: { code: 'PAYLOAD_TOO_LARGE' } });
        // without a content-length: chunks of 64 KB, counted as they come
        const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
            pull(controller) {
                if (sent++ * chunk.length > 2 * MAX_JSON_BODY_BYTES) controller.close();
                else controller.enqueue(chunk);
            },
        });
        const streamed = await post(`${httpProxy}/shop-api`, stream).catch(error => error as Error);
        // the proxy answers before the browser has sent it all and closes the connection: fetch either reads the 413 or sees the close
        if (streamed instanceof Response) {
            expect(streamed.status).toBe(413);
            expect((await streamed.json()).errors[0].message).toBe('Dit verzoek is te groot.');
        }
        expect(seen.filter(call => call.body.length > MAX_JSON_BODY_BYTES)).toEqual([]);
        expect((await post(`${httpProxy}/shop-api`, '{}')).status).toBe(200);
    });

    it('keeps the live stock query (and only it) for a second, asked without the session, the same for every visitor', async () => {
        // the proxy's clock stands still unless the test moves it: a busy machine cannot age the kept answer
        vi.useFakeTimers({ toFake: ['Date'] });
        seen.length = 0;
        const stock = JSON.stringify({
            query: 'query ProductVariantStock($variantIds: [ID!]!) { productVariantStock(variantIds: $variantIds) { id stock_pop_up1_qty } }',
            variables: { variantIds: ['1', '2'] },
        });
        const first = await post(`${httpProxy}/shop-api?languageCode=nl`, stock, { cookie: 'session=mine' });
        const second = await post(`${httpProxy}/shop-api?languageCode=nl`, stock, { cookie: 'session=theirs' });
        expect(await second.json()).toEqual(await first.json());
        expect(second.headers.get('x-frame-options')).toBe('DENY');
        expect(second.headers.getSetCookie()).toEqual([]);
        expect(seen).toHaveLength(1);
        expect(seen[0].headers.cookie).toBeUndefined();
        // a second later, asked again
        vi.setSystemTime(Date.now() + 999);
        await post(`${httpProxy}/shop-api?languageCode=nl`, stock);
        expect(seen).toHaveLength(1);
        vi.setSystemTime(Date.now() + 2);
        await post(`${httpProxy}/shop-api?languageCode=nl`, stock);
        expect(seen).toHaveLength(2);
        // another channel, another answer
        await post(`${httpProxy}/shop-api?languageCode=nl`, stock, { 'vendure-token': 'be' });
        expect(seen).toHaveLength(3);
        // the stock beside a customer's own data: never kept, the session goes along
        const mixed = JSON.stringify({ query: '{ productVariantStock(variantIds: ["1"]) { id } activeCustomer { emailAddress } }' });
        await post(`${httpProxy}/shop-api`, mixed, { cookie: 'session=mine' });
        await post(`${httpProxy}/shop-api`, mixed, { cookie: 'session=mine' });
        expect(seen).toHaveLength(5);
        expect(seen[4].headers.cookie).toBe('session=mine');
        const mutation = JSON.stringify({ query: 'mutation { productVariantStock }' });
        await post(`${httpProxy}/shop-api`, mutation);
        await post(`${httpProxy}/shop-api`, mutation);
        expect(seen).toHaveLength(7);
    });

    it('answers 504 when the backend does not answer in time, 503 when it cannot be reached, in the visitor language', async () => {
        const started = Date.now();
        const slow = await post(`${slowProxy}/shop-api?languageCode=en`, '{"slow":1}');
        expect(slow.status).toBe(504);
        expect(Date.now() - started).toBeLessThan(5000);
        expect(slow.headers.get('retry-after')).toBe('10');
        expect((await slow.json()).errors[0]).toEqual({
            message: 'The shop is responding too slowly right now. Please try again in a moment.',
            extensions: { code: 'SHOP_UNAVAILABLE' },
        });
        const down = await post(`${downProxy}/shop-api`, '{}');
        expect(down.status).toBe(503);
        expect(down.headers.get('x-frame-options')).toBe('DENY');
        expect((await down.json()).errors[0].message).toBe('De winkel is even niet bereikbaar. Probeer het over een ogenblik opnieuw.');
    });
});
