/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n    fragment WebsiteCategoryFields on Collection {\n        id\n        name\n        slug\n        description\n        position\n        parentId\n        breadcrumbs {\n            id\n            name\n            slug\n        }\n        featuredAsset {\n            preview\n        }\n        customFields {\n            seoTitle\n            seoDescription\n        }\n    }\n": typeof types.WebsiteCategoryFieldsFragmentDoc,
    "\n    fragment ProductCardFields on Product {\n        id\n        name\n        slug\n        featuredAsset {\n            preview\n        }\n        collections {\n            id\n        }\n        variants {\n            id\n            price\n            customFields {\n                length\n                width\n            }\n        }\n        customFields {\n            priceUnit\n            thickness\n            width\n            featured\n            ribbonText\n            ribbonBgColor\n            ribbonTextColor\n        }\n    }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n    query WebsiteCategories($options: CollectionListOptions) {\n        collections(options: $options) {\n            totalItems\n            items {\n                ...WebsiteCategoryFields\n            }\n        }\n    }\n": typeof types.WebsiteCategoriesDocument,
    "\n    query ProductTemplatesList($options: ProductListOptions) {\n        products(options: $options) {\n            totalItems\n            items {\n                ...ProductCardFields\n            }\n        }\n    }\n": typeof types.ProductTemplatesListDocument,
};
const documents: Documents = {
    "\n    fragment WebsiteCategoryFields on Collection {\n        id\n        name\n        slug\n        description\n        position\n        parentId\n        breadcrumbs {\n            id\n            name\n            slug\n        }\n        featuredAsset {\n            preview\n        }\n        customFields {\n            seoTitle\n            seoDescription\n        }\n    }\n": types.WebsiteCategoryFieldsFragmentDoc,
    "\n    fragment ProductCardFields on Product {\n        id\n        name\n        slug\n        featuredAsset {\n            preview\n        }\n        collections {\n            id\n        }\n        variants {\n            id\n            price\n            customFields {\n                length\n                width\n            }\n        }\n        customFields {\n            priceUnit\n            thickness\n            width\n            featured\n            ribbonText\n            ribbonBgColor\n            ribbonTextColor\n        }\n    }\n": types.ProductCardFieldsFragmentDoc,
    "\n    query WebsiteCategories($options: CollectionListOptions) {\n        collections(options: $options) {\n            totalItems\n            items {\n                ...WebsiteCategoryFields\n            }\n        }\n    }\n": types.WebsiteCategoriesDocument,
    "\n    query ProductTemplatesList($options: ProductListOptions) {\n        products(options: $options) {\n            totalItems\n            items {\n                ...ProductCardFields\n            }\n        }\n    }\n": types.ProductTemplatesListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment WebsiteCategoryFields on Collection {\n        id\n        name\n        slug\n        description\n        position\n        parentId\n        breadcrumbs {\n            id\n            name\n            slug\n        }\n        featuredAsset {\n            preview\n        }\n        customFields {\n            seoTitle\n            seoDescription\n        }\n    }\n"): (typeof documents)["\n    fragment WebsiteCategoryFields on Collection {\n        id\n        name\n        slug\n        description\n        position\n        parentId\n        breadcrumbs {\n            id\n            name\n            slug\n        }\n        featuredAsset {\n            preview\n        }\n        customFields {\n            seoTitle\n            seoDescription\n        }\n    }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment ProductCardFields on Product {\n        id\n        name\n        slug\n        featuredAsset {\n            preview\n        }\n        collections {\n            id\n        }\n        variants {\n            id\n            price\n            customFields {\n                length\n                width\n            }\n        }\n        customFields {\n            priceUnit\n            thickness\n            width\n            featured\n            ribbonText\n            ribbonBgColor\n            ribbonTextColor\n        }\n    }\n"): (typeof documents)["\n    fragment ProductCardFields on Product {\n        id\n        name\n        slug\n        featuredAsset {\n            preview\n        }\n        collections {\n            id\n        }\n        variants {\n            id\n            price\n            customFields {\n                length\n                width\n            }\n        }\n        customFields {\n            priceUnit\n            thickness\n            width\n            featured\n            ribbonText\n            ribbonBgColor\n            ribbonTextColor\n        }\n    }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query WebsiteCategories($options: CollectionListOptions) {\n        collections(options: $options) {\n            totalItems\n            items {\n                ...WebsiteCategoryFields\n            }\n        }\n    }\n"): (typeof documents)["\n    query WebsiteCategories($options: CollectionListOptions) {\n        collections(options: $options) {\n            totalItems\n            items {\n                ...WebsiteCategoryFields\n            }\n        }\n    }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query ProductTemplatesList($options: ProductListOptions) {\n        products(options: $options) {\n            totalItems\n            items {\n                ...ProductCardFields\n            }\n        }\n    }\n"): (typeof documents)["\n    query ProductTemplatesList($options: ProductListOptions) {\n        products(options: $options) {\n            totalItems\n            items {\n                ...ProductCardFields\n            }\n        }\n    }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;