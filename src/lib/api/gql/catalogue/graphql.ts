/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { CurrencyCode } from '../schema';
import type { ErrorCode } from '../schema';
import type { LogicalOperator } from '../schema';
import type { ProductTemplateSortField } from '../schema';
import type { SortOrder } from '../schema';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Operators for filtering on a Boolean field */
export type BooleanOperators = {
  eq?: boolean | null | undefined;
  isNull?: boolean | null | undefined;
};

export type CollectionFilterParameter = {
  _and?: Array<CollectionFilterParameter> | null | undefined;
  _or?: Array<CollectionFilterParameter> | null | undefined;
  createdAt?: DateOperators | null | undefined;
  description?: StringOperators | null | undefined;
  id?: IdOperators | null | undefined;
  languageCode?: StringOperators | null | undefined;
  name?: StringOperators | null | undefined;
  parentId?: IdOperators | null | undefined;
  position?: NumberOperators | null | undefined;
  productVariantCount?: NumberOperators | null | undefined;
  seoDescription?: StringOperators | null | undefined;
  seoTitle?: StringOperators | null | undefined;
  slug?: StringOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
};

export type CollectionListOptions = {
  /** Allows the results to be filtered */
  filter?: CollectionFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: CollectionSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
  topLevelOnly?: boolean | null | undefined;
};

export type CollectionSortParameter = {
  createdAt?: SortOrder | null | undefined;
  description?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  name?: SortOrder | null | undefined;
  parentId?: SortOrder | null | undefined;
  position?: SortOrder | null | undefined;
  productVariantCount?: SortOrder | null | undefined;
  seoDescription?: SortOrder | null | undefined;
  seoTitle?: SortOrder | null | undefined;
  slug?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
};

export type { CurrencyCode };

/** Operators for filtering on a DateTime field */
export type DateOperators = {
  after?: string | null | undefined;
  before?: string | null | undefined;
  between?: DateRange | null | undefined;
  eq?: string | null | undefined;
  isNull?: boolean | null | undefined;
};

export type DateRange = {
  end: string;
  start: string;
};

export type { ErrorCode };

/** Operators for filtering on an ID field */
export type IdOperators = {
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
  notEq?: string | null | undefined;
  notIn?: Array<string> | null | undefined;
};

export type { LogicalOperator };

/** Operators for filtering on a Int or Float field */
export type NumberOperators = {
  between?: NumberRange | null | undefined;
  eq?: number | null | undefined;
  gt?: number | null | undefined;
  gte?: number | null | undefined;
  isNull?: boolean | null | undefined;
  lt?: number | null | undefined;
  lte?: number | null | undefined;
};

export type NumberRange = {
  end: number;
  start: number;
};

export type ProductFilterParameter = {
  _and?: Array<ProductFilterParameter> | null | undefined;
  _or?: Array<ProductFilterParameter> | null | undefined;
  application?: StringOperators | null | undefined;
  certification?: StringOperators | null | undefined;
  commodityCode?: StringOperators | null | undefined;
  createdAt?: DateOperators | null | undefined;
  description?: StringOperators | null | undefined;
  durabilityClass?: StringOperators | null | undefined;
  enabled?: BooleanOperators | null | undefined;
  featured?: BooleanOperators | null | undefined;
  html?: StringOperators | null | undefined;
  humidity?: StringOperators | null | undefined;
  id?: IdOperators | null | undefined;
  intro?: StringOperators | null | undefined;
  languageCode?: StringOperators | null | undefined;
  name?: StringOperators | null | undefined;
  packingMethod?: StringOperators | null | undefined;
  priceUnit?: StringOperators | null | undefined;
  quality?: StringOperators | null | undefined;
  ribbonBgColor?: StringOperators | null | undefined;
  ribbonText?: StringOperators | null | undefined;
  ribbonTextColor?: StringOperators | null | undefined;
  seoDescription?: StringOperators | null | undefined;
  seoTitle?: StringOperators | null | undefined;
  slug?: StringOperators | null | undefined;
  species?: StringOperators | null | undefined;
  thickness?: NumberOperators | null | undefined;
  updatedAt?: DateOperators | null | undefined;
  variantView?: StringOperators | null | undefined;
  volume?: NumberOperators | null | undefined;
  weight?: NumberOperators | null | undefined;
  width?: NumberOperators | null | undefined;
};

export type ProductListOptions = {
  /** Allows the results to be filtered */
  filter?: ProductFilterParameter | null | undefined;
  /** Specifies whether multiple top-level "filter" fields should be combined with a logical AND or OR operation. Defaults to AND. */
  filterOperator?: LogicalOperator | null | undefined;
  /** Skips the first n results, for use in pagination */
  skip?: number | null | undefined;
  /** Specifies which properties to sort the results by */
  sort?: ProductSortParameter | null | undefined;
  /** Takes n results, for use in pagination */
  take?: number | null | undefined;
};

export type ProductSortParameter = {
  application?: SortOrder | null | undefined;
  certification?: SortOrder | null | undefined;
  commodityCode?: SortOrder | null | undefined;
  createdAt?: SortOrder | null | undefined;
  description?: SortOrder | null | undefined;
  durabilityClass?: SortOrder | null | undefined;
  featured?: SortOrder | null | undefined;
  html?: SortOrder | null | undefined;
  humidity?: SortOrder | null | undefined;
  id?: SortOrder | null | undefined;
  intro?: SortOrder | null | undefined;
  name?: SortOrder | null | undefined;
  packingMethod?: SortOrder | null | undefined;
  priceUnit?: SortOrder | null | undefined;
  quality?: SortOrder | null | undefined;
  ribbonBgColor?: SortOrder | null | undefined;
  ribbonText?: SortOrder | null | undefined;
  ribbonTextColor?: SortOrder | null | undefined;
  seoDescription?: SortOrder | null | undefined;
  seoTitle?: SortOrder | null | undefined;
  slug?: SortOrder | null | undefined;
  species?: SortOrder | null | undefined;
  thickness?: SortOrder | null | undefined;
  updatedAt?: SortOrder | null | undefined;
  variantView?: SortOrder | null | undefined;
  volume?: SortOrder | null | undefined;
  weight?: SortOrder | null | undefined;
  width?: SortOrder | null | undefined;
};

/** Products with one of these values of a filter attribute (values of one attribute are OR-ed, attributes AND-ed). */
export type ProductTemplateFilterInput = {
  /** facet code, e.g. species; thickness and width for the ranges */
  attribute: string;
  /** facet value codes, or range codes such as 28-40 and 60-plus */
  values: Array<string>;
};

export type { ProductTemplateSortField };

export type ProductTemplateSortInput = {
  direction: SortOrder;
  field: ProductTemplateSortField;
};

export type ProductTemplatesListInput = {
  /** collection slug in the request's language; null or absent = all products */
  collectionSlug?: string | null | undefined;
  /** default 1 */
  currentPage?: number | null | undefined;
  filter?: Array<ProductTemplateFilterInput> | null | undefined;
  /** default 18, at most 100 */
  pageSize?: number | null | undefined;
  search?: string | null | undefined;
  sort?: ProductTemplateSortInput | null | undefined;
};

export type { SortOrder };

/** Operators for filtering on a String field */
export type StringOperators = {
  contains?: string | null | undefined;
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
  notContains?: string | null | undefined;
  notEq?: string | null | undefined;
  notIn?: Array<string> | null | undefined;
  regex?: string | null | undefined;
};

export type WebsiteCategoryFieldsFragment = { id: string, name: string, slug: string, description: string, position: number, parentId: string, breadcrumbs: Array<{ id: string, name: string, slug: string }>, featuredAsset: { preview: string, focalPoint: { x: number, y: number } | null } | null, customFields: { seoTitle: string | null, seoDescription: string | null } | null };

export type ProductCardFieldsFragment = { id: string, name: string, slug: string, featuredAsset: { preview: string, focalPoint: { x: number, y: number } | null } | null, collections: Array<{ id: string }>, variants: Array<{ id: string, price: number, customFields: { length: number | null, width: number | null } | null }>, customFields: { priceUnit: string | null, thickness: number | null, width: number | null, featured: boolean | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null } | null };

export type ProductTemplateFilterFieldsFragment = { attribute: string, attributeKey: string | null, name: string, kind: string, values: Array<{ value: string, name: string, count: number, selected: boolean }> };

export type CategoryTextFieldsFragment = { title: string, text: string, seoTitle: string, seoDescription: string };

export type WebsiteCategoriesQueryVariables = Exact<{
  options?: CollectionListOptions | null | undefined;
}>;


export type WebsiteCategoriesQuery = { collections: { totalItems: number, items: Array<{ id: string, name: string, slug: string, description: string, position: number, parentId: string, breadcrumbs: Array<{ id: string, name: string, slug: string }>, featuredAsset: { preview: string, focalPoint: { x: number, y: number } | null } | null, customFields: { seoTitle: string | null, seoDescription: string | null } | null }> } };

export type ProductTemplatesListQueryVariables = Exact<{
  options: ProductTemplatesListInput;
}>;


export type ProductTemplatesListQuery = { productTemplatesList: { totalItems: number, items: Array<{ id: string, name: string, slug: string, featuredAsset: { preview: string, focalPoint: { x: number, y: number } | null } | null, collections: Array<{ id: string }>, variants: Array<{ id: string, price: number, customFields: { length: number | null, width: number | null } | null }>, customFields: { priceUnit: string | null, thickness: number | null, width: number | null, featured: boolean | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null } | null }>, filters: Array<{ attribute: string, attributeKey: string | null, name: string, kind: string, values: Array<{ value: string, name: string, count: number, selected: boolean }> }> } };

export type CategoryFirstPagesQueryVariables = Exact<{
  pageSize?: number | null | undefined;
}>;


export type CategoryFirstPagesQuery = { categoryFirstPages: Array<{ collectionId: string | null, totalItems: number, productIds: Array<string>, filters: Array<{ attribute: string, attributeKey: string | null, name: string, kind: string, values: Array<{ value: string, name: string, count: number, selected: boolean }> }>, text: { title: string, text: string, seoTitle: string, seoDescription: string } }> };

export type ProductCardsQueryVariables = Exact<{
  options?: ProductListOptions | null | undefined;
}>;


export type ProductCardsQuery = { products: { items: Array<{ id: string, name: string, slug: string, featuredAsset: { preview: string, focalPoint: { x: number, y: number } | null } | null, collections: Array<{ id: string }>, variants: Array<{ id: string, price: number, customFields: { length: number | null, width: number | null } | null }>, customFields: { priceUnit: string | null, thickness: number | null, width: number | null, featured: boolean | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null } | null }> } };

export type CategoryTextQueryVariables = Exact<{
  collectionSlug?: string | null | undefined;
  filter?: Array<ProductTemplateFilterInput> | ProductTemplateFilterInput | null | undefined;
}>;


export type CategoryTextQuery = { categoryText: { title: string, text: string, seoTitle: string, seoDescription: string } };

export type WebsiteCategoryResourceFieldsFragment = { id: string, customFields: { attachments: Array<{ id: string, name: string, source: string, fileSize: number, mimeType: string, customFields: { title: { nl: string | null, en: string | null, de: string | null } | null } | null }> | null, videos: Array<{ title: string | null, url: string | null, language: string | null }> | null, reports: Array<{ title: string | null, url: string | null, language: string | null }> | null } | null };

export type WebsiteCategoryQueryVariables = Exact<{
  slug: string;
}>;


export type WebsiteCategoryQuery = { collection: { id: string, name: string, slug: string, description: string, position: number, parentId: string, breadcrumbs: Array<{ id: string, name: string, slug: string }>, featuredAsset: { preview: string, focalPoint: { x: number, y: number } | null } | null, customFields: { seoTitle: string | null, seoDescription: string | null, attachments: Array<{ id: string, name: string, source: string, fileSize: number, mimeType: string, customFields: { title: { nl: string | null, en: string | null, de: string | null } | null } | null }> | null, videos: Array<{ title: string | null, url: string | null, language: string | null }> | null, reports: Array<{ title: string | null, url: string | null, language: string | null }> | null } | null } | null };

export type WebsiteCategoryResourcesQueryVariables = Exact<{
  options?: CollectionListOptions | null | undefined;
}>;


export type WebsiteCategoryResourcesQuery = { collections: { totalItems: number, items: Array<{ id: string, customFields: { attachments: Array<{ id: string, name: string, source: string, fileSize: number, mimeType: string, customFields: { title: { nl: string | null, en: string | null, de: string | null } | null } | null }> | null, videos: Array<{ title: string | null, url: string | null, language: string | null }> | null, reports: Array<{ title: string | null, url: string | null, language: string | null }> | null } | null }> } };

type ErrorResultFields_AlreadyLoggedInError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_CouponCodeExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_CouponCodeInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_CouponCodeLimitError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_CouponRemovedDuringCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_EmailAddressConflictError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_GuestCheckoutError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_IdentifierChangeTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_IdentifierChangeTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_IneligiblePaymentMethodError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_IneligibleShippingMethodError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_InsufficientStockError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_InvalidCredentialsError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_MissingPasswordError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_NativeAuthStrategyError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_NegativeQuantityError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_NoActiveOrderError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_NotVerifiedError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_OrderInterceptorError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_OrderLimitError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_OrderModificationError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_OrderPaymentStateError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_OrderStateTransitionError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_PasswordAlreadySetError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_PasswordResetTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_PasswordResetTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_PasswordValidationError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_PaymentDeclinedError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_PaymentFailedError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_SaveQuoteError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_VerificationTokenExpiredError_Fragment = { errorCode: ErrorCode, message: string };

type ErrorResultFields_VerificationTokenInvalidError_Fragment = { errorCode: ErrorCode, message: string };

export type ErrorResultFieldsFragment =
  | ErrorResultFields_AlreadyLoggedInError_Fragment
  | ErrorResultFields_CouponCodeExpiredError_Fragment
  | ErrorResultFields_CouponCodeInvalidError_Fragment
  | ErrorResultFields_CouponCodeLimitError_Fragment
  | ErrorResultFields_CouponRemovedDuringCheckoutError_Fragment
  | ErrorResultFields_EmailAddressConflictError_Fragment
  | ErrorResultFields_GuestCheckoutError_Fragment
  | ErrorResultFields_IdentifierChangeTokenExpiredError_Fragment
  | ErrorResultFields_IdentifierChangeTokenInvalidError_Fragment
  | ErrorResultFields_IneligiblePaymentMethodError_Fragment
  | ErrorResultFields_IneligibleShippingMethodError_Fragment
  | ErrorResultFields_InsufficientStockError_Fragment
  | ErrorResultFields_InvalidCredentialsError_Fragment
  | ErrorResultFields_MissingPasswordError_Fragment
  | ErrorResultFields_NativeAuthStrategyError_Fragment
  | ErrorResultFields_NegativeQuantityError_Fragment
  | ErrorResultFields_NoActiveOrderError_Fragment
  | ErrorResultFields_NotVerifiedError_Fragment
  | ErrorResultFields_OrderInterceptorError_Fragment
  | ErrorResultFields_OrderLimitError_Fragment
  | ErrorResultFields_OrderModificationError_Fragment
  | ErrorResultFields_OrderPaymentStateError_Fragment
  | ErrorResultFields_OrderStateTransitionError_Fragment
  | ErrorResultFields_PasswordAlreadySetError_Fragment
  | ErrorResultFields_PasswordResetTokenExpiredError_Fragment
  | ErrorResultFields_PasswordResetTokenInvalidError_Fragment
  | ErrorResultFields_PasswordValidationError_Fragment
  | ErrorResultFields_PaymentDeclinedError_Fragment
  | ErrorResultFields_PaymentFailedError_Fragment
  | ErrorResultFields_SaveQuoteError_Fragment
  | ErrorResultFields_VerificationTokenExpiredError_Fragment
  | ErrorResultFields_VerificationTokenInvalidError_Fragment
;

export type OrderSummaryFieldsFragment = { subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> };

export type CartFieldsFragment = { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const WebsiteCategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebsiteCategoryFields on Collection {
  id
  name
  slug
  description
  position
  parentId
  breadcrumbs {
    id
    name
    slug
  }
  featuredAsset {
    preview
    focalPoint {
      x
      y
    }
  }
  customFields {
    seoTitle
    seoDescription
  }
}
    `, {"fragmentName":"WebsiteCategoryFields"}) as unknown as TypedDocumentString<WebsiteCategoryFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductCardFields on Product {
  id
  name
  slug
  featuredAsset {
    preview
    focalPoint {
      x
      y
    }
  }
  collections {
    id
  }
  variants {
    id
    price
    customFields {
      length
      width
    }
  }
  customFields {
    priceUnit
    thickness
    width
    featured
    ribbonText
    ribbonBgColor
    ribbonTextColor
  }
}
    `, {"fragmentName":"ProductCardFields"}) as unknown as TypedDocumentString<ProductCardFieldsFragment, unknown>;
export const ProductTemplateFilterFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductTemplateFilterFields on ProductTemplateFilter {
  attribute
  attributeKey
  name
  kind
  values {
    value
    name
    count
    selected
  }
}
    `, {"fragmentName":"ProductTemplateFilterFields"}) as unknown as TypedDocumentString<ProductTemplateFilterFieldsFragment, unknown>;
export const CategoryTextFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryTextFields on CategoryText {
  title
  text
  seoTitle
  seoDescription
}
    `, {"fragmentName":"CategoryTextFields"}) as unknown as TypedDocumentString<CategoryTextFieldsFragment, unknown>;
export const WebsiteCategoryResourceFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebsiteCategoryResourceFields on Collection {
  id
  customFields {
    attachments {
      id
      name
      source
      fileSize
      mimeType
      customFields {
        title {
          nl
          en
          de
        }
      }
    }
    videos {
      title
      url
      language
    }
    reports {
      title
      url
      language
    }
  }
}
    `, {"fragmentName":"WebsiteCategoryResourceFields"}) as unknown as TypedDocumentString<WebsiteCategoryResourceFieldsFragment, unknown>;
export const ErrorResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}
    `, {"fragmentName":"ErrorResultFields"}) as unknown as TypedDocumentString<ErrorResultFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderSummaryFields on Order {
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  deliverable
  discounts {
    description
    amount
    amountWithTax
  }
  taxSummary {
    description
    taxRate
    taxBase
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    proratedLinePrice
    proratedLinePriceWithTax
  }
  shippingLines {
    id
    price
    priceWithTax
    shippingMethod {
      id
      code
      name
    }
    customFields {
      deliveryCharges {
        kind
        amount
      }
    }
  }
}
    `, {"fragmentName":"OrderSummaryFields"}) as unknown as TypedDocumentString<OrderSummaryFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Order {
  ...OrderSummaryFields
  id
  code
  state
  active
  totalQuantity
  currencyCode
  couponCodes
  reverseCharge
  paymentTermDays
  lines {
    id
    notInPriceList
    featuredAsset {
      preview
    }
    productVariant {
      id
      name
      sku
      customFields {
        length
        width
        saleDelay
      }
      product {
        id
        slug
        name
        customFields {
          priceUnit
          thickness
          width
        }
      }
    }
  }
  shippingAddress {
    fullName
    streetLine1
    city
    postalCode
    countryCode
    phoneNumber
  }
  billingAddress {
    fullName
    streetLine1
    city
    postalCode
    countryCode
    phoneNumber
  }
  customer {
    id
    emailAddress
    firstName
    lastName
  }
  customFields {
    clientOrderRef
    transportMsg
    invoiceEmail
  }
}
    fragment OrderSummaryFields on Order {
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  deliverable
  discounts {
    description
    amount
    amountWithTax
  }
  taxSummary {
    description
    taxRate
    taxBase
    taxTotal
  }
  lines {
    id
    quantity
    unitPrice
    unitPriceWithTax
    linePrice
    linePriceWithTax
    proratedLinePrice
    proratedLinePriceWithTax
  }
  shippingLines {
    id
    price
    priceWithTax
    shippingMethod {
      id
      code
      name
    }
    customFields {
      deliveryCharges {
        kind
        amount
      }
    }
  }
}`, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
export const WebsiteCategoriesDocument = new TypedDocumentString(`
    query WebsiteCategories($options: CollectionListOptions) {
  collections(options: $options) {
    totalItems
    items {
      ...WebsiteCategoryFields
    }
  }
}
    fragment WebsiteCategoryFields on Collection {
  id
  name
  slug
  description
  position
  parentId
  breadcrumbs {
    id
    name
    slug
  }
  featuredAsset {
    preview
    focalPoint {
      x
      y
    }
  }
  customFields {
    seoTitle
    seoDescription
  }
}`) as unknown as TypedDocumentString<WebsiteCategoriesQuery, WebsiteCategoriesQueryVariables>;
export const ProductTemplatesListDocument = new TypedDocumentString(`
    query ProductTemplatesList($options: ProductTemplatesListInput!) {
  productTemplatesList(options: $options) {
    totalItems
    items {
      ...ProductCardFields
    }
    filters {
      ...ProductTemplateFilterFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  name
  slug
  featuredAsset {
    preview
    focalPoint {
      x
      y
    }
  }
  collections {
    id
  }
  variants {
    id
    price
    customFields {
      length
      width
    }
  }
  customFields {
    priceUnit
    thickness
    width
    featured
    ribbonText
    ribbonBgColor
    ribbonTextColor
  }
}
fragment ProductTemplateFilterFields on ProductTemplateFilter {
  attribute
  attributeKey
  name
  kind
  values {
    value
    name
    count
    selected
  }
}`) as unknown as TypedDocumentString<ProductTemplatesListQuery, ProductTemplatesListQueryVariables>;
export const CategoryFirstPagesDocument = new TypedDocumentString(`
    query CategoryFirstPages($pageSize: Int) {
  categoryFirstPages(pageSize: $pageSize) {
    collectionId
    totalItems
    productIds
    filters {
      ...ProductTemplateFilterFields
    }
    text {
      ...CategoryTextFields
    }
  }
}
    fragment ProductTemplateFilterFields on ProductTemplateFilter {
  attribute
  attributeKey
  name
  kind
  values {
    value
    name
    count
    selected
  }
}
fragment CategoryTextFields on CategoryText {
  title
  text
  seoTitle
  seoDescription
}`) as unknown as TypedDocumentString<CategoryFirstPagesQuery, CategoryFirstPagesQueryVariables>;
export const ProductCardsDocument = new TypedDocumentString(`
    query ProductCards($options: ProductListOptions) {
  products(options: $options) {
    items {
      ...ProductCardFields
    }
  }
}
    fragment ProductCardFields on Product {
  id
  name
  slug
  featuredAsset {
    preview
    focalPoint {
      x
      y
    }
  }
  collections {
    id
  }
  variants {
    id
    price
    customFields {
      length
      width
    }
  }
  customFields {
    priceUnit
    thickness
    width
    featured
    ribbonText
    ribbonBgColor
    ribbonTextColor
  }
}`) as unknown as TypedDocumentString<ProductCardsQuery, ProductCardsQueryVariables>;
export const CategoryTextDocument = new TypedDocumentString(`
    query CategoryText($collectionSlug: String, $filter: [ProductTemplateFilterInput!]) {
  categoryText(collectionSlug: $collectionSlug, filter: $filter) {
    ...CategoryTextFields
  }
}
    fragment CategoryTextFields on CategoryText {
  title
  text
  seoTitle
  seoDescription
}`) as unknown as TypedDocumentString<CategoryTextQuery, CategoryTextQueryVariables>;
export const WebsiteCategoryDocument = new TypedDocumentString(`
    query WebsiteCategory($slug: String!) {
  collection(slug: $slug) {
    ...WebsiteCategoryFields
    ...WebsiteCategoryResourceFields
  }
}
    fragment WebsiteCategoryFields on Collection {
  id
  name
  slug
  description
  position
  parentId
  breadcrumbs {
    id
    name
    slug
  }
  featuredAsset {
    preview
    focalPoint {
      x
      y
    }
  }
  customFields {
    seoTitle
    seoDescription
  }
}
fragment WebsiteCategoryResourceFields on Collection {
  id
  customFields {
    attachments {
      id
      name
      source
      fileSize
      mimeType
      customFields {
        title {
          nl
          en
          de
        }
      }
    }
    videos {
      title
      url
      language
    }
    reports {
      title
      url
      language
    }
  }
}`) as unknown as TypedDocumentString<WebsiteCategoryQuery, WebsiteCategoryQueryVariables>;
export const WebsiteCategoryResourcesDocument = new TypedDocumentString(`
    query WebsiteCategoryResources($options: CollectionListOptions) {
  collections(options: $options) {
    totalItems
    items {
      ...WebsiteCategoryResourceFields
    }
  }
}
    fragment WebsiteCategoryResourceFields on Collection {
  id
  customFields {
    attachments {
      id
      name
      source
      fileSize
      mimeType
      customFields {
        title {
          nl
          en
          de
        }
      }
    }
    videos {
      title
      url
      language
    }
    reports {
      title
      url
      language
    }
  }
}`) as unknown as TypedDocumentString<WebsiteCategoryResourcesQuery, WebsiteCategoryResourcesQueryVariables>;