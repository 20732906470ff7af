import { describe, expect, it } from 'vitest';
import { correctQuery, editDistance, vocabularyOf } from './vocabulary';

const vocabulary = vocabularyOf([
    'Douglas vlonderplank 28 x 145 mm gegroefd',
    'Bangkirai vlonderplank 21 x 145 mm',
    'Eiken balk 150 x 150 mm',
    'Vlonderplanken',
    'Ipé vlonderplank',
]);

describe('search typo tolerance', () => {
    it('collects lower-case words of four letters or more without accents', () => {
        expect(vocabulary).toEqual(['balk', 'bangkirai', 'douglas', 'eiken', 'gegroefd', 'vlonderplank', 'vlonderplanken']);
    });

    it('counts a swap of neighbouring letters as one edit', () => {
        expect(editDistance('doulgas', 'douglas')).toBe(1);
        expect(editDistance('vlonderplnk', 'vlonderplank')).toBe(1);
        expect(editDistance('eiken', 'douglas', 2)).toBe(3);
    });

    it('corrects misspelt words to known ones and leaves known words and prefixes alone', () => {
        expect(correctQuery('doulgas', vocabulary)).toBe('douglas');
        expect(correctQuery('vlonderplnk', vocabulary)).toBe('vlonderplank');
        expect(correctQuery('Bankgirai vlonder', vocabulary)).toBe('bangkirai vlonder');
        expect(correctQuery('douglas', vocabulary)).toBeUndefined();
        expect(correctQuery('vlond', vocabulary)).toBeUndefined();
        expect(correctQuery('ipe', vocabulary)).toBeUndefined();
        expect(correctQuery('xyzzyq', vocabulary)).toBeUndefined();
    });
});
