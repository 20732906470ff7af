import { describe, expect, it } from 'vitest';
import { productSlugOfPath, slugWords } from './not-found';

describe('product not found', () => {
    it('knows a product page path of each locale, and nothing else', () => {
        expect(productSlugOfPath('nl', '/producten/douglas-vlonderplank-28-x-145/123')).toBe('douglas-vlonderplank-28-x-145');
        expect(productSlugOfPath('en', '/en/product/oak-beam/7/')).toBe('oak-beam');
        expect(productSlugOfPath('en', '/en/products/decking/7')).toBeUndefined();
        expect(productSlugOfPath('de', '/de/produkte/eiche/balken')).toBeUndefined();
        expect(productSlugOfPath('nl', '/producten/vlonderplanken')).toBeUndefined();
    });

    it('searches for the words of the slug, not the sizes', () => {
        expect(slugWords('ipe-vlonderplank-21-x-145-mm-glad')).toEqual(['ipe', 'vlonderplank', 'glad']);
        expect(slugWords('a-b-12')).toEqual([]);
    });
});
