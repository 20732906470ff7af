import { describe, expect, it } from 'vitest';
import { CategoryUrlError, categoryQueryUrl, filterSegment, parseCategoryUrl } from './category-url';

describe('category URLs (spec section 2)', () => {
    it('reads category slugs, defaults and no filters', () => {
        expect(parseCategoryUrl(['vlonderplanken', 'hardhout'])).toEqual({
            categorySlugs: ['vlonderplanken', 'hardhout'],
            filters: {},
            page: 1,
            itemsPerPage: 18,
            sort: { field: 'relevance', direction: 'ASC' },
        });
    });

    it('reads a segment with __ as filters attribute.value1.value2 joined by __', () => {
        const query = parseCategoryUrl(['vlonderplanken', '__species.douglas.larch__thickness.28-40'], 'page=2&sort=name,DESC&itemsPerPage=36');
        expect(query.categorySlugs).toEqual(['vlonderplanken']);
        expect(query.filters).toEqual({ species: ['douglas', 'larch'], thickness: ['28-40'] });
        expect(query.page).toBe(2);
        expect(query.itemsPerPage).toBe(36);
        expect(query.sort).toEqual({ field: 'name', direction: 'DESC' });
        // price both ways, on the category's comparable basis
        expect(parseCategoryUrl(['vlonderplanken'], 'sort=price,DESC').sort).toEqual({ field: 'price', direction: 'DESC' });
        expect(parseCategoryUrl(['vlonderplanken'], 'sort=price,ASC').sort).toEqual({ field: 'price', direction: 'ASC' });
    });

    it('accepts filters in first place: a first slug starting with _ is not a category', () => {
        expect(parseCategoryUrl(['__quality.ab'])).toMatchObject({ categorySlugs: [], filters: { quality: ['ab'] } });
        expect(() => parseCategoryUrl(['_decking'])).toThrow(CategoryUrlError);
    });

    it('refuses bad input', () => {
        expect(() => parseCategoryUrl(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['__species'])).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['__species.Douglas'])).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['__species.douglas', 'decking'])).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['decking'], 'page=0')).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['decking'], 'page=abc')).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['decking'], 'sort=colour,ASC')).toThrow(CategoryUrlError);
        expect(() => parseCategoryUrl(['decking'], 'sort=price,UP')).toThrow(CategoryUrlError);
    });

    it('writes one URL per state: sorted filters, defaults left out', () => {
        expect(filterSegment({ thickness: ['28-40'], species: ['larch', 'douglas'] })).toBe('__species.douglas.larch__thickness.28-40');
        expect(filterSegment({ species: [] })).toBe('');
        expect(categoryQueryUrl('nl', { categorySlugs: ['vlonderplanken'], filters: { species: ['douglas'] }, page: 2, sort: { field: 'name', direction: 'DESC' } })).toBe(
            '/producten/vlonderplanken/__species.douglas?page=2&sort=name,DESC',
        );
        expect(categoryQueryUrl('de', { categorySlugs: ['terrassendielen'], page: 1, itemsPerPage: 18, sort: { field: 'relevance', direction: 'ASC' } })).toBe('/de/produkte/terrassendielen');
    });

    it('round-trips', () => {
        const url = categoryQueryUrl('en', { categorySlugs: ['decking', 'hardwood'], filters: { quality: ['ab', 'a'], width: ['70-150'] }, page: 3, itemsPerPage: 36, sort: { field: 'thickness', direction: 'ASC' } });
        const [path, search] = url.split('?');
        const segments = path.split('/').slice(3);
        const query = parseCategoryUrl(segments, search);
        expect(categoryQueryUrl('en', query)).toBe(url);
        expect(query.filters).toEqual({ quality: ['a', 'ab'], width: ['70-150'] });
    });
});
