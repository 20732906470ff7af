import { GlobalSettingsService, Injector, ProductVariant, RequestContext, StockDisplayStrategy } from '@vendure/core';

/**
 * The Shop API's `stockLevel` with back-orders: IN_STOCK or LOW_STOCK (at most 2) from the stock
 * really there, BACK_ORDER when none is but the variant may still be ordered, OUT_OF_STOCK when
 * it may not. Vendure's default would say IN_STOCK for everything, since the saleable stock it is
 * given includes the back-order threshold.
 */
export class BackOrderStockDisplayStrategy implements StockDisplayStrategy {
    private globalSettings: GlobalSettingsService;

    constructor(private readonly lowStockLevel = 2) {}

    init(injector: Injector) {
        this.globalSettings = injector.get(GlobalSettingsService);
    }

    async getStockLevel(ctx: RequestContext, variant: ProductVariant, saleableStockLevel: number): Promise<string> {
        if (saleableStockLevel < 1) return 'OUT_OF_STOCK';
        // not tracked: Vendure reports MAX_SAFE_INTEGER
        if (saleableStockLevel >= Number.MAX_SAFE_INTEGER) return 'IN_STOCK';
        const threshold = variant.useGlobalOutOfStockThreshold ? (await this.globalSettings.getSettings(ctx)).outOfStockThreshold : variant.outOfStockThreshold;
        const inStock = saleableStockLevel + Math.min(threshold, 0);
        if (inStock < 1) return 'BACK_ORDER';
        return inStock <= this.lowStockLevel ? 'LOW_STOCK' : 'IN_STOCK';
    }
}
