import {
    SubmitVatNumberDocument,
    CancelOrderDocument,
    GetDashboardDataDocument,
    GetInvoicesDocument,
    GetPartnerDocument,
    GetPreferencesDocument,
    OrderGetDocument,
    OrdersGetDocument,
    UpdateOrderDocument,
    UpdatePartnerProfileDocument,
    CreateUpdatePartnerDocument,
    type CompanyInput,
    UpdatePriceOptionDocument,
    type OrderListKind,
    type PartnerProfileInput,
} from './gql/dashboard/graphql';
import { request } from './client';
import type { Locale } from '@timber-shop/rules';

/**
 * The customer dashboard's calls (spec section 7: getDashboardData, ordersGet for the list and for
 * one order with its access token, updateOrder, cancelOrder). Logged out, the list calls fail with
 * Vendure's FORBIDDEN: the session decides, never the storefront's cookie.
 */

export type { OrderListKind };

/** The dashboard's home: the customer, their open amount, the newest open orders and quotes; null when logged out. */
export async function getDashboardData(locale: Locale) {
    const data = await request(locale, GetDashboardDataDocument);
    return data.activeCustomer ? { customer: data.activeCustomer, orders: data.orders, quotes: data.quotes } : null;
}

export type DashboardData = NonNullable<Awaited<ReturnType<typeof getDashboardData>>>;
export type OrderRow = DashboardData['orders']['items'][number];

/** One page of a list: open orders, the order history or the quotes. */
export async function ordersGet(locale: Locale, kind: OrderListKind, page: number, pageSize: number) {
    return (await request(locale, OrdersGetDocument, { kind, page, pageSize })).ordersGet;
}

/** One order by its code, for its owner or with the order mail's access token; null when neither. */
export async function orderGet(locale: Locale, orderCode: string, accessToken?: string | null) {
    return (await request(locale, OrderGetDocument, { orderCode, accessToken })).ordersGet.items[0] ?? null;
}

export type OrderDetail = NonNullable<Awaited<ReturnType<typeof orderGet>>>;

/** The customer's own reference on a placed order or a quote (spec: updateOrder(order id, clientOrderRef)). */
export async function updateOrder(locale: Locale, orderId: string, clientOrderRef: string) {
    return (await request(locale, UpdateOrderDocument, { orderId, clientOrderRef })).updateOrder;
}

/** Cancels an open quote or an unpaid order (spec: cancelOrder(orderId)). */
export async function cancelOrder(locale: Locale, orderId: string) {
    return (await request(locale, CancelOrderDocument, { orderId })).cancelOrder;
}

/** The partner and company data with the industries and countries their form offers (spec: loadUser's partner, getIndustries, getCountries). */
export async function getPartner(locale: Locale) {
    const data = await request(locale, GetPartnerDocument);
    return data.activeCustomer ? { customer: data.activeCustomer, industries: data.getIndustries, countries: data.availableCountries } : null;
}

export type Partner = NonNullable<Awaited<ReturnType<typeof getPartner>>>;

/** Saves the partner and company data and the invoice address (spec: updatePartnerProfile). */
export async function updatePartnerProfile(locale: Locale, input: PartnerProfileInput): Promise<void> {
    await request(locale, UpdatePartnerProfileDocument, { input });
}

/** Creates the customer's company when the account has none, else updates it (spec: createUpdatePartner); the name is required. */
export async function createUpdatePartner(locale: Locale, input: CompanyInput): Promise<void> {
    await request(locale, CreateUpdatePartnerDocument, { input });
}

/** One page of the logged-in customer's invoices, newest first (spec: getInvoices). */
export async function getInvoices(locale: Locale, page: number, pageSize: number) {
    return (await request(locale, GetInvoicesDocument, { page, pageSize })).getInvoices;
}

/** The logged-in customer's tax display: true for prices with VAT; null when logged out. */
export async function getPreferences(locale: Locale) {
    return (await request(locale, GetPreferencesDocument)).activeCustomer ?? null;
}

/** Spec: updatePriceOption, VATIncluded (the default) or VATExcluded. */
export async function updatePriceOption(locale: Locale, showTaxPrice: boolean): Promise<boolean> {
    return (await request(locale, UpdatePriceOptionDocument, { priceOption: showTaxPrice ? 'VATIncluded' : 'VATExcluded' })).updatePriceOption.showTaxPrice;
}

/** The customer's VAT number when they have none yet (format and VIES checked by the backend); the customer with its verdict and price list. */
export async function submitVatNumber(locale: Locale, vatNumber: string) {
    return (await request(locale, SubmitVatNumberDocument, { vatNumber })).submitVatNumber;
}
