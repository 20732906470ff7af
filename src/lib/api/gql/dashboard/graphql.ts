/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { CurrencyCode } from '../schema';
import type { ErrorCode } from '../schema';
import type { OrderListKind } from '../schema';
import type { PriceOption } from '../schema';
import type { VatStatus } from '../schema';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type BillingAddressInput = {
  city: string;
  /** the country's id, a number (spec section 5) */
  countryId: number;
  fullName?: string | null | undefined;
  postalCode: string;
  streetLine1: string;
};

export type CompanyInput = {
  billingContact?: string | null | undefined;
  industryId?: number | null | undefined;
  kvk?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

export type { CurrencyCode };

export type { ErrorCode };

export type { OrderListKind };

/** The spec's profile update payload: partner name, phone, mobile, company and billing address fields. */
export type PartnerProfileInput = {
  billingAddress?: BillingAddressInput | null | undefined;
  company?: CompanyInput | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  mobile?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

export type { PriceOption };

export type { VatStatus };

export type DashboardOrderRowFragment = { id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, fulfillments: Array<{ state: string, updatedAt: string }> | null, customFields: { clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null };

export type DashboardAddressFragment = { fullName: string | null, company: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, postalCode: string | null, country: string | null, phoneNumber: string | null };

export type GetDashboardDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDashboardDataQuery = { activeCustomer: { id: string, firstName: string, lastName: string, emailAddress: string, phoneNumber: string | null, createDateCounter: number, openAmount: number } | null, orders: { totalItems: number, items: Array<{ id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, fulfillments: Array<{ state: string, updatedAt: string }> | null, customFields: { clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null }> }, quotes: { totalItems: number, items: Array<{ id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, fulfillments: Array<{ state: string, updatedAt: string }> | null, customFields: { clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null }> } };

export type OrdersGetQueryVariables = Exact<{
  kind: OrderListKind;
  page: number;
  pageSize: number;
}>;


export type OrdersGetQuery = { ordersGet: { totalItems: number, items: Array<{ id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, fulfillments: Array<{ state: string, updatedAt: string }> | null, customFields: { clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null }> } };

export type OrderGetQueryVariables = Exact<{
  orderCode: string;
  accessToken?: string | null | undefined;
}>;


export type OrderGetQuery = { ordersGet: { items: Array<{ reverseCharge: boolean, paymentTermDays: number | null, id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, deliverable: boolean | null, invoices: Array<{ name: string, invoiceUrl: string }>, customFields: { transportMsg: string | null, clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null, shippingAddress: { fullName: string | null, company: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, postalCode: string | null, country: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, company: string | null, streetLine1: string | null, streetLine2: string | null, city: string | null, postalCode: string | null, country: string | null, phoneNumber: string | null } | null, payments: Array<{ method: string, state: string }> | null, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, productVariant: { id: string, name: string, sku: string } }>, fulfillments: Array<{ state: string, updatedAt: string }> | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }> } };

export type UpdateOrderMutationVariables = Exact<{
  orderId: string;
  clientOrderRef: string;
}>;


export type UpdateOrderMutation = { updateOrder: { id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, fulfillments: Array<{ state: string, updatedAt: string }> | null, customFields: { clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null } };

export type CancelOrderMutationVariables = Exact<{
  orderId: string;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, code: string, state: string, status: string, customerStatus: string, invoiceStatus: string, invoiceCount: number, processingStep: string | null, validityDateCounter: number | null, amountTotalUntaxed: number, totalWithTax: number, totalQuantity: number, orderPlacedAt: string | null, createdAt: string, cancellable: boolean, orderUrl: string, fulfillments: Array<{ state: string, updatedAt: string }> | null, customFields: { clientOrderRef: string | null, quotationDate: string | null, validityDate: string | null } | null } };

export type GetPartnerQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPartnerQuery = { activeCustomer: { id: string, firstName: string, lastName: string, emailAddress: string, phoneNumber: string | null, mobile: string | null, company: { name: string | null, phone: string | null, vat: string | null, vatStatus: VatStatus, kvk: string | null, billingContact: string | null, industry: { id: number, name: string } | null }, addresses: Array<{ id: string, fullName: string | null, streetLine1: string, city: string | null, postalCode: string | null, defaultBillingAddress: boolean | null, country: { id: string, code: string } }> | null } | null, getIndustries: Array<{ id: number, name: string, fullName: string }>, availableCountries: Array<{ id: string, code: string, name: string }> };

export type UpdatePartnerProfileMutationVariables = Exact<{
  input: PartnerProfileInput;
}>;


export type UpdatePartnerProfileMutation = { updatePartnerProfile: { id: string } };

export type CreateUpdatePartnerMutationVariables = Exact<{
  input: CompanyInput;
}>;


export type CreateUpdatePartnerMutation = { createUpdatePartner: { id: string } };

export type GetInvoicesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type GetInvoicesQuery = { getInvoices: { totalItems: number, items: Array<{ id: string, name: string, invoiceDate: string, amountTotal: number, status: string, invoiceUrl: string, orderCode: string }> } };

export type GetPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPreferencesQuery = { activeCustomer: { id: string, showTaxPrice: boolean } | null };

export type UpdatePriceOptionMutationVariables = Exact<{
  priceOption: PriceOption;
}>;


export type UpdatePriceOptionMutation = { updatePriceOption: { id: string, showTaxPrice: boolean } };

export type SubmitVatNumberMutationVariables = Exact<{
  vatNumber: string;
}>;


export type SubmitVatNumberMutation = { submitVatNumber: { id: string, availableCategIdsCacheKey: string, company: { vat: string | null, vatStatus: VatStatus }, currentPricelist: { id: string } | null } };

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
export const DashboardOrderRowFragmentDoc = new TypedDocumentString(`
    fragment DashboardOrderRow on Order {
  id
  code
  state
  status
  customerStatus
  invoiceStatus
  invoiceCount
  processingStep
  validityDateCounter
  amountTotalUntaxed
  totalWithTax
  totalQuantity
  orderPlacedAt
  createdAt
  cancellable
  orderUrl
  fulfillments {
    state
    updatedAt
  }
  customFields {
    clientOrderRef
    quotationDate
    validityDate
  }
}
    `, {"fragmentName":"DashboardOrderRow"}) as unknown as TypedDocumentString<DashboardOrderRowFragment, unknown>;
export const DashboardAddressFragmentDoc = new TypedDocumentString(`
    fragment DashboardAddress on OrderAddress {
  fullName
  company
  streetLine1
  streetLine2
  city
  postalCode
  country
  phoneNumber
}
    `, {"fragmentName":"DashboardAddress"}) as unknown as TypedDocumentString<DashboardAddressFragment, unknown>;
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
export const GetDashboardDataDocument = new TypedDocumentString(`
    query GetDashboardData {
  activeCustomer {
    id
    firstName
    lastName
    emailAddress
    phoneNumber
    createDateCounter
    openAmount
  }
  orders: ordersGet(kind: ORDERS, pageSize: 5) {
    totalItems
    items {
      ...DashboardOrderRow
    }
  }
  quotes: ordersGet(kind: QUOTATIONS, pageSize: 5) {
    totalItems
    items {
      ...DashboardOrderRow
    }
  }
}
    fragment DashboardOrderRow on Order {
  id
  code
  state
  status
  customerStatus
  invoiceStatus
  invoiceCount
  processingStep
  validityDateCounter
  amountTotalUntaxed
  totalWithTax
  totalQuantity
  orderPlacedAt
  createdAt
  cancellable
  orderUrl
  fulfillments {
    state
    updatedAt
  }
  customFields {
    clientOrderRef
    quotationDate
    validityDate
  }
}`) as unknown as TypedDocumentString<GetDashboardDataQuery, GetDashboardDataQueryVariables>;
export const OrdersGetDocument = new TypedDocumentString(`
    query OrdersGet($kind: OrderListKind!, $page: Int!, $pageSize: Int!) {
  ordersGet(kind: $kind, page: $page, pageSize: $pageSize) {
    totalItems
    items {
      ...DashboardOrderRow
    }
  }
}
    fragment DashboardOrderRow on Order {
  id
  code
  state
  status
  customerStatus
  invoiceStatus
  invoiceCount
  processingStep
  validityDateCounter
  amountTotalUntaxed
  totalWithTax
  totalQuantity
  orderPlacedAt
  createdAt
  cancellable
  orderUrl
  fulfillments {
    state
    updatedAt
  }
  customFields {
    clientOrderRef
    quotationDate
    validityDate
  }
}`) as unknown as TypedDocumentString<OrdersGetQuery, OrdersGetQueryVariables>;
export const OrderGetDocument = new TypedDocumentString(`
    query OrderGet($orderCode: String!, $accessToken: String) {
  ordersGet(orderCode: $orderCode, accessToken: $accessToken) {
    items {
      ...DashboardOrderRow
      invoices {
        name
        invoiceUrl
      }
      reverseCharge
      paymentTermDays
      ...OrderSummaryFields
      customFields {
        transportMsg
      }
      shippingAddress {
        ...DashboardAddress
      }
      billingAddress {
        ...DashboardAddress
      }
      payments {
        method
        state
      }
      lines {
        id
        productVariant {
          id
          name
          sku
        }
      }
    }
  }
}
    fragment DashboardOrderRow on Order {
  id
  code
  state
  status
  customerStatus
  invoiceStatus
  invoiceCount
  processingStep
  validityDateCounter
  amountTotalUntaxed
  totalWithTax
  totalQuantity
  orderPlacedAt
  createdAt
  cancellable
  orderUrl
  fulfillments {
    state
    updatedAt
  }
  customFields {
    clientOrderRef
    quotationDate
    validityDate
  }
}
fragment DashboardAddress on OrderAddress {
  fullName
  company
  streetLine1
  streetLine2
  city
  postalCode
  country
  phoneNumber
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
}`) as unknown as TypedDocumentString<OrderGetQuery, OrderGetQueryVariables>;
export const UpdateOrderDocument = new TypedDocumentString(`
    mutation UpdateOrder($orderId: ID!, $clientOrderRef: String!) {
  updateOrder(orderId: $orderId, clientOrderRef: $clientOrderRef) {
    ...DashboardOrderRow
  }
}
    fragment DashboardOrderRow on Order {
  id
  code
  state
  status
  customerStatus
  invoiceStatus
  invoiceCount
  processingStep
  validityDateCounter
  amountTotalUntaxed
  totalWithTax
  totalQuantity
  orderPlacedAt
  createdAt
  cancellable
  orderUrl
  fulfillments {
    state
    updatedAt
  }
  customFields {
    clientOrderRef
    quotationDate
    validityDate
  }
}`) as unknown as TypedDocumentString<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const CancelOrderDocument = new TypedDocumentString(`
    mutation CancelOrder($orderId: ID!) {
  cancelOrder(orderId: $orderId) {
    ...DashboardOrderRow
  }
}
    fragment DashboardOrderRow on Order {
  id
  code
  state
  status
  customerStatus
  invoiceStatus
  invoiceCount
  processingStep
  validityDateCounter
  amountTotalUntaxed
  totalWithTax
  totalQuantity
  orderPlacedAt
  createdAt
  cancellable
  orderUrl
  fulfillments {
    state
    updatedAt
  }
  customFields {
    clientOrderRef
    quotationDate
    validityDate
  }
}`) as unknown as TypedDocumentString<CancelOrderMutation, CancelOrderMutationVariables>;
export const GetPartnerDocument = new TypedDocumentString(`
    query GetPartner {
  activeCustomer {
    id
    firstName
    lastName
    emailAddress
    phoneNumber
    mobile
    company {
      name
      phone
      vat
      vatStatus
      kvk
      billingContact
      industry {
        id
        name
      }
    }
    addresses {
      id
      fullName
      streetLine1
      city
      postalCode
      defaultBillingAddress
      country {
        id
        code
      }
    }
  }
  getIndustries {
    id
    name
    fullName
  }
  availableCountries {
    id
    code
    name
  }
}
    `) as unknown as TypedDocumentString<GetPartnerQuery, GetPartnerQueryVariables>;
export const UpdatePartnerProfileDocument = new TypedDocumentString(`
    mutation UpdatePartnerProfile($input: PartnerProfileInput!) {
  updatePartnerProfile(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdatePartnerProfileMutation, UpdatePartnerProfileMutationVariables>;
export const CreateUpdatePartnerDocument = new TypedDocumentString(`
    mutation CreateUpdatePartner($input: CompanyInput!) {
  createUpdatePartner(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateUpdatePartnerMutation, CreateUpdatePartnerMutationVariables>;
export const GetInvoicesDocument = new TypedDocumentString(`
    query GetInvoices($page: Int!, $pageSize: Int!) {
  getInvoices(page: $page, pageSize: $pageSize) {
    totalItems
    items {
      id
      name
      invoiceDate
      amountTotal
      status
      invoiceUrl
      orderCode
    }
  }
}
    `) as unknown as TypedDocumentString<GetInvoicesQuery, GetInvoicesQueryVariables>;
export const GetPreferencesDocument = new TypedDocumentString(`
    query GetPreferences {
  activeCustomer {
    id
    showTaxPrice
  }
}
    `) as unknown as TypedDocumentString<GetPreferencesQuery, GetPreferencesQueryVariables>;
export const UpdatePriceOptionDocument = new TypedDocumentString(`
    mutation UpdatePriceOption($priceOption: PriceOption!) {
  updatePriceOption(priceOption: $priceOption) {
    id
    showTaxPrice
  }
}
    `) as unknown as TypedDocumentString<UpdatePriceOptionMutation, UpdatePriceOptionMutationVariables>;
export const SubmitVatNumberDocument = new TypedDocumentString(`
    mutation SubmitVatNumber($vatNumber: String!) {
  submitVatNumber(vatNumber: $vatNumber) {
    id
    company {
      vat
      vatStatus
    }
    currentPricelist {
      id
    }
    availableCategIdsCacheKey
  }
}
    `) as unknown as TypedDocumentString<SubmitVatNumberMutation, SubmitVatNumberMutationVariables>;