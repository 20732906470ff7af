import { EmailEventListener } from '@vendure/email-plugin';
import { EntityHydrator, Order, OrderStateTransitionEvent, ShippingMethodService } from '@vendure/core';
import { localize, type Localized, shopLanguage, textsIn } from '../../common/localized';
import { mailGreeting, mailLines, ORDER_TABLE_TEXTS } from '../../common/order-mail';
import { BRAND } from '../../common/brand';
import { WIRE_TRANSFER_CODE } from './constants';

const TEXTS = {
    ...ORDER_TABLE_TEXTS,
    subject: { nl: 'Orderbevestiging {code}', en: 'Order confirmation {code}', de: 'Bestellbestätigung {code}' },
    title: { nl: 'Bedankt voor je bestelling', en: 'Thank you for your order', de: 'Vielen Dank für Ihre Bestellung' },
    intro: {
        nl: 'We hebben je bestelling ontvangen. Hieronder vind je het overzicht.',
        en: 'We have received your order. Here is the overview.',
        de: 'Wir haben Ihre Bestellung erhalten. Hier ist die Übersicht.',
    },
    orderCode: { nl: 'Ordernummer', en: 'Order number', de: 'Bestellnummer' },
    orderDate: { nl: 'Besteldatum', en: 'Order date', de: 'Bestelldatum' },
    transportMsg: { nl: 'Bericht voor de bezorging', en: 'Message for the delivery', de: 'Nachricht für die Lieferung' },
    shipTo: { nl: 'Bezorgadres', en: 'Delivery address', de: 'Lieferadresse' },
    wireTitle: { nl: 'Betalen per overboeking', en: 'Paying by bank transfer', de: 'Zahlung per Überweisung' },
    wireIntro: {
        nl: 'Maak het totaalbedrag over naar de rekening hieronder, met het ordernummer als omschrijving. We verwerken je bestelling zodra het geld binnen is.',
        en: 'Please transfer the total to the account below, with the order number as the reference. We process your order as soon as the money arrives.',
        de: 'Bitte überweisen Sie den Gesamtbetrag auf das unten stehende Konto, mit der Bestellnummer als Verwendungszweck. Wir bearbeiten Ihre Bestellung, sobald das Geld eingegangen ist.',
    },
    amount: { nl: 'Bedrag', en: 'Amount', de: 'Betrag' },
    accountHolder: { nl: 'Ten name van', en: 'Account holder', de: 'Kontoinhaber' },
    iban: { nl: 'IBAN', en: 'IBAN', de: 'IBAN' },
    bic: { nl: 'BIC', en: 'BIC', de: 'BIC' },
    reference: { nl: 'Omschrijving', en: 'Reference', de: 'Verwendungszweck' },
    paid: {
        nl: 'Je betaling is ontvangen. We gaan met je bestelling aan de slag.',
        en: 'Your payment has been received. We are getting your order ready.',
        de: 'Ihre Zahlung ist eingegangen. Wir bereiten Ihre Bestellung vor.',
    },
} satisfies Record<string, Localized>;

/**
 * The order confirmation, sent once when an order is placed: on leaving ArrangingPayment for
 * PaymentAuthorized (wire transfer, an authorised card payment) or PaymentSettled. Vendure's own
 * handler waits for PaymentSettled, which a wire transfer reaches only when staff see the money.
 * A wire transfer's mail carries the bank details and the reference.
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
            relations: ['lines.productVariant', 'shippingLines.shippingMethod', 'payments', 'customer'],
        });
        const shippingMethods = await Promise.all(
            event.order.shippingLines.map(line => (line.shippingMethodId ? injector.get(ShippingMethodService).findOne(event.ctx, line.shippingMethodId) : undefined)),
        );
        return { shippingMethodNames: shippingMethods.map(method => method?.name ?? '') };
    })
    .setRecipient(event => event.order.customer!.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject(event => localize(event.ctx, TEXTS.subject, { code: event.order.code }))
    .setTemplateVars(event => {
        const language = shopLanguage(event.ctx);
        const { order } = event;
        const texts = textsIn(TEXTS, language);
        const wire = order.payments.find(p => p.method === WIRE_TRANSFER_CODE && p.state === 'Authorized');
        const customer = order.customer!;
        return {
            brand: BRAND[language],
            texts,
            greeting: mailGreeting(language, customer),
            order: confirmationOrder(order),
            shippingLines: order.shippingLines.map((line, i) => ({ name: event.data.shippingMethodNames[i], price: line.discountedPrice })),
            wireTransfer: wire ? { ...(wire.metadata.public as Record<string, string>), amount: wire.amount } : undefined,
            paid: order.payments.some(p => p.state === 'Authorized' && p.method !== WIRE_TRANSFER_CODE) || event.toState === 'PaymentSettled',
        };
    });

function confirmationOrder(order: Order) {
    const fields = (order.customFields ?? {}) as { clientOrderRef?: string | null; transportMsg?: string | null };
    return {
        code: order.code,
        orderPlacedAt: order.orderPlacedAt ?? new Date(),
        currencyCode: order.currencyCode,
        subTotal: order.subTotal,
        tax: order.totalWithTax - order.total,
        totalWithTax: order.totalWithTax,
        clientOrderRef: fields.clientOrderRef,
        transportMsg: fields.transportMsg,
        shippingAddress: order.shippingAddress,
        ...mailLines(order),
    };
}
