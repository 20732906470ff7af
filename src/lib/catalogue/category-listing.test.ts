import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, listingUrl, pageCount, pageNumbers, sameState, selectedCount, stateFromUrl, toggleFilter } from './category-listing';

describe('category listing state (the island and the pages)', () => {
    it('reads the state of a static category URL with page and sort, and of a filtered one', () => {
        expect(stateFromUrl('nl', ['vlonderplanken'], '/producten/vlonderplanken', '?page=2&sort=name,DESC')).toEqual({
            ...DEFAULT_LISTING,
            page: 2,
            sort: { field: 'name', direction: 'DESC' },
        });
        expect(stateFromUrl('de', [], '/de/produkte/__species.oak__thickness.28-40/', '')).toEqual({
            ...DEFAULT_LISTING,
            filters: { species: ['oak'], thickness: ['28-40'] },
        });
    });

    it('gives no state for another category, another locale or a URL against the rules', () => {
        expect(stateFromUrl('nl', ['vlonderplanken'], '/producten/planken', '')).toBeUndefined();
        expect(stateFromUrl('nl', [], '/de/produkte', '')).toBeUndefined();
        expect(stateFromUrl('nl', [], '/producten', '?page=0')).toBeUndefined();
        expect(stateFromUrl('nl', [], '/producten/__species', '')).toBeUndefined();
    });

    it('writes the state back to the same URL (both ways)', () => {
        const state = { ...DEFAULT_LISTING, filters: { thickness: ['28-40'], species: ['oak', 'douglas'] }, page: 3, sort: { field: 'width', direction: 'ASC' } as const };
        const url = listingUrl('en', ['decking'], state);
        expect(url).toBe('/en/products/decking/__species.douglas.oak__thickness.28-40?page=3&sort=width,ASC');
        const [path, search] = url.split('?');
        expect(sameState(stateFromUrl('en', ['decking'], path, search)!, state)).toBe(true);
        expect(listingUrl('nl', [], DEFAULT_LISTING)).toBe('/producten');
    });

    it('switches filter values on and off', () => {
        const one = toggleFilter({}, 'species', 'oak');
        expect(one).toEqual({ species: ['oak'] });
        const two = toggleFilter(one, 'species', 'larch');
        expect(two).toEqual({ species: ['oak', 'larch'] });
        expect(selectedCount(toggleFilter(two, 'thickness', '28-40'))).toBe(3);
        expect(toggleFilter(one, 'species', 'oak')).toEqual({});
    });

    it('compares states regardless of the order values were chosen in', () => {
        expect(sameState({ ...DEFAULT_LISTING, filters: { species: ['oak', 'larch'] } }, { ...DEFAULT_LISTING, filters: { species: ['larch', 'oak'] } })).toBe(true);
        expect(sameState(DEFAULT_LISTING, { ...DEFAULT_LISTING, page: 2 })).toBe(false);
        expect(sameState(DEFAULT_LISTING, { ...DEFAULT_LISTING, sort: { field: 'name', direction: 'DESC' } })).toBe(false);
    });

    it('counts pages and lists the page links with gaps', () => {
        expect(pageCount(115, 18)).toBe(7);
        expect(pageCount(0, 18)).toBe(1);
        expect(pageNumbers(1, 7)).toEqual([1, 2, 3, null, 7]);
        expect(pageNumbers(5, 7)).toEqual([1, null, 3, 4, 5, 6, 7]);
        expect(pageNumbers(1, 1)).toEqual([1]);
    });
});
