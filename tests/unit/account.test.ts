import { describe, expect, it } from 'vitest';
import { ACCOUNT_PAGES, loginPath, pagePath, registerPath, safeRedirect } from '@timber-shop/rules';
import { ACCOUNT_STRINGS } from '../../src/islands/account/strings';
import { LOGIN_FORM_STRINGS, REGISTER_FORM_STRINGS } from '../../src/components/account/strings';
import { LOGIN_DIALOG_STRINGS } from '../../src/islands/header/strings';
import { CHECKOUT_STRINGS } from '../../src/islands/checkout/strings';
import { CART_STRINGS } from '../../src/islands/cart/strings';
import nl from '../../src/locales/nl.json';
import en from '../../src/locales/en.json';
import de from '../../src/locales/de.json';
import { translator } from '../../src/lib/i18n';

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

describe('account texts', () => {
    it('exist in every locale for the account pages, the checkout forms and the quote button', () => {
        const keys = new Set<string>([...ACCOUNT_STRINGS, ...CHECKOUT_STRINGS, ...CART_STRINGS]);
        // the locale's whole dictionary: its base file and the areas' files (src/locales/<area>/)
        for (const locale of ['nl', 'en', 'de'] as const) {
            const t = translator(locale);
            for (const key of keys) {
                const text = t(key);
                expect(typeof text === 'string' && text !== key, `${locale}: ${key}`).toBe(true);
            }
        }
    });

    it('the checkout uses the one login and registration form with its texts', () => {
        for (const key of [...LOGIN_FORM_STRINGS, ...REGISTER_FORM_STRINGS]) expect(CHECKOUT_STRINGS as readonly string[]).toContain(key);
    });
});

describe('the desktop login pop-up', () => {
    it('gets the login form texts and its own, each present in every language, and no more', () => {
        for (const key of LOGIN_FORM_STRINGS) expect(LOGIN_DIALOG_STRINGS as readonly string[]).toContain(key);
        expect(LOGIN_DIALOG_STRINGS.length).toBe(LOGIN_FORM_STRINGS.length + 4);
        for (const dictionary of [nl, en, de]) {
            const account: Record<string, unknown> = dictionary.account;
            for (const key of ['loginTitle', 'close', 'noAccount', 'registerLink']) expect(account[key]).toBeTruthy();
        }
    });
});

