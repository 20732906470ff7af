import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';
import { CartService } from './cart.service';
import type { CampaignInput } from './types';

export const cartShopSchema = gql`
    "The campaign record: utm_campaign, utm_keyword, utm_medium and utm_source of the shopper's visit."
    input CampaignInput {
        campaignName: String
        keywordName: String
        mediumName: String
        sourceName: String
    }

    extend type Mutation {
        "The shopper's own order number on the active order: at least 6 characters, else an error."
        setClientOrderRef(clientOrderRef: String!): Order!
        "The message for the delivery on the active order; an empty text removes it."
        updateTransportMsg(transportMsg: String!): Order!
        "The campaign the shopper came from, on the active order (replaces an earlier record)."
        setCampaign(input: CampaignInput!): Order!
        "E-mails the active cart (lines, totals, links back to the shop) to the address."
        sendCartEmail(emailAddress: String!): Boolean!
    }
`;

@Resolver()
export class CartShopResolver {
    constructor(private cartService: CartService) {}

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setClientOrderRef(@Ctx() ctx: RequestContext, @Args() args: { clientOrderRef: string }) {
        return this.cartService.setClientOrderRef(ctx, args.clientOrderRef);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    updateTransportMsg(@Ctx() ctx: RequestContext, @Args() args: { transportMsg: string }) {
        return this.cartService.updateTransportMsg(ctx, args.transportMsg);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setCampaign(@Ctx() ctx: RequestContext, @Args() args: { input: CampaignInput }) {
        return this.cartService.setCampaign(ctx, args.input);
    }

    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    sendCartEmail(@Ctx() ctx: RequestContext, @Args() args: { emailAddress: string }) {
        return this.cartService.sendCartEmail(ctx, args.emailAddress);
    }
}
