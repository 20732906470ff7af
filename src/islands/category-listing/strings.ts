import { CARD_STRINGS } from '../../components/ProductCard';

/** The texts the category island gets from its page (never the whole dictionary). */
export const CATEGORY_STRINGS = [
    ...CARD_STRINGS,
    'catalogue.productCount_one',
    'catalogue.productCount_other',
    'catalogue.listing.filtersTitle',
    'catalogue.listing.clearFilters',
    'catalogue.listing.filterButton',
    'catalogue.listing.closeFilters',
    'catalogue.listing.showResults_one',
    'catalogue.listing.showResults_other',
    'catalogue.listing.sortLabel',
    'catalogue.listing.sort.relevance',
    'catalogue.listing.sort.thickness',
    'catalogue.listing.sort.width',
    'catalogue.listing.sort.quality',
    'catalogue.listing.sort.nameAsc',
    'catalogue.listing.sort.nameDesc',
    'catalogue.listing.sort.priceAsc',
    'catalogue.listing.sort.priceDesc',
    'catalogue.listing.loading',
    'catalogue.listing.loadError',
    'catalogue.listing.retry',
    'catalogue.listing.empty',
    'catalogue.listing.pagination',
    'catalogue.listing.previous',
    'catalogue.listing.next',
    'catalogue.listing.page',
    'businessPrices.categoryNotSold',
    'businessPrices.allProducts',
] as const;

export type CategoryStrings = Record<(typeof CATEGORY_STRINGS)[number], string>;
