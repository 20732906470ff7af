import type { Locale } from '@timber-shop/rules';

/**
 * The category listing's texts: the range filters' value names, the all-products category and the
 * generated category text (the spec's getCategoryText). The words are in the catalogue plugin's
 * i18n files (`catalogue.*`); what differs per language beyond words (which names are lower-cased
 * inside a sentence) is here.
 *
 * Pure: it gets its texts from the caller, so the rules can be read and tested on their own.
 */

/** A text of the catalogue plugin in the request's language, variables filled in. */
export type CatalogueText = (key: string, vars?: Record<string, string | number>) => string;

// ---------------------------------------------------------------------------------------------
// Range filters (spec section 9): lower bound inclusive, upper bound exclusive, in mm.
// ---------------------------------------------------------------------------------------------

export type RangeAttribute = 'thickness' | 'width';

export interface RangeValue {
    /** the value code in URLs and in the filter input */
    code: string;
    min: number;
    /** exclusive; Infinity for the open range */
    max: number;
}

export const RANGE_VALUES: Record<RangeAttribute, RangeValue[]> = {
    thickness: [
        { code: '0-28', min: 0, max: 28 },
        { code: '28-40', min: 28, max: 40 },
        { code: '40-60', min: 40, max: 60 },
        { code: '60-plus', min: 60, max: Infinity },
    ],
    width: [
        { code: '0-70', min: 0, max: 70 },
        { code: '70-150', min: 70, max: 150 },
        { code: '150-plus', min: 150, max: Infinity },
    ],
};

export const RANGE_ATTRIBUTES = Object.keys(RANGE_VALUES) as RangeAttribute[];

export function isRangeAttribute(code: string): code is RangeAttribute {
    return code === 'thickness' || code === 'width';
}

/**
 * The range a measure falls in. A product without the measure (null) or with 0 (accessories,
 * which have no thickness or width) is in none.
 */
export function rangeOf(attribute: RangeAttribute, mm: number | null | undefined): string | undefined {
    if (mm == null || !(mm > 0)) return undefined;
    return RANGE_VALUES[attribute].find(r => mm >= r.min && mm < r.max)?.code;
}

/** The shopper's name of a range value: 'tot 28 mm', '28–40 mm', '60 mm en meer'. */
export function rangeName(range: RangeValue, text: CatalogueText): string {
    if (range.min === 0) return text('catalogue.range.up-to', { max: range.max });
    if (range.max === Infinity) return text('catalogue.range.and-more', { min: range.min });
    return text('catalogue.range.between', { min: range.min, max: range.max });
}

/** The filter's name when the catalogue has no facet of that code to take it from. */
export function rangeFallbackName(attribute: RangeAttribute, text: CatalogueText): string {
    return text(`catalogue.range.${attribute}`);
}

// ---------------------------------------------------------------------------------------------
// getCategoryText
// ---------------------------------------------------------------------------------------------

/** Lower-cases the first letter inside a sentence, but leaves acronyms (FSC, KD) alone. */
function inSentence(name: string): string {
    if (name.length > 1 && name[1] === name[1].toLowerCase()) return name.charAt(0).toLowerCase() + name.slice(1);
    return name.length === 1 ? name.toLowerCase() : name;
}

export interface CategoryTextInput {
    locale: Locale;
    text: CatalogueText;
    /** the collection's name, or undefined for all products */
    categoryName?: string;
    categoryDescription?: string;
    categorySeoTitle?: string;
    categorySeoDescription?: string;
    /** the names of the selected filter values, in filter order */
    selectedNames: string[];
    /** how many products match the category and the filters */
    count: number;
}

export interface CategoryText {
    title: string;
    text: string;
    seoTitle: string;
    seoDescription: string;
}

/**
 * The title, text and SEO texts of a category page with some filter values selected.
 * Without filters: the category's own texts. With filters: the title gets the values' names
 * and the text is a sentence naming the category, the values and the number of products.
 */
export function categoryText(input: CategoryTextInput): CategoryText {
    const { text: t, selectedNames } = input;
    const name = input.categoryName ?? t('catalogue.all-products.title');
    const title = [name, ...selectedNames].join(' ');
    if (selectedNames.length === 0) {
        const text = input.categoryName === undefined ? t('catalogue.all-products.text') : (input.categoryDescription ?? '');
        return {
            title,
            text,
            seoTitle: input.categorySeoTitle || title,
            seoDescription: input.categorySeoDescription || text || title,
        };
    }
    const noun = input.categoryName === undefined ? t('catalogue.all-products.noun') : input.categoryName;
    const text = filteredText(input, noun);
    return { title, text, seoTitle: title, seoDescription: text };
}

function filteredText({ locale, text, selectedNames, count }: CategoryTextInput, noun: string): string {
    // Inside the sentence Dutch lower-cases the category and the values, English the category;
    // German nouns keep their capital.
    const category = locale === 'de' ? noun : inSentence(noun);
    const values = (locale === 'nl' ? selectedNames.map(inSentence) : selectedNames).join(', ');
    const form = count === 0 ? 'none' : count === 1 ? 'one' : 'many';
    return text(`catalogue.filtered.${form}`, { category, values, count });
}

/**
 * The listing's input errors (translation keys of the catalogue plugin, `error.catalogue.*`): the
 * storefront answers them with a 404.
 */
export const LISTING_ERRORS = {
    unknownCategory: 'error.catalogue.unknown-category',
    unknownAttribute: 'error.catalogue.unknown-attribute',
    unknownValue: 'error.catalogue.unknown-value',
    noValues: 'error.catalogue.no-values',
    pageSize: 'error.catalogue.page-size',
    currentPage: 'error.catalogue.current-page',
} as const;
