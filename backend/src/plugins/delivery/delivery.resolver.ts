import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
import gql from 'graphql-tag';
import { DeliveryService } from './delivery.service';

export const deliveryShopSchema = gql`
    "The result of a postal code check: deliverable, or why not (in the request's language)."
    type PostalCodeCheck {
        deliverable: Boolean!
        countryCode: String!
        "written the country's way when well-formed, e.g. 1234 AB"
        postalCode: String!
        message: String
    }

    "What delivery to a country costs, as the cart charges it (excluding and including that country's VAT)."
    type DeliveryCost {
        countryCode: String!
        price: Money!
        taxRate: Float!
        priceWithTax: Money!
    }

    extend type Query {
        "Format check per country (NL 1234 AB, BE 4 digits, DE 5 digits) and the delivery area rules."
        checkPostalCode(countryCode: String!, postalCode: String!): PostalCodeCheck!
        "The delivery costs per delivery country (NL, BE, DE) with the rates staff set on the delivery method."
        deliveryCosts: [DeliveryCost!]!
    }

    extend type Mutation {
        """
        Sets the active order's delivery country and postal code (its shipping address), so shipping
        costs and VAT follow the delivery country; chooses delivery when no shipping method is set.
        Errors when the order has no pieces, is no longer in AddingItems (as setOrderShippingMethod)
        or the address is not deliverable.
        """
        setOrderPostalCode(countryCode: String!, postalCode: String!): Order!
    }
`;

@Resolver()
export class DeliveryShopResolver {
    constructor(private deliveryService: DeliveryService) {}

    @Query()
    checkPostalCode(@Ctx() ctx: RequestContext, @Args() args: { countryCode: string; postalCode: string }) {
        return this.deliveryService.checkPostalCode(ctx, args.countryCode, args.postalCode);
    }

    @Query()
    deliveryCosts(@Ctx() ctx: RequestContext) {
        return this.deliveryService.deliveryCosts(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    setOrderPostalCode(@Ctx() ctx: RequestContext, @Args() args: { countryCode: string; postalCode: string }) {
        return this.deliveryService.setOrderPostalCode(ctx, args.countryCode, args.postalCode);
    }
}
