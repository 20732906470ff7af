import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions } from './constants';
import { CustomerDashboardFieldsResolver, CustomerOrderFieldsResolver, CustomerOrdersShopResolver, customerOrdersShopSchema } from './customer-orders.resolver';
import { CustomerOrdersService } from './customer-orders.service';

/**
 * The customer's orders in the dashboard (spec sections 3, 4 and 7: ordersGet, updateOrder,
 * cancelOrder; the order fields status, invoiceStatus, invoiceCount, validityDateCounter,
 * amountTotalUntaxed, orderUrl; the partner's createDateCounter).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CustomerOrdersService, { provide: CUSTOMER_ORDERS_OPTIONS, useFactory: () => CustomerOrdersPlugin.options }],
    configuration: config => useShopLanguage(config),
    shopApiExtensions: {
        schema: customerOrdersShopSchema,
        resolvers: [CustomerOrdersShopResolver, CustomerOrderFieldsResolver, CustomerDashboardFieldsResolver],
    },
    compatibility: '^3.0.0',
})
export class CustomerOrdersPlugin implements OnApplicationBootstrap {
    static options: CustomerOrdersPluginOptions = { shopUrl: 'http://localhost:4321', secret: 'timber-shop-dev-cookie-secret' };

    static init(options: CustomerOrdersPluginOptions) {
        CustomerOrdersPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, ''), secret: options.secret };
        return CustomerOrdersPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
