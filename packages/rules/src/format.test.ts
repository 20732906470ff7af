import { describe, expect, it } from 'vitest';
import { formatDate, formatLength, formatMoney, formatNumber, withVat } from './format.ts';
import { vatRate } from './locales.ts';

describe('money (spec section 9: euro symbol, "." thousands, "," decimals)', () => {
    it('formats cents as € 1.234,56', () => {
        expect(formatMoney(123456)).toBe('€ 1.234,56');
        expect(formatMoney(5)).toBe('€ 0,05');
        expect(formatMoney(100)).toBe('€ 1,00');
        expect(formatMoney(123456789)).toBe('€ 1.234.567,89');
        expect(formatMoney(-2500)).toBe('- € 25,00');
    });

    it('adds the locale VAT: 21% nl, 19% de', () => {
        expect(vatRate('nl')).toBe(21);
        expect(vatRate('de')).toBe(19);
        expect(withVat(10000, vatRate('nl'))).toBe(12100);
        expect(withVat(10000, vatRate('de'))).toBe(11900);
        expect(withVat(1999, vatRate('nl'))).toBe(2419);
    });

    it('rounds to the cent, half up, and writes large and tiny amounts alike in every locale', () => {
        expect(formatMoney(1234.5)).toBe('€ 12,35');
        expect(formatMoney(-0.4)).toBe('€ 0,00');
        expect(formatMoney(100000000)).toBe('€ 1.000.000,00');
    });
});

describe('numbers and dates (the one Intl home)', () => {
    it('writes lengths in metres and numbers in the locale notation', () => {
        expect(formatLength(305, 'nl')).toBe('3,05 m');
        expect(formatLength(490, 'en')).toBe('4.90 m');
        expect(formatLength(1250, 'de')).toBe('12,50 m');
        expect(formatNumber(0.0041, 'nl', 4)).toBe('0,0041');
        expect(formatNumber(12.5, 'en')).toBe('12.5');
    });

    it('writes dates in the shop styles per locale', () => {
        const date = new Date(2026, 10, 23);
        expect(formatDate(date, 'nl', 'long')).toBe('23 november 2026');
        expect(formatDate(date, 'de', 'long')).toBe('23. November 2026');
        expect(formatDate(date, 'en', 'long')).toBe('November 23, 2026');
        expect(formatDate(date, 'nl', 'numeric')).toBe('23-11-2026');
        expect(formatDate(date, 'de', 'numeric')).toBe('23.11.2026');
        expect(formatDate('2026-11-23T10:00:00Z', 'nl', 'medium', 'Europe/Amsterdam')).toBe('23 nov 2026');
    });
});
