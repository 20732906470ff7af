import { OrderProcess } from '@vendure/core';
import { DEFAULT_QUOTE_VALIDITY_DAYS, resolveLocale } from '@timber-shop/rules';
import { hasPieces, NO_PIECES } from '../../common/order-lines';
import { ERRORS, QUOTATION_SENT_STATE, QUOTATION_STATE } from './constants';
import type { QuoteOrderFields } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the validity: the quote's date plus the validity days. */
export function validityDateOf(quotationDate: Date, validityDays: number): Date {
    return new Date(quotationDate.getTime() + validityDays * DAY_MS);
}

/**
 * The quote states on top of Vendure's default order process. A logged-in customer's cart (the
 * active order in AddingItems) becomes a `Quotation`: no longer active, so Vendure gives the
 * session a new, empty cart; dated and valid for the configured number of days. Staff can cancel
 * it. The spec's further states (QuotationSent, SalesOrder, Locked) are added here as transitions
 * from Quotation when staff handle quotes (see README).
 */
export function quoteOrderProcess(options: { validityDays?: number }): OrderProcess<typeof QUOTATION_STATE | typeof QUOTATION_SENT_STATE> {
    const validityDays = options.validityDays ?? DEFAULT_QUOTE_VALIDITY_DAYS;
    return {
        transitions: {
            AddingItems: { to: [QUOTATION_STATE] },
            // accepted by the customer: the quote becomes the cart again, at its prices (QuotesService.acceptQuote)
            Quotation: { to: ['Cancelled', 'AddingItems', QUOTATION_SENT_STATE] },
            // staff sent it (sendQuote): valid anew from the sending, still to accept or cancel
            QuotationSent: { to: ['Cancelled', 'AddingItems'] },
            // a quote staff make in the admin for a customer starts as a draft order
            Draft: { to: [QUOTATION_STATE] },
        },
        onTransitionStart(_fromState, toState, { ctx, order }) {
            if (toState !== QUOTATION_STATE && toState !== QUOTATION_SENT_STATE) return;
            // A shopper's quote belongs to their account; staff may turn any customer's order into one.
            // The refusals are translation keys: Vendure translates a transition error in the request's language.
            if (!order.customerId || (ctx.apiType === 'shop' && !ctx.activeUserId)) return ERRORS.needsAccount;
            if (!hasPieces(order)) return NO_PIECES;
        },
        onTransitionEnd(_fromState, toState, { ctx, order }) {
            if (toState !== QUOTATION_STATE && toState !== QUOTATION_SENT_STATE) return;
            const quotationDate = new Date();
            const fields: QuoteOrderFields = { quotationDate, validityDate: validityDateOf(quotationDate, validityDays) };
            // saved by the customer in the shop: the language of their later quote mails
            if (ctx.apiType === 'shop') fields.quoteLocale = resolveLocale(ctx.languageCode);
            order.customFields = { ...(order.customFields ?? {}), ...fields };
            // No longer the cart: the next activeOrder of the customer's session is a new one.
            order.active = false;
        },
    };
}
