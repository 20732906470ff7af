import { tierUnitPrice } from './quantity-tiers.ts';

/**
 * A customer group's price list (the business customers'): list prices per variant, else a
 * percentage off per category; the quantity tiers of the order line apply on top.
 */
export interface PriceList {
    variantPrices: ReadonlyArray<{ sku: string; price: number }>;
    categoryDiscounts: ReadonlyArray<{ category: string; percent: number }>;
}

/**
 * A variant's price (cents, excl. VAT) under a price list: its own list price when the list names
 * its SKU, else the public price less the best percentage of the categories it is in, rounded per
 * piece half up like the tiers (one money rule).
 */
export function priceListPrice(list: PriceList, item: { sku: string; categories: readonly string[]; price: number }): number {
    const own = list.variantPrices.find(entry => entry.sku === item.sku && Number.isInteger(entry.price) && entry.price >= 0);
    if (own) return own.price;
    let percent = 0;
    for (const discount of list.categoryDiscounts) {
        if (item.categories.includes(discount.category) && discount.percent > percent) percent = discount.percent;
    }
    return tierUnitPrice(item.price, Math.min(percent, 100));
}
