/**
 * Typo tolerance on top of pagefind (which matches words by prefix only): the build collects the
 * words of product, species and category names per locale (the vocabulary, a few kB), and the search
 * page replaces a word of the query that the vocabulary does not know by its closest known word when
 * that is within a small edit distance (Damerau-Levenshtein: a swap of two neighbouring letters counts
 * as one edit, so `doulgas` → `douglas`, `vlonderplnk` → `vlonderplank`).
 */

/** Lower case without accents: how words are compared. */
export function normalizeWord(word: string): string {
    return word.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

export function wordsOf(text: string): string[] {
    return normalizeWord(text).match(/\p{L}[\p{L}-]*\p{L}/gu) ?? [];
}

/** The distinct words (4 letters or more) of the given texts, sorted. */
export function vocabularyOf(texts: string[]): string[] {
    const words = new Set<string>();
    for (const text of texts) for (const word of wordsOf(text)) if (word.length >= 4) words.add(word);
    return [...words].sort();
}

/** Edits allowed for a word of this length: none below 4 letters, 1 up to 6, 2 from 7. */
export function allowedEdits(length: number): number {
    return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

/** Damerau-Levenshtein distance (optimal string alignment), stopping early past `max`. */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
    if (Math.abs(a.length - b.length) > max) return max + 1;
    let previousRow: number[] = [];
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const twoBack = previousRow;
        previousRow = row;
        row = [i];
        let best = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, twoBack[j - 2] + 1);
            row[j] = value;
            best = Math.min(best, value);
        }
        if (best > max) return max + 1;
    }
    return row[b.length];
}

/**
 * The query with each unknown word replaced by its closest vocabulary word, or undefined when
 * nothing needed correcting. A word is known when a vocabulary word starts with it (pagefind finds
 * prefixes itself).
 */
export function correctQuery(query: string, vocabulary: readonly string[]): string | undefined {
    let changed = false;
    // sizes and other tokens that are no word stay as they are ("bangkiraj 21 x 145" keeps its size)
    const corrected = queryTokens(query).map(word => {
        const max = allowedEdits(word.length);
        if (max === 0 || !LETTER_WORD.test(word) || vocabulary.some(known => known.startsWith(word))) return word;
        let best: { word: string; distance: number } | undefined;
        for (const known of vocabulary) {
            // Against the whole word and against its start as long as the typed word: `vlonderplnk` is a typo of a prefix of `vlonderplanken`.
            const distance = Math.min(editDistance(word, known, max), editDistance(word, known.slice(0, word.length + 1), max));
            if (distance <= max && (!best || distance < best.distance || (distance === best.distance && known.length < best.word.length))) best = { word: known, distance };
        }
        if (!best) return word;
        changed = true;
        return best.word;
    });
    return changed ? corrected.join(' ') : undefined;
}

const LETTER_WORD = /^\p{L}[\p{L}-]*\p{L}$/u;

/** A query's tokens: lower case, without accents, split at spaces and punctuation (not at hyphens inside words). */
function queryTokens(query: string): string[] {
    return normalizeWord(query)
        .split(/[^\p{L}\p{N}-]+/u)
        .map(token => token.replace(/^-+|-+$/g, ''))
        .filter(token => token !== '');
}

/**
 * Whether a text holds every word of the query the way the index matched it: a word of the text
 * starting with the query's word, or sharing all but its last letters with it (pagefind stems:
 * "planken" finds "plank"; as many letters as the word's typo tolerance, none up to 3 letters).
 * pagefind itself, when a word starts no indexed word, shortens it until one does ("xyzzy" finds
 * every "x" of "28 x 145 mm"): such results fail this test, and the search says it found nothing.
 */
export function holdsEveryWord(query: string, text: string): boolean {
    const words = normalizeWord(text).split(/[^\p{L}\p{N}]+/u);
    return normalizeWord(query)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(word => word !== '')
        .every(word => {
            const needed = word.length - allowedEdits(word.length);
            return words.some(known => known.startsWith(word) || (known.length >= needed && commonPrefix(word, known) >= needed));
        });
}

function commonPrefix(a: string, b: string): number {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
}
