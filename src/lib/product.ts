import type { Locale } from './locale';

/** Product page rules shared by the pre-rendered page and its islands. */

export interface QuantityTier {
    minQuantity: number;
    discountPercent: number;
}

/** The discount (percent) a line of this many pieces gets: the highest tier it reaches, else 0. */
export function tierDiscount(quantity: number, tiers: readonly QuantityTier[]): number {
    let percent = 0;
    for (const tier of tiers) if (quantity >= tier.minQuantity && tier.discountPercent > percent) percent = tier.discountPercent;
    return percent;
}

/**
 * A line's price in cents with VAT, computed as the backend prices the order line (so the cart
 * shows the same total): the piece price excluding VAT less the line's quantity tier, rounded to
 * the cent per piece (Vendure keeps a line's unit price in whole cents), then the VAT on the
 * line, rounded once: round((unit + unit x vat / 100) x quantity).
 */
export function lineTotal(pieceCentsExVat: number, quantity: number, tiers: readonly QuantityTier[], vatPercent: number): number {
    const percent = tierDiscount(quantity, tiers);
    const unit = percent > 0 ? Math.round((pieceCentsExVat * (100 - percent)) / 100) : pieceCentsExVat;
    return Math.round((unit + unit * (vatPercent / 100)) * quantity);
}

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

function decimal(value: number, locale: Locale, fractionDigits: { min: number; max: number }) {
    return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : `${locale}-${locale.toUpperCase()}`, {
        minimumFractionDigits: fractionDigits.min,
        maximumFractionDigits: fractionDigits.max,
    }).format(value);
}

/** A length in cm as metres: '3,05 m' (nl, de), '3.05 m' (en). */
export function formatLength(cm: number, locale: Locale): string {
    return `${decimal(cm / 100, locale, { min: 2, max: 2 })} m`;
}

/** A number with up to `max` decimals in the locale's notation: '0,0041', '12,5'. */
export function formatNumber(value: number, locale: Locale, max = 2): string {
    return decimal(value, locale, { min: 0, max });
}

/** The most pieces one line takes. */
export const MAX_LINE_QUANTITY = 9999;

/** A typed quantity: a whole number of pieces, 0 when left empty, or 'invalid'. */
export function parseQuantity(text: string): number | 'invalid' {
    const value = text.trim();
    if (value === '') return 0;
    if (!/^\d+$/.test(value)) return 'invalid';
    const quantity = Number(value);
    return quantity <= MAX_LINE_QUANTITY ? quantity : 'invalid';
}
