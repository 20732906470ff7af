import type { Order } from '@vendure/core';

export interface QuotesPluginOptions {
    /** days a saved quote is valid (its validityDate); 30 unless set */
    validityDays?: number;
}

/** The quote fields on Order (spec section 3: reference = the order code, date, expiration date). */
export interface QuoteOrderFields {
    quotationDate?: Date | null;
    validityDate?: Date | null;
    /** the shop language the customer saved the quote in (nl, en, de); none for a staff's draft */
    quoteLocale?: string | null;
}

export function quoteFields(order: Order): QuoteOrderFields {
    return (order.customFields ?? {}) as QuoteOrderFields;
}

declare module '@vendure/core' {
    interface CustomOrderStates {
        Quotation: never;
        QuotationSent: never;
    }
}
