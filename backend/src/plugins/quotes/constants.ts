/**
 * The spec's order statuses (section 3) as Vendure order states. Only `Quotation` exists so far;
 * QuotationSent, SalesOrder and Locked come with the quote handling by staff (see README).
 */
export const QUOTATION_STATE = 'Quotation';
/** A quote staff prepared or checked and sent to the customer with its PDF (Admin API sendQuote). */
export const QUOTATION_SENT_STATE = 'QuotationSent';

/** The error codes `saveCartAsQuote` answers with (the shop API's ErrorCode enum is extended with them). */
export const QUOTE_ERROR_CODES = {
    needsAccount: 'QUOTE_NEEDS_ACCOUNT_ERROR',
    emptyCart: 'QUOTE_EMPTY_CART_ERROR',
    notPossible: 'QUOTE_NOT_POSSIBLE_ERROR',
} as const;
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODES)[keyof typeof QUOTE_ERROR_CODES];

/** The quotes plugin's error keys (its i18n files, `error.quotes.*`); an empty cart is the shared `error.no-pieces`. */
export const ERRORS = {
    needsAccount: 'error.quotes.needs-account',
    /** with the variable `reason` */
    notPossible: 'error.quotes.not-possible',
    notFound: 'error.quotes.not-found',
    expired: 'error.quotes.expired',
    cartNotEmpty: 'error.quotes.cart-not-empty',
    loginToAccept: 'error.quotes.login-to-accept',
};
