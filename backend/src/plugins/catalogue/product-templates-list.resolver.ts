import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, RequestContext } from '@vendure/core';
import gql from 'graphql-tag';
import type { CategoryText } from './category-text';
import { type CategoryFirstPage, ProductTemplatesListService, type ProductTemplateFilterInput, type ProductTemplatesList, type ProductTemplatesListInput } from './product-templates-list.service';

export const productTemplatesListSchema = gql`
    "Products with one of these values of a filter attribute (values of one attribute are OR-ed, attributes AND-ed)."
    input ProductTemplateFilterInput {
        "facet code, e.g. species; thickness and width for the ranges"
        attribute: String!
        "facet value codes, or range codes such as 28-40 and 60-plus"
        values: [String!]!
    }

    enum ProductTemplateSortField {
        relevance
        thickness
        width
        quality
        name
        "the lowest price on the category's comparable basis (per m², m1 or piece: the rules package's categoryPriceBasis)"
        price
    }

    input ProductTemplateSortInput {
        field: ProductTemplateSortField!
        direction: SortOrder!
    }

    input ProductTemplatesListInput {
        "collection slug in the request's language; null or absent = all products"
        collectionSlug: String
        search: String
        filter: [ProductTemplateFilterInput!]
        sort: ProductTemplateSortInput
        "default 18, at most 100"
        pageSize: Int
        "default 1"
        currentPage: Int
    }

    type ProductTemplateFilterValue {
        value: String!
        name: String!
        "products matching the other attributes' selected values and this value"
        count: Int!
        selected: Boolean!
    }

    type ProductTemplateFilter {
        "facet code, e.g. species; thickness and width for the ranges"
        attribute: String!
        "F1..F8 of the facet"
        attributeKey: String
        "facet name in the request's language"
        name: String!
        "facet or range"
        kind: String!
        values: [ProductTemplateFilterValue!]!
    }

    type ProductTemplatesList {
        items: [Product!]!
        totalItems: Int!
        filters: [ProductTemplateFilter!]!
    }

    type CategoryText {
        title: String!
        text: String!
        seoTitle: String!
        seoDescription: String!
    }

    "A category's (or all products') first page in the default order, as productTemplatesList and categoryText answer it without filters."
    type CategoryFirstPage {
        "the category; null for all products"
        collectionId: ID
        totalItems: Int!
        "the page's products in the listing's default order (featured first, then catalogue order)"
        productIds: [ID!]!
        filters: [ProductTemplateFilter!]!
        text: CategoryText!
    }

    extend type Query {
        """
        The spec's getProductTemplatesList: one page of a category's products (or all products)
        with filters, search and sort, and the filters with their counts. Unknown categories,
        attributes or values and out-of-range paging are errors (UserInputError) in the request's language.
        """
        productTemplatesList(options: ProductTemplatesListInput!): ProductTemplatesList!
        """
        The spec's getCategoryText: title, text and SEO texts of a category page with these filter values.
        """
        categoryText(collectionSlug: String, filter: [ProductTemplateFilterInput!]): CategoryText!
        """
        The first page of every public category and of all products with their filter counts and
        texts, in one request: what the storefront's build pre-renders the category pages from (with
        the product cards it holds). pageSize: default 18, at most 100.
        """
        categoryFirstPages(pageSize: Int): [CategoryFirstPage!]!
    }
`;

@Resolver()
export class ProductTemplatesListResolver {
    constructor(private listService: ProductTemplatesListService) {}

    @Query()
    productTemplatesList(@Ctx() ctx: RequestContext, @Args() args: { options: ProductTemplatesListInput }): Promise<ProductTemplatesList> {
        return this.listService.list(ctx, args.options);
    }

    @Query()
    categoryText(
        @Ctx() ctx: RequestContext,
        @Args() args: { collectionSlug?: string | null; filter?: ProductTemplateFilterInput[] | null },
    ): Promise<CategoryText> {
        return this.listService.categoryText(ctx, args.collectionSlug, args.filter);
    }

    @Query()
    categoryFirstPages(@Ctx() ctx: RequestContext, @Args() args: { pageSize?: number | null }): Promise<CategoryFirstPage[]> {
        return this.listService.firstPages(ctx, args.pageSize);
    }
}
