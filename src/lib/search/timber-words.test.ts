import { describe, expect, it } from 'vitest';
import { normalizeQuery, queryWords, timberSynonymsOf, withTimberSynonyms } from './timber-words';
import { correctQuery, holdsEveryWord, vocabularyOf } from './vocabulary';
import { type Suggestion, suggestionIndex, suggestionsFor } from './suggestions';

describe('timber words as people type them', () => {
    it('writes sizes as the names do', () => {
        expect(normalizeQuery('28x145')).toBe('28 x 145');
        expect(normalizeQuery('douglas 28X145mm')).toBe('douglas 28 x 145 mm');
        expect(normalizeQuery('28 × 145 mm')).toBe('28 x 145 mm');
        expect(normalizeQuery('  5,0*50 ')).toBe('5,0 x 50');
        expect(normalizeQuery('90x90x10')).toBe('90 x 90 x 10');
        expect(normalizeQuery('xyzzy')).toBe('xyzzy');
        expect(queryWords('Ipé 21X145')).toEqual(['ipe', '21', 'x', '145']);
    });

    it("gives decking its other names in every language, compounds included", () => {
        for (const name of ['Bangkirai vlonderplank 21 x 145 mm', 'Bangkirai decking board 21 x 145 mm', 'Terrassendiele Bangkirai 21 x 145 mm']) {
            const words = timberSynonymsOf(name);
            for (const other of ['vlonder', 'terras', 'decking', 'terrassendiele']) if (!name.toLowerCase().includes(other)) expect(words).toContain(other);
        }
        expect(timberSynonymsOf('Eiken balk 150 x 150 mm')).toEqual(expect.arrayContaining(['oak', 'eiche', 'beam', 'kantholz']));
        expect(timberSynonymsOf('Rubber onderlegblokjes 90 x 90 x 10 mm')).toEqual([]);
    });

    it('finds species by their trade names, multi-word names as words in a row', () => {
        expect(timberSynonymsOf('Western red cedar shiplap cladding')).toEqual(expect.arrayContaining(['ceder', 'rotzeder', 'gevelbekleding']));
        expect(timberSynonymsOf('Bangkirai vlonderplank')).toEqual(expect.arrayContaining(['balau', 'yellow']));
        // "red" alone is no cedar
        expect(timberSynonymsOf('red paint')).toEqual([]);
        expect(withTimberSynonyms('Lariks paal')).toMatch(/^Lariks paal\. .*post.*larch/);
    });
});

describe('bounded typo tolerance', () => {
    it('tells a real match from pagefind shortening an unknown word', () => {
        const product = 'Rubber onderlegblokjes 90 x 90 x 10 mm';
        expect(holdsEveryWord('xyzzy', product)).toBe(false);
        expect(holdsEveryWord('x', product)).toBe(true);
        expect(holdsEveryWord('onderleg', product)).toBe(true);
        expect(holdsEveryWord('90 x 90', product)).toBe(true);
        // the index stems: a plural finds the singular, within the word's tolerance
        expect(holdsEveryWord('planken', 'Douglas vlonderplank')).toBe(false);
        expect(holdsEveryWord('vlonderplanken', 'Douglas vlonderplank')).toBe(true);
        expect(holdsEveryWord('boards', 'decking board')).toBe(true);
        expect(holdsEveryWord('boardxyz', 'decking board')).toBe(false);
        expect(holdsEveryWord('ipé', 'Ipe vlonderplank')).toBe(true);
    });

    it('keeps sizes in a corrected query', () => {
        const vocabulary = vocabularyOf(['Bangkirai vlonderplank 21 x 145 mm', 'Douglas balk']);
        expect(correctQuery('bangkiraj 21 x 145', vocabulary)).toBe('bangkirai 21 x 145');
        expect(correctQuery('xyzzy', vocabulary)).toBeUndefined();
    });
});

describe('suggestions while typing', () => {
    const entries: Suggestion[] = [
        { title: 'Bangkirai vlonderplank 21 x 145 mm glad', url: '/producten/bangkirai-vlonderplank-21-x-145-mm-glad/1', type: 'product', words: 'decking terras balau', price: '€ 10,53 per m1' },
        { title: 'Bangkirai vlonderplank 28 x 145 mm geribbeld', url: '/producten/bangkirai-vlonderplank-28-x-145-mm-geribbeld/2', type: 'product', words: 'decking terras balau' },
        { title: 'Douglas balk 70 x 200 mm', url: '/producten/douglas-balk-70-x-200-mm/3', type: 'product', words: 'beam kantholz' },
        { title: 'Vlonderplanken', url: '/producten/vlonderplanken', type: 'category', words: 'decking terras' },
        { title: 'Een vlonder leggen', url: '/t/kennisbank/vlonder-leggen', type: 'article' },
    ];
    const index = suggestionIndex(entries);

    it('matches every word by its start, title words first, grouped by type', () => {
        const found = suggestionsFor('vlonder', index);
        expect(found.corrected).toBe(false);
        expect(found.suggestions.map(entry => entry.type)).toEqual(['product', 'product', 'category', 'article']);
        expect(suggestionsFor('terras', index).suggestions.map(entry => entry.url)).toEqual([
            '/producten/bangkirai-vlonderplank-21-x-145-mm-glad/1',
            '/producten/bangkirai-vlonderplank-28-x-145-mm-geribbeld/2',
            '/producten/vlonderplanken',
        ]);
        expect(suggestionsFor('28x145', index).suggestions.map(entry => entry.url)).toEqual(['/producten/bangkirai-vlonderplank-28-x-145-mm-geribbeld/2']);
        expect(suggestionsFor('beam', index).suggestions.map(entry => entry.title)).toEqual(['Douglas balk 70 x 200 mm']);
    });

    it('corrects a near miss and finds nothing for nonsense', () => {
        const near = suggestionsFor('bangkiraj', index);
        expect(near).toMatchObject({ term: 'bangkirai', corrected: true });
        expect(near.suggestions).toHaveLength(2);
        expect(suggestionsFor('xyzzy', index).suggestions).toEqual([]);
        expect(suggestionsFor('  ', index).suggestions).toEqual([]);
    });
});
