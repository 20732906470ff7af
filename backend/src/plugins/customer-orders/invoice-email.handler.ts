import { EmailEventListener } from '@vendure/email-plugin';
import { formatDate, formatMoney, paymentDueDate } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { mailGreeting } from '../../common/order-mail';
import { brandVars, orderLocale, replyToBrand } from '../../common/shop-mail';
import { invoicePdf } from './invoice-pdf';
import { CUSTOMER_ORDERS_OPTIONS, type CustomerOrdersPluginOptions, PAID_STATES } from './constants';
import { InvoiceCreatedEvent } from './invoice-created.event';
import { OrderLinkService } from './order-link.service';

/**
 * The invoice mail: the invoice as a PDF, in the language the customer ordered in (not the admin's),
 * with its number, amount and whether and by when it is to be paid, and the link to the order.
 */
export const invoiceEmailHandler = new EmailEventListener('invoice')
    .on(InvoiceCreatedEvent)
    .filter(event => !!event.order.customer?.emailAddress)
    .loadData(async ({ event, injector }) => {
        const { merchant } = injector.get<CustomerOrdersPluginOptions>(CUSTOMER_ORDERS_OPTIONS);
        const locale = orderLocale(event.ctx, event.order);
        return { pdf: await invoicePdf(event.invoice, merchant, translator(locale)), link: injector.get(OrderLinkService).templateVars(event.ctx, event.order, locale) };
    })
    .setRecipient(event => event.order.customer!.emailAddress)
    .setFrom('{{ sender }}')
    .setOptionalAddressFields(event => replyToBrand(orderLocale(event.ctx, event.order)))
    .setSubject(event => translator(orderLocale(event.ctx, event.order)).text('mail.invoice.subject', { number: event.invoice.name, code: event.order.code }))
    .setAttachments(event => [{ filename: `${event.invoice.name}.pdf`, content: event.data.pdf, contentType: 'application/pdf' }])
    .setTemplateVars(event => {
        const locale = orderLocale(event.ctx, event.order);
        const t = translator(locale);
        const { invoice, order } = event;
        const termDays = invoice.snapshot.paymentTermDays;
        const vars = { number: invoice.name, code: order.code, amount: formatMoney(invoice.amountTotal), date: formatDate(invoice.invoiceDate, locale, 'numeric') };
        const payment = PAID_STATES.includes(order.state)
            ? t.text('mail.invoice.paid')
            : termDays != null
              ? t.text('mail.invoice.onAccount', { due: formatDate(paymentDueDate(invoice.invoiceDate, termDays), locale, 'numeric') })
              : t.text('mail.invoice.toPay', { number: invoice.name });
        return {
            ...brandVars(locale),
            texts: t.texts('mail.invoice', vars),
            greeting: mailGreeting(t, order.customer!),
            payment,
            invoice: { number: invoice.name, date: vars.date, amount: vars.amount, orderCode: order.code },
            ...event.data.link,
        };
    });
