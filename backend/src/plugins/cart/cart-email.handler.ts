import { EmailEventListener } from '@vendure/email-plugin';
import { Order, RequestContext, ShippingMethodService, VendureEvent } from '@vendure/core';
import { BRAND } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { brandVars, replyToBrand } from '../../common/shop-mail';
import { deliveryNote, loadShippingMethods, MOCK_ORDER_AMOUNTS, orderMailTexts, orderTable } from '../../common/order-mail';

/** A shopper asked to e-mail the cart (sendCartEmail); links are made by the cart service. */
export class CartEmailEvent extends VendureEvent {
    constructor(
        public ctx: RequestContext,
        public order: Order,
        public emailAddress: string,
        /** the product page of each line, by line id */
        public productUrls: ReadonlyMap<string, string>,
        public cartUrl: string,
    ) {
        super();
    }
}

/** The cart mail: lines, totals and a link back, in the language the shopper used. */
export const cartEmailHandler = new EmailEventListener('cart-email')
    .on(CartEmailEvent)
    .loadData(async ({ event, injector }) => {
        await loadShippingMethods(event.ctx, event.order, injector.get(ShippingMethodService));
        return {};
    })
    .setRecipient(event => event.emailAddress)
    .setFrom('{{ sender }}')
    .setOptionalAddressFields(event => replyToBrand(translator(event.ctx).locale))
    .setSubject(event => {
        const t = translator(event.ctx);
        return t.text('mail.cart.subject', { brand: BRAND[t.locale].name });
    })
    .setTemplateVars(event => {
        const t = translator(event.ctx);
        const { order } = event;
        return {
            ...brandVars(t.locale),
            texts: orderMailTexts(t, 'mail.cart', { brand: BRAND[t.locale].name }),
            table: orderTable(order, t.locale, { productUrls: event.productUrls, deliveryNote: order.shippingLines.length ? deliveryNote(order, t.locale) : undefined }),
            cartUrl: event.cartUrl,
        };
    })
    .setMockEvent({
        createdAt: new Date(),
        emailAddress: 'customer@example.com',
        cartUrl: 'http://localhost:4321/winkelwagen',
        productUrls: new Map(),
        order: MOCK_ORDER_AMOUNTS as unknown as Order,
    });
