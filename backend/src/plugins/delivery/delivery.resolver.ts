import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Order, Permission, RequestContext, Transaction } from '@vendure/core';
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

    "The delivery method's rates in cents excluding VAT, as staff set them (the rules package's DeliveryRates)."
    type DeliveryRates {
        netherlands: Money!
        belgiumSurcharge: Money!
        germany: Money!
        longLengthSurcharge: Money!
        longLengthFromCm: Int!
    }

    extend type Order {
        "false when the order's postal code is one the shop does not deliver to (delivery is then not offered); null without one"
        deliverable: Boolean
    }

    extend type Query {
        "Format check per country (NL 1234 AB, BE 4 digits, DE 5 digits) and the delivery area rules."
        checkPostalCode(countryCode: String!, postalCode: String!): PostalCodeCheck!
        "The delivery costs per delivery country (NL, BE, DE) with the rates staff set on the delivery method."
        deliveryCosts: [DeliveryCost!]!
        "The rates behind the delivery costs: what the delivery pages, product pages and mails state."
        deliveryRates: DeliveryRates!
    }

    extend type Mutation {
        """
        Sets the active order's delivery country and postal code (its shipping address), so shipping
        costs and VAT follow the delivery country; chooses delivery when no shipping method is set.
        An address the shop does not deliver to is set without delivery (Order.deliverable is false).
        Errors when the order has no pieces, is no longer in AddingItems (as setOrderShippingMethod)
        or the postal code is malformed.
        """
        setOrderPostalCode(countryCode: String!, postalCode: String!): Order!
        """
        Prices the active order again with the VAT of the site the request is made on (its
        languageCode: 19% on the German site, 21% on the Dutch and English) while it has no delivery
        country; an order with one is returned as it is.
        """
        priceOrderForSite: Order
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

    @Query()
    deliveryRates(@Ctx() ctx: RequestContext) {
        return this.deliveryService.rates(ctx);
    }

    @Transaction()
    @Mutation()
    @Allow(Permission.UpdateOrder, Permission.Owner)
    priceOrderForSite(@Ctx() ctx: RequestContext) {
        return this.deliveryService.priceOrderForSite(ctx);
    }
}

@Resolver('Order')
export class DeliveryOrderResolver {
    constructor(private deliveryService: DeliveryService) {}

    @ResolveField()
    deliverable(@Parent() order: Order) {
        return this.deliveryService.deliverable(order);
    }
}
