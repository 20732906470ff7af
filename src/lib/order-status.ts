/**
 * The spec's order statuses (section 3: Quotation, QuotationSent, SalesOrder, Locked, Cancelled)
 * for the backend's order states: a quote keeps its own states, a cancelled order is Cancelled,
 * and every placed order (awaiting payment, paid, shipped, delivered) is a SalesOrder.
 */
export const ORDER_STATUSES = ['Quotation', 'QuotationSent', 'SalesOrder', 'Locked', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function orderStatus(state: string): OrderStatus {
    if (state === 'Quotation' || state === 'QuotationSent' || state === 'Locked' || state === 'Cancelled') return state;
    return 'SalesOrder';
}
