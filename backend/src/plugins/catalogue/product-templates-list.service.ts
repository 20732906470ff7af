import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
    Collection,
    CollectionEvent,
    CollectionModificationEvent,
    CollectionService,
    EventBus,
    Facet,
    FacetEvent,
    FacetValueEvent,
    Product,
    ProductChannelEvent,
    ProductEvent,
    ProductService,
    ProductVariant,
    ProductVariantChannelEvent,
    ProductVariantEvent,
    RequestContext,
    TransactionalConnection,
    Translated,
    TranslatorService,
    UserInputError,
} from '@vendure/core';
import { merge, Subscription } from 'rxjs';
import { CATEGORY_PAGE_SIZE, categoryPriceBasis, lowestPrices, SAMPLE_VARIANT_LENGTH, type MeasuredPrice, type PriceUnit } from '@timber-shop/rules';
import { asStrings, translator } from '../../common/i18n';
import { PriceListService } from '../price-list/price-list.service';
import { categoryText, LISTING_ERRORS, type CategoryText } from './category-text';
import {
    applySelection,
    compareIds,
    filterAttributes,
    matchesSearch,
    normalise,
    parseSelection,
    searchWords,
    selectedNames,
    sortProducts,
    type CatalogueData,
    type FacetInfo,
    type FilterWithCounts,
    type ListedProduct,
    type Selection,
    type SortDirection,
    type SortField,
} from './product-templates-query';

export const MAX_PAGE_SIZE = 100;
/** Events keep the cache current; this bounds how stale it can be when they come from another process (a separate worker). */
const CACHE_MAX_AGE_MS = 60_000;
/** channels x languages; language codes come from requests, so the cache is bounded */
const CACHE_MAX_ENTRIES = 32;

export interface ProductTemplateFilterInput {
    attribute: string;
    values: string[];
}

export interface ProductTemplatesListInput {
    collectionSlug?: string | null;
    search?: string | null;
    filter?: ProductTemplateFilterInput[] | null;
    sort?: { field: SortField; direction: SortDirection } | null;
    pageSize?: number | null;
    currentPage?: number | null;
}

export interface ProductTemplatesList {
    items: Array<Translated<Product>>;
    totalItems: number;
    filters: FilterWithCounts[];
}

/** A category's (or all products') first page in the default order, for pre-rendering every category page in one request. */
export interface CategoryFirstPage {
    /** undefined: all products */
    collectionId?: string;
    totalItems: number;
    productIds: string[];
    filters: FilterWithCounts[];
    text: CategoryText;
}

interface CacheEntry {
    data: Promise<CatalogueData>;
    loadedAt: number;
}

/**
 * The category listing (the spec's getProductTemplatesList) and its texts (getCategoryText).
 *
 * The channel's enabled products with their facet values and category membership are loaded in
 * four queries, kept in memory per channel and language, and filtered, counted and sorted there
 * (product-templates-query.ts). Catalogue events empty the cache; only the products of the page
 * asked for are loaded as Vendure entities.
 */
@Injectable()
export class ProductTemplatesListService implements OnApplicationBootstrap, OnModuleDestroy {
    private cache = new Map<string, CacheEntry>();
    private subscription?: Subscription;
    /** the price lists, when their plugin runs: category availability follows the price list (spec section 6) */
    private priceLists?: PriceListService;

    constructor(
        private moduleRef: ModuleRef,
        private connection: TransactionalConnection,
        private eventBus: EventBus,
        private productService: ProductService,
        private collectionService: CollectionService,
        private translator: TranslatorService,
    ) {}

    onApplicationBootstrap() {
        try {
            this.priceLists = this.moduleRef.get(PriceListService, { strict: false });
        } catch {
            // no price list plugin (the catalogue's own tests): every customer sees every category
        }
        this.subscription = merge(
            this.eventBus.ofType(ProductEvent),
            this.eventBus.ofType(ProductChannelEvent),
            this.eventBus.ofType(ProductVariantEvent),
            this.eventBus.ofType(ProductVariantChannelEvent),
            this.eventBus.ofType(CollectionEvent),
            this.eventBus.ofType(CollectionModificationEvent),
            this.eventBus.ofType(FacetEvent),
            this.eventBus.ofType(FacetValueEvent),
        ).subscribe(() => this.invalidate());
    }

    onModuleDestroy() {
        this.subscription?.unsubscribe();
    }

    /** Forgets every loaded catalogue: the next listing loads it again. */
    invalidate() {
        this.cache.clear();
    }

    async list(ctx: RequestContext, input: ProductTemplatesListInput): Promise<ProductTemplatesList> {
        const pageSize = input.pageSize ?? CATEGORY_PAGE_SIZE;
        const currentPage = input.currentPage ?? 1;
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) this.fail(LISTING_ERRORS.pageSize, { pageSize });
        if (!Number.isInteger(currentPage) || currentPage < 1) this.fail(LISTING_ERRORS.currentPage, { page: currentPage });
        const { collection, matching, filters, words } = await this.select(ctx, input.collectionSlug, input.filter, input.search);
        const sort = input.sort ?? { field: 'relevance', direction: 'ASC' };
        const priceBasis = sort.field === 'price' && collection ? await this.priceBasis(ctx, collection) : undefined;
        const sorted = sortProducts(matching, sort, words, ctx.languageCode, priceBasis);
        const page = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);
        const items = page.length ? await this.productService.findByIds(ctx, page.map(p => p.id)) : [];
        const byId = new Map(items.map(item => [String(item.id), item]));
        return {
            // a product disabled or deleted since the catalogue was loaded is left out of this page
            items: page.map(p => byId.get(p.id)).filter((item): item is Translated<Product> => !!item && item.enabled),
            totalItems: matching.length,
            filters,
        };
    }

    async categoryText(ctx: RequestContext, collectionSlug: string | null | undefined, filter: ProductTemplateFilterInput[] | null | undefined): Promise<CategoryText> {
        const { collection, selection, matching, data } = await this.select(ctx, collectionSlug, filter, undefined);
        return this.textOf(ctx, collection, selectedNames(selection, data.filters), matching.length);
    }

    /**
     * The first page (default sort) of every public category and of all products, with their filter
     * counts and texts: what `list` and `categoryText` answer for each unfiltered category, from one
     * load of the catalogue. The storefront's build renders every category page from it in one request
     * per language, with the product cards it already holds (the items are ids).
     * Categories the customer's price list does not show are left out.
     */
    async firstPages(ctx: RequestContext, pageSize: number | null | undefined): Promise<CategoryFirstPage[]> {
        const size = pageSize ?? CATEGORY_PAGE_SIZE;
        if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) this.fail(LISTING_ERRORS.pageSize, { pageSize: size });
        const [data, collections, access] = await Promise.all([this.catalogue(ctx), this.publicCollections(ctx), this.access(ctx)]);
        const pages: CategoryFirstPage[] = [];
        for (const collection of [undefined, ...collections]) {
            if (collection && access && !access.shown.has(String(collection.id))) continue;
            const { matching, filters } = this.apply(data, collection, new Map(), [], access);
            const page = sortProducts(matching, { field: 'relevance', direction: 'ASC' }, [], ctx.languageCode).slice(0, size);
            pages.push({
                collectionId: collection ? String(collection.id) : undefined,
                totalItems: matching.length,
                productIds: page.map(p => p.id),
                filters,
                text: this.textOf(ctx, collection, [], matching.length),
            });
        }
        return pages;
    }

    /** Validates the category and filters and applies them (and the search words) to the catalogue. */
    private async select(ctx: RequestContext, collectionSlug: string | null | undefined, filter: ProductTemplateFilterInput[] | null | undefined, search: string | null | undefined) {
        const collection = collectionSlug == null ? undefined : await this.findCollection(ctx, collectionSlug);
        const data = await this.catalogue(ctx);
        const parsed = parseSelection(filter, data.filters);
        if ('problem' in parsed) {
            const problem = parsed.problem;
            if (problem.kind === 'unknownAttribute') this.fail(LISTING_ERRORS.unknownAttribute, { attribute: problem.attribute });
            if (problem.kind === 'noValues') this.fail(LISTING_ERRORS.noValues, { attribute: problem.attribute });
            this.fail(LISTING_ERRORS.unknownValue, { attribute: problem.attribute, value: (problem as { value: string }).value });
        }
        const selection: Selection = parsed.selection;
        const words = searchWords(search);
        const access = await this.access(ctx);
        // a customer whose price list sells only some categories: another category is unknown to them
        if (access && collection && !access.shown.has(String(collection.id))) this.fail(LISTING_ERRORS.unknownCategory, { slug: collectionSlug ?? '' });
        const { matching, filters } = this.apply(data, collection, selection, words, access);
        return { collection, data, selection, words, matching, filters };
    }

    /** The unit a category's prices are compared in: the rules' basis for its Dutch slugs, from the top of the tree down. */
    private async priceBasis(ctx: RequestContext, collection: Collection): Promise<PriceUnit | undefined> {
        const repository = this.connection.getRepository(ctx, Collection);
        const slugs: string[] = [];
        let current: Collection | null = await repository.findOne({ where: { id: collection.id }, relations: ['translations'] });
        while (current && !current.isRoot) {
            slugs.unshift(current.translations.find(t => t.languageCode === 'nl')?.slug ?? '');
            current = current.parentId ? await repository.findOne({ where: { id: current.parentId }, relations: ['translations'] }) : null;
        }
        return categoryPriceBasis(slugs);
    }

    /** The customer's category access by price list (spec section 6); null: every category. */
    private async access(ctx: RequestContext) {
        return (await this.priceLists?.categoryAccess(ctx)) ?? null;
    }

    /** The catalogue's products in the category (all without one) that the price list sells and the words match, with the selection applied. */
    private apply(data: CatalogueData, collection: Collection | undefined, selection: Selection, words: string[], access: Awaited<ReturnType<ProductTemplatesListService['access']>>) {
        const collectionId = collection ? String(collection.id) : undefined;
        const sold = (p: ListedProduct) => access === null || [...p.collectionIds].some(id => access.sold.has(id));
        const base = data.products.filter(p => (collectionId === undefined || p.collectionIds.has(collectionId)) && sold(p) && matchesSearch(p, words));
        return applySelection(base, data.filters, selection);
    }

    /** A category page's texts (all products without a category) with the selected values' names and the count of matching products. */
    private textOf(ctx: RequestContext, collection: Translated<Collection> | undefined, names: string[], count: number): CategoryText {
        const customFields = (collection?.customFields ?? {}) as { seoTitle?: string | null; seoDescription?: string | null };
        const { locale, text } = translator(ctx);
        return categoryText({
            locale,
            text,
            categoryName: collection?.name,
            categoryDescription: collection?.description,
            categorySeoTitle: customFields.seoTitle ?? undefined,
            categorySeoDescription: customFields.seoDescription ?? undefined,
            selectedNames: names,
            count,
        });
    }

    /** The channel's public categories, translated (the Shop API's `collections`, every one of them). */
    private async publicCollections(ctx: RequestContext): Promise<Array<Translated<Collection>>> {
        const rows = await this.connection
            .getRepository(ctx, Collection)
            .createQueryBuilder('collection')
            .innerJoin('collection.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
            .select('collection.id', 'id')
            .where('collection.isPrivate = :isPrivate', { isPrivate: false })
            .andWhere('collection.isRoot = :isRoot', { isRoot: false })
            .getRawMany<{ id: string | number }>();
        return rows.length ? this.collectionService.findByIds(ctx, rows.map(row => row.id), []) : [];
    }

    /** A public category of this channel whose slug in the request's language is this one. */
    private async findCollection(ctx: RequestContext, slug: string): Promise<Translated<Collection>> {
        const collection = slug ? await this.collectionService.findOneBySlug(ctx, slug) : undefined;
        // findOneBySlug also finds slugs of other languages: a category URL is only valid in its own language
        if (!collection || collection.isPrivate || collection.isRoot || collection.slug !== slug) this.fail(LISTING_ERRORS.unknownCategory, { slug });
        return collection;
    }

    /** An input error, translated by Vendure in the request's language. */
    private fail(key: string, vars: Record<string, string | number>): never {
        throw new UserInputError(key, asStrings(vars));
    }

    private catalogue(ctx: RequestContext): Promise<CatalogueData> {
        const key = `${ctx.channelId}:${ctx.languageCode}`;
        const cached = this.cache.get(key);
        if (cached && Date.now() - cached.loadedAt < CACHE_MAX_AGE_MS) return cached.data;
        if (cached) this.cache.delete(key);
        if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
        const entry: CacheEntry = { data: this.load(ctx), loadedAt: Date.now() };
        this.cache.set(key, entry);
        // a failed load is not kept
        entry.data.catch(() => this.cache.get(key) === entry && this.cache.delete(key));
        return entry.data;
    }

    /** The channel's enabled products and public facets, translated for the request's language. */
    private async load(ctx: RequestContext): Promise<CatalogueData> {
        const channelId = ctx.channelId;
        const [products, productValues, memberships, facets, variantPrices] = await Promise.all([
            this.connection
                .getRepository(ctx, Product)
                .createQueryBuilder('product')
                .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId })
                .leftJoin('product.translations', 'translation')
                .addSelect(['translation.id', 'translation.languageCode', 'translation.name', 'translation.slug'])
                .where('product.enabled = :enabled', { enabled: true })
                .andWhere('product.deletedAt IS NULL')
                .getMany(),
            this.connection
                .getRepository(ctx, Product)
                .createQueryBuilder('product')
                .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId })
                .innerJoin('product.facetValues', 'facetValue')
                .select('product.id', 'productId')
                .addSelect('facetValue.id', 'facetValueId')
                .where('product.enabled = :enabled', { enabled: true })
                .andWhere('product.deletedAt IS NULL')
                .getRawMany<{ productId: string | number; facetValueId: string | number }>(),
            // A product is in a category when any of its variants is (Vendure's collection membership,
            // which already holds inherited filters).
            this.connection
                .getRepository(ctx, ProductVariant)
                .createQueryBuilder('variant')
                .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId })
                .innerJoin('variant.collections', 'collection')
                .select('variant.productId', 'productId')
                .addSelect('collection.id', 'collectionId')
                .distinct(true)
                .where('variant.deletedAt IS NULL')
                .getRawMany<{ productId: string | number; collectionId: string | number }>(),
            this.connection
                .getRepository(ctx, Facet)
                .createQueryBuilder('facet')
                .innerJoin('facet.channels', 'channel', 'channel.id = :channelId', { channelId })
                .leftJoinAndSelect('facet.translations', 'facetTranslation')
                .leftJoinAndSelect('facet.values', 'value')
                .leftJoinAndSelect('value.translations', 'valueTranslation')
                .where('facet.isPrivate = :isPrivate', { isPrivate: false })
                .getMany(),
            // the channel's prices (excluding VAT) and measures of the enabled variants: the price sort's
            this.connection
                .getRepository(ctx, ProductVariant)
                .createQueryBuilder('variant')
                .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId })
                .innerJoin('variant.productVariantPrices', 'price', 'price.channelId = :channelId', { channelId })
                .select('variant.productId', 'productId')
                .addSelect('price.price', 'price')
                .addSelect('variant.customFieldsLength', 'length')
                .addSelect('variant.customFieldsWidth', 'width')
                .where('variant.deletedAt IS NULL')
                .andWhere('variant.enabled = :enabled', { enabled: true })
                .getRawMany<{ productId: string | number; price: number | string; length: number | string | null; width: number | string | null }>(),
        ]);

        const facetInfos: FacetInfo[] = [];
        const valueById = new Map<string, { facet: FacetInfo; code: string; sequence: number; names: string[] }>();
        for (const facet of facets) {
            const translated = this.translator.translate(facet, ctx, ['values']);
            const fields = translated.customFields as { attributeKey?: string | null; sequence?: number | null };
            const info: FacetInfo = { code: facet.code, attributeKey: fields.attributeKey || null, name: translated.name, sequence: fields.sequence ?? 0, values: [] };
            for (const value of translated.values ?? []) {
                const valueFields = value.customFields as { sequence?: number | null; commercialName?: string | null; isVisibleValue?: boolean | null };
                const sequence = valueFields.sequence ?? 0;
                info.values.push({ code: value.code, name: valueFields.commercialName || value.name, sequence, isVisible: valueFields.isVisibleValue !== false });
                valueById.set(String(value.id), { facet: info, code: value.code, sequence, names: [value.name, valueFields.commercialName ?? ''] });
            }
            facetInfos.push(info);
        }

        const valuesOf = new Map<string, string[]>();
        for (const row of productValues) {
            const id = String(row.productId);
            valuesOf.set(id, [...(valuesOf.get(id) ?? []), String(row.facetValueId)]);
        }
        const collectionsOf = new Map<string, Set<string>>();
        for (const row of memberships) {
            const id = String(row.productId);
            const set = collectionsOf.get(id) ?? new Set<string>();
            set.add(String(row.collectionId));
            collectionsOf.set(id, set);
        }

        const measuredOf = new Map<string, Array<{ price: number; lengthCm: number; widthMm: number }>>();
        for (const row of variantPrices) {
            const length = Number(row.length ?? 0);
            if (length === SAMPLE_VARIANT_LENGTH) continue;
            const id = String(row.productId);
            measuredOf.set(id, [...(measuredOf.get(id) ?? []), { price: Number(row.price), lengthCm: length, widthMm: Number(row.width ?? 0) }]);
        }

        const listed = products.map((product): ListedProduct => {
            const id = String(product.id);
            const translated = this.translator.translate(product, ctx);
            const fields = product.customFields as { species?: string | null; thickness?: number | null; width?: number | null; featured?: boolean | null };
            const values = new Map<string, Set<string>>();
            const valueNames: string[] = [];
            let qualitySequence: number | undefined;
            for (const valueId of valuesOf.get(id) ?? []) {
                const value = valueById.get(valueId);
                if (!value) continue; // a private facet
                const codes = values.get(value.facet.code) ?? new Set<string>();
                codes.add(value.code);
                values.set(value.facet.code, codes);
                valueNames.push(...value.names);
                if (value.facet.code === 'quality') qualitySequence = Math.min(qualitySequence ?? Infinity, value.sequence);
            }
            const name = translated.name ?? '';
            return {
                id,
                name,
                slug: translated.slug ?? '',
                species: fields.species ?? '',
                thickness: fields.thickness ?? null,
                width: fields.width ?? null,
                featured: !!fields.featured,
                collectionIds: collectionsOf.get(id) ?? new Set(),
                values,
                qualitySequence,
                searchName: normalise(name),
                haystack: normalise([name, translated.slug, fields.species ?? '', ...valueNames].join(' \n ')),
                // a variant without its own width has the product's
                prices: lowestPrices((measuredOf.get(id) ?? []).map((v): MeasuredPrice => ({ ...v, widthMm: v.widthMm || (fields.width ?? 0) }))),
            };
        });
        listed.sort((a, b) => compareIds(a.id, b.id));
        return { products: listed, filters: filterAttributes(facetInfos, translator(ctx).text) };
    }
}
