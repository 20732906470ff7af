import type { Order, RequestContext } from '@vendure/core';
import { absoluteUrl, isQuote, type Locale, orderPath, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { CustomerOrdersPlugin } from './customer-orders.plugin';
import { isOrderAccessToken, orderAccessToken } from './order-access';

type LinkedOrder = Pick<Order, 'code' | 'state' | 'orderPlacedAt'>;

/**
 * The order's page in the dashboard with its access token, for the order and quote mails: the
 * customer (or a guest, who has no account) opens that one order or quote from the mail; a quote
 * opens among the quotations, where it can be accepted.
 */
export function orderUrl(ctx: RequestContext, order: LinkedOrder, locale: Locale = resolveLocale(ctx.languageCode)): string {
    const { shopUrl, secret } = CustomerOrdersPlugin.options;
    return absoluteUrl(shopUrl, orderPath(locale, order.code, orderAccessToken(secret, order), isQuote(order) ? 'quotations' : 'orders'));
}

/** What a mail template needs for its "view your order" (or quote) button, in the mail's language. */
export function orderLinkTemplateVars(ctx: RequestContext, order: LinkedOrder, locale: Locale = resolveLocale(ctx.languageCode)) {
    return {
        orderUrl: orderUrl(ctx, order, locale),
        viewOrderText: translator(locale).text(isQuote(order) ? 'mail.customer-orders.view-quote' : 'mail.customer-orders.view-order'),
    };
}

/** Whether a token from an order or quote mail's link opens this order (for another plugin: the quotes plugin's acceptQuote). */
export function orderLinkOpens(order: Pick<Order, 'code'>, token: string): boolean {
    return isOrderAccessToken(CustomerOrdersPlugin.options.secret, order, token);
}
