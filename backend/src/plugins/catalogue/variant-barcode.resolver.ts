import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, ProductVariant, ProductVariantService, RequestContext, TransactionalConnection, Translated } from '@vendure/core';
import gql from 'graphql-tag';

export const variantBarcodeSchema = gql`
    extend type Query {
        """
        The variant with this barcode (EAN), for the storefront's /producten/barcode/{barcode} route;
        null when no variant for sale in this channel has it.
        """
        productVariantByBarcode(barcode: String!): ProductVariant
    }
`;

@Resolver()
export class VariantBarcodeResolver {
    constructor(
        private connection: TransactionalConnection,
        private productVariantService: ProductVariantService,
    ) {}

    @Query()
    async productVariantByBarcode(@Ctx() ctx: RequestContext, @Args() args: { barcode: string }): Promise<Translated<ProductVariant> | undefined> {
        const barcode = args.barcode.trim();
        if (!barcode) return undefined;
        const match = await this.connection
            .getRepository(ctx, ProductVariant)
            .createQueryBuilder('variant')
            .select('variant.id')
            .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .innerJoin('variant.product', 'product')
            .where('variant.customFieldsBarcode = :barcode', { barcode })
            .andWhere('variant.enabled = :enabled', { enabled: true })
            .andWhere('variant.deletedAt IS NULL')
            .andWhere('product.enabled = :enabled', { enabled: true })
            .andWhere('product.deletedAt IS NULL')
            .orderBy('variant.id', 'ASC')
            .getOne();
        return match ? this.productVariantService.findOne(ctx, match.id) : undefined;
    }
}
