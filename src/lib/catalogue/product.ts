import { MAX_LINE_QUANTITY, type QuantityTier } from '@timber-shop/rules';
import type { VariantStock } from '../api/product';

/** Product page rules shared by the pre-rendered page and its islands. */

/**
 * Which stock pop-up text applies to an order of this many pieces: up to stockPopUp1Qty the first,
 * up to stockPopUp2Qty the second, beyond that the third. With both quantities 0 (their default)
 * there are no bands and every text is shown as it is: null.
 */
export function stockBand(quantity: number, qty1: number, qty2: number): 1 | 2 | 3 | null {
    if (qty1 <= 0 && qty2 <= 0) return null;
    const pieces = Math.max(1, quantity);
    if (qty1 > 0 && pieces <= qty1) return 1;
    if (pieces <= Math.max(qty1, qty2)) return 2;
    return 3;
}

/** The item number of a product: what its variants' SKUs share ('VL-DGL-28145' of 'VL-DGL-28145-300', …). */
export function itemNumber(skus: readonly string[]): string {
    if (skus.length === 0) return '';
    if (skus.length === 1) return skus[0];
    let prefix = skus[0];
    for (const sku of skus) while (!sku.startsWith(prefix)) prefix = prefix.slice(0, -1);
    return prefix.replace(/[-_.\s]+$/, '');
}

/** A typed quantity: a whole number of pieces, 0 when left empty, or 'invalid'. */
export function parseQuantity(text: string): number | 'invalid' {
    const value = text.trim();
    if (value === '') return 0;
    if (!/^\d+$/.test(value)) return 'invalid';
    const quantity = Number(value);
    return quantity <= MAX_LINE_QUANTITY ? quantity : 'invalid';
}

/** A sellable variant as the product page hands it to its islands: prices in cents with the locale's VAT. */
export interface ChooserVariant {
    id: string;
    sku: string;
    /** what the shopper chooses: the length ('3,05 m') or the version ('Doos 100 stuks') */
    label: string;
    /** cm */
    length: number;
    /** mm */
    width: number;
    /** per piece, with VAT */
    price: number;
    /** per piece, without VAT: what the order line's price and quantity tier start from */
    priceExVat: number;
    /** per m1, m2 or piece, as the product is priced */
    unitPrice: number;
    saleDelay: number;
    stockTexts: [string, string, string];
    /** the stock pop-up quantities of the build, until the live ones arrive */
    stock: VariantStock;
    customMessage: string;
}

/** The product's sample (a variant of length 23, about 25 cm): sent free by post on request, not sold. */
export interface SampleVariant {
    id: string;
}

/** A quantity tier as the product page shows it (a valid one: from at least one piece, a discount). */
export interface ShownTier {
    minQuantity: number;
    discountPercent: number;
}

/** The tiers a product page lists: those from at least one piece with a discount, by quantity. */
export function shownTiers(tiers: readonly QuantityTier[] | null | undefined): ShownTier[] {
    return (tiers ?? [])
        .flatMap(({ minQuantity, discountPercent }) => (minQuantity && minQuantity > 0 && discountPercent && discountPercent > 0 ? [{ minQuantity, discountPercent }] : []))
        .sort((a, b) => a.minQuantity - b.minQuantity);
}
