import type { Localized } from '../../common/localized';

/** How long a saved quote is valid unless the plugin is configured otherwise. */
export const DEFAULT_VALIDITY_DAYS = 30;

/**
 * The spec's order statuses (section 3) as Vendure order states. Only `Quotation` exists so far;
 * QuotationSent, SalesOrder and Locked come with the quote handling by staff (see README).
 */
export const QUOTATION_STATE = 'Quotation';

/** The error codes `saveCartAsQuote` answers with (the shop API's ErrorCode enum is extended with them). */
export const QUOTE_ERROR_CODES = {
    needsAccount: 'QUOTE_NEEDS_ACCOUNT_ERROR',
    emptyCart: 'QUOTE_EMPTY_CART_ERROR',
    notPossible: 'QUOTE_NOT_POSSIBLE_ERROR',
} as const;
export type QuoteErrorCode = (typeof QUOTE_ERROR_CODES)[keyof typeof QUOTE_ERROR_CODES];

export const MESSAGES = {
    needsAccount: {
        en: 'Log in to save the cart as a quote.',
        nl: 'Log in om de winkelwagen als offerte op te slaan.',
        de: 'Melden Sie sich an, um den Warenkorb als Angebot zu speichern.',
    },
    /** spec section 5 */
    emptyCart: {
        en: 'Please add pieces first.',
        nl: 'Voeg eerst stuks toe.',
        de: 'Bitte fügen Sie zuerst Stücke hinzu.',
    },
    notPossible: {
        en: 'This cart cannot be saved as a quote: {reason}',
        nl: 'Deze winkelwagen kan niet als offerte worden opgeslagen: {reason}',
        de: 'Dieser Warenkorb kann nicht als Angebot gespeichert werden: {reason}',
    },
} satisfies Record<string, Localized>;
