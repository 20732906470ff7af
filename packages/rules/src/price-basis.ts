/**
 * Comparable prices: the unit a category's products are compared in, and a variant's price in it.
 * A shop sells decking per m1 or per m² and posts per piece; in one category the visitor compares
 * on one basis, the one the trade uses there (per m² for decking and cladding, per m1 for boards
 * and beams, per piece for poles, screens and accessories).
 */

/** The units a price is given in: per running metre, per square metre, per piece. */
export type PriceUnit = 'm1' | 'm2' | 'piece';

export function isPriceUnit(value: unknown): value is PriceUnit {
    return value === 'm1' || value === 'm2' || value === 'piece';
}

/**
 * The basis per category, keyed by the category's Dutch slug (the default locale's, the same in
 * every environment); a category without an entry takes its nearest parent's. A category outside
 * every entry (and all products) has no basis: each card shows its own unit.
 */
export const CATEGORY_PRICE_BASIS: Readonly<Record<string, PriceUnit>> = {
    vlonderplanken: 'm2',
    onderconstructie: 'm1',
    gevelbekleding: 'm2',
    planken: 'm1',
    'balken-en-palen': 'm1',
    rondhout: 'piece',
    'schuttingen-en-schermen': 'piece',
    schuttingplanken: 'm1',
    'schaafwerk-op-maat': 'm1',
    toebehoren: 'piece',
};

/** The basis of a category given the Dutch slugs from the top of the tree down to it; undefined: none. */
export function categoryPriceBasis(dutchSlugPath: readonly string[]): PriceUnit | undefined {
    for (let i = dutchSlugPath.length - 1; i >= 0; i--) {
        const basis = CATEGORY_PRICE_BASIS[dutchSlugPath[i]];
        if (basis) return basis;
    }
    return undefined;
}

/** What a variant's price in another unit needs: its price (cents) and its length (cm) and width (mm), 0 when not given. */
export interface MeasuredPrice {
    price: number;
    lengthCm: number;
    widthMm: number;
}

/**
 * A variant's price per unit: per running metre its price divided by its length, per m² by its
 * length times width, per piece as it is. Undefined when the variant lacks the measure the unit
 * needs (a garden screen has no length to give a price per m1).
 */
export function priceInUnit({ price, lengthCm, widthMm }: MeasuredPrice, unit: PriceUnit): number | undefined {
    const lengthM = lengthCm / 100;
    const widthM = widthMm / 1000;
    if (unit === 'piece') return price;
    if (lengthM <= 0) return undefined;
    if (unit === 'm1') return price / lengthM;
    return widthM > 0 ? price / (lengthM * widthM) : undefined;
}

/** The lowest price per unit of a product's variants (whole cents), or undefined when none has the measures. */
export function lowestPriceInUnit(variants: readonly MeasuredPrice[], unit: PriceUnit): number | undefined {
    const prices = variants.map(v => priceInUnit(v, unit)).filter((p): p is number => p !== undefined);
    return prices.length ? Math.round(Math.min(...prices)) : undefined;
}

/** A product's lowest price in each unit its variants' measures allow: what a card and the price sort compare. */
export function lowestPrices(variants: readonly MeasuredPrice[]): Partial<Record<PriceUnit, number>> {
    const result: Partial<Record<PriceUnit, number>> = {};
    for (const unit of ['m1', 'm2', 'piece'] as const) {
        const lowest = lowestPriceInUnit(variants, unit);
        if (lowest !== undefined) result[unit] = lowest;
    }
    return result;
}
