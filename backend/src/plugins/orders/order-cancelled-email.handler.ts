import { EmailEventListener } from '@vendure/email-plugin';
import { ConfigService, EntityHydrator, HistoryService, Order, OrderStateTransitionEvent, ShippingMethodService } from '@vendure/core';
import { formatDate, formatMoney } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { orderAsPlaced } from '../../common/order-as-placed';
import { deliveryNote, loadShippingMethods, mailGreeting, orderMailTexts, orderTable } from '../../common/order-mail';
import { brandVars, orderLocale, replyToBrand } from '../../common/shop-mail';
// the order's page in the dashboard, with the access token a guest needs (customer-orders plugin)
import { OrderLinkService } from '../customer-orders/order-link.service';

/**
 * The cancellation mail: a placed order was cancelled, by the customer in the dashboard
 * (cancelOrder, a Shop API request) or by staff in the admin. In the language the customer
 * ordered in, with what was ordered (the lines as placed: Vendure leaves a cancelled order's lines
 * at 0 pieces), whether anything is to be paid or refunded, and the link to the order's page.
 */
export const orderCancelledEmailHandler = new EmailEventListener('order-cancelled')
    .on(OrderStateTransitionEvent)
    .filter(event => event.toState === 'Cancelled' && !!event.order.orderPlacedAt && !!event.order.customerId)
    .loadData(async ({ event, injector }) => {
        await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
            relations: ['lines.productVariant', 'shippingLines', 'surcharges', 'payments', 'customer'],
        });
        await loadShippingMethods(event.ctx, event.order, injector.get(ShippingMethodService));
        const asPlaced = await orderAsPlaced(event.ctx, event.order, { history: injector.get(HistoryService), config: injector.get(ConfigService) });
        return { asPlaced, link: injector.get(OrderLinkService).templateVars(event.ctx, asPlaced, orderLocale(event.ctx, event.order)) };
    })
    .setRecipient(event => event.order.customer!.emailAddress)
    .setFrom('{{ sender }}')
    .setOptionalAddressFields(event => replyToBrand(orderLocale(event.ctx, event.order)))
    .setSubject(event => translator(orderLocale(event.ctx, event.order)).text('mail.order-cancelled.subject', { code: event.order.code }))
    .setTemplateVars(event => {
        const locale = orderLocale(event.ctx, event.order);
        const t = translator(locale);
        const order: Order = event.data.asPlaced;
        const vars = { code: order.code, date: formatDate(order.orderPlacedAt ?? new Date(), locale, 'numeric') };
        const paid = order.payments.filter(p => p.state === 'Settled').reduce((sum, p) => sum + p.amount, 0);
        return {
            ...brandVars(locale),
            texts: orderMailTexts(t, 'mail.order-cancelled', vars),
            greeting: mailGreeting(t, order.customer!),
            // a customer's own cancellation comes through the shop; any other is the shop's
            intro: t.text(event.ctx.apiType === 'shop' ? 'mail.order-cancelled.byCustomer' : 'mail.order-cancelled.byShop', vars),
            payment: paid > 0 ? t.text('mail.order-cancelled.refund', { amount: formatMoney(paid) }) : t.text('mail.order-cancelled.nothingToPay'),
            order: { code: order.code, orderPlacedAt: vars.date },
            table: orderTable(order, locale, { deliveryNote: deliveryNote(order, locale) }),
            ...event.data.link,
        };
    });
