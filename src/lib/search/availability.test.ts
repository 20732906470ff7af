import { describe, expect, it } from 'vitest';
import { isAvailableResult, ownCategories } from './availability';

// decking (1) > hardwood decking (2), softwood decking (3); beams (4)
const parentOf = new Map<string, string | null>([
    ['1', '0'],
    ['2', '1'],
    ['3', '1'],
    ['4', '0'],
]);

describe('ownCategories', () => {
    it('keeps the deepest of a product\'s categories, not the parents that hold it through them', () => {
        expect(ownCategories(['1', '2'], parentOf)).toEqual(['2']);
        expect(ownCategories(['1', '2', '4'], parentOf)).toEqual(['2', '4']);
        expect(ownCategories(['1'], parentOf)).toEqual(['1']);
        expect(ownCategories([], parentOf)).toEqual([]);
    });
});

describe('isAvailableResult', () => {
    // a list selling softwood decking: decking is shown as the way to it
    const shown = new Set(['1', '3']);
    it('shows everything when every category is available', () => {
        expect(isAvailableResult({ type: 'product', categories: '2' }, null)).toBe(true);
        expect(isAvailableResult({ type: 'category', category: '4' }, null)).toBe(true);
    });
    it('leaves out products of no shown category, and hidden categories', () => {
        expect(isAvailableResult({ type: 'product', categories: '3' }, shown)).toBe(true);
        expect(isAvailableResult({ type: 'product', categories: '2' }, shown)).toBe(false);
        expect(isAvailableResult({ type: 'product', categories: '2 3' }, shown)).toBe(true);
        expect(isAvailableResult({ type: 'product', categories: '' }, shown)).toBe(false);
        expect(isAvailableResult({ type: 'product' }, shown)).toBe(false);
        expect(isAvailableResult({ type: 'category', category: '1' }, shown)).toBe(true);
        expect(isAvailableResult({ type: 'category', category: '4' }, shown)).toBe(false);
    });
    it('keeps articles', () => {
        expect(isAvailableResult({ type: 'article' }, shown)).toBe(true);
        expect(isAvailableResult({}, shown)).toBe(true);
    });
});
