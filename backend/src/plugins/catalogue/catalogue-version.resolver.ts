import { Query, Resolver } from '@nestjs/graphql';
import { Collection, Ctx, Facet, FacetValue, PaymentMethod, Product, ProductVariant, RequestContext, ShippingMethod, TaxRate, TransactionalConnection } from '@vendure/core';
import { createHash } from 'node:crypto';
import gql from 'graphql-tag';

export const catalogueVersionSchema = gql`
    extend type Query {
        """
        Changes whenever a product, variant, category or filter attribute changes, or what pages
        state about delivery and payment (shipping methods, payment methods, VAT rates):
        the storefront build compares it to decide whether its pre-rendered pages are current.
        """
        catalogueVersion: String!
    }
`;

@Resolver()
export class CatalogueVersionResolver {
    constructor(private connection: TransactionalConnection) {}

    @Query()
    async catalogueVersion(@Ctx() ctx: RequestContext): Promise<string> {
        const parts = await Promise.all(
            [Product, ProductVariant, Collection, Facet, FacetValue, ShippingMethod, PaymentMethod, TaxRate].map(async entity => {
                const row = await this.connection
                    .getRepository(ctx, entity)
                    .createQueryBuilder('e')
                    .select('COUNT(e.id)', 'count')
                    .addSelect('MAX(e.updatedAt)', 'updated')
                    .getRawOne<{ count: string; updated: string | Date | null }>();
                const updated = row?.updated ? new Date(row.updated).toISOString() : '-';
                return `${entity.name}:${row?.count ?? 0}:${updated}`;
            }),
        );
        return createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 16);
    }
}
