import type { Merchant } from './invoice-pdf';

/** The customer-orders plugin's error keys (its i18n files, `error.customer-orders.*`). */
export const ERRORS = {
    notFound: 'error.customer-orders.not-found',
    notCancellable: 'error.customer-orders.not-cancellable',
    notChangeable: 'error.customer-orders.not-changeable',
    notInvoiceable: 'error.customer-orders.not-invoiceable',
    alreadyInvoiced: 'error.customer-orders.already-invoiced',
    /** the cart plugin's: the same rule and text as the cart's order number */
    invalidClientOrderRef: 'error.cart.invalid-client-order-ref',
};

/** States in which an order's payment has arrived: its invoices are paid. */
export const PAID_STATES = ['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'];

/** The lists of the dashboard: open orders, all placed orders (history), quotes. */
export const ORDER_LIST_KINDS = ['ORDERS', 'HISTORY', 'QUOTATIONS'] as const;
export type OrderListKind = (typeof ORDER_LIST_KINDS)[number];

export interface CustomerOrdersPluginOptions {
    /** the shop's public address, for the order's link */
    shopUrl: string;
    /** signs the order links' access tokens (the backend's cookie secret) */
    secret: string;
    /** the merchant's details on the invoices */
    merchant: Merchant;
}

export const CUSTOMER_ORDERS_OPTIONS = Symbol('CUSTOMER_ORDERS_OPTIONS');

/** The merchant on the invoices unless configured (an example company: set MERCHANT_* in production). */
export const DEFAULT_MERCHANT: Merchant = {
    name: 'Geven Hout B.V.',
    address: 'Zaagmolenkade 12, 3511 AB Utrecht, Nederland',
    vatNumber: 'NL001234567B01',
    kvk: '12345678',
    iban: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
    email: 'info@gevenhout.nl',
};
