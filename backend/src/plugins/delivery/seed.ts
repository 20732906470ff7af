import type { INestApplicationContext } from '@nestjs/common';
import {
    ConfigService,
    defaultShippingEligibilityChecker,
    manualFulfillmentHandler,
    RequestContext,
    ShippingMethod,
    ShippingMethodService,
    TransactionalConnection,
} from '@vendure/core';
import { translationsOf } from '../../seed/translations';
import { DELIVERY_METHOD_CODE, DELIVERY_PLUGIN_OPTIONS, METHOD_TEXTS, PICKUP_METHOD_CODE } from './constants';
import type { DeliveryPluginOptions } from './types';
import { DeliveryPlugin } from './delivery.plugin';
import { deliverablePostalCodeChecker, deliveryCostCalculator, pickupCalculator } from './shipping-methods';

/**
 * The shipping methods `delivery` and `pickup`, written when the shop has no shipping method yet
 * (also into a database seeded before this plugin existed). Staff edit them in the admin afterwards.
 */
export async function seedShippingMethods(app: Pick<INestApplicationContext, 'get'>, ctx: RequestContext): Promise<boolean> {
    if (!app.get(ConfigService).plugins.includes(DeliveryPlugin)) return false;
    const existing = await app.get(TransactionalConnection).getRepository(ctx, ShippingMethod).count({ withDeleted: true });
    if (existing > 0) return false;
    const { rates } = app.get<DeliveryPluginOptions>(DELIVERY_PLUGIN_OPTIONS, { strict: false });
    const shippingMethodService = app.get(ShippingMethodService);
    await shippingMethodService.create(ctx, {
        code: DELIVERY_METHOD_CODE,
        fulfillmentHandler: manualFulfillmentHandler.code,
        checker: { code: deliverablePostalCodeChecker.code, arguments: [] },
        calculator: {
            code: deliveryCostCalculator.code,
            arguments: [
                { name: 'netherlandsRate', value: String(rates.netherlands) },
                { name: 'belgiumSurcharge', value: String(rates.belgiumSurcharge) },
                { name: 'germanyRate', value: String(rates.germany) },
                { name: 'longLengthSurcharge', value: String(rates.longLengthSurcharge) },
                { name: 'longLengthFromCm', value: String(rates.longLengthFromCm) },
            ],
        },
        translations: translationsOf(METHOD_TEXTS.delivery.name, METHOD_TEXTS.delivery.conditions),
    });
    await shippingMethodService.create(ctx, {
        code: PICKUP_METHOD_CODE,
        fulfillmentHandler: manualFulfillmentHandler.code,
        checker: {
            code: defaultShippingEligibilityChecker.code,
            arguments: [
                { name: 'orderMinimum', value: '0' },
                { name: 'taxInclusive', value: 'false' },
            ],
        },
        calculator: { code: pickupCalculator.code, arguments: [] },
        translations: translationsOf(METHOD_TEXTS.pickup.name, METHOD_TEXTS.pickup.conditions),
    });
    return true;
}
