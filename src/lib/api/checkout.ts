import { graphql } from './gql';
import type { CreateAddressInput } from './gql/graphql';
import { ApiError, request } from './client';
import { orderOrThrow, type Cart } from './cart';
import type { Locale } from '@timber-shop/rules';

/** The spec's checkout and payment-provider calls (section 7), named as the spec names them. */

const getCountriesDocument = graphql(`
    query GetCountries {
        availableCountries {
            id
            code
            name
        }
    }
`);

const setCustomerForOrderDocument = graphql(`
    mutation SetCustomerForOrder($input: CreateCustomerInput!) {
        setCustomerForOrder(input: $input) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const setShippingAddressDocument = graphql(`
    mutation SetShippingAddress($input: CreateAddressInput!) {
        setOrderShippingAddress(input: $input) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const setBillingAddressDocument = graphql(`
    mutation SetBillingAddress($input: CreateAddressInput!) {
        setOrderBillingAddress(input: $input) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const setInvoiceEmailDocument = graphql(`
    mutation SetInvoiceEmail($invoiceEmail: String) {
        setOrderCustomFields(input: { customFields: { invoiceEmail: $invoiceEmail } }) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const getPaymentProvidersDocument = graphql(`
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
`);

const transitionOrderDocument = graphql(`
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
`);

const addPaymentDocument = graphql(`
    mutation AddPayment($input: PaymentInput!) {
        addPaymentToOrder(input: $input) {
            ...CartFields
            ... on ErrorResult {
                errorCode
                message
            }
            ... on PaymentDeclinedError {
                paymentErrorMessage
            }
            ... on PaymentFailedError {
                paymentErrorMessage
            }
        }
    }
`);

const getPaymentConfirmationDocument = graphql(`
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
`);

const getAddressesDocument = graphql(`
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
`);

const addAddressDocument = graphql(`
    mutation AddAddress($input: CreateAddressInput!) {
        createCustomerAddress(input: $input) {
            id
        }
    }
`);

export type Country = { id: string; code: string; name: string };
export type PaymentProvider = Awaited<ReturnType<typeof getPaymentProviders>>[number];
export type PaymentConfirmation = NonNullable<Awaited<ReturnType<typeof getPaymentConfirmation>>>;
export type SavedAddress = Awaited<ReturnType<typeof getAddresses>>[number];
export type AddressType = 'Shipping' | 'Billing' | 'Other';
export type PaymentType = 'adyen' | 'wire';

/** The delivery countries (spec: getCountries). */
export async function getCountries(locale: Locale): Promise<Country[]> {
    return (await request(locale, getCountriesDocument)).availableCountries;
}

/** Who orders: a guest's name and e-mail on the cart (not for logged-in customers, who are the cart's customer). */
export async function setCustomerForOrder(locale: Locale, input: { emailAddress: string; firstName: string; lastName: string; phoneNumber?: string }): Promise<Cart> {
    return orderOrThrow((await request(locale, setCustomerForOrderDocument, { input })).setCustomerForOrder);
}

export async function setShippingAddress(locale: Locale, input: CreateAddressInput): Promise<Cart> {
    return orderOrThrow((await request(locale, setShippingAddressDocument, { input })).setOrderShippingAddress);
}

export async function setBillingAddress(locale: Locale, input: CreateAddressInput): Promise<Cart> {
    return orderOrThrow((await request(locale, setBillingAddressDocument, { input })).setOrderBillingAddress);
}

/** Where the invoice goes when not to the order's e-mail address; null when it does. */
export async function setInvoiceEmail(locale: Locale, invoiceEmail: string | null): Promise<Cart> {
    return orderOrThrow((await request(locale, setInvoiceEmailDocument, { invoiceEmail })).setOrderCustomFields);
}

/** The payment methods the cart may use (spec: getPaymentProviders). */
export async function getPaymentProviders(locale: Locale) {
    return (await request(locale, getPaymentProvidersDocument)).eligiblePaymentMethods.filter(method => method.isEligible);
}

/**
 * A provider's kind by its name (spec section 4): ADYEN means a direct card payment, WIRE a wire
 * transfer; any other name is an error (spec section 8).
 */
export function checkPaymentType(provider: { name: string; code?: string }): PaymentType {
    const name = provider.name.toUpperCase();
    if (name.includes('ADYEN')) return 'adyen';
    if (name.includes('WIRE')) return 'wire';
    throw new ApiError([`Unknown payment provider: ${provider.name}`]);
}

/**
 * Opens the payment transaction for any provider (spec: adyenOpenTransaction): the order leaves
 * AddingItems for ArrangingPayment, where its contents are fixed. The backend refuses it without
 * customer, address or shipping method, with the reason.
 */
export async function adyenOpenTransaction(locale: Locale, cart: Cart): Promise<Cart> {
    if (cart.state === 'ArrangingPayment') return cart;
    const result = (await request(locale, transitionOrderDocument, { state: 'ArrangingPayment' })).transitionOrderToState;
    if (result && 'transitionError' in result) throw new ApiError([result.transitionError || result.message]);
    return orderOrThrow(result);
}

/** Places the order with a payment method that needs no card (wire transfer): the order then awaits the transfer. */
export async function addPaymentToOrder(locale: Locale, method: string, metadata: Record<string, unknown> = {}): Promise<Cart> {
    const result = (await request(locale, addPaymentDocument, { input: { method, metadata } })).addPaymentToOrder;
    if ('paymentErrorMessage' in result && result.paymentErrorMessage) throw new ApiError([result.paymentErrorMessage]);
    return orderOrThrow(result);
}

/** A placed order by its code, for the success page (spec: getPaymentConfirmation). */
export async function getPaymentConfirmation(locale: Locale, code: string) {
    return (await request(locale, getPaymentConfirmationDocument, { code })).orderByCode ?? null;
}

/**
 * The logged-in customer's address book (spec: getAddresses(addressType)): Shipping lists the
 * default delivery address first, Billing the default invoice address first.
 */
export async function getAddresses(locale: Locale, addressType: AddressType = 'Shipping') {
    const addresses = (await request(locale, getAddressesDocument)).activeCustomer?.addresses ?? [];
    const isDefault = (a: (typeof addresses)[number]) => (addressType === 'Billing' ? a.defaultBillingAddress : a.defaultShippingAddress);
    return [...addresses].sort((a, b) => Number(isDefault(b)) - Number(isDefault(a)));
}

/** Saves an address in the customer's address book (spec: addAddress). */
export async function addAddress(locale: Locale, input: CreateAddressInput): Promise<string> {
    return (await request(locale, addAddressDocument, { input })).createCustomerAddress.id;
}

const adyenAcquirerInfoDocument = graphql(`
    query AdyenAcquirerInfo {
        adyenAcquirerInfo {
            clientKey
            environment
            enabled
        }
    }
`);

const adyenTransactionInfoDocument = graphql(`
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
`);

const adyenPaymentMethodsDocument = graphql(`
    query AdyenPaymentMethods {
        adyenPaymentMethods
    }
`);

graphql(`
    fragment AdyenPaymentResultFields on AdyenPaymentResult {
        resultCode
        action
        orderCode
        orderState
        refusalReason
        message
    }
`);

const adyenMakeDirectPaymentDocument = graphql(`
    mutation AdyenMakeDirectPayment($stateData: JSON!) {
        adyenMakeDirectPayment(stateData: $stateData) {
            ...AdyenPaymentResultFields
        }
    }
`);

const adyenPaymentDetailsDocument = graphql(`
    mutation AdyenPaymentDetails($details: JSON!) {
        adyenPaymentDetails(details: $details) {
            ...AdyenPaymentResultFields
        }
    }
`);

export type AdyenPaymentResult = Awaited<ReturnType<typeof adyenMakeDirectPayment>>;

/** Whether card payment is configured, with the client key and environment for the Drop-in (spec: adyenAcquirerInfo). */
export async function adyenAcquirerInfo(locale: Locale) {
    return (await request(locale, adyenAcquirerInfoDocument)).adyenAcquirerInfo;
}

/** Adyen's /paymentMethods answer for the cart (spec: adyenPaymentMethods). */
export async function adyenPaymentMethods(locale: Locale): Promise<unknown> {
    return (await request(locale, adyenPaymentMethodsDocument)).adyenPaymentMethods;
}

/** The Drop-in's payment data, sent to Adyen by the backend (spec: adyenMakeDirectPayment). */
export async function adyenMakeDirectPayment(locale: Locale, stateData: unknown) {
    return (await request(locale, adyenMakeDirectPaymentDocument, { stateData })).adyenMakeDirectPayment;
}

/** The outcome of a further action (3-D Secure, redirect) (spec: adyenPaymentDetails). */
export async function adyenPaymentDetails(locale: Locale, details: unknown): Promise<AdyenPaymentResult> {
    return (await request(locale, adyenPaymentDetailsDocument, { details })).adyenPaymentDetails;
}

/** Where an order's card payment stands: paid, authorised, pending or refused (spec: adyenTransactionInfo(reference)). */
export async function adyenTransactionInfo(locale: Locale, reference: string) {
    return (await request(locale, adyenTransactionInfoDocument, { reference })).adyenTransactionInfo;
}
