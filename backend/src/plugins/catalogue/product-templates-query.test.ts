import { describe, expect, it } from 'vitest';
import { type ListedProduct, sortProducts } from './product-templates-query';

const product = (id: string, name: string, prices: ListedProduct['prices']): ListedProduct => ({
    id,
    name,
    slug: name,
    species: '',
    thickness: null,
    width: null,
    featured: false,
    collectionIds: new Set(),
    values: new Map(),
    haystack: name,
    searchName: name,
    prices,
});

describe('the price sort', () => {
    // a board sold per m1 that is dear per m², one sold per m² that is cheap, a screen without a length
    const products = [
        product('1', 'Smalle plank', { piece: 2000, m1: 700, m2: 7000 }),
        product('2', 'Brede plank', { piece: 3000, m1: 1000, m2: 5000 }),
        product('3', 'Scherm', { piece: 4000 }),
    ];
    const names = (sorted: ListedProduct[]) => sorted.map(p => p.name);

    it('compares on the category basis, products without a price on it last either way', () => {
        expect(names(sortProducts(products, { field: 'price', direction: 'ASC' }, [], 'nl', 'm2'))).toEqual(['Brede plank', 'Smalle plank', 'Scherm']);
        expect(names(sortProducts(products, { field: 'price', direction: 'DESC' }, [], 'nl', 'm2'))).toEqual(['Smalle plank', 'Brede plank', 'Scherm']);
        expect(names(sortProducts(products, { field: 'price', direction: 'ASC' }, [], 'nl', 'm1'))).toEqual(['Smalle plank', 'Brede plank', 'Scherm']);
    });

    it('without a basis compares what one piece costs', () => {
        expect(names(sortProducts(products, { field: 'price', direction: 'DESC' }, [], 'nl'))).toEqual(['Scherm', 'Brede plank', 'Smalle plank']);
    });
});
