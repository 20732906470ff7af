/* eslint-disable */
import * as types from './graphql';



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
    "fragment ErrorResultFields on ErrorResult {\n  errorCode\n  message\n}\n\nfragment OrderSummaryFields on Order {\n  subTotal\n  subTotalWithTax\n  shipping\n  shippingWithTax\n  total\n  totalWithTax\n  deliverable\n  discounts {\n    description\n    amount\n    amountWithTax\n  }\n  taxSummary {\n    description\n    taxRate\n    taxBase\n    taxTotal\n  }\n  lines {\n    id\n    quantity\n    unitPrice\n    unitPriceWithTax\n    linePrice\n    linePriceWithTax\n    proratedLinePrice\n    proratedLinePriceWithTax\n  }\n  shippingLines {\n    id\n    price\n    priceWithTax\n    shippingMethod {\n      id\n      code\n      name\n    }\n    customFields {\n      deliveryCharges {\n        kind\n        amount\n      }\n    }\n  }\n}\n\nfragment CartFields on Order {\n  ...OrderSummaryFields\n  id\n  code\n  state\n  active\n  totalQuantity\n  currencyCode\n  couponCodes\n  reverseCharge\n  paymentTermDays\n  lines {\n    id\n    notInPriceList\n    featuredAsset {\n      preview\n    }\n    productVariant {\n      id\n      name\n      sku\n      customFields {\n        length\n        width\n        saleDelay\n      }\n      product {\n        id\n        slug\n        name\n        customFields {\n          priceUnit\n          thickness\n          width\n        }\n      }\n    }\n  }\n  shippingAddress {\n    fullName\n    streetLine1\n    city\n    postalCode\n    countryCode\n    phoneNumber\n  }\n  billingAddress {\n    fullName\n    streetLine1\n    city\n    postalCode\n    countryCode\n    phoneNumber\n  }\n  customer {\n    id\n    emailAddress\n    firstName\n    lastName\n  }\n  customFields {\n    clientOrderRef\n    transportMsg\n    invoiceEmail\n  }\n}": typeof types.ErrorResultFieldsFragmentDoc,
    "query CheckIpCountry($countryCode: String!) {\n  checkIpCountry(countryCode: $countryCode)\n}\n\nquery GetEmailProviders($search: String!) {\n  emailProviders(search: $search) {\n    totalCount\n  }\n}\n\nquery GetIndustries {\n  getIndustries {\n    id\n    name\n    fullName\n  }\n}": typeof types.CheckIpCountryDocument,
};
const documents: Documents = {
    "fragment ErrorResultFields on ErrorResult {\n  errorCode\n  message\n}\n\nfragment OrderSummaryFields on Order {\n  subTotal\n  subTotalWithTax\n  shipping\n  shippingWithTax\n  total\n  totalWithTax\n  deliverable\n  discounts {\n    description\n    amount\n    amountWithTax\n  }\n  taxSummary {\n    description\n    taxRate\n    taxBase\n    taxTotal\n  }\n  lines {\n    id\n    quantity\n    unitPrice\n    unitPriceWithTax\n    linePrice\n    linePriceWithTax\n    proratedLinePrice\n    proratedLinePriceWithTax\n  }\n  shippingLines {\n    id\n    price\n    priceWithTax\n    shippingMethod {\n      id\n      code\n      name\n    }\n    customFields {\n      deliveryCharges {\n        kind\n        amount\n      }\n    }\n  }\n}\n\nfragment CartFields on Order {\n  ...OrderSummaryFields\n  id\n  code\n  state\n  active\n  totalQuantity\n  currencyCode\n  couponCodes\n  reverseCharge\n  paymentTermDays\n  lines {\n    id\n    notInPriceList\n    featuredAsset {\n      preview\n    }\n    productVariant {\n      id\n      name\n      sku\n      customFields {\n        length\n        width\n        saleDelay\n      }\n      product {\n        id\n        slug\n        name\n        customFields {\n          priceUnit\n          thickness\n          width\n        }\n      }\n    }\n  }\n  shippingAddress {\n    fullName\n    streetLine1\n    city\n    postalCode\n    countryCode\n    phoneNumber\n  }\n  billingAddress {\n    fullName\n    streetLine1\n    city\n    postalCode\n    countryCode\n    phoneNumber\n  }\n  customer {\n    id\n    emailAddress\n    firstName\n    lastName\n  }\n  customFields {\n    clientOrderRef\n    transportMsg\n    invoiceEmail\n  }\n}": types.ErrorResultFieldsFragmentDoc,
    "query CheckIpCountry($countryCode: String!) {\n  checkIpCountry(countryCode: $countryCode)\n}\n\nquery GetEmailProviders($search: String!) {\n  emailProviders(search: $search) {\n    totalCount\n  }\n}\n\nquery GetIndustries {\n  getIndustries {\n    id\n    name\n    fullName\n  }\n}": types.CheckIpCountryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ErrorResultFields on ErrorResult {\n  errorCode\n  message\n}\n\nfragment OrderSummaryFields on Order {\n  subTotal\n  subTotalWithTax\n  shipping\n  shippingWithTax\n  total\n  totalWithTax\n  deliverable\n  discounts {\n    description\n    amount\n    amountWithTax\n  }\n  taxSummary {\n    description\n    taxRate\n    taxBase\n    taxTotal\n  }\n  lines {\n    id\n    quantity\n    unitPrice\n    unitPriceWithTax\n    linePrice\n    linePriceWithTax\n    proratedLinePrice\n    proratedLinePriceWithTax\n  }\n  shippingLines {\n    id\n    price\n    priceWithTax\n    shippingMethod {\n      id\n      code\n      name\n    }\n    customFields {\n      deliveryCharges {\n        kind\n        amount\n      }\n    }\n  }\n}\n\nfragment CartFields on Order {\n  ...OrderSummaryFields\n  id\n  code\n  state\n  active\n  totalQuantity\n  currencyCode\n  couponCodes\n  reverseCharge\n  paymentTermDays\n  lines {\n    id\n    notInPriceList\n    featuredAsset {\n      preview\n    }\n    productVariant {\n      id\n      name\n      sku\n      customFields {\n        length\n        width\n        saleDelay\n      }\n      product {\n        id\n        slug\n        name\n        customFields {\n          priceUnit\n          thickness\n          width\n        }\n      }\n    }\n  }\n  shippingAddress {\n    fullName\n    streetLine1\n    city\n    postalCode\n    countryCode\n    phoneNumber\n  }\n  billingAddress {\n    fullName\n    streetLine1\n    city\n    postalCode\n    countryCode\n    phoneNumber\n  }\n  customer {\n    id\n    emailAddress\n    firstName\n    lastName\n  }\n  customFields {\n    clientOrderRef\n    transportMsg\n    invoiceEmail\n  }\n}"): typeof import('./graphql').ErrorResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CheckIpCountry($countryCode: String!) {\n  checkIpCountry(countryCode: $countryCode)\n}\n\nquery GetEmailProviders($search: String!) {\n  emailProviders(search: $search) {\n    totalCount\n  }\n}\n\nquery GetIndustries {\n  getIndustries {\n    id\n    name\n    fullName\n  }\n}"): typeof import('./graphql').CheckIpCountryDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
