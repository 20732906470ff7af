import { describe, expect, it } from 'vitest';
import { priceFrom, unitPrice } from './catalogue';

const variant = (price: number, length: number, width = 0) => ({ price, customFields: { length, width } });

describe('unit prices', () => {
    it('divides by the length for m1 and by length x width for m2', () => {
        expect(unitPrice(variant(2000, 400), 'm1', 145)).toBe(500);
        expect(unitPrice(variant(2900, 400, 145), 'm2', 145)).toBeCloseTo(5000, 5);
        expect(unitPrice(variant(799, 0), 'piece', 0)).toBe(799);
    });

    it('leaves the sample (length 23) out of the price from', () => {
        expect(priceFrom([variant(300, 23), variant(2000, 400), variant(2700, 300)], 'm1', 145)).toBe(500);
        expect(priceFrom([variant(300, 23)], 'm1', 145)).toBeUndefined();
    });
});
