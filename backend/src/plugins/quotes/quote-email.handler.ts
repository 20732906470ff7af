import { EmailEventListener } from '@vendure/email-plugin';
import { EntityHydrator, Order, OrderStateTransitionEvent, type RequestContext, ShippingMethodService } from '@vendure/core';
import { formatDate, type Locale, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { deliveryNote, loadShippingMethods, MOCK_ORDER_AMOUNTS, mailGreeting, orderMailTexts, orderTable } from '../../common/order-mail';
import { brandVars, replyToBrand } from '../../common/shop-mail';
import { QUOTATION_SENT_STATE, QUOTATION_STATE } from './constants';
// the quote as a PDF: the invoices' document renderer and order snapshot (customer-orders plugin)
import { orderDocumentPdf } from '../customer-orders/invoice-pdf';
import { orderSnapshot } from '../customer-orders/invoice.service';
// the quote's page in the dashboard, where it is accepted; with the access token a guest needs
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions } from '../customer-orders/constants';
import { OrderLinkService } from '../customer-orders/order-link.service';
import { quoteFields } from './types';

/**
 * The quote mail: sent when a customer saves the cart as a quote (AddingItems to Quotation; a
 * draft staff turn into a quote gets the quote-sent mail only), in the language of that request,
 * with the lines, the amounts, the validity and the link to the quote, where it is accepted.
 */
export function quoteEmailHandler() {
    return new EmailEventListener('quote-saved')
        .on(OrderStateTransitionEvent)
        .filter(event => event.fromState === 'AddingItems' && event.toState === QUOTATION_STATE && !!event.order.customerId)
        .loadData(async ({ event, injector }) => {
            await injector.get(EntityHydrator).hydrate(event.ctx, event.order, { relations: ['lines.productVariant', 'shippingLines', 'customer'] });
            await loadShippingMethods(event.ctx, event.order, injector.get(ShippingMethodService));
            return { link: injector.get(OrderLinkService).templateVars(event.ctx, event.order, translator(event.ctx).locale) };
        })
        .setRecipient(event => event.order.customer!.emailAddress)
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(translator(event.ctx).locale))
        .setSubject(event => translator(event.ctx).text('mail.quote.subject', { code: event.order.code }))
        .setTemplateVars(event => {
            const t = translator(event.ctx);
            return {
                ...brandVars(t.locale),
                texts: orderMailTexts(t, 'mail.quote', { code: event.order.code }),
                greeting: mailGreeting(t, event.order.customer!),
                quote: quoteOfOrder(event.order, t.locale),
                table: orderTable(event.order, t.locale, { deliveryNote: deliveryNote(event.order, t.locale) }),
                ...event.data.link,
            };
        })
        .setMockEvent({
            createdAt: new Date(),
            fromState: 'AddingItems',
            toState: QUOTATION_STATE,
            order: {
                ...MOCK_ORDER_AMOUNTS,
                code: 'QUOTE1234',
                customer: { firstName: 'Jan', lastName: 'de Vries', emailAddress: 'customer@example.com' },
                customFields: { quotationDate: new Date(), validityDate: new Date(Date.now() + 30 * 24 * 3600 * 1000) },
            } as unknown as Order,
        });
}

/**
 * The quote staff send (Admin API sendQuote, state QuotationSent): the same mail with its own
 * wording, and the quote as a PDF attached, in the language the customer saved the quote in (the
 * admin's own language is the staff's); a quote staff drew up as a draft, in the request's.
 */
export function quoteSentEmailHandler() {
    return new EmailEventListener('quote-sent')
        .on(OrderStateTransitionEvent)
        .filter(event => event.toState === QUOTATION_SENT_STATE && !!event.order.customerId)
        .loadData(async ({ event, injector }) => {
            await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
                relations: ['lines.productVariant', 'shippingLines', 'surcharges', 'customer'],
            });
            await loadShippingMethods(event.ctx, event.order, injector.get(ShippingMethodService));
            const fields = quoteFields(event.order);
            const t = quoteTranslator(event.ctx, event.order);
            const pdf = await orderDocumentPdf(
                { kind: 'quote', number: event.order.code, date: fields.quotationDate ?? new Date(), validUntil: fields.validityDate, snapshot: orderSnapshot(event.order) },
                injector.get<CustomerOrdersPluginOptions>(CUSTOMER_ORDERS_OPTIONS).merchant,
                t,
            );
            return { pdf, link: injector.get(OrderLinkService).templateVars(event.ctx, event.order, t.locale) };
        })
        .setRecipient(event => event.order.customer!.emailAddress)
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(quoteTranslator(event.ctx, event.order).locale))
        .setSubject(event => quoteTranslator(event.ctx, event.order).text('mail.quote-sent.subject', { code: event.order.code }))
        .setAttachments(event => [{ filename: `${event.order.code}.pdf`, content: event.data.pdf, contentType: 'application/pdf' }])
        .setTemplateVars(event => {
            const t = quoteTranslator(event.ctx, event.order);
            return {
                ...brandVars(t.locale),
                texts: orderMailTexts(t, 'mail.quote-sent', { code: event.order.code }),
                greeting: mailGreeting(t, event.order.customer!),
                quote: quoteOfOrder(event.order, t.locale),
                table: orderTable(event.order, t.locale, { deliveryNote: deliveryNote(event.order, t.locale) }),
                ...event.data.link,
            };
        });
}

function quoteTranslator(ctx: RequestContext, order: Order) {
    const locale = quoteFields(order).quoteLocale;
    return translator(locale ? resolveLocale(locale) : ctx);
}

/** The quote as the mail shows it: dates and money written out in the mail's language. */
function quoteOfOrder(order: Order, locale: Locale) {
    const fields = quoteFields(order);
    const custom = (order.customFields ?? {}) as { clientOrderRef?: string | null };
    return {
        code: order.code,
        quotationDate: formatDate(fields.quotationDate ?? new Date(), locale, 'numeric'),
        validityDate: fields.validityDate ? formatDate(fields.validityDate, locale, 'numeric') : undefined,
        clientOrderRef: custom.clientOrderRef,
    };
}
