import { idsAreEqual, Injector, LanguageCode, ShippingCalculator, ShippingEligibilityChecker } from '@vendure/core';
import { deliveryCharges, deliveryConditionsText, isDeliveryCountry, resolveLocale, sumOfCharges } from '@timber-shop/rules';
import { hasPieces } from '../../common/order-lines';
import { DeliveryService } from './delivery.service';
import { DELIVERY_PLUGIN_OPTIONS } from './constants';
import type { DeliveryPluginOptions } from './types';
import { ratesOf } from './rates';

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
const label = (en: string, nl: string) => [
    { languageCode: LanguageCode.en, value: en },
    { languageCode: LanguageCode.nl, value: nl },
];

/**
 * The delivery costs excluding VAT, part by part (the rules package's `deliveryCharges`): the NL
 * rate, the NL rate plus a surcharge for Belgium, Germany's own rate, and a surcharge for a piece
 * longer than the limit; VAT at the rate of the delivery country's zone. The parts are kept on the
 * order's shipping line (`deliveryCharges`), so every summary states what was charged. The quote's
 * metadata carries the conditions as the shop states them for the delivery country.
 */
export const deliveryCostCalculator = new ShippingCalculator({
    code: 'timber-delivery-cost',
    description: [
        { languageCode: LanguageCode.en, value: 'Timber delivery: NL rate, Belgian surcharge, German rate, long-length surcharge' },
        { languageCode: LanguageCode.nl, value: 'Houtbezorging: tarief NL, toeslag België, tarief Duitsland, toeslag lange lengtes' },
    ],
    args: {
        netherlandsRate: { ...money, label: label('Netherlands (excl. VAT)', 'Nederland (excl. btw)') },
        belgiumSurcharge: { ...money, label: label('Belgium: surcharge on the NL rate', 'België: toeslag op het tarief NL') },
        germanyRate: { ...money, label: label('Germany (excl. VAT)', 'Duitsland (excl. btw)') },
        longLengthSurcharge: { ...money, label: label('Long lengths: surcharge per delivery', 'Lange lengtes: toeslag per bezorging') },
        longLengthFromCm: { type: 'int', label: label('Long lengths: pieces longer than (cm)', 'Lange lengtes: stukken langer dan (cm)') },
    },
    init,
    calculate: async (ctx, order, args, method) => {
        const country = order.shippingAddress?.countryCode;
        const charges = deliveryCharges(ratesOf(args, options.rates), country, await deliveryService.lineLengths(ctx, order));
        if (!charges || !country || !isDeliveryCountry(country)) return undefined;
        // the chosen delivery's line keeps its parts (saved with the order's shipping lines)
        const line = order.shippingLines?.find(l => idsAreEqual(l.shippingMethodId ?? '', method.id));
        if (line) line.customFields = { ...line.customFields, deliveryCharges: charges } as typeof line.customFields;
        return {
            price: sumOfCharges(charges),
            priceIncludesTax: false,
            taxRate: await deliveryService.taxRateFor(ctx, order),
            metadata: { deliveryConditions: deliveryConditionsText(country, resolveLocale(ctx.languageCode)) },
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
    calculate: async (ctx, order, _args, method) => {
        // a line that was delivery before keeps no delivery charges
        const line = order.shippingLines?.find(l => idsAreEqual(l.shippingMethodId ?? '', method.id));
        if (line) line.customFields = { ...line.customFields, deliveryCharges: [] } as typeof line.customFields;
        return {
            price: 0,
            priceIncludesTax: false,
            taxRate: await deliveryService.taxRateFor(ctx, order),
            metadata: { deliveryConditions: method.description },
        };
    },
});
