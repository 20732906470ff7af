/**
 * Texts of the category listing in the shop's languages (nl, en, de): the range filters'
 * value names, the all-products category, the generated category text (the spec's
 * getCategoryText) and the messages of the listing's input errors.
 *
 * Pure: no Vendure imports beyond types, so the rules can be read and tested on their own.
 */

export type TextLanguage = 'nl' | 'en' | 'de';

/** The language of these texts for a request language: nl, en or de, else English. */
export function textLanguage(languageCode: string): TextLanguage {
    const base = languageCode.split(/[_-]/)[0];
    return base === 'nl' || base === 'de' ? base : 'en';
}

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
export function rangeName(range: RangeValue, language: TextLanguage): string {
    if (range.min === 0) return { nl: `tot ${range.max} mm`, en: `up to ${range.max} mm`, de: `bis ${range.max} mm` }[language];
    if (range.max === Infinity) return { nl: `${range.min} mm en meer`, en: `${range.min} mm and more`, de: `${range.min} mm und mehr` }[language];
    return `${range.min}–${range.max} mm`;
}

/** The filter's name when the catalogue has no facet of that code to take it from. */
export const RANGE_FALLBACK_NAMES: Record<RangeAttribute, Record<TextLanguage, string>> = {
    thickness: { nl: 'Dikte', en: 'Thickness', de: 'Stärke' },
    width: { nl: 'Breedte', en: 'Width', de: 'Breite' },
};

// ---------------------------------------------------------------------------------------------
// The all-products category (no collectionSlug)
// ---------------------------------------------------------------------------------------------

export const ALL_PRODUCTS: Record<TextLanguage, { title: string; text: string; noun: string }> = {
    nl: {
        title: 'Alle producten',
        text: 'Ons volledige assortiment hout: vlonderplanken, planken, balken, palen, schuttingen, gevelbekleding en toebehoren, uit voorraad leverbaar en op maat geschaafd.',
        noun: 'producten',
    },
    en: {
        title: 'All products',
        text: 'Our full range of timber: decking, boards, beams, posts, fencing, cladding and accessories, available from stock and planed to size.',
        noun: 'products',
    },
    de: {
        title: 'Alle Produkte',
        text: 'Unser gesamtes Holzsortiment: Terrassendielen, Bretter, Balken, Pfosten, Zäune, Fassadenverkleidung und Zubehör, ab Lager lieferbar und auf Maß gehobelt.',
        noun: 'Produkte',
    },
};

// ---------------------------------------------------------------------------------------------
// getCategoryText
// ---------------------------------------------------------------------------------------------

/** Lower-cases the first letter inside a sentence, but leaves acronyms (FSC, KD) alone. */
function inSentence(name: string): string {
    if (name.length > 1 && name[1] === name[1].toLowerCase()) return name.charAt(0).toLowerCase() + name.slice(1);
    return name.length === 1 ? name.toLowerCase() : name;
}

export interface CategoryTextInput {
    language: TextLanguage;
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
    const { language, selectedNames, count } = input;
    const all = ALL_PRODUCTS[language];
    const name = input.categoryName ?? all.title;
    const title = [name, ...selectedNames].join(' ');
    if (selectedNames.length === 0) {
        const text = input.categoryName === undefined ? all.text : (input.categoryDescription ?? '');
        return {
            title,
            text,
            seoTitle: input.categorySeoTitle || title,
            seoDescription: input.categorySeoDescription || text || title,
        };
    }
    const noun = input.categoryName === undefined ? all.noun : input.categoryName;
    const text = filteredText(language, noun, selectedNames, count);
    return { title, text, seoTitle: title, seoDescription: text };
}

function filteredText(language: TextLanguage, noun: string, names: string[], count: number): string {
    switch (language) {
        case 'nl': {
            const category = inSentence(noun);
            const values = names.map(inSentence).join(', ');
            if (count === 0) return `Op dit moment hebben we geen ${category} in ${values}. Bekijk ons volledige assortiment of vraag een offerte aan.`;
            if (count === 1) return `Bekijk onze ${category} in ${values}: 1 product, uit voorraad leverbaar en op maat geschaafd.`;
            return `Bekijk onze ${count} ${category} in ${values}: uit voorraad leverbaar en op maat geschaafd.`;
        }
        case 'en': {
            const category = inSentence(noun);
            const values = names.join(', ');
            if (count === 0) return `We currently have no ${category} in ${values}. Browse our full range or ask for a quote.`;
            if (count === 1) return `Browse our ${category} in ${values}: 1 product, available from stock and planed to size.`;
            return `Browse our ${count} ${category} in ${values}: available from stock and planed to size.`;
        }
        case 'de': {
            // German nouns keep their capital.
            const values = names.join(', ');
            if (count === 0) return `Derzeit haben wir keine ${noun} in ${values}. Entdecken Sie unser gesamtes Sortiment oder fordern Sie ein Angebot an.`;
            if (count === 1) return `Entdecken Sie unsere ${noun} in ${values}: 1 Produkt, ab Lager lieferbar und auf Maß gehobelt.`;
            return `Entdecken Sie unsere ${count} ${noun} in ${values}: ab Lager lieferbar und auf Maß gehobelt.`;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Input errors: the storefront answers them with a 404. Plain quotes only: Vendure passes the
// message through i18next with ICU formatting, where an apostrophe or a brace is syntax.
// ---------------------------------------------------------------------------------------------

export const LISTING_ERRORS = {
    unknownCategory: (slug: string) => ({
        nl: `Onbekende categorie "${slug}"`,
        en: `Unknown category "${slug}"`,
        de: `Unbekannte Kategorie "${slug}"`,
    }),
    unknownAttribute: (attribute: string) => ({
        nl: `Onbekend filterkenmerk "${attribute}"`,
        en: `Unknown filter attribute "${attribute}"`,
        de: `Unbekanntes Filtermerkmal "${attribute}"`,
    }),
    unknownValue: (attribute: string, value: string) => ({
        nl: `Onbekende waarde "${value}" voor filterkenmerk "${attribute}"`,
        en: `Unknown value "${value}" for filter attribute "${attribute}"`,
        de: `Unbekannter Wert "${value}" für Filtermerkmal "${attribute}"`,
    }),
    noValues: (attribute: string) => ({
        nl: `Filterkenmerk "${attribute}" heeft geen waarden`,
        en: `Filter attribute "${attribute}" has no values`,
        de: `Filtermerkmal "${attribute}" hat keine Werte`,
    }),
    pageSize: (pageSize: number) => ({
        nl: `Ongeldig aantal per pagina ${pageSize}: toegestaan is 1 tot en met 100`,
        en: `Invalid page size ${pageSize}: allowed is 1 to 100`,
        de: `Ungültige Seitengröße ${pageSize}: erlaubt ist 1 bis 100`,
    }),
    currentPage: (page: number) => ({
        nl: `Ongeldig paginanummer ${page}: de eerste pagina is 1`,
        en: `Invalid page number ${page}: the first page is 1`,
        de: `Ungültige Seitenzahl ${page}: die erste Seite ist 1`,
    }),
} satisfies Record<string, (...args: never[]) => Record<TextLanguage, string>>;
