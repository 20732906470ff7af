import { OnApplicationBootstrap } from '@nestjs/common';
import gql from 'graphql-tag';
import { I18nService, LanguageCode, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions } from './constants';
import {
    CustomerDashboardFieldsResolver,
    CustomerOrderFieldsResolver,
    CustomerOrdersAdminResolver,
    customerOrdersAdminSchema,
    CustomerOrdersShopResolver,
    customerOrdersShopSchema,
} from './customer-orders.resolver';
import { CustomerOrdersService } from './customer-orders.service';
import { CheckoutSessionOrderByCodeAccessStrategy, checkoutSessionProcess } from './order-by-code-access.strategy';
import { Invoice } from './invoice.entity';
import { InvoiceService } from './invoice.service';
import { OrderInvoicesResolver, InvoiceFieldsResolver, InvoicesAdminResolver, invoicesAdminSchema, InvoicesShopResolver, invoicesShopSchema } from './invoices.resolver';
import { OrderDocumentsController } from './order-documents.controller';
import { OrderLinkService } from './order-link.service';
import { DEFAULT_MERCHANT } from './constants';
import { invoiceEmailHandler } from './invoice-email.handler';

/**
 * The customer's orders in the dashboard (spec sections 3, 4 and 7: ordersGet, updateOrder,
 * cancelOrder; the order fields status, invoiceStatus, invoiceCount, validityDateCounter,
 * amountTotalUntaxed, orderUrl; the partner's createDateCounter) and their invoices: staff make
 * one with the Admin API's createInvoice (the order then lists its numbers in the admin), the
 * customer lists them (getInvoices) and downloads each as a PDF (GET /invoices/{number}).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CustomerOrdersService, InvoiceService, OrderLinkService, { provide: CUSTOMER_ORDERS_OPTIONS, useFactory: () => CustomerOrdersPlugin.options }],
    // the order links of the other plugins' mails (orders, quotes)
    exports: [OrderLinkService],
    entities: [Invoice],
    controllers: [OrderDocumentsController],
    configuration: config => {
        config.customFields.Order.push(
            // which shopper session took the order to payment (hashed): it may read the order by its code for a while
            { name: 'checkoutSession', type: 'string', nullable: true, internal: true },
            // raised by staff to revoke every link to the order (revokeOrderAccessLinks)
            { name: 'accessLinkVersion', type: 'int', defaultValue: 0, nullable: false, internal: true },
        );
        config.orderOptions.orderByCodeAccessStrategy = new CheckoutSessionOrderByCodeAccessStrategy();
        config.orderOptions.process = [...(config.orderOptions.process ?? []), checkoutSessionProcess];
        config.customFields.Order.push({
            name: 'invoiceNumbers',
            type: 'string',
            nullable: true,
            readonly: true,
            public: false,
            label: [
                { languageCode: LanguageCode.en, value: 'Invoices' },
                { languageCode: LanguageCode.nl, value: 'Facturen' },
                { languageCode: LanguageCode.de, value: 'Rechnungen' },
            ],
        });
        addEmailHandlers(invoiceEmailHandler);
        return useShopLanguage(config);
    },
    shopApiExtensions: {
        schema: gql`
            ${customerOrdersShopSchema}
            ${invoicesShopSchema}
        `,
        resolvers: [CustomerOrdersShopResolver, CustomerOrderFieldsResolver, CustomerDashboardFieldsResolver, InvoicesShopResolver, InvoiceFieldsResolver, OrderInvoicesResolver],
    },
    adminApiExtensions: {
        schema: gql`
            ${invoicesAdminSchema}
            ${customerOrdersAdminSchema}
        `,
        resolvers: [InvoicesAdminResolver, InvoiceFieldsResolver, OrderInvoicesResolver, CustomerOrdersAdminResolver],
    },
    // the order page's "Create invoice" button
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class CustomerOrdersPlugin implements OnApplicationBootstrap {
    static options: CustomerOrdersPluginOptions = { shopUrl: 'http://localhost:4321', secret: 'timber-shop-dev-cookie-secret', merchant: DEFAULT_MERCHANT };

    static init(options: Omit<CustomerOrdersPluginOptions, 'merchant'> & { merchant?: Partial<CustomerOrdersPluginOptions['merchant']> }) {
        CustomerOrdersPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, ''), secret: options.secret, merchant: { ...DEFAULT_MERCHANT, ...options.merchant } };
        return CustomerOrdersPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
