import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, ID, ProductVariant, RequestContext, TransactionalConnection, UserInputError } from '@vendure/core';
import gql from 'graphql-tag';

/** One product page asks for all its variants at once; more than this is not a product page. */
export const MAX_STOCK_VARIANT_IDS = 200;

export const variantStockSchema = gql`
    "The stock pop-up quantities of one variant as they are now (the product pages are pre-rendered)."
    type ProductVariantStock {
        id: ID!
        stock_pop_up1_qty: Int!
        stock_pop_up2_qty: Int!
    }

    extend type Query {
        """
        The spec's getProductVariantStock: the live stock pop-up quantities of the given variants
        (at most 200). Variants that are unknown, disabled or not for sale in this channel are left out.
        """
        productVariantStock(variantIds: [ID!]!): [ProductVariantStock!]!
    }
`;

export interface ProductVariantStock {
    id: ID;
    stock_pop_up1_qty: number;
    stock_pop_up2_qty: number;
}

@Resolver()
export class VariantStockResolver {
    constructor(private connection: TransactionalConnection) {}

    @Query()
    async productVariantStock(@Ctx() ctx: RequestContext, @Args() args: { variantIds: ID[] }): Promise<ProductVariantStock[]> {
        const ids = [...new Set(args.variantIds.map(String))];
        if (ids.length === 0) return [];
        if (ids.length > MAX_STOCK_VARIANT_IDS) {
            throw new UserInputError(`At most ${MAX_STOCK_VARIANT_IDS} variant ids per request, got ${ids.length}`);
        }
        const variants = await this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .innerJoin('variant.product', 'product')
            .where('variant.id IN (:...ids)', { ids })
            .andWhere('variant.enabled = :enabled', { enabled: true })
            .andWhere('variant.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled', { enabled: true })
            .andWhere('product.deletedAt IS NULL')
            .getMany();
        // Stock pop-up quantities default to 0 (spec section 5).
        return variants.map(variant => {
            const fields = variant.customFields as { stockPopUp1Qty?: number | null; stockPopUp2Qty?: number | null };
            return { id: variant.id, stock_pop_up1_qty: fields.stockPopUp1Qty ?? 0, stock_pop_up2_qty: fields.stockPopUp2Qty ?? 0 };
        });
    }
}
