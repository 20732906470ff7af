/** The customer-orders plugin's error keys (its i18n files, `error.customer-orders.*`). */
export const ERRORS = {
    notFound: 'error.customer-orders.not-found',
    notCancellable: 'error.customer-orders.not-cancellable',
    notChangeable: 'error.customer-orders.not-changeable',
    /** the cart plugin's: the same rule and text as the cart's order number */
    invalidClientOrderRef: 'error.cart.invalid-client-order-ref',
};

/** The lists of the dashboard: open orders, all placed orders (history), quotes. */
export const ORDER_LIST_KINDS = ['ORDERS', 'HISTORY', 'QUOTATIONS'] as const;
export type OrderListKind = (typeof ORDER_LIST_KINDS)[number];

export interface CustomerOrdersPluginOptions {
    /** the shop's public address, for the order's link */
    shopUrl: string;
    /** signs the order links' access tokens (the backend's cookie secret) */
    secret: string;
}

export const CUSTOMER_ORDERS_OPTIONS = Symbol('CUSTOMER_ORDERS_OPTIONS');
