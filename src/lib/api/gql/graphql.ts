/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AddItemInput = {
  productVariantId: string;
  quantity: number;
};

/** Operators for filtering on a Boolean field */
export type BooleanOperators = {
  eq?: boolean | null | undefined;
  isNull?: boolean | null | undefined;
};

/** The campaign record: utm_campaign, utm_keyword, utm_medium and utm_source of the shopper's visit. */
export type CampaignInput = {
  campaignName?: string | null | undefined;
  keywordName?: string | null | undefined;
  mediumName?: string | null | undefined;
  sourceName?: string | null | undefined;
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

/**
 * Input used to create an Address.
 *
 * The countryCode must correspond to a `code` property of a Country that has been defined in the
 * Vendure server. The `code` property is typically a 2-character ISO code such as "GB", "US", "DE" etc.
 * If an invalid code is passed, the mutation will fail.
 */
export type CreateAddressInput = {
  city?: string | null | undefined;
  company?: string | null | undefined;
  countryCode: string;
  customFields?: unknown;
  defaultBillingAddress?: boolean | null | undefined;
  defaultShippingAddress?: boolean | null | undefined;
  fullName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  postalCode?: string | null | undefined;
  province?: string | null | undefined;
  streetLine1: string;
  streetLine2?: string | null | undefined;
};

export type CreateCustomerInput = {
  customFields?: unknown;
  emailAddress: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string | null | undefined;
  title?: string | null | undefined;
};

/**
 * @description
 * ISO 4217 currency code
 *
 * @docsCategory common
 */
export type CurrencyCode =
  /** United Arab Emirates dirham */
  | 'AED'
  /** Afghan afghani */
  | 'AFN'
  /** Albanian lek */
  | 'ALL'
  /** Armenian dram */
  | 'AMD'
  /** Netherlands Antillean guilder */
  | 'ANG'
  /** Angolan kwanza */
  | 'AOA'
  /** Argentine peso */
  | 'ARS'
  /** Australian dollar */
  | 'AUD'
  /** Aruban florin */
  | 'AWG'
  /** Azerbaijani manat */
  | 'AZN'
  /** Bosnia and Herzegovina convertible mark */
  | 'BAM'
  /** Barbados dollar */
  | 'BBD'
  /** Bangladeshi taka */
  | 'BDT'
  /** Bulgarian lev */
  | 'BGN'
  /** Bahraini dinar */
  | 'BHD'
  /** Burundian franc */
  | 'BIF'
  /** Bermudian dollar */
  | 'BMD'
  /** Brunei dollar */
  | 'BND'
  /** Boliviano */
  | 'BOB'
  /** Brazilian real */
  | 'BRL'
  /** Bahamian dollar */
  | 'BSD'
  /** Bhutanese ngultrum */
  | 'BTN'
  /** Botswana pula */
  | 'BWP'
  /** Belarusian ruble */
  | 'BYN'
  /** Belize dollar */
  | 'BZD'
  /** Canadian dollar */
  | 'CAD'
  /** Congolese franc */
  | 'CDF'
  /** Swiss franc */
  | 'CHF'
  /** Chilean peso */
  | 'CLP'
  /** Renminbi (Chinese) yuan */
  | 'CNY'
  /** Colombian peso */
  | 'COP'
  /** Costa Rican colon */
  | 'CRC'
  /** Cuban convertible peso */
  | 'CUC'
  /** Cuban peso */
  | 'CUP'
  /** Cape Verde escudo */
  | 'CVE'
  /** Czech koruna */
  | 'CZK'
  /** Djiboutian franc */
  | 'DJF'
  /** Danish krone */
  | 'DKK'
  /** Dominican peso */
  | 'DOP'
  /** Algerian dinar */
  | 'DZD'
  /** Egyptian pound */
  | 'EGP'
  /** Eritrean nakfa */
  | 'ERN'
  /** Ethiopian birr */
  | 'ETB'
  /** Euro */
  | 'EUR'
  /** Fiji dollar */
  | 'FJD'
  /** Falkland Islands pound */
  | 'FKP'
  /** Pound sterling */
  | 'GBP'
  /** Georgian lari */
  | 'GEL'
  /** Ghanaian cedi */
  | 'GHS'
  /** Gibraltar pound */
  | 'GIP'
  /** Gambian dalasi */
  | 'GMD'
  /** Guinean franc */
  | 'GNF'
  /** Guatemalan quetzal */
  | 'GTQ'
  /** Guyanese dollar */
  | 'GYD'
  /** Hong Kong dollar */
  | 'HKD'
  /** Honduran lempira */
  | 'HNL'
  /** Croatian kuna */
  | 'HRK'
  /** Haitian gourde */
  | 'HTG'
  /** Hungarian forint */
  | 'HUF'
  /** Indonesian rupiah */
  | 'IDR'
  /** Israeli new shekel */
  | 'ILS'
  /** Indian rupee */
  | 'INR'
  /** Iraqi dinar */
  | 'IQD'
  /** Iranian rial */
  | 'IRR'
  /** Icelandic króna */
  | 'ISK'
  /** Jamaican dollar */
  | 'JMD'
  /** Jordanian dinar */
  | 'JOD'
  /** Japanese yen */
  | 'JPY'
  /** Kenyan shilling */
  | 'KES'
  /** Kyrgyzstani som */
  | 'KGS'
  /** Cambodian riel */
  | 'KHR'
  /** Comoro franc */
  | 'KMF'
  /** North Korean won */
  | 'KPW'
  /** South Korean won */
  | 'KRW'
  /** Kuwaiti dinar */
  | 'KWD'
  /** Cayman Islands dollar */
  | 'KYD'
  /** Kazakhstani tenge */
  | 'KZT'
  /** Lao kip */
  | 'LAK'
  /** Lebanese pound */
  | 'LBP'
  /** Sri Lankan rupee */
  | 'LKR'
  /** Liberian dollar */
  | 'LRD'
  /** Lesotho loti */
  | 'LSL'
  /** Libyan dinar */
  | 'LYD'
  /** Moroccan dirham */
  | 'MAD'
  /** Moldovan leu */
  | 'MDL'
  /** Malagasy ariary */
  | 'MGA'
  /** Macedonian denar */
  | 'MKD'
  /** Myanmar kyat */
  | 'MMK'
  /** Mongolian tögrög */
  | 'MNT'
  /** Macanese pataca */
  | 'MOP'
  /** Mauritanian ouguiya */
  | 'MRU'
  /** Mauritian rupee */
  | 'MUR'
  /** Maldivian rufiyaa */
  | 'MVR'
  /** Malawian kwacha */
  | 'MWK'
  /** Mexican peso */
  | 'MXN'
  /** Malaysian ringgit */
  | 'MYR'
  /** Mozambican metical */
  | 'MZN'
  /** Namibian dollar */
  | 'NAD'
  /** Nigerian naira */
  | 'NGN'
  /** Nicaraguan córdoba */
  | 'NIO'
  /** Norwegian krone */
  | 'NOK'
  /** Nepalese rupee */
  | 'NPR'
  /** New Zealand dollar */
  | 'NZD'
  /** Omani rial */
  | 'OMR'
  /** Panamanian balboa */
  | 'PAB'
  /** Peruvian sol */
  | 'PEN'
  /** Papua New Guinean kina */
  | 'PGK'
  /** Philippine peso */
  | 'PHP'
  /** Pakistani rupee */
  | 'PKR'
  /** Polish złoty */
  | 'PLN'
  /** Paraguayan guaraní */
  | 'PYG'
  /** Qatari riyal */
  | 'QAR'
  /** Romanian leu */
  | 'RON'
  /** Serbian dinar */
  | 'RSD'
  /** Russian ruble */
  | 'RUB'
  /** Rwandan franc */
  | 'RWF'
  /** Saudi riyal */
  | 'SAR'
  /** Solomon Islands dollar */
  | 'SBD'
  /** Seychelles rupee */
  | 'SCR'
  /** Sudanese pound */
  | 'SDG'
  /** Swedish krona/kronor */
  | 'SEK'
  /** Singapore dollar */
  | 'SGD'
  /** Saint Helena pound */
  | 'SHP'
  /** Sierra Leonean leone */
  | 'SLL'
  /** Somali shilling */
  | 'SOS'
  /** Surinamese dollar */
  | 'SRD'
  /** South Sudanese pound */
  | 'SSP'
  /** São Tomé and Príncipe dobra */
  | 'STN'
  /** Salvadoran colón */
  | 'SVC'
  /** Syrian pound */
  | 'SYP'
  /** Swazi lilangeni */
  | 'SZL'
  /** Thai baht */
  | 'THB'
  /** Tajikistani somoni */
  | 'TJS'
  /** Turkmenistan manat */
  | 'TMT'
  /** Tunisian dinar */
  | 'TND'
  /** Tongan paʻanga */
  | 'TOP'
  /** Turkish lira */
  | 'TRY'
  /** Trinidad and Tobago dollar */
  | 'TTD'
  /** New Taiwan dollar */
  | 'TWD'
  /** Tanzanian shilling */
  | 'TZS'
  /** Ukrainian hryvnia */
  | 'UAH'
  /** Ugandan shilling */
  | 'UGX'
  /** United States dollar */
  | 'USD'
  /** Uruguayan peso */
  | 'UYU'
  /** Uzbekistan som */
  | 'UZS'
  /** Venezuelan bolívar soberano */
  | 'VES'
  /** Vietnamese đồng */
  | 'VND'
  /** Vanuatu vatu */
  | 'VUV'
  /** Samoan tala */
  | 'WST'
  /** CFA franc BEAC */
  | 'XAF'
  /** East Caribbean dollar */
  | 'XCD'
  /** CFA franc BCEAO */
  | 'XOF'
  /** CFP franc (franc Pacifique) */
  | 'XPF'
  /** Yemeni rial */
  | 'YER'
  /** South African rand */
  | 'ZAR'
  /** Zambian kwacha */
  | 'ZMW'
  /** Zimbabwean dollar */
  | 'ZWL';

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

export type ErrorCode =
  | 'ALREADY_LOGGED_IN_ERROR'
  | 'COUPON_CODE_EXPIRED_ERROR'
  | 'COUPON_CODE_INVALID_ERROR'
  | 'COUPON_CODE_LIMIT_ERROR'
  | 'COUPON_REMOVED_DURING_CHECKOUT_ERROR'
  | 'EMAIL_ADDRESS_CONFLICT_ERROR'
  | 'GUEST_CHECKOUT_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_EXPIRED_ERROR'
  | 'IDENTIFIER_CHANGE_TOKEN_INVALID_ERROR'
  | 'INELIGIBLE_PAYMENT_METHOD_ERROR'
  | 'INELIGIBLE_SHIPPING_METHOD_ERROR'
  | 'INSUFFICIENT_STOCK_ERROR'
  | 'INVALID_CREDENTIALS_ERROR'
  | 'MISSING_PASSWORD_ERROR'
  | 'NATIVE_AUTH_STRATEGY_ERROR'
  | 'NEGATIVE_QUANTITY_ERROR'
  | 'NOT_VERIFIED_ERROR'
  | 'NO_ACTIVE_ORDER_ERROR'
  | 'ORDER_INTERCEPTOR_ERROR'
  | 'ORDER_LIMIT_ERROR'
  | 'ORDER_MODIFICATION_ERROR'
  | 'ORDER_PAYMENT_STATE_ERROR'
  | 'ORDER_STATE_TRANSITION_ERROR'
  | 'PASSWORD_ALREADY_SET_ERROR'
  | 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR'
  | 'PASSWORD_RESET_TOKEN_INVALID_ERROR'
  | 'PASSWORD_VALIDATION_ERROR'
  | 'PAYMENT_DECLINED_ERROR'
  | 'PAYMENT_FAILED_ERROR'
  | 'QUOTE_EMPTY_CART_ERROR'
  | 'QUOTE_NEEDS_ACCOUNT_ERROR'
  | 'QUOTE_NOT_POSSIBLE_ERROR'
  | 'SAVE_QUOTE_ERROR'
  | 'UNKNOWN_ERROR'
  | 'VERIFICATION_TOKEN_EXPIRED_ERROR'
  | 'VERIFICATION_TOKEN_INVALID_ERROR';

/** Operators for filtering on an ID field */
export type IdOperators = {
  eq?: string | null | undefined;
  in?: Array<string> | null | undefined;
  isNull?: boolean | null | undefined;
  notEq?: string | null | undefined;
  notIn?: Array<string> | null | undefined;
};

export type LogicalOperator =
  | 'AND'
  | 'OR';

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

/** Passed as input to the `addPaymentToOrder` mutation. */
export type PaymentInput = {
  /**
   * This field should contain arbitrary data passed to the specified PaymentMethodHandler's `createPayment()` method
   * as the "metadata" argument. For example, it could contain an ID for the payment and other
   * data generated by the payment provider.
   */
  metadata: unknown;
  /** This field should correspond to the `code` property of a PaymentMethod. */
  method: string;
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

export type ProductTemplateSortField =
  | 'name'
  | 'quality'
  | 'relevance'
  | 'thickness'
  | 'width';

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

export type RegisterCustomerInput = {
  emailAddress: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  password?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  title?: string | null | undefined;
};

export type SortOrder =
  | 'ASC'
  | 'DESC';

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

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
  rememberMe?: boolean | null | undefined;
}>;


export type LoginMutation = { login:
    | { id: string, identifier: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type LoadUserQueryVariables = Exact<{ [key: string]: never; }>;


export type LoadUserQuery = { activeCustomer: { id: string, firstName: string, lastName: string, emailAddress: string, phoneNumber: string | null } | null };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { success: boolean } };

export type GetDashboardDataQueryVariables = Exact<{
  take: number;
}>;


export type GetDashboardDataQuery = { activeCustomer: { id: string, firstName: string, lastName: string, emailAddress: string, orders: { totalItems: number, items: Array<{ id: string, code: string, state: string, orderPlacedAt: string | null, updatedAt: string, totalQuantity: number, totalWithTax: number, customFields: { quotationDate: string | null, validityDate: string | null } | null }> } } | null };

export type GevenSignUpUserMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type GevenSignUpUserMutation = { registerCustomerAccount:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { success: boolean }
   };

export type VerifyCustomerAccountMutationVariables = Exact<{
  token: string;
}>;


export type VerifyCustomerAccountMutation = { verifyCustomerAccount:
    | { id: string, identifier: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type RequestPasswordResetMutationVariables = Exact<{
  emailAddress: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset:
    | { errorCode: ErrorCode, message: string }
    | { success: boolean }
   | null };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { id: string, identifier: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type CartFieldsFragment = { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null };

export type CartLoadQueryVariables = Exact<{ [key: string]: never; }>;


export type CartLoadQuery = { activeOrder: { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null } | null };

export type CartAddMultipleItemsMutationVariables = Exact<{
  inputs: Array<AddItemInput> | AddItemInput;
}>;


export type CartAddMultipleItemsMutation = { addItemsToOrder: { order: { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }, errorResults: Array<
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
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
   };

export type CartRemoveItemMutationVariables = Exact<{
  orderLineId: string;
}>;


export type CartRemoveItemMutation = { removeOrderLine:
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
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
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
   };

export type RemoveCouponMutationVariables = Exact<{
  couponCode: string;
}>;


export type RemoveCouponMutation = { removeCouponCode: { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null } | null };

export type GetDeliveryMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetDeliveryMethodsQuery = { eligibleShippingMethods: Array<{ id: string, code: string, name: string, description: string, price: number, priceWithTax: number, metadata: unknown }> };

export type SetShippingMethodMutationVariables = Exact<{
  ids: Array<string> | string;
}>;


export type SetShippingMethodMutation = { setOrderShippingMethod:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
    | { errorCode: ErrorCode, message: string }
   };

export type ReopenCartMutationVariables = Exact<{ [key: string]: never; }>;


export type ReopenCartMutation = { transitionOrderToState:
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
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


export type SetPostalCodeMutation = { setOrderPostalCode: { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null } };

export type SetClientOrderRefMutationVariables = Exact<{
  clientOrderRef: string;
}>;


export type SetClientOrderRefMutation = { setClientOrderRef: { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null } };

export type UpdateTransportMsgMutationVariables = Exact<{
  transportMsg: string;
}>;


export type UpdateTransportMsgMutation = { updateTransportMsg: { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null } };

export type SetCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type SetCampaignMutation = { setCampaign: { id: string } };

export type SendCartEmailMutationVariables = Exact<{
  emailAddress: string;
}>;


export type SendCartEmailMutation = { sendCartEmail: boolean };

export type WebsiteCategoryFieldsFragment = { id: string, name: string, slug: string, description: string, position: number, parentId: string, breadcrumbs: Array<{ id: string, name: string, slug: string }>, featuredAsset: { preview: string } | null, customFields: { seoTitle: string | null, seoDescription: string | null } | null };

export type ProductCardFieldsFragment = { id: string, name: string, slug: string, featuredAsset: { preview: string } | null, collections: Array<{ id: string }>, variants: Array<{ id: string, price: number, customFields: { length: number | null, width: number | null } | null }>, customFields: { priceUnit: string | null, thickness: number | null, width: number | null, featured: boolean | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null } | null };

export type WebsiteCategoriesQueryVariables = Exact<{
  options?: CollectionListOptions | null | undefined;
}>;


export type WebsiteCategoriesQuery = { collections: { totalItems: number, items: Array<{ id: string, name: string, slug: string, description: string, position: number, parentId: string, breadcrumbs: Array<{ id: string, name: string, slug: string }>, featuredAsset: { preview: string } | null, customFields: { seoTitle: string | null, seoDescription: string | null } | null }> } };

export type ProductTemplatesListQueryVariables = Exact<{
  options: ProductTemplatesListInput;
}>;


export type ProductTemplatesListQuery = { productTemplatesList: { totalItems: number, items: Array<{ id: string, name: string, slug: string, featuredAsset: { preview: string } | null, collections: Array<{ id: string }>, variants: Array<{ id: string, price: number, customFields: { length: number | null, width: number | null } | null }>, customFields: { priceUnit: string | null, thickness: number | null, width: number | null, featured: boolean | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null } | null }>, filters: Array<{ attribute: string, attributeKey: string | null, name: string, kind: string, values: Array<{ value: string, name: string, count: number, selected: boolean }> }> } };

export type CategoryTextQueryVariables = Exact<{
  collectionSlug?: string | null | undefined;
  filter?: Array<ProductTemplateFilterInput> | ProductTemplateFilterInput | null | undefined;
}>;


export type CategoryTextQuery = { categoryText: { title: string, text: string, seoTitle: string, seoDescription: string } };

export type GetCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCountriesQuery = { availableCountries: Array<{ id: string, code: string, name: string }> };

export type SetCustomerForOrderMutationVariables = Exact<{
  input: CreateCustomerInput;
}>;


export type SetCustomerForOrderMutation = { setCustomerForOrder:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
   };

export type SetShippingAddressMutationVariables = Exact<{
  input: CreateAddressInput;
}>;


export type SetShippingAddressMutation = { setOrderShippingAddress:
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
   };

export type SetBillingAddressMutationVariables = Exact<{
  input: CreateAddressInput;
}>;


export type SetBillingAddressMutation = { setOrderBillingAddress:
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
   };

export type SetInvoiceEmailMutationVariables = Exact<{
  invoiceEmail?: string | null | undefined;
}>;


export type SetInvoiceEmailMutation = { setOrderCustomFields:
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
   };

export type GetPaymentProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPaymentProvidersQuery = { eligiblePaymentMethods: Array<{ id: string, code: string, name: string, description: string, isEligible: boolean, eligibilityMessage: string | null }> };

export type TransitionOrderMutationVariables = Exact<{
  state: string;
}>;


export type TransitionOrderMutation = { transitionOrderToState:
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
    | { errorCode: ErrorCode, message: string, transitionError: string }
   | null };

export type AddPaymentMutationVariables = Exact<{
  input: PaymentInput;
}>;


export type AddPaymentMutation = { addPaymentToOrder:
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { id: string, code: string, state: string, active: boolean, totalQuantity: number, subTotal: number, subTotalWithTax: number, shipping: number, shippingWithTax: number, total: number, totalWithTax: number, currencyCode: CurrencyCode, couponCodes: Array<string>, discounts: Array<{ description: string, amount: number, amountWithTax: number }>, taxSummary: Array<{ description: string, taxRate: number, taxBase: number, taxTotal: number }>, lines: Array<{ id: string, quantity: number, unitPrice: number, unitPriceWithTax: number, linePrice: number, linePriceWithTax: number, discountedLinePriceWithTax: number, featuredAsset: { preview: string } | null, productVariant: { id: string, name: string, sku: string, customFields: { length: number | null, width: number | null } | null, product: { id: string, slug: string, name: string, customFields: { priceUnit: string | null, thickness: number | null, width: number | null } | null } } }>, shippingLines: Array<{ id: string, priceWithTax: number, price: number, shippingMethod: { id: string, code: string, name: string } }>, shippingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, billingAddress: { fullName: string | null, streetLine1: string | null, city: string | null, postalCode: string | null, countryCode: string | null, phoneNumber: string | null } | null, customer: { id: string, emailAddress: string, firstName: string, lastName: string } | null, customFields: { clientOrderRef: string | null, transportMsg: string | null, invoiceEmail: string | null } | null }
    | { errorCode: ErrorCode, message: string }
    | { errorCode: ErrorCode, message: string }
    | { paymentErrorMessage: string, errorCode: ErrorCode, message: string }
    | { paymentErrorMessage: string, errorCode: ErrorCode, message: string }
   };

export type GetPaymentConfirmationQueryVariables = Exact<{
  code: string;
}>;


export type GetPaymentConfirmationQuery = { orderByCode: { id: string, code: string, state: string, orderPlacedAt: string | null, totalWithTax: number, customer: { emailAddress: string } | null, shippingLines: Array<{ shippingMethod: { code: string, name: string } }>, payments: Array<{ id: string, method: string, state: string, amount: number, metadata: unknown }> | null } | null };

export type GetAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAddressesQuery = { activeCustomer: { id: string, addresses: Array<{ id: string, fullName: string | null, company: string | null, streetLine1: string, streetLine2: string | null, city: string | null, postalCode: string | null, phoneNumber: string | null, defaultShippingAddress: boolean | null, defaultBillingAddress: boolean | null, country: { id: string, code: string, name: string } }> | null } | null };

export type AddAddressMutationVariables = Exact<{
  input: CreateAddressInput;
}>;


export type AddAddressMutation = { createCustomerAddress: { id: string } };

export type AdyenAcquirerInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdyenAcquirerInfoQuery = { adyenAcquirerInfo: { clientKey: string, environment: string, enabled: boolean } };

export type AdyenTransactionInfoQueryVariables = Exact<{
  reference: string;
}>;


export type AdyenTransactionInfoQuery = { adyenTransactionInfo: { orderCode: string, orderState: string, status: string, resultCode: string | null, amount: number, currencyCode: CurrencyCode } };

export type AdyenPaymentMethodsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdyenPaymentMethodsQuery = { adyenPaymentMethods: unknown };

export type AdyenPaymentResultFieldsFragment = { resultCode: string, action: unknown, orderCode: string, orderState: string, refusalReason: string | null, message: string | null };

export type AdyenMakeDirectPaymentMutationVariables = Exact<{
  stateData: unknown;
}>;


export type AdyenMakeDirectPaymentMutation = { adyenMakeDirectPayment: { resultCode: string, action: unknown, orderCode: string, orderState: string, refusalReason: string | null, message: string | null } };

export type AdyenPaymentDetailsMutationVariables = Exact<{
  details: unknown;
}>;


export type AdyenPaymentDetailsMutation = { adyenPaymentDetails: { resultCode: string, action: unknown, orderCode: string, orderState: string, refusalReason: string | null, message: string | null } };

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

export type ProductDetailFieldsFragment = { id: string, name: string, slug: string, featuredAsset: { id: string, preview: string } | null, assets: Array<{ id: string, preview: string, name: string }>, collections: Array<{ id: string }>, facetValues: Array<{ code: string, name: string, facet: { code: string }, customFields: { commercialName: string | null } | null }>, variants: Array<{ id: string, name: string, sku: string, price: number, stockLevel: string, options: Array<{ name: string, group: { code: string } }>, customFields: { length: number | null, width: number | null, saleDelay: number | null, stockPopUp1Qty: number | null, stockPopUp2Qty: number | null, stockPopUp1: string | null, stockPopUp2: string | null, stockPopUp3: string | null, barcode: string | null, customMessage: string | null } | null }>, customFields: { species: string | null, certification: string | null, thickness: number | null, width: number | null, humidity: string | null, quality: string | null, durabilityClass: string | null, weight: number | null, volume: number | null, commodityCode: string | null, packingMethod: string | null, application: string | null, intro: string | null, html: string | null, seoTitle: string | null, seoDescription: string | null, priceUnit: string | null, variantView: string | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null, quantityTiers: Array<{ minQuantity: number | null, discountPercent: number | null }> | null, profileImages: Array<{ id: string, preview: string, name: string }> | null, documents: Array<{ id: string, name: string, source: string, fileSize: number, mimeType: string }> | null, accessoryProducts: Array<{ id: string }> | null, alternativeProducts: Array<{ id: string }> | null } | null };

export type ProductDetailsQueryVariables = Exact<{
  options?: ProductListOptions | null | undefined;
}>;


export type ProductDetailsQuery = { products: { totalItems: number, items: Array<{ id: string, name: string, slug: string, featuredAsset: { id: string, preview: string } | null, assets: Array<{ id: string, preview: string, name: string }>, collections: Array<{ id: string }>, facetValues: Array<{ code: string, name: string, facet: { code: string }, customFields: { commercialName: string | null } | null }>, variants: Array<{ id: string, name: string, sku: string, price: number, stockLevel: string, options: Array<{ name: string, group: { code: string } }>, customFields: { length: number | null, width: number | null, saleDelay: number | null, stockPopUp1Qty: number | null, stockPopUp2Qty: number | null, stockPopUp1: string | null, stockPopUp2: string | null, stockPopUp3: string | null, barcode: string | null, customMessage: string | null } | null }>, customFields: { species: string | null, certification: string | null, thickness: number | null, width: number | null, humidity: string | null, quality: string | null, durabilityClass: string | null, weight: number | null, volume: number | null, commodityCode: string | null, packingMethod: string | null, application: string | null, intro: string | null, html: string | null, seoTitle: string | null, seoDescription: string | null, priceUnit: string | null, variantView: string | null, ribbonText: string | null, ribbonBgColor: string | null, ribbonTextColor: string | null, quantityTiers: Array<{ minQuantity: number | null, discountPercent: number | null }> | null, profileImages: Array<{ id: string, preview: string, name: string }> | null, documents: Array<{ id: string, name: string, source: string, fileSize: number, mimeType: string }> | null, accessoryProducts: Array<{ id: string }> | null, alternativeProducts: Array<{ id: string }> | null } | null }> } };

export type ProductVariantStockQueryVariables = Exact<{
  variantIds: Array<string> | string;
}>;


export type ProductVariantStockQuery = { productVariantStock: Array<{ id: string, stock_pop_up1_qty: number, stock_pop_up2_qty: number }> };

export type ProductVariantByBarcodeQueryVariables = Exact<{
  barcode: string;
}>;


export type ProductVariantByBarcodeQuery = { productVariantByBarcode: { id: string, product: { id: string, slug: string } } | null };

export type SaveCartAsQuoteMutationVariables = Exact<{ [key: string]: never; }>;


export type SaveCartAsQuoteMutation = { saveCartAsQuote:
    | { id: string, code: string, state: string, total: number, currencyCode: CurrencyCode, customFields: { quotationDate: string | null, validityDate: string | null } | null }
    | { errorCode: ErrorCode, message: string }
   };

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
export const CartFieldsFragmentDoc = new TypedDocumentString(`
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
    `, {"fragmentName":"CartFields"}) as unknown as TypedDocumentString<CartFieldsFragment, unknown>;
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
export const AdyenPaymentResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdyenPaymentResultFields on AdyenPaymentResult {
  resultCode
  action
  orderCode
  orderState
  refusalReason
  message
}
    `, {"fragmentName":"AdyenPaymentResultFields"}) as unknown as TypedDocumentString<AdyenPaymentResultFieldsFragment, unknown>;
export const ErrorResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}
    `, {"fragmentName":"ErrorResultFields"}) as unknown as TypedDocumentString<ErrorResultFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductDetailFields on Product {
  id
  name
  slug
  featuredAsset {
    id
    preview
  }
  assets {
    id
    preview
    name
  }
  collections {
    id
  }
  facetValues {
    code
    name
    facet {
      code
    }
    customFields {
      commercialName
    }
  }
  variants {
    id
    name
    sku
    price
    stockLevel
    options {
      name
      group {
        code
      }
    }
    customFields {
      length
      width
      saleDelay
      stockPopUp1Qty
      stockPopUp2Qty
      stockPopUp1
      stockPopUp2
      stockPopUp3
      barcode
      customMessage
    }
  }
  customFields {
    species
    certification
    thickness
    width
    humidity
    quality
    durabilityClass
    weight
    volume
    commodityCode
    packingMethod
    application
    intro
    html
    seoTitle
    seoDescription
    priceUnit
    variantView
    quantityTiers {
      minQuantity
      discountPercent
    }
    ribbonText
    ribbonBgColor
    ribbonTextColor
    profileImages {
      id
      preview
      name
    }
    documents {
      id
      name
      source
      fileSize
      mimeType
    }
    accessoryProducts {
      id
    }
    alternativeProducts {
      id
    }
  }
}
    `, {"fragmentName":"ProductDetailFields"}) as unknown as TypedDocumentString<ProductDetailFieldsFragment, unknown>;
export const LoginDocument = new TypedDocumentString(`
    mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {
  login(username: $username, password: $password, rememberMe: $rememberMe) {
    ... on CurrentUser {
      id
      identifier
    }
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const LoadUserDocument = new TypedDocumentString(`
    query LoadUser {
  activeCustomer {
    id
    firstName
    lastName
    emailAddress
    phoneNumber
  }
}
    `) as unknown as TypedDocumentString<LoadUserQuery, LoadUserQueryVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout {
  logout {
    success
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const GetDashboardDataDocument = new TypedDocumentString(`
    query GetDashboardData($take: Int!) {
  activeCustomer {
    id
    firstName
    lastName
    emailAddress
    orders(
      options: {take: $take, sort: {updatedAt: DESC}, filter: {active: {eq: false}}}
    ) {
      totalItems
      items {
        id
        code
        state
        orderPlacedAt
        updatedAt
        totalQuantity
        totalWithTax
        customFields {
          quotationDate
          validityDate
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetDashboardDataQuery, GetDashboardDataQueryVariables>;
export const GevenSignUpUserDocument = new TypedDocumentString(`
    mutation GevenSignUpUser($input: RegisterCustomerInput!) {
  registerCustomerAccount(input: $input) {
    ... on Success {
      success
    }
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<GevenSignUpUserMutation, GevenSignUpUserMutationVariables>;
export const VerifyCustomerAccountDocument = new TypedDocumentString(`
    mutation VerifyCustomerAccount($token: String!) {
  verifyCustomerAccount(token: $token) {
    ... on CurrentUser {
      id
      identifier
    }
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<VerifyCustomerAccountMutation, VerifyCustomerAccountMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($emailAddress: String!) {
  requestPasswordReset(emailAddress: $emailAddress) {
    ... on Success {
      success
    }
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password) {
    ... on CurrentUser {
      id
      identifier
    }
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const CartLoadDocument = new TypedDocumentString(`
    query CartLoad {
  activeOrder {
    ...CartFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<CartAddMultipleItemsMutation, CartAddMultipleItemsMutationVariables>;
export const CartUpdateItemDocument = new TypedDocumentString(`
    mutation CartUpdateItem($orderLineId: ID!, $quantity: Int!) {
  adjustOrderLine(orderLineId: $orderLineId, quantity: $quantity) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<CartUpdateItemMutation, CartUpdateItemMutationVariables>;
export const CartRemoveItemDocument = new TypedDocumentString(`
    mutation CartRemoveItem($orderLineId: ID!) {
  removeOrderLine(orderLineId: $orderLineId) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<CartRemoveItemMutation, CartRemoveItemMutationVariables>;
export const ApplyCouponDocument = new TypedDocumentString(`
    mutation ApplyCoupon($couponCode: String!) {
  applyCouponCode(couponCode: $couponCode) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<ApplyCouponMutation, ApplyCouponMutationVariables>;
export const RemoveCouponDocument = new TypedDocumentString(`
    mutation RemoveCoupon($couponCode: String!) {
  removeCouponCode(couponCode: $couponCode) {
    ...CartFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SetShippingMethodMutation, SetShippingMethodMutationVariables>;
export const ReopenCartDocument = new TypedDocumentString(`
    mutation ReopenCart {
  transitionOrderToState(state: "AddingItems") {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
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
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
  }
}
    fragment ProductCardFields on Product {
  id
  name
  slug
  featuredAsset {
    preview
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
}`) as unknown as TypedDocumentString<ProductTemplatesListQuery, ProductTemplatesListQueryVariables>;
export const CategoryTextDocument = new TypedDocumentString(`
    query CategoryText($collectionSlug: String, $filter: [ProductTemplateFilterInput!]) {
  categoryText(collectionSlug: $collectionSlug, filter: $filter) {
    title
    text
    seoTitle
    seoDescription
  }
}
    `) as unknown as TypedDocumentString<CategoryTextQuery, CategoryTextQueryVariables>;
export const GetCountriesDocument = new TypedDocumentString(`
    query GetCountries {
  availableCountries {
    id
    code
    name
  }
}
    `) as unknown as TypedDocumentString<GetCountriesQuery, GetCountriesQueryVariables>;
export const SetCustomerForOrderDocument = new TypedDocumentString(`
    mutation SetCustomerForOrder($input: CreateCustomerInput!) {
  setCustomerForOrder(input: $input) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SetCustomerForOrderMutation, SetCustomerForOrderMutationVariables>;
export const SetShippingAddressDocument = new TypedDocumentString(`
    mutation SetShippingAddress($input: CreateAddressInput!) {
  setOrderShippingAddress(input: $input) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SetShippingAddressMutation, SetShippingAddressMutationVariables>;
export const SetBillingAddressDocument = new TypedDocumentString(`
    mutation SetBillingAddress($input: CreateAddressInput!) {
  setOrderBillingAddress(input: $input) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SetBillingAddressMutation, SetBillingAddressMutationVariables>;
export const SetInvoiceEmailDocument = new TypedDocumentString(`
    mutation SetInvoiceEmail($invoiceEmail: String) {
  setOrderCustomFields(input: {customFields: {invoiceEmail: $invoiceEmail}}) {
    ...CartFields
    ...ErrorResultFields
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SetInvoiceEmailMutation, SetInvoiceEmailMutationVariables>;
export const GetPaymentProvidersDocument = new TypedDocumentString(`
    query GetPaymentProviders {
  eligiblePaymentMethods {
    id
    code
    name
    description
    isEligible
    eligibilityMessage
  }
}
    `) as unknown as TypedDocumentString<GetPaymentProvidersQuery, GetPaymentProvidersQueryVariables>;
export const TransitionOrderDocument = new TypedDocumentString(`
    mutation TransitionOrder($state: String!) {
  transitionOrderToState(state: $state) {
    ...CartFields
    ... on OrderStateTransitionError {
      errorCode
      message
      transitionError
    }
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
}`) as unknown as TypedDocumentString<TransitionOrderMutation, TransitionOrderMutationVariables>;
export const AddPaymentDocument = new TypedDocumentString(`
    mutation AddPayment($input: PaymentInput!) {
  addPaymentToOrder(input: $input) {
    ...CartFields
    ...ErrorResultFields
    ... on PaymentDeclinedError {
      paymentErrorMessage
    }
    ... on PaymentFailedError {
      paymentErrorMessage
    }
  }
}
    fragment CartFields on Order {
  id
  code
  state
  active
  totalQuantity
  subTotal
  subTotalWithTax
  shipping
  shippingWithTax
  total
  totalWithTax
  currencyCode
  couponCodes
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
    discountedLinePriceWithTax
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
  shippingLines {
    id
    priceWithTax
    price
    shippingMethod {
      id
      code
      name
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
fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<AddPaymentMutation, AddPaymentMutationVariables>;
export const GetPaymentConfirmationDocument = new TypedDocumentString(`
    query GetPaymentConfirmation($code: String!) {
  orderByCode(code: $code) {
    id
    code
    state
    orderPlacedAt
    totalWithTax
    customer {
      emailAddress
    }
    shippingLines {
      shippingMethod {
        code
        name
      }
    }
    payments {
      id
      method
      state
      amount
      metadata
    }
  }
}
    `) as unknown as TypedDocumentString<GetPaymentConfirmationQuery, GetPaymentConfirmationQueryVariables>;
export const GetAddressesDocument = new TypedDocumentString(`
    query GetAddresses {
  activeCustomer {
    id
    addresses {
      id
      fullName
      company
      streetLine1
      streetLine2
      city
      postalCode
      phoneNumber
      defaultShippingAddress
      defaultBillingAddress
      country {
        id
        code
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GetAddressesQuery, GetAddressesQueryVariables>;
export const AddAddressDocument = new TypedDocumentString(`
    mutation AddAddress($input: CreateAddressInput!) {
  createCustomerAddress(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddAddressMutation, AddAddressMutationVariables>;
export const AdyenAcquirerInfoDocument = new TypedDocumentString(`
    query AdyenAcquirerInfo {
  adyenAcquirerInfo {
    clientKey
    environment
    enabled
  }
}
    `) as unknown as TypedDocumentString<AdyenAcquirerInfoQuery, AdyenAcquirerInfoQueryVariables>;
export const AdyenTransactionInfoDocument = new TypedDocumentString(`
    query AdyenTransactionInfo($reference: String!) {
  adyenTransactionInfo(reference: $reference) {
    orderCode
    orderState
    status
    resultCode
    amount
    currencyCode
  }
}
    `) as unknown as TypedDocumentString<AdyenTransactionInfoQuery, AdyenTransactionInfoQueryVariables>;
export const AdyenPaymentMethodsDocument = new TypedDocumentString(`
    query AdyenPaymentMethods {
  adyenPaymentMethods
}
    `) as unknown as TypedDocumentString<AdyenPaymentMethodsQuery, AdyenPaymentMethodsQueryVariables>;
export const AdyenMakeDirectPaymentDocument = new TypedDocumentString(`
    mutation AdyenMakeDirectPayment($stateData: JSON!) {
  adyenMakeDirectPayment(stateData: $stateData) {
    ...AdyenPaymentResultFields
  }
}
    fragment AdyenPaymentResultFields on AdyenPaymentResult {
  resultCode
  action
  orderCode
  orderState
  refusalReason
  message
}`) as unknown as TypedDocumentString<AdyenMakeDirectPaymentMutation, AdyenMakeDirectPaymentMutationVariables>;
export const AdyenPaymentDetailsDocument = new TypedDocumentString(`
    mutation AdyenPaymentDetails($details: JSON!) {
  adyenPaymentDetails(details: $details) {
    ...AdyenPaymentResultFields
  }
}
    fragment AdyenPaymentResultFields on AdyenPaymentResult {
  resultCode
  action
  orderCode
  orderState
  refusalReason
  message
}`) as unknown as TypedDocumentString<AdyenPaymentDetailsMutation, AdyenPaymentDetailsMutationVariables>;
export const ProductDetailsDocument = new TypedDocumentString(`
    query ProductDetails($options: ProductListOptions) {
  products(options: $options) {
    totalItems
    items {
      ...ProductDetailFields
    }
  }
}
    fragment ProductDetailFields on Product {
  id
  name
  slug
  featuredAsset {
    id
    preview
  }
  assets {
    id
    preview
    name
  }
  collections {
    id
  }
  facetValues {
    code
    name
    facet {
      code
    }
    customFields {
      commercialName
    }
  }
  variants {
    id
    name
    sku
    price
    stockLevel
    options {
      name
      group {
        code
      }
    }
    customFields {
      length
      width
      saleDelay
      stockPopUp1Qty
      stockPopUp2Qty
      stockPopUp1
      stockPopUp2
      stockPopUp3
      barcode
      customMessage
    }
  }
  customFields {
    species
    certification
    thickness
    width
    humidity
    quality
    durabilityClass
    weight
    volume
    commodityCode
    packingMethod
    application
    intro
    html
    seoTitle
    seoDescription
    priceUnit
    variantView
    quantityTiers {
      minQuantity
      discountPercent
    }
    ribbonText
    ribbonBgColor
    ribbonTextColor
    profileImages {
      id
      preview
      name
    }
    documents {
      id
      name
      source
      fileSize
      mimeType
    }
    accessoryProducts {
      id
    }
    alternativeProducts {
      id
    }
  }
}`) as unknown as TypedDocumentString<ProductDetailsQuery, ProductDetailsQueryVariables>;
export const ProductVariantStockDocument = new TypedDocumentString(`
    query ProductVariantStock($variantIds: [ID!]!) {
  productVariantStock(variantIds: $variantIds) {
    id
    stock_pop_up1_qty
    stock_pop_up2_qty
  }
}
    `) as unknown as TypedDocumentString<ProductVariantStockQuery, ProductVariantStockQueryVariables>;
export const ProductVariantByBarcodeDocument = new TypedDocumentString(`
    query ProductVariantByBarcode($barcode: String!) {
  productVariantByBarcode(barcode: $barcode) {
    id
    product {
      id
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<ProductVariantByBarcodeQuery, ProductVariantByBarcodeQueryVariables>;
export const SaveCartAsQuoteDocument = new TypedDocumentString(`
    mutation SaveCartAsQuote {
  saveCartAsQuote {
    ... on Order {
      id
      code
      state
      total
      currencyCode
      customFields {
        quotationDate
        validityDate
      }
    }
    ...ErrorResultFields
  }
}
    fragment ErrorResultFields on ErrorResult {
  errorCode
  message
}`) as unknown as TypedDocumentString<SaveCartAsQuoteMutation, SaveCartAsQuoteMutationVariables>;