import { afterEach, describe, expect, it, vi } from 'vitest';
import { request, requestInSession } from './client';
import { ApiError } from './errors';
import { CartAddMultipleItemsDocument, CartLoadDocument } from './gql/cart/graphql';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the API client', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("posts the document's text and variables and gives the data", async () => {
        const fetch = vi.fn(async () => json(200, { data: { activeOrder: null } }));
        vi.stubGlobal('fetch', fetch);
        await expect(request('de', CartLoadDocument)).resolves.toEqual({ activeOrder: null });
        const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
        expect(url).toMatch(/\/shop-api\?languageCode=de$/);
        expect(init.method).toBe('POST');
        expect(JSON.parse(String(init.body))).toEqual({ query: CartLoadDocument.toString() });
    });

    it("turns GraphQL errors, the proxy's own answers and network failures into an ApiError", async () => {
        vi.stubGlobal('fetch', async () => json(200, { data: null, errors: [{ message: 'Ongeldige invoer', extensions: { code: 'USER_INPUT_ERROR', field: 'email' } }] }));
        const refused = await request('nl', CartLoadDocument).catch(error => error);
        expect(refused).toBeInstanceOf(ApiError);
        expect(refused).toMatchObject({ message: 'Ongeldige invoer', codes: ['USER_INPUT_ERROR'], fields: { email: 'Ongeldige invoer' } });

        vi.stubGlobal('fetch', async () => json(504, { errors: [{ message: 'De winkel antwoordt niet op tijd.', extensions: { code: 'BACKEND_TIMEOUT' } }] }));
        await expect(request('nl', CartLoadDocument)).rejects.toThrow('De winkel antwoordt niet op tijd.');

        vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
        await expect(request('nl', CartLoadDocument)).rejects.toThrow('Some error');

        vi.stubGlobal('fetch', async () => {
            throw new TypeError('fetch failed');
        });
        await expect(request('nl', CartLoadDocument)).rejects.toThrow('fetch failed');
    });

    it('sends an Idempotency-Key with each action of the browser, the same one when an action whose outcome it did not learn is tried again', async () => {
        vi.stubGlobal('window', { location: { origin: 'http://shop.test' } });
        const keys: (string | undefined)[] = [];
        let status = 504;
        vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
            keys.push((init.headers as Record<string, string>)['idempotency-key']);
            return status === 200 ? json(200, { data: { addItemsToOrder: { order: null, errorResults: [] } } }) : json(status, { errors: [{ message: 'De winkel reageert nu te traag.' }] });
        });
        const add = (quantity: number) => request('nl', CartAddMultipleItemsDocument, { inputs: [{ productVariantId: '7', quantity }] });
        await expect(add(2)).rejects.toThrow('De winkel reageert nu te traag.');
        // the visitor tries again: the same action, the same key
        await expect(add(2)).rejects.toThrow();
        status = 200;
        await expect(add(2)).resolves.toBeTruthy();
        // answered: adding 2 again is a new action; another quantity always was
        await add(2);
        await add(3);
        expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
        expect(keys[1]).toBe(keys[0]);
        expect(keys[2]).toBe(keys[0]);
        expect(new Set([keys[2], keys[3], keys[4]]).size).toBe(3);
        // a query is no action: no key
        await request('nl', CartLoadDocument).catch(() => null);
        expect(keys[5]).toBeUndefined();
    });

    it("calls in a visitor's session from the server: their cookie and address go, the backend's cookies come back, also with a refusal", async () => {
        const sent: Record<string, string>[] = [];
        const answer = (body: unknown) =>
            vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
                sent.push(init.headers as Record<string, string>);
                const response = json(200, body);
                response.headers.append('set-cookie', 'session=renewed; Path=/; HttpOnly');
                return response;
            });
        const add = () => requestInSession('nl', CartAddMultipleItemsDocument, { inputs: [{ productVariantId: '7', quantity: 2 }] }, { cookie: 'session=abc', clientAddress: '198.51.100.7' });

        answer({ data: { addItemsToOrder: { order: null, errorResults: [] } } });
        await expect(add()).resolves.toEqual({ data: { addItemsToOrder: { order: null, errorResults: [] } }, setCookies: ['session=renewed; Path=/; HttpOnly'] });
        expect(sent[0]).toMatchObject({ cookie: 'session=abc', 'x-forwarded-for': '198.51.100.7' });

        answer({ data: null, errors: [{ message: 'Te veel verzoeken' }] });
        const refused = await add();
        expect(refused.error?.message).toBe('Te veel verzoeken');
        expect(refused.setCookies).toEqual(['session=renewed; Path=/; HttpOnly']);

        // no answer at all: thrown, as the route's fallback sentence needs
        vi.stubGlobal('fetch', async () => {
            throw new TypeError('fetch failed');
        });
        await expect(add()).rejects.toThrow('fetch failed');
    });
});
