import { describe, expect, it } from 'vitest';
import { priceListPrice } from './price-lists.ts';

const list = {
    variantPrices: [{ sku: 'DECK-300', price: 1999 }],
    categoryDiscounts: [
        { category: 'vlonderplanken', percent: 10 },
        { category: 'hardhout', percent: 12.5 },
    ],
};

describe('priceListPrice', () => {
    it("takes the variant's own list price first", () => {
        expect(priceListPrice(list, { sku: 'DECK-300', categories: ['hardhout'], price: 2500 })).toBe(1999);
    });

    it('else the best percentage of its categories, rounded per piece half up', () => {
        expect(priceListPrice(list, { sku: 'X', categories: ['vlonderplanken'], price: 2505 })).toBe(2255); // 2254.5
        expect(priceListPrice(list, { sku: 'X', categories: ['vlonderplanken', 'hardhout'], price: 1000 })).toBe(875);
    });

    it('leaves the price of a variant the list does not name', () => {
        expect(priceListPrice(list, { sku: 'X', categories: ['palen'], price: 1234 })).toBe(1234);
        expect(priceListPrice({ variantPrices: [], categoryDiscounts: [{ category: 'palen', percent: 150 }] }, { sku: 'X', categories: ['palen'], price: 1234 })).toBe(0);
    });
});
