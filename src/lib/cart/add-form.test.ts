import { describe, expect, it } from 'vitest';
import { itemsOfAddForm } from './add-form';

const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
};

describe('the add-to-cart form posted before hydration', () => {
    it('adds every variant with a quantity, as typed', () => {
        expect(itemsOfAddForm(form({ locale: 'nl', back: '/producten/x/1', 'q.12': '3', 'q.13': '', 'q.14': ' 20 ' }))).toEqual([
            { productVariantId: '12', quantity: 3 },
            { productVariantId: '14', quantity: 20 },
        ]);
    });

    it('adds no sample: a sample is sent free by post on request, not sold', () => {
        expect(itemsOfAddForm(form({ sample: '99', 'q.12': '3' }))).toEqual([{ productVariantId: '12', quantity: 3 }]);
    });

    it('refuses a quantity that is no whole number of pieces, and gives nothing for an empty form', () => {
        expect(itemsOfAddForm(form({ 'q.12': '2,5' }))).toBeUndefined();
        expect(itemsOfAddForm(form({ 'q.12': '10000' }))).toBeUndefined();
        expect(itemsOfAddForm(form({ 'q.12': '' }))).toEqual([]);
    });
});
