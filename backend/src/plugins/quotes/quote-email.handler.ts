import { EmailEventListener } from '@vendure/email-plugin';
import { EntityHydrator, Order, OrderStateTransitionEvent } from '@vendure/core';
import { BRAND } from '../../common/brand';
import { localize, type Localized, shopLanguage, textsIn } from '../../common/localized';
import { mailGreeting, mailLines, ORDER_TABLE_TEXTS } from '../../common/order-mail';
import { homeUrl } from '../../common/shop-links';
import { QUOTATION_STATE } from './constants';
import { quoteFields } from './types';

const TEXTS = {
    ...ORDER_TABLE_TEXTS,
    subject: { nl: 'Je offerte {code}', en: 'Your quote {code}', de: 'Ihr Angebot {code}' },
    title: { nl: 'Je offerte', en: 'Your quote', de: 'Ihr Angebot' },
    intro: {
        nl: 'We hebben je winkelwagen als offerte bewaard. Hieronder vind je het overzicht; de prijzen gelden tot de vervaldatum.',
        en: 'We have saved your cart as a quote. Here is the overview; the prices hold until the expiry date.',
        de: 'Wir haben Ihren Warenkorb als Angebot gespeichert. Hier ist die Übersicht; die Preise gelten bis zum Ablaufdatum.',
    },
    reference: { nl: 'Offertenummer', en: 'Quote reference', de: 'Angebotsnummer' },
    date: { nl: 'Datum', en: 'Date', de: 'Datum' },
    validUntil: { nl: 'Geldig tot', en: 'Valid until', de: 'Gültig bis' },
    untaxed: { nl: 'Bedrag excl. btw', en: 'Amount excl. VAT', de: 'Betrag zzgl. MwSt.' },
    outro: {
        nl: 'Wil je bestellen of iets aanpassen? Antwoord op deze e-mail of bel ons en noem het offertenummer.',
        en: 'Would you like to order or change something? Reply to this e-mail or call us, quoting the quote reference.',
        de: 'Möchten Sie bestellen oder etwas ändern? Antworten Sie auf diese E-Mail oder rufen Sie uns an und nennen Sie die Angebotsnummer.',
    },
    button: { nl: 'Naar de webshop', en: 'Visit the shop', de: 'Zum Webshop' },
} satisfies Record<string, Localized>;

/**
 * The quote mail: sent when an order enters Quotation (a customer saved the cart as a quote), in the
 * language of that request, with the lines, the amounts and the validity.
 */
export function quoteEmailHandler(options: { shopUrl: string }) {
    return new EmailEventListener('quote-saved')
        .on(OrderStateTransitionEvent)
        .filter(event => event.toState === QUOTATION_STATE && !!event.order.customerId)
        .loadData(async ({ event, injector }) => {
            await injector.get(EntityHydrator).hydrate(event.ctx, event.order, { relations: ['lines.productVariant', 'customer'] });
            return {};
        })
        .setRecipient(event => event.order.customer!.emailAddress)
        .setFrom('{{ fromAddress }}')
        .setSubject(event => localize(event.ctx, TEXTS.subject, { code: event.order.code }))
        .setTemplateVars(event => {
            const language = shopLanguage(event.ctx);
            const { order } = event;
            const customer = order.customer!;
            return {
                brand: BRAND[language],
                texts: textsIn(TEXTS, language),
                greeting: mailGreeting(language, customer),
                quote: quoteOfOrder(order),
                shopUrl: homeUrl(options.shopUrl, language),
            };
        })
        .setMockEvent({
            createdAt: new Date(),
            fromState: 'AddingItems',
            toState: QUOTATION_STATE,
            order: {
                code: 'QUOTE1234',
                currencyCode: 'EUR',
                customer: { firstName: 'Jan', lastName: 'de Vries', emailAddress: 'customer@example.com' },
                customFields: { quotationDate: new Date(), validityDate: new Date(Date.now() + 30 * 24 * 3600 * 1000) },
                lines: [{ productVariant: { name: 'Douglas plank 28x195 mm, 300 cm', sku: 'DG-28195-300' }, quantity: 4, discountedLinePrice: 6600 }],
                shipping: 0,
                total: 6600,
                totalWithTax: 7986,
                discounts: [],
            } as unknown as Order,
        });
}

function quoteOfOrder(order: Order) {
    const fields = quoteFields(order);
    const custom = (order.customFields ?? {}) as { clientOrderRef?: string | null };
    return {
        code: order.code,
        quotationDate: fields.quotationDate ?? new Date(),
        validityDate: fields.validityDate,
        clientOrderRef: custom.clientOrderRef,
        currencyCode: order.currencyCode,
        shipping: order.shipping,
        untaxed: order.total,
        tax: order.totalWithTax - order.total,
        totalWithTax: order.totalWithTax,
        ...mailLines(order),
    };
}
