import type { INestApplicationContext } from '@nestjs/common';
import { ConfigService, GlobalSettingsService, RequestContext } from '@vendure/core';
import { CataloguePlugin } from './catalogue.plugin';

/**
 * The shop takes back-orders: a variant out of stock is still for sale, its stock pop-up tells
 * when it comes in. Vendure's saleable stock is stockOnHand - stockAllocated - outOfStockThreshold,
 * so a negative threshold of this size lets any quantity be ordered while inventory stays tracked
 * (allocations and sales are still recorded; stockOnHand goes below 0 by what was back-ordered).
 */
export const BACK_ORDER_THRESHOLD = -1_000_000;

/**
 * Sets the global out-of-stock threshold to allow back-orders, on a fresh database and on one
 * made before this rule, as long as the threshold is still Vendure's default 0. A threshold staff
 * chose is kept; a variant that must not be back-ordered gets its own threshold (0) in the admin.
 */
export async function allowBackOrders(app: Pick<INestApplicationContext, 'get'>, ctx: RequestContext): Promise<boolean> {
    if (!app.get(ConfigService).plugins.includes(CataloguePlugin)) return false;
    const globalSettings = app.get(GlobalSettingsService);
    const settings = await globalSettings.getSettings(ctx);
    if (settings.outOfStockThreshold !== 0) return false;
    await globalSettings.updateSettings(ctx, { outOfStockThreshold: BACK_ORDER_THRESHOLD });
    return true;
}
