import { idsAreEqual, type Order, type OrderByCodeAccessStrategy, type OrderProcess, type RequestContext } from '@vendure/core';
import { CHECKOUT_SESSION_ACCESS_MS, checkoutSessionKey } from './order-access';

type CheckoutSessionFields = { checkoutSession?: string | null };

/**
 * Who reads an order by its code alone (the Shop API's orderByCode, which the success page and
 * the payment plugin use): its logged-in owner, and the browser session that checked it out for
 * CHECKOUT_SESSION_ACCESS_MS after it was placed (or while it is not yet placed: a card payment
 * that is still pending). Vendure's default let anyone read a guest's order (name, address,
 * e-mail, phone, the order link) for two hours by its code, which is also the wire transfer's
 * reference on bank statements. Anyone else needs the order link's token (ordersGet).
 */
export class CheckoutSessionOrderByCodeAccessStrategy implements OrderByCodeAccessStrategy {
    canAccessOrder(ctx: RequestContext, order: Order): boolean {
        const ownerId = order.customer?.user?.id;
        if (ctx.activeUserId != null && ownerId != null && idsAreEqual(ownerId, ctx.activeUserId)) return true;
        const checkoutSession = (order.customFields as CheckoutSessionFields | undefined)?.checkoutSession;
        if (!checkoutSession || !ctx.session?.token || checkoutSession !== checkoutSessionKey(ctx.session.token)) return false;
        return !order.orderPlacedAt || Date.now() - +order.orderPlacedAt < CHECKOUT_SESSION_ACCESS_MS;
    }
}

/**
 * Notes on the order which shopper session took it to payment (a hash of the session token): the
 * session that may read it by its code afterwards. Saved with the transition.
 */
export const checkoutSessionProcess: OrderProcess<never> = {
    onTransitionEnd(_fromState, toState, { ctx, order }) {
        if (toState !== 'ArrangingPayment' || ctx.apiType !== 'shop' || !ctx.session?.token) return;
        (order.customFields as CheckoutSessionFields).checkoutSession = checkoutSessionKey(ctx.session.token);
    },
};
