import { describe, expect, it } from 'vitest';
import localeHome from '../../netlify/edge-functions/locale-home';

const page = () => ({ next: async () => new Response('<html lang="nl">', { status: 200, headers: { 'content-type': 'text/html' } }) });
const visit = (headers: Record<string, string>, path = '/') => localeHome(new Request(`https://shop.example${path}`, { headers }), page());

describe('the CDN root follows the locale cookie (Netlify edge function)', () => {
    it('sends a returning English or German visitor to that home, query kept', async () => {
        const english = await visit({ cookie: 'cartSize=2; locale=en' }, '/?utm_source=mail');
        expect(english.status).toBe(302);
        expect(english.headers.get('location')).toBe('/en?utm_source=mail');
        expect(english.headers.get('vary')).toBe('Cookie');
        expect((await visit({ cookie: 'locale=de' })).headers.get('location')).toBe('/de');
    });

    it('serves the Dutch home without a cookie, with nl or a bad value, and to a visitor coming from the shop itself', async () => {
        const visits: Record<string, string>[] = [{}, { cookie: 'locale=nl' }, { cookie: 'locale=fr' }, { cookie: 'locale=en', 'sec-fetch-site': 'same-origin' }, { cookie: 'locale=en', referer: 'https://shop.example/en/product/x/1' }];
        for (const headers of visits) {
            const answer = await visit(headers);
            expect(answer.status, JSON.stringify(headers)).toBe(200);
            expect(answer.headers.get('vary')).toBe('Cookie');
            expect(await answer.text()).toContain('lang="nl"');
        }
    });
});
