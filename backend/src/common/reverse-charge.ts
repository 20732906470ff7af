import type { Order } from '@vendure/core';
import { REVERSE_CHARGE_TAX_LINE } from '@timber-shop/rules';

/**
 * Whether an order's VAT is reverse-charged: every line carries the reverse-charge tax line the
 * reverse-charge plugin's tax line strategy gives it (the order needs its lines). What the cart,
 * the mails and the invoice read, so they never decide it a second time.
 */
export function isReverseCharged(order: Pick<Order, 'lines'>): boolean {
    return order.lines.length > 0 && order.lines.every(line => line.taxLines?.some(tax => tax.description === REVERSE_CHARGE_TAX_LINE));
}
