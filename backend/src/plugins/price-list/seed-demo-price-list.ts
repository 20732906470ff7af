import { CustomerGroupService, RequestContext } from '@vendure/core';
import { BUSINESS_GROUP_NAME } from '../partner/vat-check.service';
import type { PriceListFields } from './custom-fields';

/** The demo shop's business price list: this much off every category for verified business customers. */
export const DEMO_BUSINESS_PERCENT = 10;

/** Writes the demo business price list on the business customer group (made here if the VAT check has not yet). */
export async function seedDemoPriceList(ctx: RequestContext, customerGroupService: CustomerGroupService, categorySlugs: string[]) {
    const { items } = await customerGroupService.findAll(ctx, { filter: { name: { eq: BUSINESS_GROUP_NAME } }, take: 1 });
    const group = items[0] ?? (await customerGroupService.create(ctx, { name: BUSINESS_GROUP_NAME }));
    const customFields: PriceListFields = {
        priceListVariantPrices: [],
        priceListCategoryDiscounts: categorySlugs.map(category => ({ category, percent: DEMO_BUSINESS_PERCENT })),
    };
    await customerGroupService.update(ctx, { id: group.id, customFields });
}
