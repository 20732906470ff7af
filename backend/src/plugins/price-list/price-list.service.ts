import { Injectable } from '@nestjs/common';
import {
    Collection,
    Customer,
    CustomerGroup,
    ID,
    Product,
    ProductVariant,
    RequestContext,
    RequestContextCacheService,
    TransactionalConnection,
} from '@vendure/core';
import { categoryAccess, priceListPrice, type CategoryAccess, type CategoryNode, type PriceList } from '@timber-shop/rules';
import type { PriceListFields } from './custom-fields';

/** A customer group's price list as the prices use it. */
export interface GroupPriceList extends PriceList {
    groupId: ID;
    name: string;
    /** the categories (slugs) it sells; empty: every category */
    categories: string[];
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
            return (customer?.groups ?? []).map(priceListOf).filter(list => list.variantPrices.length || list.categoryDiscounts.length || list.categories.length);
        });
    }

    /** The price (cents, excl. VAT) the customer's lists give a variant: the lowest of them; the input price without a list. */
    async priceFor(ctx: RequestContext, variant: ProductVariant, inputPrice: number): Promise<number> {
        const lists = await this.customerPriceLists(ctx);
        if (!lists.length) return inputPrice;
        const categories = lists.some(l => l.categoryDiscounts.length) ? await this.categoriesOf(ctx, variant.id) : [];
        return Math.min(...lists.map(list => priceListPrice(list, { sku: variant.sku, categories, price: inputPrice })));
    }

    /**
     * The categories this request's customer may see (category availability follows the price list,
     * spec section 6): null when nothing is hidden (a visitor, no list, or a list selling everything).
     */
    categoryAccess(ctx: RequestContext): Promise<CategoryAccess | null> {
        return this.cache.get(ctx, 'price-list:category-access', async () => {
            const lists = await this.customerPriceLists(ctx);
            if (!lists.length || lists.some(list => !list.categories.length)) return null;
            return categoryAccess(
                lists.map(list => list.categories),
                await this.channelCategories(ctx),
            );
        });
    }

    /** The channel's categories (collections but the root) with their slugs in every language. */
    channelCategories(ctx: RequestContext): Promise<CategoryNode[]> {
        return this.cache.get(ctx, 'price-list:categories', async () => {
            const collections = await this.connection
                .getRepository(ctx, Collection)
                .createQueryBuilder('collection')
                .innerJoin('collection.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
                .leftJoinAndSelect('collection.translations', 'translation')
                .where('collection.isRoot = :isRoot', { isRoot: false })
                .getMany();
            return collections.map(c => ({ id: String(c.id), parentId: c.parentId == null ? null : String(c.parentId), slugs: c.translations.map(t => t.slug) }));
        });
    }

    async channelCategoryIds(ctx: RequestContext): Promise<string[]> {
        return (await this.channelCategories(ctx)).map(category => category.id);
    }

    /** The products of the channel the customer may not see (in no category their lists sell); null: none hidden. */
    hiddenProductIds(ctx: RequestContext): Promise<string[] | null> {
        return this.cache.get(ctx, 'price-list:hidden-products', async () => {
            const access = await this.categoryAccess(ctx);
            if (!access) return null;
            const all = await this.connection
                .getRepository(ctx, Product)
                .createQueryBuilder('product')
                .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
                .select('product.id', 'id')
                .where('product.deletedAt IS NULL')
                .getRawMany<{ id: string | number }>();
            const sold = access.sold.size
                ? await this.connection
                      .getRepository(ctx, ProductVariant)
                      .createQueryBuilder('variant')
                      .innerJoin('variant.collections', 'collection', 'collection.id IN (:...ids)', { ids: [...access.sold] })
                      .select('variant.productId', 'id')
                      .distinct(true)
                      .where('variant.deletedAt IS NULL')
                      .getRawMany<{ id: string | number }>()
                : [];
            const visible = new Set(sold.map(row => String(row.id)));
            return all.map(row => String(row.id)).filter(id => !visible.has(id));
        });
    }

    /** Whether the customer may see (and buy) this product. */
    async sellsProduct(ctx: RequestContext, productId: ID): Promise<boolean> {
        const hidden = await this.hiddenProductIds(ctx);
        return !hidden?.includes(String(productId));
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
        categories: (fields.priceListCategories ?? []).map(slug => slug.trim()).filter(Boolean),
    };
}
