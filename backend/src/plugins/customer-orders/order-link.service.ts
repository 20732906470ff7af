import { Inject, Injectable } from '@nestjs/common';
import type { Order, RequestContext } from '@vendure/core';
import { isQuote, localeUrl, type Locale, orderPath, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions } from './constants';
import { isOrderAccessToken, type LinkedOrder, orderAccessToken } from './order-access';

type LinkedPage = LinkedOrder & Pick<Order, 'state' | 'orderPlacedAt'>;

/**
 * The links to an order's page in the dashboard with its access token, for the order and quote mails
 * (every plugin's: the mails' handlers get it from their injector) and the order's `orderUrl`: the
 * customer (or a guest, who has no account) opens that one order or quote from the mail, for
 * ORDER_LINK_DAYS from `validFrom`; a quote opens among the quotations, where it can be accepted.
 */
@Injectable()
export class OrderLinkService {
    constructor(@Inject(CUSTOMER_ORDERS_OPTIONS) private options: CustomerOrdersPluginOptions) {}

    url(ctx: RequestContext, order: LinkedPage, validFrom: Date, locale: Locale = resolveLocale(ctx.languageCode)): string {
        const token = orderAccessToken(this.options.secret, order, validFrom);
        return localeUrl(locale, orderPath(locale, order.code, token, isQuote(order) ? 'quotations' : 'orders'), this.options.shopUrl);
    }

    /** What a mail template needs for its "view your order" (or quote) button, in the mail's language: a link valid from the mail on. */
    templateVars(ctx: RequestContext, order: LinkedPage, locale: Locale = resolveLocale(ctx.languageCode)) {
        return {
            orderUrl: this.url(ctx, order, new Date(), locale),
            viewOrderText: translator(locale).text(isQuote(order) ? 'mail.customer-orders.view-quote' : 'mail.customer-orders.view-order'),
        };
    }

    /** Whether a token from an order or quote mail's link opens this order (the quotes plugin's acceptQuote). */
    opens(order: LinkedOrder, token: string): boolean {
        return isOrderAccessToken(this.options.secret, order, token);
    }
}
