import type { Customer, Order } from '@vendure/core';
import { formatMoney, orderAmounts } from '@timber-shop/rules';
import type { Translator } from './i18n';
import { isReverseCharged } from './reverse-charge';

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

/**
 * The order table of every mail about an order, as the cart shows it (prices with VAT, the rules
 * package's `orderAmounts`): each line's unit price and amount (unit x quantity), the discount the
 * coupons take off those lines, delivery, the VAT and the total, money written as on the site.
 * A reverse-charged order adds the legal line under the VAT.
 * `productUrls` (by line id) link the lines back to the shop; `shippingName` names the delivery row.
 */
export function orderTable(order: Order, { productUrls = new Map(), shippingName }: { productUrls?: ReadonlyMap<string, string>; shippingName?: string } = {}) {
    const amounts = orderAmounts(order, true);
    const vatRates = [...new Set(order.taxSummary.filter(t => t.taxBase > 0).map(t => t.taxRate))].sort((a, b) => b - a);
    return {
        lines: order.lines.map((line, i) => ({
            name: line.productVariant.name,
            sku: line.productVariant.sku,
            quantity: line.quantity,
            unitPrice: formatMoney(amounts.lines[i].unit),
            linePrice: formatMoney(amounts.lines[i].amount),
            productUrl: productUrls.get(String(line.id)),
        })),
        subTotal: formatMoney(amounts.subtotal),
        discount: amounts.discount ? { description: order.discounts.map(d => d.description).join(', '), amount: formatMoney(amounts.discount) } : undefined,
        shipping: order.shippingLines?.length ? formatMoney(amounts.delivery) : undefined,
        shippingName,
        vatRate: vatRates.join(' / '),
        tax: formatMoney(amounts.vat),
        totalWithTax: formatMoney(amounts.total),
        // the legal line of an intra-Community supply at 0 % VAT
        reverseCharge: isReverseCharged(order),
    };
}

/** The amounts of a small order for the mails' previews (`setMockEvent`): one line of 4 pieces, 21% VAT. */
export const MOCK_ORDER_AMOUNTS = {
    currencyCode: 'EUR',
    lines: [
        {
            id: '1',
            quantity: 4,
            productVariant: { name: 'Douglas plank 28x195 mm, 300 cm', sku: 'DG-28195-300' },
            unitPrice: 1650,
            unitPriceWithTax: 1997,
            linePrice: 6600,
            linePriceWithTax: 7988,
            proratedLinePrice: 6600,
            proratedLinePriceWithTax: 7988,
        },
    ],
    taxSummary: [{ taxRate: 21, taxBase: 6600 }],
    shippingLines: [],
    shipping: 0,
    shippingWithTax: 0,
    total: 6600,
    totalWithTax: 7988,
    discounts: [],
};
