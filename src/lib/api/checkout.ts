import { AddAddressDocument, AddPaymentDocument, AdyenAcquirerInfoDocument, AdyenMakeDirectPaymentDocument, AdyenPaymentDetailsDocument, AdyenPaymentMethodsDocument, AdyenTransactionInfoDocument, GetAddressesDocument, GetCountriesDocument, GetPaymentConfirmationDocument, GetPaymentProvidersDocument, SetBillingAddressDocument, SetCustomerForOrderDocument, SetInvoiceEmailDocument, SetShippingAddressDocument, TransitionOrderDocument, type CreateAddressInput } from './gql/checkout/graphql';
import { request } from './client';
import { ApiError } from './errors';
import { orderOrThrow, type Cart } from './cart';
import { checkoutPath, ON_ACCOUNT_METHOD_CODE, type Locale } from '@timber-shop/rules';

/** The spec's checkout and payment-provider calls (section 7), named as the spec names them. */

export type Country = { id: string; code: string; name: string };
export type PaymentProvider = Awaited<ReturnType<typeof getPaymentProviders>>[number];
export type PaymentConfirmation = NonNullable<Awaited<ReturnType<typeof getPaymentConfirmation>>>;
export type SavedAddress = Awaited<ReturnType<typeof getAddresses>>[number];
export type AddressType = 'Shipping' | 'Billing' | 'Other';
export type PaymentType = 'adyen' | 'wire' | 'account';

/** The delivery countries (spec: getCountries). */
export async function getCountries(locale: Locale): Promise<Country[]> {
    return (await request(locale, GetCountriesDocument)).availableCountries;
}

/** Who orders: a guest's name and e-mail on the cart (not for logged-in customers, who are the cart's customer). */
export async function setCustomerForOrder(locale: Locale, input: { emailAddress: string; firstName: string; lastName: string; phoneNumber?: string }): Promise<Cart> {
    return orderOrThrow((await request(locale, SetCustomerForOrderDocument, { input })).setCustomerForOrder);
}

export async function setShippingAddress(locale: Locale, input: CreateAddressInput): Promise<Cart> {
    return orderOrThrow((await request(locale, SetShippingAddressDocument, { input })).setOrderShippingAddress);
}

export async function setBillingAddress(locale: Locale, input: CreateAddressInput): Promise<Cart> {
    return orderOrThrow((await request(locale, SetBillingAddressDocument, { input })).setOrderBillingAddress);
}

/** Where the invoice goes when not to the order's e-mail address; null when it does. */
export async function setInvoiceEmail(locale: Locale, invoiceEmail: string | null): Promise<Cart> {
    return orderOrThrow((await request(locale, SetInvoiceEmailDocument, { invoiceEmail })).setOrderCustomFields);
}

/**
 * The payment methods the cart may use (spec: getPaymentProviders), and payment on account when the
 * customer has it but this order is over the credit limit: shown unavailable, with the reason.
 * Other unavailable methods (card payment while Adyen is not configured) stay hidden.
 */
export async function getPaymentProviders(locale: Locale) {
    return (await request(locale, GetPaymentProvidersDocument)).eligiblePaymentMethods.filter(
        method => method.isEligible || (method.code === ON_ACCOUNT_METHOD_CODE && Boolean(method.eligibilityMessage)),
    );
}

type ProviderName = { name: string; code?: string; isEligible?: boolean; eligibilityMessage?: string | null };

/**
 * A provider's kind by its name (spec section 4): ADYEN means a direct card payment, WIRE a wire
 * transfer; any other name is an error (spec section 8). Payment on account (beyond the spec's
 * names) goes by its code, as staff may name it freely; unavailable, it is its reason.
 */
export function paymentKind(provider: ProviderName): PaymentType {
    if (provider.isEligible === false) throw new ApiError([provider.eligibilityMessage || provider.name]);
    if (provider.code === ON_ACCOUNT_METHOD_CODE) return 'account';
    const name = provider.name.toUpperCase();
    if (name.includes('ADYEN')) return 'adyen';
    if (name.includes('WIRE')) return 'wire';
    throw new ApiError([`Unknown payment provider: ${provider.name}`]);
}

/**
 * The spec's checkPaymentType, which returns a URL: where an order goes once this provider has taken
 * it, the success page of the order (wire transfer and payment on account: placed, with the transfer's
 * details; a card: paid, the page asks the provider how the payment stands, as after a card's
 * redirect). An unrecognised or unavailable provider throws, as paymentKind.
 */
export function checkPaymentType(locale: Locale, provider: ProviderName, orderCode: string): string {
    paymentKind(provider);
    return `${checkoutPath(locale, 'success')}?order=${encodeURIComponent(orderCode)}`;
}

/**
 * Opens the payment transaction for any provider (spec: adyenOpenTransaction): the order leaves
 * AddingItems for ArrangingPayment, where its contents are fixed. The backend refuses it without
 * customer, address or shipping method, with the reason.
 */
export async function adyenOpenTransaction(locale: Locale, cart: Cart): Promise<Cart> {
    if (cart.state === 'ArrangingPayment') return cart;
    const result = (await request(locale, TransitionOrderDocument, { state: 'ArrangingPayment' })).transitionOrderToState;
    if (result && 'transitionError' in result) throw new ApiError([result.transitionError || result.message]);
    return orderOrThrow(result);
}

/** Places the order with a payment method that needs no card (wire transfer): the order then awaits the transfer. */
export async function addPaymentToOrder(locale: Locale, method: string, metadata: Record<string, unknown> = {}): Promise<Cart> {
    const result = (await request(locale, AddPaymentDocument, { input: { method, metadata } })).addPaymentToOrder;
    if ('paymentErrorMessage' in result && result.paymentErrorMessage) throw new ApiError([result.paymentErrorMessage]);
    return orderOrThrow(result);
}

/** A placed order by its code, for the success page (spec: getPaymentConfirmation). */
export async function getPaymentConfirmation(locale: Locale, code: string) {
    return (await request(locale, GetPaymentConfirmationDocument, { code })).orderByCode ?? null;
}

/**
 * The logged-in customer's address book (spec: getAddresses(addressType)): Shipping lists the
 * default delivery address first, Billing the default invoice address first.
 */
export async function getAddresses(locale: Locale, addressType: AddressType = 'Shipping') {
    const addresses = (await request(locale, GetAddressesDocument)).activeCustomer?.addresses ?? [];
    const isDefault = (a: (typeof addresses)[number]) => (addressType === 'Billing' ? a.defaultBillingAddress : a.defaultShippingAddress);
    return [...addresses].sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)));
}

/** Saves an address in the customer's address book (spec: addAddress). */
export async function addAddress(locale: Locale, input: CreateAddressInput): Promise<string> {
    return (await request(locale, AddAddressDocument, { input })).createCustomerAddress.id;
}

export type AdyenPaymentResult = Awaited<ReturnType<typeof adyenMakeDirectPayment>>;

/** Whether card payment is configured, with the client key and environment for the Drop-in (spec: adyenAcquirerInfo). */
export async function adyenAcquirerInfo(locale: Locale) {
    return (await request(locale, AdyenAcquirerInfoDocument)).adyenAcquirerInfo;
}

/** Adyen's /paymentMethods answer for the cart (spec: adyenPaymentMethods). */
export async function adyenPaymentMethods(locale: Locale): Promise<unknown> {
    return (await request(locale, AdyenPaymentMethodsDocument)).adyenPaymentMethods;
}

/** The Drop-in's payment data, sent to Adyen by the backend (spec: adyenMakeDirectPayment). */
export async function adyenMakeDirectPayment(locale: Locale, stateData: unknown) {
    return (await request(locale, AdyenMakeDirectPaymentDocument, { stateData })).adyenMakeDirectPayment;
}

/** The outcome of a further action (3-D Secure, redirect) (spec: adyenPaymentDetails). */
export async function adyenPaymentDetails(locale: Locale, details: unknown): Promise<AdyenPaymentResult> {
    return (await request(locale, AdyenPaymentDetailsDocument, { details })).adyenPaymentDetails;
}

/** Where an order's card payment stands: paid, authorised, pending or refused (spec: adyenTransactionInfo(reference)). */
export async function adyenTransactionInfo(locale: Locale, reference: string) {
    return (await request(locale, AdyenTransactionInfoDocument, { reference })).adyenTransactionInfo;
}
