/**
 * Orders as the customer's dashboard shows them (spec sections 3, 4 and 9): the order statuses,
 * the invoice status labels, the processing steps, a quote's validity and the list's page sizes.
 * The backend computes them (Shop API fields on Order), the storefront names them.
 */
import { shopToday } from './delivery.ts';

/** Spec section 3: the order statuses. */
export const ORDER_STATUSES = ['Quotation', 'QuotationSent', 'SalesOrder', 'Locked', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The quote states of the backend's order process (the quotes plugin). */
export const QUOTE_STATES = ['Quotation', 'QuotationSent'] as const;

/**
 * A backend order state as the spec's status: a quote keeps its own states, a cancelled order is
 * Cancelled, a delivered one is Locked (nothing changes any more), and every other placed order
 * (awaiting payment, paid, being shipped) is a SalesOrder.
 */
export function orderStatus(state: string): OrderStatus {
    if (state === 'Quotation' || state === 'QuotationSent' || state === 'Locked' || state === 'Cancelled') return state;
    if (state === 'Delivered') return 'Locked';
    return 'SalesOrder';
}

/**
 * What the customer reads about an order: the back office's states (and the spec's statuses and
 * processing steps, which are staff words) put in the customer's terms. A quote is a quote; a
 * cancelled quote or order says so; a placed order awaits payment, is paid, is being prepared (a
 * fulfilment exists that has not left yet), is shipped or ready for pick-up, then delivered or
 * picked up.
 */
export const CUSTOMER_ORDER_STATUSES = [
    'quote',
    'quoteSent',
    'awaitingPayment',
    'paid',
    'preparing',
    'shipped',
    'readyForPickup',
    'delivered',
    'pickedUp',
    'cancelled',
] as const;
export type CustomerOrderStatus = (typeof CUSTOMER_ORDER_STATUSES)[number];

export interface CustomerOrderFacts {
    state: string;
    /** picked up at the yard rather than delivered */
    pickup: boolean;
    /** the states of the order's fulfilments (Vendure: Created, Pending, Shipped, Delivered, Cancelled) */
    fulfillmentStates?: readonly string[];
}

export function customerOrderStatus({ state, pickup, fulfillmentStates = [] }: CustomerOrderFacts): CustomerOrderStatus {
    switch (state) {
        case 'Quotation':
            return 'quote';
        case 'QuotationSent':
            return 'quoteSent';
        case 'Cancelled':
            return 'cancelled';
        case 'PartiallyShipped':
        case 'Shipped':
            return pickup ? 'readyForPickup' : 'shipped';
        case 'PartiallyDelivered':
        case 'Delivered':
            return pickup ? 'pickedUp' : 'delivered';
        case 'PaymentSettled':
            return fulfillmentStates.some(s => s === 'Created' || s === 'Pending') ? 'preparing' : 'paid';
        // staff changing a paid order: still being prepared
        case 'Modifying':
            return 'preparing';
        default:
            // ArrangingPayment, PaymentAuthorized (a wire transfer or payment on account not yet paid), ArrangingAdditionalPayment
            return 'awaitingPayment';
    }
}

/** A quote, also once cancelled or expired (it was never ordered), as opposed to an order. */
export function isQuote(order: { state: string; orderPlacedAt?: Date | string | null }): boolean {
    return (QUOTE_STATES as readonly string[]).includes(order.state) || (order.state === 'Cancelled' && !order.orderPlacedAt);
}

/** Spec section 3: the invoice statuses (labels per order). */
export const INVOICE_STATUSES = ['UpsellingOpportunity', 'FullyInvoiced', 'ToInvoice', 'NothingtoInvoice'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * An order's invoice status: nothing to invoice for a quote or a cancelled order; a placed order is
 * to be invoiced until its invoices cover its total, then fully invoiced; invoiced for less than a
 * total that grew since (staff added lines after invoicing) is an upselling opportunity.
 */
export function invoiceStatus(status: OrderStatus, invoicedTotal: number, orderTotal: number, invoiceCount: number): InvoiceStatus {
    if (status === 'Quotation' || status === 'QuotationSent' || status === 'Cancelled') return 'NothingtoInvoice';
    if (invoiceCount === 0) return 'ToInvoice';
    return invoicedTotal >= orderTotal ? 'FullyInvoiced' : 'UpsellingOpportunity';
}

/** Spec section 4: the order processing steps, in their order. */
export const PROCESSING_STEPS = ['Collect', 'Planing', 'Bundling'] as const;
export type ProcessingStep = (typeof PROCESSING_STEPS)[number];

/**
 * How far a placed order is: placed (payment authorized or awaiting it) its timber is collected;
 * paid it is planned for delivery; once shipping has started it is bundled. Quotes, cancelled and
 * delivered orders have no step.
 */
export function processingStep(state: string): ProcessingStep | null {
    if (state === 'PaymentAuthorized' || state === 'ArrangingPayment') return 'Collect';
    if (state === 'PaymentSettled') return 'Planing';
    if (state === 'PartiallyShipped' || state === 'Shipped' || state === 'PartiallyDelivered') return 'Bundling';
    return null;
}

/** States in which the customer may cancel: an open quote, or an order not yet paid. */
export const CUSTOMER_CANCELLABLE_STATES = ['Quotation', 'QuotationSent', 'PaymentAuthorized'] as const;

export function isCancellableByCustomer(state: string): boolean {
    return (CUSTOMER_CANCELLABLE_STATES as readonly string[]).includes(state);
}

/** Spec section 9: order and invoice lists show 10 per page, page sizes 5, 10, 15, 20. */
export const ORDER_LIST_PAGE_SIZES = [5, 10, 15, 20] as const;
export const ORDER_LIST_PAGE_SIZE = 10;

/** A page size from the address bar or a request: one of the spec's, else the default. */
export function orderListPageSize(value: unknown): number {
    const size = Number(value);
    return (ORDER_LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : ORDER_LIST_PAGE_SIZE;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day of a moment in the shop's time zone (Amsterdam), as days since 1970. */
function shopDay(date: Date): number {
    const [y, m, d] = shopToday(date).split('-').map(Number);
    return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

/**
 * The spec's validityDateCounter: whole calendar days (shop time) from today to the quote's last
 * valid day; 0 is its last day, below 0 it has expired.
 */
export function validityDateCounter(validityDate: Date | string, now: Date = new Date()): number {
    return shopDay(new Date(validityDate)) - shopDay(now);
}

/** Spec section 4: a quote is valid for N days, valid today only, or expired. */
export type QuoteValidity = { kind: 'days'; days: number } | { kind: 'today' } | { kind: 'expired' };

export function quoteValidity(counter: number): QuoteValidity {
    if (counter > 0) return { kind: 'days', days: counter };
    return counter === 0 ? { kind: 'today' } : { kind: 'expired' };
}

/** The spec's createDateCounter: whole days since a date (an account's creation). */
export function daysSince(date: Date | string, now: Date = new Date()): number {
    return shopDay(now) - shopDay(new Date(date));
}
