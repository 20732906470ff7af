/**
 * The category listing's rules on in-memory data: which filters a catalogue offers, which
 * products match a selection, the faceted counts, search and sort. The service loads the data
 * (product-templates-list.service.ts); everything here is pure.
 */
import type { PriceUnit } from '@timber-shop/rules';
import { isRangeAttribute, RANGE_ATTRIBUTES, RANGE_VALUES, rangeFallbackName, rangeName, rangeOf, type CatalogueText, type RangeAttribute } from './category-text';

/** One enabled product of the channel, translated for one language. */
export interface ListedProduct {
    id: string;
    name: string;
    slug: string;
    species: string;
    thickness: number | null;
    width: number | null;
    featured: boolean;
    /** ids of the collections it is in (through any of its variants) */
    collectionIds: Set<string>;
    /** facet code -> codes of its values in that facet */
    values: Map<string, Set<string>>;
    /** sequence of its quality value (the F4 facet `quality`); undefined without one */
    qualitySequence?: number;
    /** normalised name, slug, species and facet value names: what a search term is matched against */
    haystack: string;
    /** normalised name, for search relevance */
    searchName: string;
    /** its lowest price (cents excluding VAT, the channel's) in each unit its variants' measures allow: the price sort's */
    prices: Partial<Record<PriceUnit, number>>;
}

export interface FacetValueInfo {
    code: string;
    /** commercial name in the language, else the value's name */
    name: string;
    sequence: number;
    isVisible: boolean;
}

/** A public facet of the channel, translated. */
export interface FacetInfo {
    code: string;
    attributeKey: string | null;
    name: string;
    sequence: number;
    values: FacetValueInfo[];
}

/** A filter the listing offers: a facet's visible values, or a range of a product measure. */
export interface FilterAttribute {
    attribute: string;
    attributeKey: string | null;
    name: string;
    kind: 'facet' | 'range';
    values: Array<{ value: string; name: string }>;
}

export interface CatalogueData {
    /** in catalogue order: product id ascending */
    products: ListedProduct[];
    /** the F1..F8 filters in facet sequence, thickness and width as ranges */
    filters: FilterAttribute[];
}

/** The search's and the name sort's form of a text: lower case, without accents. */
export function normalise(text: string): string {
    return text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
}

export function compareIds(a: string, b: string): number {
    const na = Number(a);
    const nb = Number(b);
    if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
    return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The filters offered: facets whose attributeKey starts with F (F1..F8) in facet sequence, their
 * visible values in value sequence. The facets `thickness` and `width` become range filters
 * in their place; without such a facet the range filter comes last with a built-in name.
 */
export function filterAttributes(facets: FacetInfo[], text: CatalogueText): FilterAttribute[] {
    const filterFacets = facets.filter(f => f.attributeKey?.startsWith('F')).sort((a, b) => a.sequence - b.sequence);
    const range = (attribute: RangeAttribute, facet?: FacetInfo): FilterAttribute => ({
        attribute,
        attributeKey: facet?.attributeKey ?? null,
        name: facet?.name || rangeFallbackName(attribute, text),
        kind: 'range',
        values: RANGE_VALUES[attribute].map(r => ({ value: r.code, name: rangeName(r, text) })),
    });
    const result = filterFacets.map(
        (facet): FilterAttribute =>
            isRangeAttribute(facet.code)
                ? range(facet.code, facet)
                : {
                      attribute: facet.code,
                      attributeKey: facet.attributeKey,
                      name: facet.name,
                      kind: 'facet',
                      values: facet.values
                          .filter(v => v.isVisible)
                          .sort((a, b) => a.sequence - b.sequence)
                          .map(v => ({ value: v.code, name: v.name })),
                  },
    );
    for (const attribute of RANGE_ATTRIBUTES) {
        if (!result.some(f => f.attribute === attribute)) result.push(range(attribute));
    }
    return result;
}

/** The codes a product has for a filter attribute: its facet values, or the range of its measure. */
export function productCodes(product: ListedProduct, filter: FilterAttribute): Set<string> | string | undefined {
    if (filter.kind === 'range') return rangeOf(filter.attribute as RangeAttribute, product[filter.attribute as RangeAttribute]);
    return product.values.get(filter.attribute);
}

function hasAny(codes: Set<string> | string | undefined, selected: Set<string>): boolean {
    if (codes === undefined) return false;
    if (typeof codes === 'string') return selected.has(codes);
    for (const code of codes) if (selected.has(code)) return true;
    return false;
}

/** A validated selection: filter attribute -> selected value codes (OR within, AND across). */
export type Selection = Map<string, Set<string>>;

export type SelectionProblem =
    | { kind: 'unknownAttribute'; attribute: string }
    | { kind: 'unknownValue'; attribute: string; value: string }
    | { kind: 'noValues'; attribute: string };

/** Checks the requested filters against the offered ones; several entries for one attribute are joined. */
export function parseSelection(
    input: ReadonlyArray<{ attribute: string; values: readonly string[] }> | null | undefined,
    filters: FilterAttribute[],
): { selection: Selection } | { problem: SelectionProblem } {
    const selection: Selection = new Map();
    for (const { attribute, values } of input ?? []) {
        const filter = filters.find(f => f.attribute === attribute);
        if (!filter) return { problem: { kind: 'unknownAttribute', attribute } };
        if (values.length === 0) return { problem: { kind: 'noValues', attribute } };
        const selected = selection.get(attribute) ?? new Set<string>();
        for (const value of values) {
            if (!filter.values.some(v => v.value === value)) return { problem: { kind: 'unknownValue', attribute, value } };
            selected.add(value);
        }
        selection.set(attribute, selected);
    }
    return { selection };
}

/** The selected values' names in filter order (facet sequence, then value sequence). */
export function selectedNames(selection: Selection, filters: FilterAttribute[]): string[] {
    return filters.flatMap(f => {
        const selected = selection.get(f.attribute);
        return selected ? f.values.filter(v => selected.has(v.value)).map(v => v.name) : [];
    });
}

/** Every word of the term in the product's name, slug, species or facet value names. */
export function searchWords(search: string | null | undefined): string[] {
    return normalise(search ?? '')
        .split(/\s+/)
        .filter(Boolean);
}

export function matchesSearch(product: ListedProduct, words: string[]): boolean {
    return words.every(word => product.haystack.includes(word));
}

export interface FilterValueCount {
    value: string;
    name: string;
    count: number;
    selected: boolean;
}

export interface FilterWithCounts extends Omit<FilterAttribute, 'values'> {
    values: FilterValueCount[];
}

/**
 * The products matching the selection, and the faceted counts: a value of attribute X counts
 * the products that match every selected filter of the other attributes and have that value.
 * Values with no products are left out unless selected; filters left without values too.
 */
export function applySelection(products: ListedProduct[], filters: FilterAttribute[], selection: Selection) {
    const active = filters.filter(f => selection.has(f.attribute));
    const counts = new Map<string, Map<string, number>>(filters.map(f => [f.attribute, new Map()]));
    const matching: ListedProduct[] = [];
    for (const product of products) {
        const misses = active.filter(f => !hasAny(productCodes(product, f), selection.get(f.attribute)!));
        if (misses.length > 1) continue;
        if (misses.length === 0) matching.push(product);
        // With one miss the product counts only for the values of the attribute it misses.
        for (const filter of misses.length === 0 ? filters : misses) {
            const codes = productCodes(product, filter);
            if (codes === undefined) continue;
            const perValue = counts.get(filter.attribute)!;
            for (const code of typeof codes === 'string' ? [codes] : codes) perValue.set(code, (perValue.get(code) ?? 0) + 1);
        }
    }
    const withCounts: FilterWithCounts[] = filters
        .map(filter => {
            const selected = selection.get(filter.attribute);
            const perValue = counts.get(filter.attribute)!;
            const values = filter.values
                .map(v => ({ value: v.value, name: v.name, count: perValue.get(v.value) ?? 0, selected: !!selected?.has(v.value) }))
                .filter(v => v.count > 0 || v.selected);
            return { ...filter, values };
        })
        .filter(f => f.values.length > 0);
    return { matching, filters: withCounts };
}

export type SortField = 'relevance' | 'thickness' | 'width' | 'quality' | 'name' | 'price';
export type SortDirection = 'ASC' | 'DESC';

/**
 * Sorts the listing. `name` by the translated name for the language; `thickness`, `width` and
 * `quality` (the quality value's sequence) with products lacking them last in either direction,
 * then by name. `relevance` with search words: the name starting with the term first, then the
 * name containing it, then the other matches (species, facet values, slug), each by name;
 * without words: featured first, then catalogue order. DESC reverses all but relevance. `price` by the
 * lowest price on the category's basis (without one, the price of its cheapest piece), products without it last.
 */
export function sortProducts(
    products: ListedProduct[],
    sort: { field: SortField; direction: SortDirection },
    words: string[],
    languageCode: string,
    priceBasis?: PriceUnit,
): ListedProduct[] {
    const collator = collatorFor(languageCode);
    const byName = (a: ListedProduct, b: ListedProduct) => collator.compare(a.name, b.name) || compareIds(a.id, b.id);
    const sign = sort.direction === 'DESC' ? -1 : 1;
    const optional = (value: (p: ListedProduct) => number | null | undefined) => (a: ListedProduct, b: ListedProduct) => {
        const va = value(a);
        const vb = value(b);
        const ha = va != null && va > 0;
        const hb = vb != null && vb > 0;
        if (ha !== hb) return ha ? -1 : 1;
        if (ha && hb && va !== vb) return sign * (va! - vb!);
        return byName(a, b);
    };
    let compare: (a: ListedProduct, b: ListedProduct) => number;
    switch (sort.field) {
        case 'name':
            compare = (a, b) => sign * collator.compare(a.name, b.name) || compareIds(a.id, b.id);
            break;
        case 'thickness':
            compare = optional(p => p.thickness);
            break;
        case 'width':
            compare = optional(p => p.width);
            break;
        case 'price':
            compare = optional(p => p.prices[priceBasis ?? 'piece']);
            break;
        case 'quality':
            // sequences start at 0: shift by one so "has a quality" is > 0
            compare = optional(p => (p.qualitySequence === undefined ? undefined : p.qualitySequence + 1));
            break;
        default:
            if (words.length > 0) {
                const term = words.join(' ');
                const rank = (p: ListedProduct) => (p.searchName.startsWith(term) ? 0 : p.searchName.includes(term) ? 1 : 2);
                compare = (a, b) => rank(a) - rank(b) || byName(a, b);
            } else {
                compare = (a, b) => Number(b.featured) - Number(a.featured) || compareIds(a.id, b.id);
            }
    }
    return [...products].sort(compare);
}

const collators = new Map<string, Intl.Collator>();

function collatorFor(languageCode: string): Intl.Collator {
    let collator = collators.get(languageCode);
    if (!collator) {
        let locale = languageCode.replace('_', '-');
        try {
            Intl.Collator.supportedLocalesOf(locale);
        } catch {
            locale = 'en';
        }
        collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
        // language codes come from the request: keep the map small
        if (collators.size >= 16) collators.clear();
        collators.set(languageCode, collator);
    }
    return collator;
}
