import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { ApiError } from './errors';
import { CartLoadDocument } from './gql/cart/graphql';

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
});
