import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, ID, ProductVariant, ProductVariantService, RequestContext, TransactionalConnection, Translated, UserInputError } from '@vendure/core';
import gql from 'graphql-tag';

/** At most this many variants per request (an order's lines, a cart's). */
export const MAX_VARIANT_IDS = 100;

export const productVariantsSchema = gql`
    extend type Query {
        """
        The spec's getProductVariants: the given variants (at most 100) as they are for sale now, with
        their price and product, in the order asked. Variants that are unknown, disabled, deleted or not
        for sale in this channel (their product disabled or deleted too) are left out.
        """
        productVariants(ids: [ID!]!): [ProductVariant!]!
    }
`;

@Resolver()
export class ProductVariantsResolver {
    constructor(
        private connection: TransactionalConnection,
        private productVariantService: ProductVariantService,
    ) {}

    @Query()
    async productVariants(@Ctx() ctx: RequestContext, @Args() args: { ids: ID[] }): Promise<Array<Translated<ProductVariant>>> {
        const ids = [...new Set(args.ids.map(String))];
        if (ids.length === 0) return [];
        if (ids.length > MAX_VARIANT_IDS) throw new UserInputError(`At most ${MAX_VARIANT_IDS} variant ids per request, got ${ids.length}`);
        const forSale = await this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .innerJoin('variant.product', 'product')
            .select('variant.id', 'id')
            .where('variant.id IN (:...ids)', { ids })
            .andWhere('variant.enabled = :enabled', { enabled: true })
            .andWhere('variant.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled', { enabled: true })
            .andWhere('product.deletedAt IS NULL')
            .getRawMany<{ id: string | number }>();
        if (forSale.length === 0) return [];
        const variants = await this.productVariantService.findByIds(
            ctx,
            forSale.map(row => row.id),
        );
        const byId = new Map(variants.map(variant => [String(variant.id), variant]));
        return ids.flatMap(id => byId.get(id) ?? []);
    }
}
