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

/** A category (collection) as the availability rule sees it: its id, its parent's and its slugs in every language. */
export interface CategoryNode {
    id: string;
    parentId: string | null;
    slugs: readonly string[];
}

/** The categories a customer may see: `sold` lists products, `shown` adds their ancestors, the way to them in menus. */
export interface CategoryAccess {
    sold: ReadonlySet<string>;
    shown: ReadonlySet<string>;
}

/**
 * Category availability follows the price list (spec section 6). A list may name the categories it
 * sells (slugs, any language); a named category sells its subcategories too, and its ancestors stay
 * in the menus as the way to it (their listings show only the products sold). Each of a customer's
 * lists opens its categories; a list that names none sells everything, and so does no list at all:
 * `null`, nothing hidden.
 */
export function categoryAccess(limits: ReadonlyArray<readonly string[]>, categories: readonly CategoryNode[]): CategoryAccess | null {
    if (!limits.length || limits.some(slugs => !slugs.length)) return null;
    const named = new Set(limits.flat());
    const byId = new Map(categories.map(category => [category.id, category]));
    const ancestry = (category: CategoryNode): CategoryNode[] => {
        const path: CategoryNode[] = [];
        const seen = new Set<string>();
        for (let node: CategoryNode | undefined = category; node && !seen.has(node.id); node = node.parentId ? byId.get(node.parentId) : undefined) {
            seen.add(node.id);
            path.push(node);
        }
        return path;
    };
    const sold = new Set<string>();
    const shown = new Set<string>();
    for (const category of categories) {
        const path = ancestry(category);
        if (!path.some(node => node.slugs.some(slug => named.has(slug)))) continue;
        sold.add(category.id);
        for (const node of path) shown.add(node.id);
    }
    return { sold, shown };
}
