import type { Order, RequestContext } from '@vendure/core';
import { absoluteUrl, orderPath, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { CustomerOrdersPlugin } from './customer-orders.plugin';
import { orderAccessToken } from './order-access';

/**
 * The order's page in the dashboard with its access token, for the order mails: the customer (or
 * a guest, who has no account) opens that one order from the mail.
 */
export function orderUrl(ctx: RequestContext, order: Pick<Order, 'code'>): string {
    const { shopUrl, secret } = CustomerOrdersPlugin.options;
    return absoluteUrl(shopUrl, orderPath(resolveLocale(ctx.languageCode), order.code, orderAccessToken(secret, order)));
}

/** What a mail template needs for its "view your order" button. */
export function orderLinkTemplateVars(ctx: RequestContext, order: Pick<Order, 'code'>) {
    return { orderUrl: orderUrl(ctx, order), viewOrderText: translator(ctx).text('mail.customer-orders.view-order') };
}
