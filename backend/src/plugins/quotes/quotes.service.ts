import { Injectable } from '@nestjs/common';
import { ActiveOrderService, isGraphQlErrorResult, Order, OrderService, RequestContext, SessionService } from '@vendure/core';
import { asStrings } from '../../common/i18n';
import { hasPieces, NO_PIECES } from '../../common/order-lines';
import { ERRORS, QUOTATION_STATE, QUOTE_ERROR_CODES, type QuoteErrorCode } from './constants';

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
    ) {}

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
