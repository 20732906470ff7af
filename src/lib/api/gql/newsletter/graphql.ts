/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { CurrencyCode } from '../schema';
import type { ErrorCode } from '../schema';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type { CurrencyCode };

export type { ErrorCode };

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

export type GetMailingsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMailingsQuery = { mailings: Array<{ id: string, code: string, name: string, locale: string }> };

export type GetMailingContactQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMailingContactQuery = { mailingContact: { id: string, emailAddress: string, confirmed: boolean, subscriptions: Array<{ id: string, name: string }> } | null };

export type NewsLetterSubscribeMutationVariables = Exact<{
  emailAddress: string;
  captcha: string;
}>;


export type NewsLetterSubscribeMutation = { newsLetterSubscribe: boolean };

export type SubscribeNewsletterMutationVariables = Exact<{
  mailings: Array<string> | string;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { id: string, subscriptions: Array<{ id: string, name: string }> } | null };

export type ConfirmNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmNewsletterMutation = { confirmNewsletter: boolean };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  token: string;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: boolean };

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
export const GetMailingsDocument = new TypedDocumentString(`
    query GetMailings {
  mailings {
    id
    code
    name
    locale
  }
}
    `) as unknown as TypedDocumentString<GetMailingsQuery, GetMailingsQueryVariables>;
export const GetMailingContactDocument = new TypedDocumentString(`
    query GetMailingContact {
  mailingContact {
    id
    emailAddress
    confirmed
    subscriptions {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<GetMailingContactQuery, GetMailingContactQueryVariables>;
export const NewsLetterSubscribeDocument = new TypedDocumentString(`
    mutation NewsLetterSubscribe($emailAddress: String!, $captcha: String!) {
  newsLetterSubscribe(emailAddress: $emailAddress, captcha: $captcha)
}
    `) as unknown as TypedDocumentString<NewsLetterSubscribeMutation, NewsLetterSubscribeMutationVariables>;
export const SubscribeNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeNewsletter($mailings: [ID!]!) {
  subscribeNewsletter(mailings: $mailings) {
    id
    subscriptions {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ConfirmNewsletterDocument = new TypedDocumentString(`
    mutation ConfirmNewsletter($token: String!) {
  confirmNewsletter(token: $token)
}
    `) as unknown as TypedDocumentString<ConfirmNewsletterMutation, ConfirmNewsletterMutationVariables>;
export const UnsubscribeNewsletterDocument = new TypedDocumentString(`
    mutation UnsubscribeNewsletter($token: String!) {
  unsubscribeNewsletter(token: $token)
}
    `) as unknown as TypedDocumentString<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;