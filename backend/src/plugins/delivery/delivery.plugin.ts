import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, LanguageCode, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { DEFAULT_DELIVERY_RATES } from '@timber-shop/rules';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { DELIVERY_PLUGIN_OPTIONS } from './constants';
import { DeliveryCountryTaxZoneStrategy } from './delivery-country-tax-zone.strategy';
import { DeliveryService } from './delivery.service';
import { DeliveryOrderResolver, DeliveryShopResolver, deliveryShopSchema } from './delivery.resolver';
import { DEFAULT_UNDELIVERABLE_AREAS } from './postal-code';
import { deliverablePostalCodeChecker, deliveryCostCalculator, pickupCalculator } from './shipping-methods';
import type { DeliveryPluginOptions, UndeliverableArea } from './types';

/**
 * Delivery and pick-up: postal code checks per country, the delivery area rules, the delivery
 * costs (NL, Belgian surcharge, DE, long lengths) and the order's VAT zone following the delivery country.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [DeliveryService, { provide: DELIVERY_PLUGIN_OPTIONS, useFactory: () => DeliveryPlugin.options }],
    configuration: config => {
        config.shippingOptions.shippingCalculators.push(deliveryCostCalculator, pickupCalculator);
        config.shippingOptions.shippingEligibilityCheckers.push(deliverablePostalCodeChecker);
        // the delivery's price part by part, as it was charged (written by the delivery calculator)
        config.customFields.ShippingLine.push({
            name: 'deliveryCharges',
            type: 'struct',
            list: true,
            public: true,
            readonly: true,
            label: [
                { languageCode: LanguageCode.en, value: 'Delivery charges' },
                { languageCode: LanguageCode.nl, value: 'Bezorgkosten' },
            ],
            fields: [
                { name: 'kind', type: 'string' },
                { name: 'amount', type: 'int' },
            ],
        });
        // VAT follows the delivery country; before the cart has one, the country of the site's VAT
        config.taxOptions.taxZoneStrategy = new DeliveryCountryTaxZoneStrategy();
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: deliveryShopSchema, resolvers: [DeliveryShopResolver, DeliveryOrderResolver] },
    compatibility: '^3.0.0',
})
export class DeliveryPlugin implements OnApplicationBootstrap {
    static options: DeliveryPluginOptions = {
        rates: DEFAULT_DELIVERY_RATES,
        undeliverableAreas: DEFAULT_UNDELIVERABLE_AREAS,
    };

    static init(options: { rates?: Partial<DeliveryPluginOptions['rates']>; undeliverableAreas?: UndeliverableArea[] } = {}) {
        DeliveryPlugin.options = {
            rates: { ...DEFAULT_DELIVERY_RATES, ...options.rates },
            undeliverableAreas: options.undeliverableAreas ?? DEFAULT_UNDELIVERABLE_AREAS,
        };
        return DeliveryPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
