import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, categoryPath, dashboardPath, homePath, localeCookieHome, loginPath, orderPath, pagePath, productPath, registerPath, safeRedirect, searchPath, withoutTrailingSlash } from './routes.ts';
import { localeOfPath } from './locales.ts';

describe('route map (spec section 2: localized base names)', () => {
    it('puts Dutch at the root and English and German under /en and /de', () => {
        expect(homePath('nl')).toBe('/');
        expect(homePath('en')).toBe('/en');
        expect(homePath('de')).toBe('/de');
    });

    it('uses each locale its own base names', () => {
        expect(pagePath('nl', 'cart')).toBe('/winkelwagen');
        expect(pagePath('en', 'cart')).toBe('/en/cart');
        expect(pagePath('de', 'cart')).toBe('/de/einkaufswagen');
        expect(pagePath('nl', 'login')).toBe('/inloggen');
        expect(pagePath('de', 'login')).toBe('/de/einloggen');
        expect(pagePath('nl', 'quote')).toBe('/offerte');
        expect(pagePath('de', 'quote')).toBe('/de/angebot-anfordern');
        expect(pagePath('nl', 'reviews')).toBe('/t/beoordelingen');
        expect(pagePath('en', 'reviews')).toBe('/en/t/reviews');
        expect(pagePath('de', 'reviews')).toBe('/de/t/bewertungen');
        expect(pagePath('de', 'contact')).toBe('/de/kontakt');
    });

    it('builds category, product and search paths', () => {
        expect(categoryPath('nl', ['vlonderplanken', 'hardhout'])).toBe('/producten/vlonderplanken/hardhout');
        expect(categoryPath('en', [])).toBe('/en/products');
        expect(productPath('nl', 'douglas-plank', 12)).toBe('/producten/douglas-plank/12');
        expect(productPath('en', 'douglas-board', 12)).toBe('/en/product/douglas-board/12');
        expect(productPath('de', 'douglasie-brett', 12)).toBe('/de/produkte/douglasie-brett/12');
        expect(searchPath('nl', 'eiken balk')).toBe('/zoek?q=eiken%20balk');
        expect(searchPath('de', 'lärche')).toBe('/de/suche?q=l%C3%A4rche');
    });

    it('tells the locale of a path by its prefix', () => {
        expect(localeOfPath('/producten/x')).toBe('nl');
        expect(localeOfPath('/en/products')).toBe('en');
        expect(localeOfPath('/de/')).toBe('de');
        expect(localeOfPath('/english')).toBe('nl');
    });
});

describe('one URL form (no trailing slash)', () => {
    it('redirects a page path with a trailing slash to the path without, query kept', () => {
        expect(withoutTrailingSlash('/producten/x/1/', '?sort=name,DESC')).toBe('/producten/x/1?sort=name,DESC');
        expect(withoutTrailingSlash('/en/')).toBe('/en');
        expect(withoutTrailingSlash('/de/produkte//')).toBe('/de/produkte');
    });

    it('leaves the root and canonical paths alone', () => {
        expect(withoutTrailingSlash('/')).toBeUndefined();
        expect(withoutTrailingSlash('/producten/x/1')).toBeUndefined();
    });

    it('never answers with a protocol-relative address', () => {
        expect(withoutTrailingSlash('//evil.example/')).toBe('/evil.example');
        expect(withoutTrailingSlash('//')).toBe('/');
    });
});

describe('dashboard routes', () => {
    it('puts each dashboard page behind the locale prefix, and an order with its token', () => {
        expect(dashboardPath('nl', 'orders')).toBe('/dashboard/orders');
        expect(dashboardPath('de', 'quotations')).toBe('/de/dashboard/quotations');
        expect(orderPath('en', 12, 'a b')).toBe('/en/dashboard/orders?order=12&token=a%20b');
    });
});

describe('the locale cookie on the root (spec section 4: route, else cookie, else nl)', () => {
    it("sends a returning visitor whose cookie says en or de to that language's home", () => {
        expect(localeCookieHome('/', 'consent=x; locale=en', false)).toBe('/en');
        expect(localeCookieHome('/', 'locale=de', false)).toBe('/de');
    });

    it('keeps the Dutch home for Dutch, no or a bad cookie, other paths, and visitors coming from the shop itself', () => {
        expect(localeCookieHome('/', 'locale=nl', false)).toBeNull();
        expect(localeCookieHome('/', undefined, false)).toBeNull();
        expect(localeCookieHome('/', 'locale=fr; sublocale=en', false)).toBeNull();
        expect(localeCookieHome('/producten', 'locale=en', false)).toBeNull();
        expect(localeCookieHome('/', 'locale=en', true)).toBeNull();
    });
});

describe('account routes', () => {
    it('has the account, login, register, verify and password pages in every locale', () => {
        expect(ACCOUNT_PAGES.map(page => pagePath('nl', page))).toEqual(['/my-account', '/inloggen', '/register', '/verify', '/forgot-password', '/forgot-password/new-password']);
        expect(ACCOUNT_PAGES.map(page => pagePath('en', page))).toEqual(['/en/my-account', '/en/login', '/en/register', '/en/verify', '/en/forgot-password', '/en/forgot-password/new-password']);
        expect(pagePath('de', 'login')).toBe('/de/einloggen');
        expect(pagePath('de', 'verify')).toBe('/de/verify');
    });

    it('carries the intended route as ?redirect=', () => {
        expect(loginPath('nl', '/winkelwagen')).toBe('/inloggen?redirect=%2Fwinkelwagen');
        expect(loginPath('en')).toBe('/en/login');
        expect(registerPath('de', '/de/checkout/address')).toBe('/de/register?redirect=%2Fde%2Fcheckout%2Faddress');
    });
});

describe('safeRedirect: back to a path on this site only', () => {
    const fallback = '/my-account';
    it('keeps same-origin relative paths with their query and hash', () => {
        expect(safeRedirect('/winkelwagen', fallback)).toBe('/winkelwagen');
        expect(safeRedirect('/en/cart?x=1#top', fallback)).toBe('/en/cart?x=1#top');
        expect(safeRedirect('/checkout/address', fallback)).toBe('/checkout/address');
    });

    it('refuses everything else', () => {
        for (const target of [
            null,
            undefined,
            '',
            'winkelwagen',
            'https://evil.example/',
            'http://localhost:4321/winkelwagen',
            '//evil.example/path',
            '/\\evil.example',
            '\\\\evil.example',
            '/\t/evil.example',
            '/\n/evil.example',
            'javascript:alert(1)',
            ' /winkelwagen',
            'data:text/html,hi',
        ]) {
            expect(safeRedirect(target, fallback), String(target)).toBe(fallback);
        }
    });
});
