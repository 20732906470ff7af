import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { DEFAULT_QUOTE_VALIDITY_DAYS } from '@timber-shop/rules';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { CustomerOrdersPlugin } from '../customer-orders/customer-orders.plugin';
import { quoteOrderFields } from './custom-fields';
import { quoteEmailHandler, quoteSentEmailHandler } from './quote-email.handler';
import { quoteOrderProcess } from './quote-process';
import { QuotesAdminResolver, quotesAdminSchema, QuotesShopResolver, quotesShopSchema, SaveCartAsQuoteResultResolver } from './quotes.resolver';
import { QuotesService } from './quotes.service';
import { expireQuotesTask } from './quote-expiry.task';
import type { QuotesPluginOptions } from './types';

/**
 * Quotes (spec: save the cart as a quote; order statuses Quotation, QuotationSent, SalesOrder,
 * Locked, Cancelled): the Quotation order state, the quote's dates on Order, the Shop API mutation
 * `saveCartAsQuote`, the quote mail, and the scheduled task that cancels expired quotes.
 */
@VendurePlugin({
    // the customer-orders plugin's order links: a quote mail's link accepts the quote
    imports: [PluginCommonModule, CustomerOrdersPlugin],
    providers: [QuotesService],
    configuration: config => {
        config.customFields.Order.push(...quoteOrderFields);
        config.orderOptions.process = [...(config.orderOptions.process ?? []), quoteOrderProcess(QuotesPlugin.options)];
        addEmailHandlers(quoteEmailHandler(), quoteSentEmailHandler());
        if (!config.schedulerOptions.tasks?.includes(expireQuotesTask)) config.schedulerOptions.tasks = [...(config.schedulerOptions.tasks ?? []), expireQuotesTask];
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: quotesShopSchema, resolvers: [QuotesShopResolver, SaveCartAsQuoteResultResolver] },
    adminApiExtensions: { schema: quotesAdminSchema, resolvers: [QuotesAdminResolver] },
    // the order page's "Send quote" button
    dashboard: './dashboard/index.tsx',
    compatibility: '^3.0.0',
})
export class QuotesPlugin implements OnApplicationBootstrap {
    static options: Required<QuotesPluginOptions> = { validityDays: DEFAULT_QUOTE_VALIDITY_DAYS };

    static init(options: QuotesPluginOptions) {
        QuotesPlugin.options = { validityDays: options.validityDays ?? DEFAULT_QUOTE_VALIDITY_DAYS };
        return QuotesPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
