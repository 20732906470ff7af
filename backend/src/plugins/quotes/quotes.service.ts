import { Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    CustomerService,
    ForbiddenError,
    ID,
    isGraphQlErrorResult,
    Logger,
    Order,
    OrderService,
    RequestContext,
    SessionService,
    TransactionalConnection,
    UserInputError,
} from '@vendure/core';
import { In } from 'typeorm';
import { validityDateCounter } from '@timber-shop/rules';
import { asStrings } from '../../common/i18n';
import { hasPieces, NO_PIECES } from '../../common/order-lines';
import { ERRORS, QUOTATION_SENT_STATE, QUOTATION_STATE, QUOTE_ERROR_CODES, type QuoteErrorCode } from './constants';
// the order links' access token (customer-orders plugin)
import { OrderLinkService } from '../customer-orders/order-link.service';

/** A refusal of `saveCartAsQuote`, in the request's language (Vendure's i18n: `ctx.translate`), an ErrorResult of the Shop API. */
export class SaveQuoteError {
    readonly __typename = 'SaveQuoteError';
    constructor(
        readonly errorCode: QuoteErrorCode,
        readonly message: string,
    ) {}
}

@Injectable()
export class QuotesService {
    constructor(
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private sessionService: SessionService,
        private customerService: CustomerService,
        private connection: TransactionalConnection,
        private orderLinks: OrderLinkService,
    ) {}

    /**
     * Cancels every quote past its last valid day (the scheduled task `expire-quotes`), the reason in
     * the order's history; the codes of those cancelled.
     */
    async expireQuotes(ctx: RequestContext): Promise<string[]> {
        const quotes = await this.connection.getRepository(ctx, Order).find({ where: { state: In([QUOTATION_STATE, QUOTATION_SENT_STATE]) } });
        const expired = quotes.filter(quote => {
            const validityDate = (quote.customFields as { validityDate?: Date | null }).validityDate;
            return validityDate && validityDateCounter(validityDate) < 0;
        });
        const codes: string[] = [];
        for (const quote of expired) {
            // as the customer cancels a quote; the reason stays in the order's history for staff
            const result = await this.orderService.cancelOrder(ctx, { orderId: quote.id, reason: 'Quote expired (scheduled task expire-quotes)', cancelShipping: true });
            if (isGraphQlErrorResult(result)) {
                Logger.warn(`Quote ${quote.code} could not expire: ${result.message}`, 'QuotesPlugin');
                continue;
            }
            codes.push(quote.code);
        }
        return codes;
    }

    /**
     * Staff send a quote to its customer (state QuotationSent, valid anew from now, mailed with its
     * PDF): a customer's saved quote, or a draft order staff made for the customer in the admin.
     */
    async sendQuote(ctx: RequestContext, orderId: ID): Promise<Order> {
        let order = await this.orderService.findOne(ctx, orderId);
        if (!order) throw new UserInputError(ERRORS.notFound);
        for (const next of order.state === 'Draft' ? [QUOTATION_STATE, QUOTATION_SENT_STATE] : [QUOTATION_SENT_STATE]) {
            const result = await this.orderService.transitionToState(ctx, order.id, next as typeof QUOTATION_STATE);
            if (isGraphQlErrorResult(result)) throw new UserInputError(ERRORS.notPossible, { reason: result.transitionError });
            order = result;
        }
        return order;
    }

    /**
     * The customer accepts a quote that is still valid: it becomes the session's cart again, with
     * its lines at the quoted prices (a line keeps its price until its quantity changes), ready
     * for the checkout. A cart with other pieces is not mixed in: the customer orders or saves it first.
     */
    async acceptQuote(ctx: RequestContext, orderId: ID, accessToken?: string | null): Promise<Order> {
        if (!ctx.session) throw new ForbiddenError();
        const customer = ctx.activeUserId ? await this.customerService.findOneByUserId(ctx, ctx.activeUserId) : undefined;
        const quote = await this.orderService.findOne(ctx, orderId);
        if (!quote || !['Quotation', 'QuotationSent'].includes(quote.state)) throw new UserInputError(ERRORS.notFound);
        const own = !!customer && String(quote.customerId) === String(customer.id);
        if (!own) {
            // the quote mail's link opens the quote; a guest's quote (its customer has no account) is accepted from there too
            if (!accessToken || !this.orderLinks.opens(quote, accessToken)) throw new UserInputError(ERRORS.notFound);
            const owner = quote.customerId ? await this.customerService.findOne(ctx, quote.customerId, ['user']) : undefined;
            if (owner?.user) throw new UserInputError(ERRORS.loginToAccept);
        }
        const validityDate = (quote.customFields as { validityDate?: Date | null }).validityDate;
        if (validityDate && validityDateCounter(validityDate) < 0) throw new UserInputError(ERRORS.expired);
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        const cart = active && (await this.orderService.findOne(ctx, active.id));
        if (hasPieces(cart)) throw new UserInputError(ERRORS.cartNotEmpty);

        const result = await this.orderService.transitionToState(ctx, quote.id, 'AddingItems');
        if (isGraphQlErrorResult(result)) throw new UserInputError(ERRORS.notPossible, { reason: result.transitionError });
        await this.connection.getRepository(ctx, Order).update(quote.id, { active: true });
        // the empty cart the session had gives way to the quote
        if (active) await this.orderService.deleteOrder(ctx, active.id);
        const accepted = (await this.orderService.findOne(ctx, quote.id)) as Order;
        await this.sessionService.setActiveOrder(ctx, ctx.session, accepted);
        return accepted;
    }

    /**
     * The logged-in customer's cart becomes a quote (state Quotation, dated, valid for the configured
     * days, mailed to the customer); the session's next cart is a new, empty one.
     */
    async saveCartAsQuote(ctx: RequestContext): Promise<Order | SaveQuoteError> {
        if (!ctx.activeUserId) return new SaveQuoteError(QUOTE_ERROR_CODES.needsAccount, ctx.translate(ERRORS.needsAccount));
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        // the active order comes without its lines
        const order = active && (await this.orderService.findOne(ctx, active.id));
        if (!hasPieces(order)) return new SaveQuoteError(QUOTE_ERROR_CODES.emptyCart, ctx.translate(NO_PIECES));

        // A customer who went on to payment and came back: the cart is still a cart.
        if (order.state === 'ArrangingPayment') {
            const back = await this.orderService.transitionToState(ctx, order.id, 'AddingItems');
            if (isGraphQlErrorResult(back)) return this.notPossible(ctx, back.transitionError);
        }
        const result = await this.orderService.transitionToState(ctx, order.id, QUOTATION_STATE);
        if (isGraphQlErrorResult(result)) return this.notPossible(ctx, result.transitionError);
        if (ctx.session?.activeOrderId && String(ctx.session.activeOrderId) === String(order.id)) {
            await this.sessionService.unsetActiveOrder(ctx, ctx.session);
        }
        return (await this.orderService.findOne(ctx, order.id))!;
    }

    private notPossible(ctx: RequestContext, reason: string) {
        return new SaveQuoteError(QUOTE_ERROR_CODES.notPossible, ctx.translate(ERRORS.notPossible, asStrings({ reason })));
    }
}
