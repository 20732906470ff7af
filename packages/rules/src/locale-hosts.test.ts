import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeHref, localeOrigin, localesOfHost, localeUrl, parseLocaleOrigins, publicPathOf, routePathOf, routeRequest } from './locale-hosts.ts';

const HOSTS = parseLocaleOrigins('nl=https://www.gevenhout.nl, en=https://www.geventimber.com,de=https://www.gevenholz.de');
const SHOP = 'https://shop.example';

describe('per-locale hosts (SHOP_LOCALE_URLS)', () => {
    it('reads locale=origin pairs and refuses what is none', () => {
        expect(HOSTS).toEqual({ nl: 'https://www.gevenhout.nl', en: 'https://www.geventimber.com', de: 'https://www.gevenholz.de' });
        expect(parseLocaleOrigins('')).toEqual({});
        expect(parseLocaleOrigins(undefined)).toEqual({});
        expect(parseLocaleOrigins('de=http://shop-de.test:4433/')).toEqual({ de: 'http://shop-de.test:4433' });
        expect(() => parseLocaleOrigins('fr=https://a.example')).toThrow(/locale=/);
        expect(() => parseLocaleOrigins('de=www.gevenholz.de')).toThrow(/not an address/);
        expect(() => parseLocaleOrigins('de=https://a.example/de')).toThrow(/without a path/);
        expect(() => parseLocaleOrigins('en=https://a.example,de=https://a.example')).toThrow(/two locales/);
    });

    it('maps public paths to the route paths the build has, and back', () => {
        expect(routePathOf('de', '/einkaufswagen', HOSTS)).toBe('/de/einkaufswagen');
        expect(routePathOf('en', '/', HOSTS)).toBe('/en');
        expect(routePathOf('nl', '/winkelwagen', HOSTS)).toBe('/winkelwagen');
        expect(routePathOf('de', '/de/einkaufswagen', {})).toBe('/de/einkaufswagen');
        expect(publicPathOf('de', '/de/produkte/x/1', HOSTS)).toBe('/produkte/x/1');
        expect(publicPathOf('en', '/en', HOSTS)).toBe('/');
        expect(publicPathOf('de', '/de/produkte/x/1', {})).toBe('/de/produkte/x/1');
    });

    it('gives absolute addresses on the locale’s host, links across hosts absolute and within one host as paths', () => {
        expect(localeUrl('de', '/suche?q=eiche', SHOP, HOSTS)).toBe('https://www.gevenholz.de/suche?q=eiche');
        expect(localeUrl('de', '/de/suche', SHOP, {})).toBe('https://shop.example/de/suche');
        expect(localeOrigin('en', SHOP, { de: 'https://www.gevenholz.de' })).toBe('https://shop.example');
        expect(localeHref('de', '/produkte', 'nl', HOSTS)).toBe('https://www.gevenholz.de/produkte');
        expect(localeHref('nl', '/producten', 'nl', HOSTS)).toBe('/producten');
        expect(localeHref('en', '/en/products', 'nl', {})).toBe('/en/products');
        // German on a host of its own, English beside Dutch on the main host
        const some = { de: 'https://www.gevenholz.de' };
        expect(localeHref('en', '/en/products', 'nl', some)).toBe('/en/products');
        expect(localeHref('de', '/produkte', 'en', some)).toBe('https://www.gevenholz.de/produkte');
        expect(localeHref('nl', '/producten', 'de', some)).toBe('/producten');
    });

    it('knows which locales a host serves', () => {
        expect(localesOfHost('www.gevenholz.de', HOSTS)).toEqual(['de']);
        expect(localesOfHost('www.gevenhout.nl', HOSTS)).toEqual(['nl']);
        expect(localesOfHost('localhost', HOSTS)).toEqual(['nl']);
        expect(localesOfHost('localhost', { de: 'https://www.gevenholz.de' })).toEqual(['nl', 'en']);
        expect(localesOfHost('localhost', {})).toEqual(['nl', 'en', 'de']);
    });

    it('routes a request by its host: unprefixed pages from the locale’s folder, prefixed ones to their host', () => {
        const route = (host: string, path: string, origins = HOSTS) => routeRequest(host, path, SHOP, origins);
        expect(route('www.gevenholz.de', '/einkaufswagen')).toEqual({ routePath: '/de/einkaufswagen' });
        expect(route('www.gevenholz.de', '/')).toEqual({ routePath: '/de' });
        expect(route('www.gevenholz.de:443', '/produkte/x/1')).toEqual({ routePath: '/de/produkte/x/1' });
        expect(route('www.gevenholz.de', '/robots.txt')).toEqual({ routePath: '/de/robots.txt' });
        expect(route('www.gevenholz.de', '/sitemap-index.xml')).toEqual({ routePath: '/de/sitemap-index.xml' });
        // shared paths and files are the same on every host
        for (const shared of ['/_astro/page.js', '/shop-api', '/assets/source/a.jpg', '/api/search-term', '/pagefind/de/pagefind.js', '/favicon.svg', '/invoices/F2026-1']) {
            expect(route('www.gevenholz.de', shared)).toEqual({ routePath: shared });
        }
        // the locale's own prefix on its host: the page without it; another locale's: that locale's host
        expect(route('www.gevenholz.de', '/de/suche')).toEqual({ redirect: '/suche' });
        expect(route('www.gevenholz.de', '/de')).toEqual({ redirect: '/' });
        expect(route('www.gevenholz.de', '/en/cart')).toEqual({ redirect: 'https://www.geventimber.com/cart' });
        expect(route('www.gevenhout.nl', '/de/produkte')).toEqual({ redirect: 'https://www.gevenholz.de/produkte' });
        expect(route('www.gevenhout.nl', '/winkelwagen')).toEqual({ routePath: '/winkelwagen' });
        // a locale without a host of its own stays behind its prefix on the main host
        const some = { de: 'https://www.gevenholz.de' };
        expect(route('shop.example', '/en/cart', some)).toEqual({ routePath: '/en/cart' });
        expect(route('www.gevenholz.de', '/en/cart', some)).toEqual({ redirect: 'https://shop.example/en/cart' });
        // nothing configured: as ever
        expect(route('anything', '/de/suche', {})).toEqual({ routePath: '/de/suche' });
    });
});

describe('the route map on per-locale hosts', () => {
    afterEach(() => {
        vi.unstubAllEnvs();
        vi.resetModules();
    });

    it('writes each locale’s paths without a prefix where it has a host of its own', async () => {
        vi.stubEnv('SHOP_LOCALE_URLS', 'en=http://shop-en.test:4433,de=http://shop-de.test:4433');
        vi.resetModules();
        const routes = await import('./routes.ts');
        expect(routes.pagePath('de', 'cart')).toBe('/einkaufswagen');
        expect(routes.pagePath('en', 'login')).toBe('/login');
        expect(routes.productPath('de', 'eiche', 7)).toBe('/produkte/eiche/7');
        expect(routes.searchPath('de', 'eiche')).toBe('/suche?q=eiche');
        expect(routes.homePath('en')).toBe('/');
        expect(routes.pagePath('nl', 'cart')).toBe('/winkelwagen');
        expect(routes.dashboardPath('de', 'preferences')).toBe('/dashboard/Preferences');
        // the root's locale cookie names no locale with a host of its own
        expect(routes.localeCookieHome('/', 'locale=de', false)).toBeNull();
    });
});
