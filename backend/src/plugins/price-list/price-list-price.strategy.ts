import {
    Injector,
    PriceCalculationResult,
    ProductVariantPriceCalculationArgs,
    ProductVariantPriceCalculationStrategy,
} from '@vendure/core';
import { PriceListService } from './price-list.service';

/**
 * A customer's price list sets the variant's price before tax (and the quantity tiers of the
 * order lines, which start from this price). Every price Vendure gives the customer comes through
 * here: product pages and category listings through the Shop API, cart, checkout and quotes.
 */
export class PriceListPriceCalculationStrategy implements ProductVariantPriceCalculationStrategy {
    private priceLists: PriceListService;

    /** @param inner the strategy that adds the tax to the price (Vendure's default) */
    constructor(private readonly inner: ProductVariantPriceCalculationStrategy) {}

    async init(injector: Injector) {
        this.priceLists = injector.get(PriceListService);
        await this.inner.init?.(injector);
    }

    async destroy() {
        await this.inner.destroy?.();
    }

    async calculate(args: ProductVariantPriceCalculationArgs): Promise<PriceCalculationResult> {
        const inputPrice = await this.priceLists.priceFor(args.ctx, args.productVariant, args.inputPrice);
        return this.inner.calculate({ ...args, inputPrice });
    }
}
