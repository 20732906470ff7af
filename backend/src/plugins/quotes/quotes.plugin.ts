import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { DEFAULT_VALIDITY_DAYS } from './constants';
import { quoteOrderFields } from './custom-fields';
import { quoteOrderProcess } from './quote-process';
import { QuotesShopResolver, quotesShopSchema, SaveCartAsQuoteResultResolver } from './quotes.resolver';
import { QuotesService } from './quotes.service';
import type { QuotesPluginOptions } from './types';

/**
 * Quotes (spec: save the cart as a quote; order statuses Quotation, QuotationSent, SalesOrder,
 * Locked, Cancelled): the Quotation order state, the quote's dates on Order, the Shop API mutation
 * `saveCartAsQuote`. Its mail handler, `quoteEmailHandler`, goes into the EmailPlugin's handlers.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [QuotesService],
    configuration: config => {
        config.customFields.Order.push(...quoteOrderFields);
        config.orderOptions.process = [...(config.orderOptions.process ?? []), quoteOrderProcess(QuotesPlugin.options)];
        return config;
    },
    shopApiExtensions: { schema: quotesShopSchema, resolvers: [QuotesShopResolver, SaveCartAsQuoteResultResolver] },
    compatibility: '^3.0.0',
})
export class QuotesPlugin {
    static options: Required<QuotesPluginOptions> = { shopUrl: 'http://localhost:4321', validityDays: DEFAULT_VALIDITY_DAYS };

    static init(options: QuotesPluginOptions) {
        QuotesPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, ''), validityDays: options.validityDays ?? DEFAULT_VALIDITY_DAYS };
        return QuotesPlugin;
    }
}
