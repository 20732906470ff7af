import { Injector, LanguageCode, Order, ShippingCalculator, ShippingEligibilityChecker } from '@vendure/core';
import { hasPieces } from '../../common/order-lines';
import { DeliveryService } from './delivery.service';
import { DELIVERY_PLUGIN_OPTIONS } from './constants';
import type { DeliveryPluginOptions } from './types';
import { deliveryPrice } from './delivery-price';

let deliveryService: DeliveryService;
let options: DeliveryPluginOptions;

function init(injector: Injector) {
    deliveryService = injector.get(DeliveryService);
    options = injector.get(DELIVERY_PLUGIN_OPTIONS);
}

/** Delivery only where the trucks go: an order with pieces and a deliverable postal code. */
export const deliverablePostalCodeChecker = new ShippingEligibilityChecker({
    code: 'deliverable-postal-code',
    description: [
        { languageCode: LanguageCode.en, value: 'Order has pieces and a deliverable postal code' },
        { languageCode: LanguageCode.nl, value: 'Bestelling heeft artikelen en een bezorgbare postcode' },
    ],
    args: {},
    init,
    check: (_ctx, order) => hasPieces(order) && deliveryService.isDeliverable(order.shippingAddress?.countryCode, order.shippingAddress?.postalCode),
});

const money = { type: 'int', ui: { component: 'currency-form-input' } } as const;

/**
 * The delivery costs excluding VAT: the NL rate, the NL rate plus a surcharge for Belgium, and
 * Germany's own rate; VAT at the rate of the delivery country's zone. The quote's metadata carries
 * the method's conditions text (its description, per language).
 */
export const deliveryCostCalculator = new ShippingCalculator({
    code: 'timber-delivery-cost',
    description: [
        { languageCode: LanguageCode.en, value: 'Timber delivery: NL rate, Belgian surcharge, German rate' },
        { languageCode: LanguageCode.nl, value: 'Houtbezorging: tarief NL, toeslag België, tarief Duitsland' },
    ],
    args: {
        netherlandsRate: { ...money, label: [{ languageCode: LanguageCode.en, value: 'Netherlands (excl. VAT)' }] },
        belgiumSurcharge: { ...money, label: [{ languageCode: LanguageCode.en, value: 'Belgium: surcharge on the NL rate' }] },
        germanyRate: { ...money, label: [{ languageCode: LanguageCode.en, value: 'Germany (excl. VAT)' }] },
    },
    init,
    calculate: async (ctx, order, args, method) => {
        const price = deliveryPrice(order, {
            netherlands: args.netherlandsRate ?? options.rates.netherlands,
            belgiumSurcharge: args.belgiumSurcharge ?? options.rates.belgiumSurcharge,
            germany: args.germanyRate ?? options.rates.germany,
        });
        if (price === undefined) return undefined;
        return {
            price,
            priceIncludesTax: false,
            taxRate: await deliveryService.taxRateFor(ctx, order),
            metadata: { deliveryConditions: method.description },
        };
    },
});

/** Pick-up at the yard: free; the quote's metadata carries the pick-up conditions. */
export const pickupCalculator = new ShippingCalculator({
    code: 'timber-pickup',
    description: [
        { languageCode: LanguageCode.en, value: 'Pick-up at the yard (free)' },
        { languageCode: LanguageCode.nl, value: 'Afhalen bij de houthandel (gratis)' },
    ],
    args: {},
    init,
    calculate: async (ctx, order, _args, method) => ({
        price: 0,
        priceIncludesTax: false,
        taxRate: await deliveryService.taxRateFor(ctx, order),
        metadata: { deliveryConditions: method.description },
    }),
});
