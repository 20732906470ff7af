import { describe, expect, it } from 'vitest';
import { BRAND } from './brand.ts';
import { LOCALES, localeOfPath, resolveLocale, vatRate } from './locales.ts';

describe('locales and their fallback', () => {
    it('resolves language codes and tags to the shop locales, anything else to Dutch', () => {
        expect(resolveLocale('de')).toBe('de');
        expect(resolveLocale('de-AT')).toBe('de');
        expect(resolveLocale('en_GB')).toBe('en');
        expect(resolveLocale('fr')).toBe('nl');
        expect(resolveLocale(undefined)).toBe('nl');
        expect(resolveLocale('')).toBe('nl');
    });

    it('tells a path its locale', () => {
        expect(localeOfPath('/de/produkte')).toBe('de');
        expect(localeOfPath('/producten')).toBe('nl');
        expect(localeOfPath('/english')).toBe('nl');
    });

    it('has a brand and a VAT rate for every locale', () => {
        for (const locale of LOCALES) expect(BRAND[locale].name).toMatch(/^Geven /);
        expect(vatRate('nl')).toBe(21);
        expect(vatRate('de')).toBe(19);
    });
});
