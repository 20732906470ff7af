import { normalizeWord, wordsOf } from './vocabulary';

/**
 * Timber words the way people type them (one home for the search's synonyms and normalisation).
 * pagefind matches every word of a query (AND) by prefix and knows no synonyms, so the catalogue's
 * records carry them: a product or category whose text holds a word of a group is indexed with the
 * whole group (`withTimberSynonyms`), in every locale. A Dutch visitor typing "decking" or "terras"
 * finds the vlonderplanken, a German one typing "Bangkirai Dielen" the Terrassendielen, and trade
 * names find their species. The query side (`normalizeQuery`) writes sizes as the names do:
 * "28x145", "28×145mm" and "28 * 145" become "28 x 145" ("28 x 145 mm" in every name).
 *
 * A group's term matches a word of the text that starts with it (compounds: "vlonderplank" holds
 * "vlonder", "Terrassendielen" holds "terrassendiele"), so terms are chosen long enough not to
 * start unrelated words.
 */
export const TIMBER_SYNONYMS: readonly (readonly string[])[] = [
    // decking
    ['vlonder', 'terras', 'terrasplank', 'terrashout', 'decking', 'deckboard', 'terrassendiele', 'terrassenholz', 'terrassenbelag', 'dielen'],
    // cladding
    ['gevelbekleding', 'gevelplank', 'gevelhout', 'rabat', 'potdeksel', 'cladding', 'siding', 'fassade', 'stulpschalung', 'rhombus'],
    // joists and battens under decking
    ['onderbalk', 'onderconstructie', 'joist', 'substructure', 'unterkonstruktion', 'lagerholz'],
    ['balk', 'beam', 'balken', 'kantholz'],
    ['paal', 'palen', 'post', 'pfosten', 'pfahl', 'pole'],
    ['schutting', 'tuinscherm', 'fence', 'fencing', 'garden screen', 'zaun', 'sichtschutz'],
    ['schaafwerk', 'geschaafd', 'planed', 'hobelware', 'gehobelt'],
    ['hardhout', 'hardwood', 'hartholz', 'tropenholz', 'tropisch'],
    ['naaldhout', 'zachthout', 'softwood', 'nadelholz'],
    // species and their trade names
    ['bangkirai', 'balau', 'yellow balau'],
    ['ipe', 'lapacho'],
    ['cumaru', 'brazilian teak', 'tonka'],
    ['padouk', 'padoek', 'padauk'],
    ['douglas', 'douglasie', 'oregon pine'],
    ['lariks', 'larch', 'larche', 'siberian larch'],
    ['eiken', 'eikenhout', 'oak', 'eiche'],
    ['red cedar', 'western red cedar', 'ceder', 'cedar', 'zeder', 'rotzeder'],
    ['grenen', 'scots pine', 'kiefer', 'fohre', 'redwood'],
    ['vuren', 'spruce', 'fichte', 'whitewood'],
    ['robinia', 'robinie', 'acacia', 'akazie'],
    ['thermo', 'thermowood', 'thermisch', 'thermally'],
    ['accoya', 'acetylated', 'geacetyleerd', 'acetyliert'],
];

/** Whether the words contain the term (a word, or words in a row for "yellow balau"), each word as a word's start. */
function containsTerm(words: readonly string[], term: readonly string[]): boolean {
    for (let i = 0; i + term.length <= words.length; i++) {
        if (term.every((part, j) => (j === term.length - 1 ? words[i + j].startsWith(part) : words[i + j] === part))) return true;
    }
    return false;
}

const GROUPS = TIMBER_SYNONYMS.map(group => group.map(term => wordsOf(term)));

/** The synonyms a text's words call for: every word of each group one of whose terms it contains, less the text's own words. */
export function timberSynonymsOf(text: string): string[] {
    const words = wordsOf(text);
    const own = new Set(words);
    const extra = new Set<string>();
    for (const group of GROUPS) {
        if (!group.some(term => containsTerm(words, term))) continue;
        for (const term of group) for (const word of term) if (!own.has(word)) extra.add(word);
    }
    return [...extra];
}

/**
 * A text with the synonyms appended that the words of `naming` call for (what the thing is: its name,
 * species and categories, not a description that mentions a terrace): what a record is indexed with.
 */
export function withTimberSynonyms(text: string, naming = text): string {
    const extra = timberSynonymsOf(naming).filter(word => !wordsOf(text).includes(word));
    return extra.length ? `${text}. ${extra.join(' ')}` : text;
}

/**
 * A query as the index holds its words: sizes written as in the names ("28x145mm" → "28 x 145 mm",
 * decimal points kept: "5.0x50" → "5.0 x 50"), spaces collapsed.
 */
export function normalizeQuery(query: string): string {
    return query
        .replace(/(\d)\s*[x×*]\s*(?=\d)/gi, '$1 x ')
        .replace(/(\d)(mm|cm|m)\b/gi, '$1 $2')
        .replace(/\s+/g, ' ')
        .trim();
}

/** The query's words as the suggestions compare them: normalised, lower case, without accents. */
export function queryWords(query: string): string[] {
    return normalizeWord(normalizeQuery(query))
        .split(/[^\p{L}\p{N}]+/u)
        .filter(word => word !== '');
}
