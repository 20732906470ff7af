import { Injectable } from '@nestjs/common';
import {
    Collection,
    Customer,
    CustomerGroup,
    ID,
    ProductVariant,
    RequestContext,
    RequestContextCacheService,
    TransactionalConnection,
} from '@vendure/core';
import { priceListPrice, type PriceList } from '@timber-shop/rules';
import type { PriceListFields } from './custom-fields';

/** A customer group's price list as the prices use it. */
export interface GroupPriceList extends PriceList {
    groupId: ID;
    name: string;
}

/**
 * The price lists of the request's customer: those of the customer groups they belong to (the
 * business customer group once their VAT number is valid). Looked up once per request.
 */
@Injectable()
export class PriceListService {
    constructor(
        private connection: TransactionalConnection,
        private cache: RequestContextCacheService,
    ) {}

    /** The lists that price for this request's customer; none for a visitor or a customer in no such group. */
    customerPriceLists(ctx: RequestContext): Promise<GroupPriceList[]> {
        const userId = ctx.activeUserId;
        if (userId == null || ctx.apiType !== 'shop') return Promise.resolve([]);
        return this.cache.get(ctx, 'price-list:customer', async () => {
            const customer = await this.connection
                .getRepository(ctx, Customer)
                .findOne({ where: { user: { id: userId } }, relations: { groups: true } });
            return (customer?.groups ?? []).map(priceListOf).filter(list => list.variantPrices.length || list.categoryDiscounts.length);
        });
    }

    /** The price (cents, excl. VAT) the customer's lists give a variant: the lowest of them; the input price without a list. */
    async priceFor(ctx: RequestContext, variant: ProductVariant, inputPrice: number): Promise<number> {
        const lists = await this.customerPriceLists(ctx);
        if (!lists.length) return inputPrice;
        const categories = lists.some(l => l.categoryDiscounts.length) ? await this.categoriesOf(ctx, variant.id) : [];
        return Math.min(...lists.map(list => priceListPrice(list, { sku: variant.sku, categories, price: inputPrice })));
    }

    /** The slugs of the categories (collections) a variant is in. */
    private categoriesOf(ctx: RequestContext, variantId: ID): Promise<string[]> {
        return this.cache.get(ctx, `price-list:categories:${variantId}`, async () => {
            const collections = await this.connection
                .getRepository(ctx, Collection)
                .createQueryBuilder('collection')
                .innerJoin('collection.productVariants', 'variant', 'variant.id = :variantId', { variantId })
                .leftJoinAndSelect('collection.translations', 'translation')
                .getMany();
            return [...new Set(collections.flatMap(c => c.translations.map(t => t.slug)))];
        });
    }
}

function priceListOf(group: CustomerGroup): GroupPriceList {
    const fields = (group.customFields ?? {}) as PriceListFields;
    return {
        groupId: group.id,
        name: group.name,
        variantPrices: fields.priceListVariantPrices ?? [],
        categoryDiscounts: fields.priceListCategoryDiscounts ?? [],
    };
}
