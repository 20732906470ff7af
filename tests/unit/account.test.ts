import { describe, expect, it } from 'vitest';
import { ACCOUNT_STRINGS } from '../../src/islands/account/strings';
import { LOGIN_FORM_STRINGS, REGISTER_FORM_STRINGS } from '../../src/components/account/strings';
import { LOGIN_DIALOG_STRINGS } from '../../src/islands/header/strings';
import { CHECKOUT_STRINGS } from '../../src/islands/checkout/strings';
import { CART_STRINGS } from '../../src/islands/cart/strings';
import nl from '../../src/locales/nl.json';
import en from '../../src/locales/en.json';
import de from '../../src/locales/de.json';
import { translator } from '../../src/lib/i18n';

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

