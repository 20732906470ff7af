import type { RequestContext } from '@vendure/core';
import { absoluteUrl, orderPath, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { CustomerOrdersPlugin } from './customer-orders.plugin';
import { type LinkedOrder, orderAccessToken } from './order-access';

/**
 * The order's page in the dashboard with its access token, for the order mails: the customer (or
 * a guest, who has no account) opens that one order from the mail, for ORDER_LINK_DAYS from `validFrom`.
 */
export function orderUrl(ctx: RequestContext, order: LinkedOrder, validFrom: Date): string {
    const { shopUrl, secret } = CustomerOrdersPlugin.options;
    return absoluteUrl(shopUrl, orderPath(resolveLocale(ctx.languageCode), order.code, orderAccessToken(secret, order, validFrom)));
}

/** What a mail template needs for its "view your order" button: a link valid from the mail on. */
export function orderLinkTemplateVars(ctx: RequestContext, order: LinkedOrder) {
    return { orderUrl: orderUrl(ctx, order, new Date()), viewOrderText: translator(ctx).text('mail.customer-orders.view-order') };
}
