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
import { tierDiscount, tierUnitPrice, type QuantityTier } from '@timber-shop/rules';

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
