import { describe, expect, it } from 'vitest';
import { formatMoney, vatRate, withVat } from '../../src/lib/money';

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
        expect(withVat(10000, 'nl')).toBe(12100);
        expect(withVat(10000, 'de')).toBe(11900);
        expect(withVat(1999, 'nl')).toBe(2419);
    });
});
