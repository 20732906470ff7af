import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { customerGroupFields } from './custom-fields';
import { PriceListPriceCalculationStrategy } from './price-list-price.strategy';
import { PriceListCustomerResolver, priceListShopSchema } from './price-list.resolver';
import { PriceListService } from './price-list.service';

/**
 * Price lists per customer group (the business customers' group, which the VAT check fills):
 * list prices per variant and percentages per category, edited on the group in the admin. The
 * variant price strategy applies them to every price the customer sees; the catalogue plugin's
 * quantity tiers apply on top in the order lines.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [PriceListService],
    configuration: config => {
        config.customFields.CustomerGroup.push(...customerGroupFields);
        config.catalogOptions.productVariantPriceCalculationStrategy = new PriceListPriceCalculationStrategy(
            config.catalogOptions.productVariantPriceCalculationStrategy,
        );
        return config;
    },
    shopApiExtensions: { schema: priceListShopSchema, resolvers: [PriceListCustomerResolver] },
    compatibility: '^3.0.0',
})
export class PriceListPlugin {}
