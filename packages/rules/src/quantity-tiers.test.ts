import { describe, expect, it } from 'vitest';
import { withVat } from './format.ts';
import { lineTotal, shownUnitPrice, tierDiscount, tierUnitPrice } from './quantity-tiers.ts';

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

    it('totals a line as the cart shows it: the unit price with VAT rounded per piece, times the quantity', () => {
        // 940 + 21% = 1137,4 -> 1137 per piece
        expect(lineTotal(1000, 50, tiers, 21)).toBe(56850);
        expect(shownUnitPrice(1000, 50, tiers, 21)).toBe(1137);
        expect(lineTotal(1005, 10, [{ minQuantity: 10, discountPercent: 5 }], 21)).toBe(11560);
        expect(lineTotal(1005, 9, [{ minQuantity: 10, discountPercent: 5 }], 19)).toBe(10764);
        // excluding VAT (a business customer's tax display): the tier price per piece times the quantity
        expect(lineTotal(1005, 10, [{ minQuantity: 10, discountPercent: 5 }], 21, false)).toBe(9550);
    });

    it('keeps unit x quantity = line for every price, quantity, tier and VAT rate', () => {
        const tierSets = [[], tiers, [{ minQuantity: 10, discountPercent: 12.5 }]];
        const wrong: string[] = [];
        for (let price = 1; price < 5000; price += 13)
            for (const quantity of [1, 4, 6, 10, 47, 100, 999])
                for (const set of tierSets)
                    for (const vat of [19, 21])
                        for (const inclVat of [true, false]) {
                            const unit = shownUnitPrice(price, quantity, set, vat, inclVat);
                            if (!Number.isInteger(unit) || lineTotal(price, quantity, set, vat, inclVat) !== unit * quantity) wrong.push(`${quantity} x ${price} at ${vat}%`);
                        }
        expect(wrong).toEqual([]);
    });

    it('are the issue\'s examples: 4 x € 18,63 is € 74,52 and 100 x € 36,65 is € 3.665,00', () => {
        // 1540 + 21% = 1863,4: the cart used to round the line once (€ 74,54)
        expect(lineTotal(1540, 4, [], 21)).toBe(7452);
        expect(withVat(1540, 21)).toBe(1863);
        expect(lineTotal(3080, 100, [], 19)).toBe(100 * withVat(3080, 19));
    });
});
