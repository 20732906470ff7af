import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addTranslations } from '../../common/i18n';
import { CategoryAvailabilityInterceptor } from './category-availability.interceptor';
import { customerGroupFields } from './custom-fields';
import { PriceListPriceCalculationStrategy } from './price-list-price.strategy';
import { PriceListCustomerResolver, PriceListOrderLineResolver, priceListShopSchema } from './price-list.resolver';
import { PriceListService } from './price-list.service';
import { SoldCategoriesOrderInterceptor } from './sold-categories.order-interceptor';
import { SoldCategoriesOrderProcess } from './sold-categories.order-process';

/**
 * Price lists per customer group (the business customers' group, which the VAT check fills):
 * list prices per variant and percentages per category, edited on the group in the admin. The
 * variant price strategy applies them to every price the customer sees; the catalogue plugin's
 * quantity tiers apply on top in the order lines. A list may also name the categories it sells:
 * its customers then see and buy nothing else (category availability follows the price list); a cart
 * line it no longer sells stops the checkout.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [PriceListService, { provide: APP_INTERCEPTOR, useClass: CategoryAvailabilityInterceptor }],
    configuration: config => {
        config.customFields.CustomerGroup.push(...customerGroupFields);
        config.catalogOptions.productVariantPriceCalculationStrategy = new PriceListPriceCalculationStrategy(
            config.catalogOptions.productVariantPriceCalculationStrategy,
        );
        config.orderOptions.orderInterceptors = [...(config.orderOptions.orderInterceptors ?? []), new SoldCategoriesOrderInterceptor()];
        // first: what the list no longer sells is the customer's first thing to fix
        config.orderOptions.process = [new SoldCategoriesOrderProcess(), ...(config.orderOptions.process ?? [])];
        return config;
    },
    shopApiExtensions: { schema: priceListShopSchema, resolvers: [PriceListCustomerResolver, PriceListOrderLineResolver] },
    compatibility: '^3.0.0',
})
export class PriceListPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
