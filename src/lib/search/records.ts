import { type Locale, productPath } from '@timber-shop/rules';
import { cardData } from '../catalogue/catalogue';
import { imageUrl } from '../images';
import { translator } from '../i18n';
import { getProductsTagging } from '../api/content';
import { categoryUrl, loadCatalogue, loadSite } from '../site';
import { ownCategories } from './availability';
import { productResultMeta } from './result-meta';
import { speciesName } from './species';
import { timberSynonymsOf, withTimberSynonyms } from './timber-words';
import type { Suggestion } from './suggestions';
import { vocabularyOf, wordsOf } from './vocabulary';

/**
 * What the search index holds of the catalogue, per locale: one record per product page and per
 * category page, from the same data the build renders those pages from (so the index and the pages
 * agree), with the fields the results show (image, price from, unit) and filter on (type, species).
 * The build writes them to /search-records/{locale}.json; the post-build step feeds them to pagefind
 * as custom records (server/search-index.ts) and removes the file.
 */
export interface SearchRecord {
    url: string;
    content: string;
    meta: Record<string, string>;
    filters: Record<string, string[]>;
}

export interface SearchRecords {
    records: SearchRecord[];
    vocabulary: string[];
    /** the header box's suggestions of products and categories (the index step adds the articles) */
    suggestions: Suggestion[];
}

/** The vocabulary of the search page's typo tolerance: the words of the records' titles and species, and their synonyms. */
function withVocabulary(records: SearchRecord[]): SearchRecords {
    return {
        records,
        vocabulary: vocabularyOf(records.map(record => `${record.meta.title} ${record.filters.species?.join(' ') ?? ''} ${timberSynonymsOf(record.content).join(' ')}`)),
        suggestions: records.map(suggestionOf),
    };
}

/** A record as the header box suggests it: found by the words pagefind finds it by, shown with its title and price. */
function suggestionOf(record: SearchRecord): Suggestion {
    const { title, type, price, unit, categories, category } = record.meta;
    const titleWords = new Set(wordsOf(title));
    // its indexed text: intro, species, categories, facet values and synonyms (words of 3 letters or more)
    const words = [...new Set(wordsOf(record.content))].filter(word => word.length >= 3 && !titleWords.has(word));
    return {
        title,
        url: record.url,
        type: type === 'category' ? 'category' : 'product',
        ...(words.length ? { words: words.join(' ') } : {}),
        ...(price ? { price: `${price} ${unit ?? ''}`.trim() } : {}),
        ...(categories ? { categories } : {}),
        ...(category ? { category } : {}),
    };
}

/** The records of products (all, or these) of a locale: what their pages show, with their tags. */
async function productRecords(locale: Locale, productIds?: string[]): Promise<SearchRecord[]> {
    const t = translator(locale);
    // a whole build has every product's tags in the catalogue it read; a publish asks for the changed products'
    const [site, tagging] = await Promise.all([loadSite(locale), productIds ? getProductsTagging(locale, productIds) : loadCatalogue(locale)]);
    const details = new Map(tagging.map(product => [product.id, product]));
    const wanted = productIds && new Set(productIds);
    const parentOf = new Map(site.categories.map(category => [category.id, category.parentId]));
    return site.products
        .filter(product => !wanted || wanted.has(product.id))
        .map(product => {
            const detail = details.get(product.id);
            const card = cardData(product);
            const species =
                detail?.facetValues
                    .filter(value => value.facet.code === 'species')
                    .map(value => speciesName(value.customFields?.commercialName || value.name)) ?? [];
            const facetWords = detail?.facetValues.map(value => value.customFields?.commercialName || value.name) ?? [];
            const categories = site.categories.filter(category => product.collections.some(c => c.id === category.id)).map(category => category.name);
            return {
                url: productPath(locale, product.slug, product.id),
                // with the trade's other words for what it is (vlonder, decking, Terrassendielen; trade names of its species)
                content: withTimberSynonyms([product.name, detail?.customFields?.intro ?? '', ...species, ...categories, ...facetWords].join('. '), [product.name, ...species, ...categories].join('. ')),
                meta: {
                    title: product.name,
                    type: 'product',
                    categories: ownCategories(product.collections.map(c => c.id), parentOf).join(' '),
                    ...productResultMeta(locale, card, unit => String(t(`catalogue.perUnit.${unit}`))),
                },
                filters: { type: ['product'], ...(species.length ? { species } : {}) },
            };
        });
}

export async function searchRecords(locale: Locale): Promise<SearchRecords> {
    const site = await loadSite(locale);
    const records = await productRecords(locale);
    for (const category of site.categories) {
        records.push({
            url: categoryUrl(locale, category),
            content: withTimberSynonyms([category.name, category.description ?? ''].join('. '), category.name),
            meta: { title: category.name, type: 'category', category: category.id, ...(category.featuredAsset ? { image: imageUrl(category.featuredAsset, 'thumb', 'webp') } : {}) },
            filters: { type: ['category'] },
        });
    }
    return withVocabulary(records);
}

/**
 * A product publish (server/live-site.ts): the live build's records with those of these
 * products made anew (their addresses are unchanged, or the live site builds everything instead),
 * and the vocabulary of the result. Categories and content pages keep theirs.
 */
export async function searchRecordsWithProducts(locale: Locale, live: SearchRecord[], productIds: string[]): Promise<SearchRecords> {
    const fresh = await productRecords(locale, productIds);
    const replaced = new Set(fresh.map(record => record.url));
    return withVocabulary([...live.filter(record => !replaced.has(record.url)), ...fresh]);
}
