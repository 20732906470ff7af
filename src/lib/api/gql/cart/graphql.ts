/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { CurrencyCode } from '../schema';
import type { ErrorCode } from '../schema';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddItemInput = {
  productVariantId: string;
  quantity: number;
};

/** The campaign record: utm_campaign, utm_keyword, utm_medium and utm_source of the shopper's visit. */
export type CampaignInput = {
  campaignName?: string | null | undefined;
  keywordName?: string | null | undefined;
  mediumName?: string | null | undefined;
  sourceName?: string | null | undefined;
};

export type { CurrencyCode };

export type { ErrorCode };

export type CartLoadQueryVariables = Exact<{ [key: string]: never; }>;


export type CartLoadQuery = { activeOrder: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> } | null };

export type CartAddMultipleItemsMutationVariables = Exact<{
  inputs: Array<AddItemInput> | AddItemInput;
}>;


export type CartAddMultipleItemsMutation = { addItemsToOrder: { order: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }, errorResults: Array<
      | { errorCode: ErrorCode, message: string }
      | { errorCode: ErrorCode, message: string }
      | { errorCode: ErrorCode, message: string }
      | { errorCode: ErrorCode, message: string }
      | { errorCode: ErrorCode, message: string }
    > } };

export type CartUpdateItemMutationVariables = Exact<{
  orderLineId: string;
  quantity: number;
}>;


export type CartUpdateItemMutation = { adjustOrderLine:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type CartRemoveItemMutationVariables = Exact<{
  orderLineId: string;
}>;


export type CartRemoveItemMutation = { removeOrderLine:
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type ApplyCouponMutationVariables = Exact<{
  couponCode: string;
}>;


export type ApplyCouponMutation = { applyCouponCode:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }
   };

export type RemoveCouponMutationVariables = Exact<{
  couponCode: string;
}>;


export type RemoveCouponMutation = { removeCouponCode: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> } | null };

export type GetDeliveryMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDeliveryMethodsQuery = { eligibleShippingMethods: Array<{ id: string, code: string, name: string, description: string, price: number, priceWithTax: number, metadata: unknown }> };

export type SetShippingMethodMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type SetShippingMethodMutation = { setOrderShippingMethod:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }
    | { errorCode: ErrorCode, message: string }
   };

export type ReopenCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ReopenCartMutation = { transitionOrderToState:
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> }
    | { errorCode: ErrorCode, message: string }
   | null };

export type SearchPostalCodeQueryVariables = Exact<{
  countryCode: string;
  postalCode: string;
}>;


export type SearchPostalCodeQuery = { checkPostalCode: { deliverable: boolean, countryCode: string, postalCode: string, message: string | null } };

export type SetPostalCodeMutationVariables = Exact<{
  countryCode: string;
  postalCode: string;
}>;


export type SetPostalCodeMutation = { setOrderPostalCode: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> } };

export type SetClientOrderRefMutationVariables = Exact<{
  clientOrderRef: string;
}>;


export type SetClientOrderRefMutation = { setClientOrderRef: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> } };

export type UpdateTransportMsgMutationVariables = Exact<{
  transportMsg: string;
}>;


export type UpdateTransportMsgMutation = { updateTransportMsg: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> } };

export type SetCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type SetCampaignMutation = { setCampaign: { id: string } };

export type SendCartEmailMutationVariables = Exact<{
  emailAddress: string;
}>;


export type SendCartEmailMutation = { sendCartEmail: boolean };

export type GetDeliveryCostsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDeliveryCostsQuery = { deliveryCosts: Array<{ countryCode: string, price: number, taxRate: number, priceWithTax: number }>, deliveryRates: { netherlands: number, belgiumSurcharge: number, germany: number, longLengthSurcharge: number, longLengthFromCm: number } };

export type PriceCartForSiteMutationVariables = Exact<{ [key: string]: never; }>;


export type PriceCartForSiteMutation = { priceOrderForSite: { id: string, code: string, state: string, active: boolean, totalQuantity: number, currencyCode: CurrencyCode, couponCodes: Array<string>, reverseCharge: boolean, paymentTermDays: number | null, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, deliverable: boolean | null, lines: Array<{ id: string, notInPriceList: boolean, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, proratedLinePrice: number, proratedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null, saleDelay: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, shippingLines: Array<{ id: string, price: number, priceWithTax: number, shippingMethod: { id: string, code: string, name: string }, customFields: { deliveryCharges: Array<{ kind: string | null, amount: number | null }> | null } | null }> } | null };

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
export const CartLoadDocument = new TypedDocumentString(`
    query CartLoad {
  activeOrder {
    ...CartFields
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
}
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
}`) as unknown as TypedDocumentString<CartLoadQuery, CartLoadQueryVariables>;
export const CartAddMultipleItemsDocument = new TypedDocumentString(`
    mutation CartAddMultipleItems($inputs: [AddItemInput!]!) {
  addItemsToOrder(inputs: $inputs) {
    order {
      ...CartFields
    }
    errorResults {
      ...ErrorResultFields
    }
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
}
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
}`) as unknown as TypedDocumentString<CartAddMultipleItemsMutation, CartAddMultipleItemsMutationVariables>;
export const CartUpdateItemDocument = new TypedDocumentString(`
    mutation CartUpdateItem($orderLineId: ID!, $quantity: Int!) {
  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
}
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
}`) as unknown as TypedDocumentString<CartUpdateItemMutation, CartUpdateItemMutationVariables>;
export const CartRemoveItemDocument = new TypedDocumentString(`
    mutation CartRemoveItem($orderLineId: ID!) {
  removeOrderLine(orderLineId: $orderLineId) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
}
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
}`) as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const ApplyCouponDocument = new TypedDocumentString(`
    mutation ApplyCoupon($couponCode: String!) {
  applyCouponCode(couponCode: $couponCode) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
}
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
}`) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const RemoveCouponDocument = new TypedDocumentString(`
    mutation RemoveCoupon($couponCode: String!) {
  removeCouponCode(couponCode: $couponCode) {
    ...CartFields
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
}
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
}`) as unknown as TypedDocumentString<RemoveCouponMutation, RemoveCouponMutationVariables>;
export const GetDeliveryMethodsDocument = new TypedDocumentString(`
    query GetDeliveryMethods {
  eligibleShippingMethods {
    id
    code
    name
    description
    price
    priceWithTax
    metadata
  }
}
    `) as unknown as TypedDocumentString<GetDeliveryMethodsQuery, GetDeliveryMethodsQueryVariables>;
export const SetShippingMethodDocument = new TypedDocumentString(`
    mutation SetShippingMethod($ids: [ID!]!) {
  setOrderShippingMethod(shippingMethodId: $ids) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
}
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
}`) as unknown as TypedDocumentString<SetShippingMethodMutation, SetShippingMethodMutationVariables>;
export const ReopenCartDocument = new TypedDocumentString(`
    mutation ReopenCart {
  transitionOrderToState(state: "AddingItems") {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
}
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
}`) as unknown as TypedDocumentString<ReopenCartMutation, ReopenCartMutationVariables>;
export const SearchPostalCodeDocument = new TypedDocumentString(`
    query SearchPostalCode($countryCode: String!, $postalCode: String!) {
  checkPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
    deliverable
    countryCode
    postalCode
    message
  }
}
    `) as unknown as TypedDocumentString<SearchPostalCodeQuery, SearchPostalCodeQueryVariables>;
export const SetPostalCodeDocument = new TypedDocumentString(`
    mutation SetPostalCode($countryCode: String!, $postalCode: String!) {
  setOrderPostalCode(countryCode: $countryCode, postalCode: $postalCode) {
    ...CartFields
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
}
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
}`) as unknown as TypedDocumentString<SetPostalCodeMutation, SetPostalCodeMutationVariables>;
export const SetClientOrderRefDocument = new TypedDocumentString(`
    mutation SetClientOrderRef($clientOrderRef: String!) {
  setClientOrderRef(clientOrderRef: $clientOrderRef) {
    ...CartFields
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
}
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
}`) as unknown as TypedDocumentString<SetClientOrderRefMutation, SetClientOrderRefMutationVariables>;
export const UpdateTransportMsgDocument = new TypedDocumentString(`
    mutation UpdateTransportMsg($transportMsg: String!) {
  updateTransportMsg(transportMsg: $transportMsg) {
    ...CartFields
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
}
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
}`) as unknown as TypedDocumentString<UpdateTransportMsgMutation, UpdateTransportMsgMutationVariables>;
export const SetCampaignDocument = new TypedDocumentString(`
    mutation SetCampaign($input: CampaignInput!) {
  setCampaign(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<SetCampaignMutation, SetCampaignMutationVariables>;
export const SendCartEmailDocument = new TypedDocumentString(`
    mutation SendCartEmail($emailAddress: String!) {
  sendCartEmail(emailAddress: $emailAddress)
}
    `) as unknown as TypedDocumentString<SendCartEmailMutation, SendCartEmailMutationVariables>;
export const GetDeliveryCostsDocument = new TypedDocumentString(`
    query GetDeliveryCosts {
  deliveryCosts {
    countryCode
    price
    taxRate
    priceWithTax
  }
  deliveryRates {
    netherlands
    belgiumSurcharge
    germany
    longLengthSurcharge
    longLengthFromCm
  }
}
    `) as unknown as TypedDocumentString<GetDeliveryCostsQuery, GetDeliveryCostsQueryVariables>;
export const PriceCartForSiteDocument = new TypedDocumentString(`
    mutation PriceCartForSite {
  priceOrderForSite {
    ...CartFields
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
}
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
}`) as unknown as TypedDocumentString<PriceCartForSiteMutation, PriceCartForSiteMutationVariables>;