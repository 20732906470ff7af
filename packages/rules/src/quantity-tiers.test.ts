import { describe, expect, it } from 'vitest';
import { lineTotal, tierDiscount, tierUnitPrice } from './quantity-tiers.ts';

describe('quantity tiers (per order line)', () => {
    const tiers = [
        { minQuantity: 20, discountPercent: 3 },
        { minQuantity: 50, discountPercent: 6 },
    ];

    it('applies the best tier the quantity reaches', () => {
        expect(tierDiscount(19, tiers)).toBe(0);
        expect(tierDiscount(20, tiers)).toBe(3);
        expect(tierDiscount(75, tiers)).toBe(6);
        expect(tierDiscount(75, null)).toBe(0);
    });

    it('ignores tiers below one piece or without a discount, and caps at 100%', () => {
        expect(tierDiscount(5, [{ minQuantity: 0, discountPercent: 50 }])).toBe(0);
        expect(tierDiscount(5, [{ minQuantity: null, discountPercent: 50 }])).toBe(0);
        expect(tierDiscount(5, [{ minQuantity: 2, discountPercent: null }])).toBe(0);
        expect(tierDiscount(5, [{ minQuantity: 2, discountPercent: 150 }])).toBe(100);
    });

    it('rounds the unit price half up, per piece', () => {
        expect(tierUnitPrice(1005, 5)).toBe(955);
        expect(tierUnitPrice(1005, 0)).toBe(1005);
        expect(tierUnitPrice(1000, 100)).toBe(0);
    });

    it('totals a line as the order line does: unit price rounded, then the VAT once', () => {
        expect(lineTotal(1000, 50, tiers, 21)).toBe(56870);
        expect(lineTotal(1005, 10, [{ minQuantity: 10, discountPercent: 5 }], 21)).toBe(11556);
        expect(lineTotal(1005, 9, [{ minQuantity: 10, discountPercent: 5 }], 19)).toBe(10764);
    });
});
