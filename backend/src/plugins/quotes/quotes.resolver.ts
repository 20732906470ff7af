import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ID, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';
import { QUOTE_ERROR_CODES } from './constants';
import { QuotesService, SaveQuoteError } from './quotes.service';

export const quotesShopSchema = gql`
    extend enum ErrorCode {
        ${Object.values(QUOTE_ERROR_CODES).join('\n')}
    }

    "Why the cart could not become a quote: not logged in, no pieces, or the order cannot change state. The message is in the request's language."
    type SaveQuoteError implements ErrorResult {
        errorCode: ErrorCode!
        message: String!
    }

    union SaveCartAsQuoteResult = Order | SaveQuoteError

    extend type Mutation {
        "The logged-in customer's cart becomes a quote (state Quotation, validityDate set, mailed); the session gets a new, empty cart."
        saveCartAsQuote: SaveCartAsQuoteResult!
        "Accepts a valid quote of the logged-in customer, or a guest's quote with its mail's accessToken: it becomes the session's cart, at the quoted prices (the cart must be empty)."
        acceptQuote(orderId: ID!, accessToken: String): Order!
    }
`;

@Resolver()
export class QuotesShopResolver {
    constructor(private quotesService: QuotesService) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    saveCartAsQuote(@Ctx() ctx: RequestContext) {
        return this.quotesService.saveCartAsQuote(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.Owner)
    acceptQuote(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID; accessToken?: string | null }) {
        return this.quotesService.acceptQuote(ctx, args.orderId, args.accessToken);
    }
}

export const quotesAdminSchema = gql`
    extend type Mutation {
        "Sends a quote to its customer: a saved quote (Quotation) or a draft order becomes QuotationSent, valid anew, mailed with its PDF."
        sendQuote(orderId: ID!): Order!
    }
`;

@Resolver()
export class QuotesAdminResolver {
    constructor(private quotesService: QuotesService) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder)
    sendQuote(@Ctx() ctx: RequestContext, @Args() args: { orderId: ID }) {
        return this.quotesService.sendQuote(ctx, args.orderId);
    }
}

@Resolver('SaveCartAsQuoteResult')
export class SaveCartAsQuoteResultResolver {
    @ResolveField()
    __resolveType(value: unknown) {
        return value instanceof SaveQuoteError ? 'SaveQuoteError' : 'Order';
    }
}
