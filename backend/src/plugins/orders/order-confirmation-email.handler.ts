import { EmailEventListener } from '@vendure/email-plugin';
import { EntityHydrator, Order, OrderStateTransitionEvent, ShippingMethodService } from '@vendure/core';
import { formatDate, formatMoney, type Locale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { deliveryNote, loadShippingMethods, mailGreeting, orderMailTexts, orderTable } from '../../common/order-mail';
import { brandVars, orderLocale, replyToBrand } from '../../common/shop-mail';
// the wire transfer's bank details are in its payment's public metadata (payments plugin)
import { WIRE_TRANSFER_CODE } from '../payments/constants';
// the order's page in the dashboard, with the access token a guest needs (customer-orders plugin)
import { OrderLinkService } from '../customer-orders/order-link.service';
// an order paid on account carries its payment term (payments plugin)
import { orderPaymentTermDays } from '../payments/on-account.handler';

/**
 * The order confirmation, sent once when an order is placed: on leaving ArrangingPayment for
 * PaymentAuthorized (wire transfer, an authorised card payment) or PaymentSettled. Vendure's own
 * handler waits for PaymentSettled, which a wire transfer reaches only when staff see the money.
 * A wire transfer's mail carries the bank details and the reference; an order on account its term.
 */
export const orderConfirmationEmailHandler = new EmailEventListener('order-confirmation')
    .on(OrderStateTransitionEvent)
    .filter(
        event =>
            event.fromState === 'ArrangingPayment' &&
            (event.toState === 'PaymentAuthorized' || event.toState === 'PaymentSettled') &&
            !!event.order.customer,
    )
    .loadData(async ({ event, injector }) => {
        await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
            relations: ['lines.productVariant', 'shippingLines', 'payments', 'customer'],
        });
        await loadShippingMethods(event.ctx, event.order, injector.get(ShippingMethodService));
        return { link: injector.get(OrderLinkService).templateVars(event.ctx, event.order, orderLocale(event.ctx, event.order)) };
    })
    .setRecipient(event => event.order.customer!.emailAddress)
    .setFrom('{{ sender }}')
    .setOptionalAddressFields(event => replyToBrand(orderLocale(event.ctx, event.order)))
    .setSubject(event => translator(orderLocale(event.ctx, event.order)).text('mail.order-confirmation.subject', { code: event.order.code }))
    .setTemplateVars(event => {
        // the checkout's language, also when a payment notification settles the order
        const t = translator(orderLocale(event.ctx, event.order));
        const { order } = event;
        const wire = order.payments.find(p => p.method === WIRE_TRANSFER_CODE && p.state === 'Authorized');
        const paymentTermDays = orderPaymentTermDays(order);
        return {
            ...brandVars(t.locale),
            texts: orderMailTexts(t, 'mail.order-confirmation', { code: order.code }),
            onAccount: paymentTermDays === null ? undefined : t.text('mail.order-confirmation.onAccountIntro', { days: paymentTermDays }),
            greeting: mailGreeting(t, order.customer!),
            order: confirmationOrder(order, t.locale),
            table: orderTable(order, t.locale, { deliveryNote: deliveryNote(order, t.locale) }),
            wireTransfer: wire ? { ...(wire.metadata.public as Record<string, string>), amount: formatMoney(wire.amount) } : undefined,
            ...event.data.link,
            // an Authorized payment on account is a promise to pay, not a payment
            paid: order.payments.some(p => p.state === 'Authorized' && p.method !== WIRE_TRANSFER_CODE && paymentTermDays === null) || event.toState === 'PaymentSettled',
        };
    });

/** The order as the mail shows it: the date and money written out in the mail's language. */
function confirmationOrder(order: Order, locale: Locale) {
    const fields = (order.customFields ?? {}) as { clientOrderRef?: string | null; transportMsg?: string | null };
    return {
        code: order.code,
        orderPlacedAt: formatDate(order.orderPlacedAt ?? new Date(), locale, 'numeric'),
        clientOrderRef: fields.clientOrderRef,
        transportMsg: fields.transportMsg,
        shippingAddress: order.shippingAddress,
    };
}
