import { afterEach, describe, expect, it, vi } from 'vitest';
import localeHosts from '../../netlify/edge-functions/locale-hosts';

const page = () => ({ next: async () => new Response('<html lang="nl">', { status: 200, headers: { 'content-type': 'text/html' } }) });
const visit = async (headers: Record<string, string>, path = '/', origin = 'https://shop.example') => {
    const answer = await localeHosts(new Request(`${origin}${path}`, { headers }), page());
    if (answer instanceof URL) throw new Error(`rewritten to ${answer.href}`);
    return answer;
};

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

describe('the locales\' hosts on the CDN (Netlify edge function, SHOP_LOCALE_URLS)', () => {
    afterEach(() => vi.unstubAllEnvs());
    const hosts = () => {
        vi.stubEnv('SHOP_LOCALE_URLS', 'en=https://www.geventimber.com,de=https://www.gevenholz.de');
        vi.stubEnv('SHOP_URL', 'https://www.gevenhout.nl');
    };

    it('answers a locale\'s host from its folder, without a prefix, query kept', async () => {
        hosts();
        const rewrite = await localeHosts(new Request('https://www.gevenholz.de/einkaufswagen?x=1'), page());
        expect(rewrite).toBeInstanceOf(URL);
        expect((rewrite as URL).href).toBe('https://www.gevenholz.de/de/einkaufswagen?x=1');
        expect(((await localeHosts(new Request('https://www.geventimber.com/'), page())) as URL).pathname).toBe('/en');
        // shared files pass on untouched
        expect((await visit({}, '/favicon.svg', 'https://www.gevenholz.de')).status).toBe(200);
    });

    it('sends prefixed paths to their locale\'s host', async () => {
        hosts();
        const moved = await visit({}, '/de/produkte/eiche/7?utm_source=mail', 'https://www.gevenhout.nl');
        expect(moved.status).toBe(301);
        expect(moved.headers.get('location')).toBe('https://www.gevenholz.de/produkte/eiche/7?utm_source=mail');
        expect((await visit({}, '/de/suche', 'https://www.gevenholz.de')).headers.get('location')).toBe('/suche');
        // the root's cookie names no locale that lives on a host of its own
        expect((await visit({ cookie: 'locale=de' }, '/', 'https://www.gevenhout.nl')).status).toBe(200);
    });
});


describe('the spec\'s redirects on the CDN (Netlify edge function)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('answers /contact with a 301 to its quote form, query kept', async () => {
        for (const [from, to] of [
            ['/contact?utm_source=mail', '/contact/quote?utm_source=mail'],
            ['/en/contact', '/en/contact/quote'],
            ['/de/kontakt', '/de/kontakt/quote'],
        ]) {
            const answer = await visit({}, from);
            expect(answer.status).toBe(301);
            expect(answer.headers.get('location')).toBe(to);
        }
    });

    it("answers the search route with a staff term by a 302 to its target, from the site's own list", async () => {
        const fetched: string[] = [];
        vi.stubGlobal('fetch', async (url: URL) => {
            fetched.push(String(url));
            return Response.json([{ from: 'Terras bouwen', to: '/t/kennisbank/vlonder-leggen' }]);
        });
        const jump = await visit({}, '/de/suche?q=terras%20BOUWEN', 'https://cdn-search.example');
        expect(jump.status).toBe(302);
        expect(jump.headers.get('location')).toBe('/t/kennisbank/vlonder-leggen');
        expect(fetched).toEqual(['https://cdn-search.example/api/redirects']);
        const search = await localeHosts(new Request('https://cdn-search.example/zoek?q=terras'), page());
        expect(search instanceof Response && search.status).toBe(200);
    });
});
