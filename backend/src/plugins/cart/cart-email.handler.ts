import { EmailEventListener } from '@vendure/email-plugin';
import { Order, RequestContext, VendureEvent } from '@vendure/core';
import { BRAND, formatMoney } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { orderMailTexts } from '../../common/order-mail';

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

/** The cart mail: lines, totals and a link back, in the language the shopper used. */
export const cartEmailHandler = new EmailEventListener('cart-email')
    .on(CartEmailEvent)
    .setRecipient(event => event.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject(event => {
        const t = translator(event.ctx);
        return t.text('mail.cart.subject', { brand: BRAND[t.locale].name });
    })
    .setTemplateVars(event => {
        const t = translator(event.ctx);
        const { order } = event;
        return {
            brand: BRAND[t.locale].name,
            texts: orderMailTexts(t, 'mail.cart', { brand: BRAND[t.locale].name }),
            lines: event.lines.map(line => ({ ...line, unitPrice: formatMoney(line.unitPrice), linePrice: formatMoney(line.linePrice) })),
            cartUrl: event.cartUrl,
            subTotal: formatMoney(order.subTotal),
            shipping: order.shipping ? formatMoney(order.shipping) : undefined,
            tax: formatMoney(order.totalWithTax - order.total),
            totalWithTax: formatMoney(order.totalWithTax),
            discounts: order.discounts.map(discount => ({ description: discount.description, amount: formatMoney(discount.amount) })),
        };
    })
    .setMockEvent({
        createdAt: new Date(),
        emailAddress: 'customer@example.com',
        cartUrl: 'http://localhost:4321/winkelwagen',
        lines: [{ name: 'Douglas plank 28x195 mm, 300 cm', sku: 'DG-28195-300', quantity: 4, unitPrice: 1650, linePrice: 6600 }],
        order: { currencyCode: 'EUR', subTotal: 6600, shipping: 6500, total: 13100, totalWithTax: 15851, discounts: [] } as unknown as Order,
    });
