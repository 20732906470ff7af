import { Order, UserInputError } from '@vendure/core';

/**
 * An order must have pieces before delivery, a quote, a cart mail or a payment (spec section 5:
 * 'Please add pieces first.'). The check and its one translated refusal, for every plugin.
 */

/** The translation key of 'Please add pieces first.' (common/i18n), which Vendure translates in the request's language. */
export const NO_PIECES = 'error.no-pieces';

export function hasPieces(order: Order | undefined | null): order is Order {
    return !!order && order.lines.length > 0;
}

/** Refuses no order, or one without lines, with the spec's 'Please add pieces first.'. */
export function requirePieces(order: Order | undefined | null): asserts order is Order {
    if (!hasPieces(order)) throw new UserInputError(NO_PIECES);
}
