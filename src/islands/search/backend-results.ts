import { categoryPath, type Locale, productPath } from '@timber-shop/rules';
import { getSearchResults, getWebsiteCategories, type ProductTemplatesPage } from '../../lib/api/catalogue';
import { type CardData, cardData } from '../../lib/catalogue/catalogue';
import { imageUrl } from '../../lib/images';
import { productResultMeta } from '../../lib/search/result-meta';
import { speciesName } from '../../lib/search/species';

/** A search result as the search page shows it (the shape of pagefind's result data). */
export interface SearchResultData {
    url: string;
    excerpt: string;
    meta: Record<string, string>;
}

/** The search page's filters, as in its address: a result type, a species by its short name (the index's species filter). */
export interface SearchFilters {
    type?: string;
    species?: string;
}

/** The search's form of a text: lower case, without accents (as the listing's search and pagefind compare). */
const normalise = (text: string) =>
    text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();

/** Whether every word of the term starts a word of the text (pagefind's prefix match). */
export function matchesWords(term: string, text: string): boolean {
    const words = normalise(text).split(/[^\p{L}\p{N}]+/u);
    return normalise(term)
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .every(word => words.some(candidate => candidate.startsWith(word)));
}

/**
 * What the search page shows when pagefind's index cannot be loaded, from the backend, grouped as the
 * index's results are:
 * - the products it finds (getSearchResults: every word in the name, slug, species or a facet value, best
 *   matches first; what a price-list customer's list does not sell left out), with the meta the index's
 *   records carry, narrowed to the species asked for (the listing's species filter, by the species' short name);
 * - the categories whose name or text holds every word (the category records' content), unless a species
 *   is asked for (categories have none, as in the index).
 * Articles are in the index alone: the content source is read at build time only. Also the species the
 * found products have, for the species filter the index would give.
 */
export async function backendSearchResults(
    locale: Locale,
    term: string,
    limit: number,
    unitName: (unit: CardData['unit']) => string,
    filters: SearchFilters = {},
): Promise<{ count: number; results: SearchResultData[]; species: string[] }> {
    const wantsProducts = !filters.type || filters.type === 'product';
    const wantsCategories = (!filters.type || filters.type === 'category') && !filters.species;
    const [products, categories] = await Promise.all([
        wantsProducts ? productResults(locale, term, limit, unitName, filters.species) : undefined,
        wantsCategories ? getWebsiteCategories(locale) : undefined,
    ]);
    const found = (categories ?? []).filter(category => matchesWords(term, `${category.name} ${category.description ?? ''}`));
    const categoryResults = found.map(category => ({
        url: categoryPath(
            locale,
            category.breadcrumbs.map(crumb => crumb.slug),
        ),
        excerpt: '',
        meta: { title: category.name, type: 'category', category: category.id, ...(category.featuredAsset ? { image: imageUrl(category.featuredAsset, 'thumb', 'webp') } : {}) },
    }));
    return {
        count: (products?.count ?? 0) + categoryResults.length,
        results: [...(products?.results ?? []), ...categoryResults].slice(0, limit),
        species: products?.species ?? [],
    };
}

async function productResults(locale: Locale, term: string, limit: number, unitName: (unit: CardData['unit']) => string, species: string | undefined) {
    let page: ProductTemplatesPage = await getSearchResults(locale, term, limit);
    const speciesValues = page.filters.find(filter => filter.attribute === 'species')?.values.filter(value => value.count > 0) ?? [];
    if (species) {
        // the index filters by the species' short name; the listing by the facet value's code
        const value = speciesValues.find(candidate => speciesName(candidate.name) === species);
        page = value ? await getSearchResults(locale, term, limit, { species: [value.value] }) : { totalItems: 0, items: [], filters: page.filters };
    }
    const results = page.items.map(item => {
        const card = cardData(item);
        return { url: productPath(locale, card.slug, card.id), excerpt: '', meta: { title: card.name, type: 'product', ...productResultMeta(locale, card, unitName) } };
    });
    return { count: page.totalItems, results, species: [...new Set(speciesValues.map(value => speciesName(value.name)))] };
}
