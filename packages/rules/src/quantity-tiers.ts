import { roundPerPiece, withVat } from './format.ts';

/**
 * Quantity tiers (DESIGN: per order line): from `minQuantity` pieces on, `discountPercent` off the
 * unit price. The backend prices order lines with these functions and the product page shows the
 * same totals.
 */
export interface QuantityTier {
    minQuantity: number | null;
    discountPercent: number | null;
}

/**
 * The discount (percent) of a line of this many pieces: the best tier it reaches, else 0. A tier
 * below one piece is no tier, and no discount goes past 100%.
 */
export function tierDiscount(quantity: number, tiers: readonly QuantityTier[] | null | undefined): number {
    let percent = 0;
    for (const tier of tiers ?? []) {
        const min = tier.minQuantity ?? 0;
        const off = tier.discountPercent ?? 0;
        if (min >= 1 && quantity >= min && off > percent) percent = off;
    }
    return Math.min(percent, 100);
}

/**
 * The unit price after a tier discount, in whole cents: rounded per unit, half up. Vendure keeps an
 * order line's unit price as an integer and multiplies it by the quantity, so the line is always
 * the rounded unit price times the quantity.
 */
export function tierUnitPrice(price: number, percent: number): number {
    return percent > 0 ? roundPerPiece((price * (100 - percent)) / 100) : price;
}

/**
 * A piece's price in cents as the cart shows it: the price excluding VAT less the line's tier,
 * rounded per piece, then with the VAT (also rounded per piece) unless the customer sees prices
 * excluding VAT.
 */
export function shownUnitPrice(pieceCentsExVat: number, quantity: number, tiers: readonly QuantityTier[] | null | undefined, vatPercent: number, inclVat = true): number {
    const unit = tierUnitPrice(pieceCentsExVat, tierDiscount(quantity, tiers));
    return inclVat ? withVat(unit, vatPercent) : unit;
}

/**
 * A line's price in cents as the cart shows it (so product page and calculator show the cart's
 * charge): the shown unit price times the quantity (the shop's rounding rule, `roundPerPiece`).
 */
export function lineTotal(pieceCentsExVat: number, quantity: number, tiers: readonly QuantityTier[] | null | undefined, vatPercent: number, inclVat = true): number {
    return roundPerPiece(shownUnitPrice(pieceCentsExVat, quantity, tiers, vatPercent, inclVat), quantity);
}
