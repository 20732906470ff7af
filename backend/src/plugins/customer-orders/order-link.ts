import type { Order, RequestContext } from '@vendure/core';
import { isQuote, localeUrl, type Locale, orderPath, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { CustomerOrdersPlugin } from './customer-orders.plugin';
import { isOrderAccessToken, type LinkedOrder, orderAccessToken } from './order-access';

type LinkedPage = LinkedOrder & Pick<Order, 'state' | 'orderPlacedAt'>;

/**
 * The order's page in the dashboard with its access token, for the order and quote mails: the
 * customer (or a guest, who has no account) opens that one order or quote from the mail, for
 * ORDER_LINK_DAYS from `validFrom`; a quote opens among the quotations, where it can be accepted.
 */
export function orderUrl(ctx: RequestContext, order: LinkedPage, validFrom: Date, locale: Locale = resolveLocale(ctx.languageCode)): string {
    const { shopUrl, secret } = CustomerOrdersPlugin.options;
    const token = orderAccessToken(secret, order, validFrom);
    return localeUrl(locale, orderPath(locale, order.code, token, isQuote(order) ? 'quotations' : 'orders'), shopUrl);
}

/** What a mail template needs for its "view your order" (or quote) button, in the mail's language: a link valid from the mail on. */
export function orderLinkTemplateVars(ctx: RequestContext, order: LinkedPage, locale: Locale = resolveLocale(ctx.languageCode)) {
    return {
        orderUrl: orderUrl(ctx, order, new Date(), locale),
        viewOrderText: translator(locale).text(isQuote(order) ? 'mail.customer-orders.view-quote' : 'mail.customer-orders.view-order'),
    };
}

/** Whether a token from an order or quote mail's link opens this order (for another plugin: the quotes plugin's acceptQuote). */
export function orderLinkOpens(order: LinkedOrder, token: string): boolean {
    return isOrderAccessToken(CustomerOrdersPlugin.options.secret, order, token);
}
