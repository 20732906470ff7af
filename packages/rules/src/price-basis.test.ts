import { describe, expect, it } from 'vitest';
import { categoryPriceBasis, lowestPrices, priceInUnit } from './price-basis.ts';

describe('comparable prices', () => {
    it('takes the basis of the category or its nearest parent, none outside the table', () => {
        expect(categoryPriceBasis(['vlonderplanken', 'hardhouten-vlonderplanken'])).toBe('m2');
        expect(categoryPriceBasis(['vlonderplanken', 'onderconstructie'])).toBe('m1');
        expect(categoryPriceBasis(['gevelbekleding'])).toBe('m2');
        expect(categoryPriceBasis(['schuttingen-en-schermen', 'tuinschermen'])).toBe('piece');
        expect(categoryPriceBasis(['schuttingen-en-schermen', 'schuttingplanken'])).toBe('m1');
        expect(categoryPriceBasis(['iets-anders'])).toBeUndefined();
        expect(categoryPriceBasis([])).toBeUndefined();
    });

    it('gives a board of 21 x 145 mm, 305 cm at € 32,12 per m1 and per m² of its face', () => {
        const board = { price: 3212, lengthCm: 305, widthMm: 145 };
        expect(priceInUnit(board, 'piece')).toBe(3212);
        expect(priceInUnit(board, 'm1')).toBeCloseTo(3212 / 3.05);
        expect(priceInUnit(board, 'm2')).toBeCloseTo(3212 / (3.05 * 0.145));
    });

    it('has no price per m1 or m² without the measures', () => {
        expect(priceInUnit({ price: 5000, lengthCm: 0, widthMm: 0 }, 'm1')).toBeUndefined();
        expect(priceInUnit({ price: 5000, lengthCm: 180, widthMm: 0 }, 'm2')).toBeUndefined();
        expect(lowestPrices([{ price: 5000, lengthCm: 0, widthMm: 0 }])).toEqual({ piece: 5000 });
    });

    it('takes the lowest of the variants in each unit, in whole cents', () => {
        const prices = lowestPrices([
            { price: 3000, lengthCm: 300, widthMm: 145 },
            { price: 3500, lengthCm: 400, widthMm: 145 },
        ]);
        expect(prices).toEqual({ piece: 3000, m1: 875, m2: Math.round(3500 / (4 * 0.145)) });
    });
});
