import { EmailEventListener } from '@vendure/email-plugin';
import { Order, RequestContext, VendureEvent } from '@vendure/core';
import { BRAND } from '../../common/brand';
import { localize, type Localized, shopLanguage, textsIn } from '../../common/localized';
import { ORDER_TABLE_TEXTS } from '../../common/order-mail';

export interface CartEmailLine {
    name: string;
    sku: string;
    quantity: number;
    unitPrice: number;
    linePrice: number;
    productUrl?: string;
}

/** A shopper asked to e-mail the cart (sendCartEmail); links are made by the cart service. */
export class CartEmailEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public order: Order,
        public emailAddress: string,
        public lines: CartEmailLine[],
        public cartUrl: string,
    ) {
        super();
    }
}

const TEXTS = {
    ...ORDER_TABLE_TEXTS,
    subject: { nl: 'Je winkelwagen bij {brand}', en: 'Your cart at {brand}', de: 'Ihr Warenkorb bei {brand}' },
    title: { nl: 'Je winkelwagen', en: 'Your cart', de: 'Ihr Warenkorb' },
    intro: {
        nl: 'Hier is de winkelwagen die je hebt gemaild. Open hem om verder te gaan met bestellen.',
        en: 'Here is the cart you e-mailed. Open it to continue your order.',
        de: 'Hier ist der Warenkorb, den Sie gemailt haben. Öffnen Sie ihn, um Ihre Bestellung fortzusetzen.',
    },
    unitPrice: { nl: 'Prijs per stuk', en: 'Price per piece', de: 'Preis pro Stück' },
    linePrice: { nl: 'Totaal', en: 'Total', de: 'Gesamt' },
    button: { nl: 'Open je winkelwagen', en: 'Open your cart', de: 'Warenkorb öffnen' },
    note: {
        nl: 'De winkelwagen hoort bij de browser waarin hij is gevuld. Op een ander apparaat vind je de producten via de links hierboven.',
        en: 'The cart belongs to the browser it was filled in. On another device, find the products through the links above.',
        de: 'Der Warenkorb gehört zu dem Browser, in dem er gefüllt wurde. Auf einem anderen Gerät finden Sie die Produkte über die Links oben.',
    },
} satisfies Record<string, Localized>;

/** The cart mail: lines, totals and a link back, in the language the shopper used. */
export const cartEmailHandler = new EmailEventListener('cart-email')
    .on(CartEmailEvent)
    .setRecipient(event => event.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject(event => localize(event.ctx, TEXTS.subject, { brand: BRAND[shopLanguage(event.ctx)] }))
    .setTemplateVars(event => {
        const language = shopLanguage(event.ctx);
        const texts = textsIn(TEXTS, language);
        const { order } = event;
        return {
            brand: BRAND[language],
            texts,
            lines: event.lines,
            cartUrl: event.cartUrl,
            currencyCode: order.currencyCode,
            subTotal: order.subTotal,
            shipping: order.shipping,
            tax: order.totalWithTax - order.total,
            totalWithTax: order.totalWithTax,
            discounts: order.discounts.map(discount => ({ description: discount.description, amount: discount.amount })),
        };
    })
    .setMockEvent({
        createdAt: new Date(),
        emailAddress: 'customer@example.com',
        cartUrl: 'http://localhost:4321/winkelwagen',
        lines: [{ name: 'Douglas plank 28x195 mm, 300 cm', sku: 'DG-28195-300', quantity: 4, unitPrice: 1650, linePrice: 6600 }],
        order: { currencyCode: 'EUR', subTotal: 6600, shipping: 6500, total: 13100, totalWithTax: 15851, discounts: [] } as unknown as Order,
    });
