import { queryWords } from './timber-words';
import { correctQuery, normalizeWord, vocabularyOf } from './vocabulary';

/**
 * The header search box's suggestions while typing: a small list per locale
 * (/pagefind/{locale}/suggestions.json, written beside the index from the same records, plus the
 * articles' titles), matched in the browser, so a keystroke costs no request and no index lookup.
 * A word of the query matches a word of the title or of `words` (species, categories, synonyms)
 * that starts with it, as pagefind matches; every word must match.
 */
export type SuggestionType = 'product' | 'category' | 'article';

export interface Suggestion {
    title: string;
    url: string;
    type: SuggestionType;
    /** further words it is found by (normalised, space-separated) */
    words?: string;
    /** "€ 10,53 per m1": a product's price from, as the results show it */
    price?: string;
    /** a product's own categories, a category's id (src/lib/search/availability.ts) */
    categories?: string;
    category?: string;
}

/** How many of each type the box shows: products first, the way most searches end. */
export const SUGGESTION_LIMITS: Record<SuggestionType, number> = { product: 5, category: 3, article: 2 };

const wordsOfTitle = (title: string) => normalizeWord(title).split(/[^\p{L}\p{N}]+/u).filter(word => word !== '');

export interface SuggestionMatch {
    /** the term the suggestions are for: the query, or its correction when the query matched nothing */
    term: string;
    corrected: boolean;
    suggestions: Suggestion[];
}

/**
 * The suggestion list made ready to match: each entry's words normalised once, as the list loads (the
 * box is tapped before a key is typed), so a keystroke only compares words.
 */
export interface SuggestionIndex {
    entries: readonly { entry: Suggestion; title: string[]; more: string[] }[];
    /** the words typos are corrected against, made on the first query that matches nothing */
    vocabulary: () => readonly string[];
    /** titles in alphabetical order among equals (the collator is made with the index: its first use is slow) */
    compare: (a: string, b: string) => number;
}

export function suggestionIndex(list: readonly Suggestion[]): SuggestionIndex {
    let vocabulary: string[] | undefined;
    return {
        entries: list.map(entry => ({ entry, title: wordsOfTitle(entry.title), more: entry.words ? entry.words.split(' ') : [] })),
        vocabulary: () => (vocabulary ??= vocabularyOf(list.map(entry => `${entry.title} ${entry.words ?? ''}`))),
        compare: new Intl.Collator().compare,
    };
}

function match(words: string[], index: SuggestionIndex): Suggestion[] {
    const scored: { entry: Suggestion; score: number }[] = [];
    for (const { entry, title, more } of index.entries) {
        let score = 0;
        let all = true;
        for (const word of words) {
            if (title.some(known => known.startsWith(word))) score += 2;
            else if (more.some(known => known.startsWith(word))) score += 1;
            else {
                all = false;
                break;
            }
        }
        if (!all) continue;
        if (title[0]?.startsWith(words[0])) score += 1;
        scored.push({ entry, score });
    }
    scored.sort((a, b) => b.score - a.score || a.entry.title.length - b.entry.title.length || index.compare(a.entry.title, b.entry.title));
    const counts: Record<SuggestionType, number> = { product: 0, category: 0, article: 0 };
    const shown: Suggestion[] = [];
    for (const { entry } of scored) {
        if (counts[entry.type] >= SUGGESTION_LIMITS[entry.type]) continue;
        counts[entry.type]++;
        shown.push(entry);
    }
    // grouped by type, in the order of the limits
    return (Object.keys(SUGGESTION_LIMITS) as SuggestionType[]).flatMap(type => shown.filter(entry => entry.type === type));
}

/**
 * The suggestions for what is typed so far; when nothing matches, those for the query with its typos
 * corrected (the same bounded tolerance as the search page: 1 edit up to 6 letters, 2 from 7).
 */
export function suggestionsFor(query: string, index: SuggestionIndex): SuggestionMatch {
    const words = queryWords(query);
    if (words.length === 0) return { term: query, corrected: false, suggestions: [] };
    const found = match(words, index);
    if (found.length > 0) return { term: query, corrected: false, suggestions: found };
    const corrected = correctQuery(words.join(' '), index.vocabulary());
    if (!corrected) return { term: query, corrected: false, suggestions: [] };
    return { term: corrected, corrected: true, suggestions: match(queryWords(corrected), index) };
}
