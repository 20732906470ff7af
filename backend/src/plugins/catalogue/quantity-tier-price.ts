import {
    Injector,
    Order,
    OrderItemPriceCalculationStrategy,
    PriceCalculationResult,
    Product,
    ProductVariant,
    RequestContext,
    TransactionalConnection,
} from '@vendure/core';

/** A quantity tier of a product (its `quantityTiers` custom field): from minQuantity pieces on, discountPercent off. */
export interface QuantityTier {
    minQuantity: number | null;
    discountPercent: number | null;
}

/**
 * The discount (percent) of an order line of this many pieces: the best tier it reaches, else 0.
 * The same rule as the product page's (src/lib/product.ts `tierDiscount`).
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
 * The unit price after a tier discount, in whole cents: rounded per unit, half up
 * (Math.round of price x (100 - percent) / 100). Vendure keeps an order line's unit price as an
 * integer and multiplies it by the quantity, so the line is always the rounded unit price times the
 * quantity; the product page computes its total the same way.
 */
export function tierUnitPrice(price: number, percent: number): number {
    return percent > 0 ? Math.round((price * (100 - percent)) / 100) : price;
}

/**
 * Applies the product's quantity tiers to each order line (DESIGN: per order line): the line's
 * unit price is the price the wrapped strategy gives (Vendure's default: the variant's price; later
 * perhaps a customer group's price list) less the tier the line's quantity reaches. Vendure asks
 * again whenever a line is added or its quantity changes, so lowering the quantity below a tier
 * brings the full price back.
 */
export class QuantityTierPriceCalculationStrategy implements OrderItemPriceCalculationStrategy {
    private connection: TransactionalConnection;

    /** @param inner the strategy whose price the tiers reduce (the one configured before) */
    constructor(private readonly inner: OrderItemPriceCalculationStrategy) {}

    async init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
        await this.inner.init?.(injector);
    }

    async destroy() {
        await this.inner.destroy?.();
    }

    async calculateUnitPrice(
        ctx: RequestContext,
        productVariant: ProductVariant,
        orderLineCustomFields: { [key: string]: unknown },
        order: Order,
        quantity: number,
    ): Promise<PriceCalculationResult> {
        const result = await this.inner.calculateUnitPrice(ctx, productVariant, orderLineCustomFields, order, quantity);
        const percent = tierDiscount(quantity, await this.tiersOf(ctx, productVariant));
        return percent > 0 ? { ...result, price: tierUnitPrice(result.price, percent) } : result;
    }

    private async tiersOf(ctx: RequestContext, variant: ProductVariant): Promise<QuantityTier[]> {
        const loaded = (variant.product?.customFields as { quantityTiers?: QuantityTier[] } | undefined)?.quantityTiers;
        if (loaded) return loaded;
        const product = await this.connection.getRepository(ctx, Product).findOne({ where: { id: variant.productId } });
        return (product?.customFields as { quantityTiers?: QuantityTier[] | null } | undefined)?.quantityTiers ?? [];
    }
}
