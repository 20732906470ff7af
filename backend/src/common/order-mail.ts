import type { Customer, Order } from '@vendure/core';
import { formatMoney } from '@timber-shop/rules';
import type { Translator } from './i18n';

/**
 * What every mail about an order shows (the cart, quote and order confirmation mails): the
 * greeting and the order table's words (`mail.order-table` in common/i18n), lines and discounts.
 */

/** The order table's words; a mail's own texts (`mail.<type>`) come on top. */
export function orderMailTexts(t: Translator, mailTexts: string, vars: Record<string, string | number> = {}) {
    return { ...t.texts('mail.order-table'), ...t.texts(mailTexts, vars) };
}

/** 'Beste Jan de Vries,' in the mail's language; the e-mail address for a customer without a name. */
export function mailGreeting(t: Translator, customer: Customer): string {
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.emailAddress;
    return t.text('mail.greeting', { name });
}

/** The order's lines and discounts for the table (prices excluding VAT, after discounts), money written as on the site. */
export function mailLines(order: Order) {
    return {
        discounts: order.discounts.map(discount => ({ description: discount.description, amount: formatMoney(discount.amount) })),
        lines: order.lines.map(line => ({
            name: line.productVariant.name,
            sku: line.productVariant.sku,
            quantity: line.quantity,
            linePrice: formatMoney(line.discountedLinePrice),
        })),
    };
}
