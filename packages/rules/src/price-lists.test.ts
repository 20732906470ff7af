import { describe, expect, it } from 'vitest';
import { categoryAccess, priceListPrice } from './price-lists.ts';

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

describe('categoryAccess', () => {
    // decking (1) > hardwood decking (2), softwood decking (3); beams (4) > oak beams (5)
    const tree = [
        { id: '1', parentId: '0', slugs: ['vlonderplanken', 'decking'] },
        { id: '2', parentId: '1', slugs: ['hardhouten-vlonderplanken'] },
        { id: '3', parentId: '1', slugs: ['zachthouten-vlonderplanken'] },
        { id: '4', parentId: '0', slugs: ['balken'] },
        { id: '5', parentId: '4', slugs: ['eiken-balken'] },
    ];
    const ids = (set: ReadonlySet<string> | undefined) => [...(set ?? [])].sort();

    it('hides nothing without a list, or when one list names no categories', () => {
        expect(categoryAccess([], tree)).toBeNull();
        expect(categoryAccess([['balken'], []], tree)).toBeNull();
    });

    it('a named category sells its subcategories, in any language', () => {
        const access = categoryAccess([['decking']], tree);
        expect(ids(access?.sold)).toEqual(['1', '2', '3']);
        expect(ids(access?.shown)).toEqual(['1', '2', '3']);
    });

    it('its ancestors stay shown as the way to it, without selling their other products', () => {
        const access = categoryAccess([['hardhouten-vlonderplanken']], tree);
        expect(ids(access?.sold)).toEqual(['2']);
        expect(ids(access?.shown)).toEqual(['1', '2']);
    });

    it("each of a customer's lists opens its own categories", () => {
        const access = categoryAccess([['eiken-balken'], ['zachthouten-vlonderplanken']], tree);
        expect(ids(access?.sold)).toEqual(['3', '5']);
        expect(ids(access?.shown)).toEqual(['1', '3', '4', '5']);
    });
});
