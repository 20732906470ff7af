import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The search page without its index (backendSearchResults): products from the listing's search with the
 * species filter the index has (by the species' short name), categories whose name or text holds every
 * word, grouped as pagefind's results are (type product, type category).
 */
const calls = vi.hoisted(() => ({ search: [] as unknown[][] }));
const card = (id: string, name: string) => ({ id, name, slug: name.toLowerCase().replaceAll(' ', '-'), featuredAsset: null, collections: [], variants: [{ id: `${id}1`, price: 1000, customFields: null }], customFields: { priceUnit: 'piece' } });
const DOUGLAS = card('1', 'Douglasie Terrassendiele');
const LARCH = card('2', 'Lärche Terrassendiele');
const SPECIES = { attribute: 'species', attributeKey: 'F1', name: 'Holzart', kind: 'facet', values: [
    { value: 'douglas', name: 'Douglasie (Pseudotsuga menziesii)', count: 1, selected: false },
    { value: 'larch', name: 'Lärche', count: 1, selected: false },
    { value: 'teak', name: 'Teak', count: 0, selected: false },
] };
vi.mock('../../lib/api/catalogue', () => ({
    getSearchResults: vi.fn(async (...args: unknown[]) => {
        calls.search.push(args);
        const filter = args[3] as { species?: string[] } | undefined;
        const items = filter?.species ? [DOUGLAS, LARCH].filter(item => item === (filter.species?.[0] === 'douglas' ? DOUGLAS : LARCH)) : [DOUGLAS, LARCH];
        return { totalItems: items.length, items, filters: [SPECIES] };
    }),
    getWebsiteCategories: vi.fn(async () => [
        { id: '10', name: 'Terrassendielen', description: 'Holz für die Terrasse', breadcrumbs: [{ id: '10', name: 'Terrassendielen', slug: 'terrassendielen' }], featuredAsset: null },
        { id: '11', name: 'Douglasie', description: '', breadcrumbs: [{ id: '10', name: 'Terrassendielen', slug: 'terrassendielen' }, { id: '11', name: 'Douglasie', slug: 'douglasie' }], featuredAsset: null },
        { id: '12', name: 'Pfosten', description: 'Für Zäune', breadcrumbs: [{ id: '12', name: 'Pfosten', slug: 'pfosten' }], featuredAsset: null },
    ]),
}));

const { backendSearchResults, matchesWords } = await import('./backend-results');
const unit = () => 'pro Stück';

beforeEach(() => {
    calls.search = [];
});

describe('the search page without its index', () => {
    it('finds products and categories, each with the type the page groups by', async () => {
        const { count, results, species } = await backendSearchResults('de', 'terrassendiel', 40, unit);
        expect(results.map(result => [result.meta.type, result.meta.title, result.url])).toEqual([
            ['product', 'Douglasie Terrassendiele', '/de/produkte/douglasie-terrassendiele/1'],
            ['product', 'Lärche Terrassendiele', '/de/produkte/lärche-terrassendiele/2'],
            ['category', 'Terrassendielen', '/de/produkte/terrassendielen'],
        ]);
        expect(count).toBe(3);
        // the species the products found have, by the short name the index's filter uses
        expect(species).toEqual(['Douglasie', 'Lärche']);
    });

    it('honours the species filter: the products of that species, no categories (they have no species)', async () => {
        const { count, results } = await backendSearchResults('de', 'terrassendiel', 40, unit, { species: 'Douglasie' });
        expect(results.map(result => result.meta.title)).toEqual(['Douglasie Terrassendiele']);
        expect(count).toBe(1);
        expect(calls.search.at(-1)?.[3]).toEqual({ species: ['douglas'] });
        // a species none of the found products has: nothing
        expect((await backendSearchResults('de', 'terrassendiel', 40, unit, { species: 'Teak' })).count).toBe(0);
    });

    it('honours the type filter', async () => {
        expect((await backendSearchResults('de', 'douglasie', 40, unit, { type: 'category' })).results.map(result => result.url)).toEqual(['/de/produkte/terrassendielen/douglasie']);
        expect(calls.search).toEqual([]);
        expect((await backendSearchResults('de', 'douglasie', 40, unit, { type: 'product' })).results.every(result => result.meta.type === 'product')).toBe(true);
        expect((await backendSearchResults('de', 'douglasie', 40, unit, { type: 'article' })).count).toBe(0);
    });

    it('matches every word as the start of a word, without accents or case', () => {
        expect(matchesWords('terras hout', 'Hout voor het terras')).toBe(true);
        expect(matchesWords('larche', 'Lärche')).toBe(true);
        expect(matchesWords('erras', 'Terras')).toBe(false);
        expect(matchesWords('terras beton', 'Hout voor het terras')).toBe(false);
    });
});
