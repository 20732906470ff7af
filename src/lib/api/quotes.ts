import { AcceptQuoteDocument, SaveCartAsQuoteDocument } from './gql/quotes/graphql';
import { request } from './client';
import { resultOrThrow } from './errors';
import type { Locale } from '@timber-shop/rules';

/** Quotes: the cart saved as a quote (spec: cart page; order status Quotation). */

export interface Quote {
    /** the quote's reference */
    code: string;
    /** amount untaxed */
    total: number;
    quotationDate: string | null;
    validityDate: string | null;
}

/**
 * The logged-in customer's cart becomes a quote; the session's cart is empty afterwards.
 * Refusals (not logged in, no pieces) come as ResultError with the backend's code and a message in the locale.
 */
export async function saveCartAsQuote(locale: Locale): Promise<Quote> {
    const result = resultOrThrow((await request(locale, SaveCartAsQuoteDocument)).saveCartAsQuote);
    return { code: result.code, total: result.total, quotationDate: result.customFields?.quotationDate ?? null, validityDate: result.customFields?.validityDate ?? null };
}

/**
 * Accepts a valid quote: it becomes the cart at its prices (refused while the cart holds other
 * pieces, or once expired). A guest's quote opened from its mail's link (`accessToken`) without an account.
 */
export async function acceptQuote(locale: Locale, orderId: string, accessToken?: string | null): Promise<void> {
    await request(locale, AcceptQuoteDocument, { orderId, accessToken });
}
