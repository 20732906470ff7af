import { createHash } from 'node:crypto';
import { Ctx, OrderLine, RequestContext } from '@vendure/core';
import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import gql from 'graphql-tag';
import { PriceListService } from './price-list.service';

export const priceListShopSchema = gql`
    "The price list that prices for a customer (the spec's Partner.currentPricelist)."
    type Pricelist {
        id: ID!
        name: String!
    }

    extend type Customer {
        "the customer's price list; null: the shop's public prices"
        currentPricelist: Pricelist
        "the categories the customer's price list lets them see (with the ancestors leading to them); null: every category"
        availableCategIds: [ID!]
        "changes whenever availableCategIds does; 'public' when every category is available (spec section 6: kept in the geven-user cookie)"
        availableCategIdsCacheKey: String!
    }

    extend type OrderLine {
        "the customer's price list no longer sells this product (staff hid its category after it was added): the checkout refuses it"
        notInPriceList: Boolean!
    }
`;

/** The price list fields of the logged-in customer (only the customer's own record reaches the Shop API). */
@Resolver('Customer')
export class PriceListCustomerResolver {
    constructor(private priceListService: PriceListService) {}

    @ResolveField()
    async currentPricelist(@Ctx() ctx: RequestContext) {
        const [list] = await this.priceListService.customerPriceLists(ctx);
        return list ? { id: list.groupId, name: list.name } : null;
    }

    @ResolveField()
    async availableCategIds(@Ctx() ctx: RequestContext) {
        const access = await this.priceListService.categoryAccess(ctx);
        return access ? [...access.shown].sort() : null;
    }

    @ResolveField()
    async availableCategIdsCacheKey(@Ctx() ctx: RequestContext) {
        const access = await this.priceListService.categoryAccess(ctx);
        if (!access) return 'public';
        const ids = JSON.stringify([[...access.shown].sort(), [...access.sold].sort()]);
        return createHash('sha256').update(ids).digest('base64url').slice(0, 16);
    }
}

/** A cart line the customer's price list no longer sells, for the cart to say so before the checkout refuses it. */
@Resolver('OrderLine')
export class PriceListOrderLineResolver {
    constructor(private priceListService: PriceListService) {}

    @ResolveField()
    async notInPriceList(@Ctx() ctx: RequestContext, @Parent() line: OrderLine) {
        const productId = line.productVariant?.productId;
        return productId != null && !(await this.priceListService.sellsProduct(ctx, productId));
    }
}
