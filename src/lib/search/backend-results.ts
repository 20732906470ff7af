import { type Locale, productPath } from '@timber-shop/rules';
import { getSearchResults } from '../api/catalogue';
import { type CardData, cardData } from '../catalogue';
import { productResultMeta } from './result-meta';

/** A search result as the search page shows it (the shape of pagefind's result data). */
export interface SearchResultData {
    url: string;
    excerpt: string;
    meta: Record<string, string>;
}

/**
 * The products the backend finds for a term (getSearchResults: every word in the name, slug, species
 * or a facet value, best matches first; what a price-list customer's list does not sell left out), as
 * search results with the meta the index's records carry: the search page's results when pagefind's
 * index cannot be loaded. Products only: categories and articles are in the index alone.
 */
export async function backendSearchResults(
    locale: Locale,
    term: string,
    limit: number,
    unitName: (unit: CardData['unit']) => string,
): Promise<{ count: number; results: SearchResultData[] }> {
    const { totalItems, items } = await getSearchResults(locale, term, limit);
    const results = items.map(item => {
        const card = cardData(item);
        return { url: productPath(locale, card.slug, card.id), excerpt: '', meta: { title: card.name, type: 'product', ...productResultMeta(locale, card, unitName) } };
    });
    return { count: totalItems, results };
}
