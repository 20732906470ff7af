import type { Customer, Order, RequestContext, ShippingMethodService } from '@vendure/core';
import {
    deliveryConditionsText,
    deliveryEstimateText,
    deliveryWindow,
    formatMoney,
    type Locale,
    orderSummary,
    shopToday,
    shownCountry,
    summaryRows,
} from '@timber-shop/rules';
import type { Translator } from './i18n';
import { isReverseCharged } from './reverse-charge';

/**
 * What every mail about an order shows (the cart, quote and order confirmation mails): the
 * greeting and the order table's words (`mail.order-table` in common/i18n), its lines and summary.
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

/** Whether the order's customer sees prices with VAT (their account's tax display; a guest does). */
export function showsPricesWithVat(order: Pick<Order, 'customer'>): boolean {
    return (order.customer?.customFields as { showTaxPrice?: boolean | null } | undefined)?.showTaxPrice !== false;
}

/**
 * The order table of every mail about an order, as the cart and the order page show it (the rules
 * package's `orderSummary` and `summaryRows`, in the customer's tax display): each line's unit price
 * and amount (unit x quantity), then the summary's rows (discounts by name, delivery and its
 * surcharges, VAT per rate and what it is on, the totals), money written as on the site. A
 * reverse-charged order adds the legal line. `productUrls` (by line id) link the lines back to the
 * shop; `deliveryNote` is what delivery includes and when it comes.
 */
export function orderTable(
    order: Order,
    locale: Locale,
    { productUrls = new Map(), deliveryNote }: { productUrls?: ReadonlyMap<string, string>; deliveryNote?: string } = {},
) {
    const summary = orderSummary(order, showsPricesWithVat(order));
    return {
        lines: order.lines.map((line, i) => ({
            name: line.productVariant.name,
            sku: line.productVariant.sku,
            quantity: line.quantity,
            unitPrice: formatMoney(summary.lines[i].unit),
            linePrice: formatMoney(summary.lines[i].amount),
            productUrl: productUrls.get(String(line.id)),
        })),
        summary: summaryRows(summary, locale).map(row => ({ ...row, isTotal: row.role === 'total' })),
        deliveryNote,
        // the legal line of an intra-Community supply at 0 % VAT
        reverseCharge: isReverseCharged(order),
    };
}

/** Gives the order's shipping lines their methods in the request's language (a summary's delivery row, the pick-up conditions). */
export async function loadShippingMethods(ctx: RequestContext, order: Order, shippingMethodService: ShippingMethodService) {
    for (const line of order.shippingLines ?? []) {
        const method = line.shippingMethodId ? await shippingMethodService.findOne(ctx, line.shippingMethodId) : undefined;
        if (method) line.shippingMethod = method;
    }
}

/**
 * What delivery includes and when it comes, as the cart and the product page state it (the rules
 * package): the conditions for the delivery country and the expected days, counted from the day the
 * order was placed (or today) and its slowest line. Picked up: the pick-up method's conditions.
 * Needs the lines' variants and the shipping lines' methods.
 */
export function deliveryNote(order: Order, locale: Locale): string | undefined {
    const method = order.shippingLines?.[0]?.shippingMethod;
    if (method?.code === 'pickup') return method.description?.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || undefined;
    const country = shownCountry(locale, order.shippingAddress?.countryCode);
    const saleDelay = Math.max(0, ...order.lines.map(line => Number((line.productVariant?.customFields as { saleDelay?: number | null } | undefined)?.saleDelay) || 0));
    const window = deliveryWindow(shopToday(order.orderPlacedAt ?? new Date()), saleDelay, country);
    return `${deliveryConditionsText(country, locale)} ${deliveryEstimateText(window, locale)}.`;
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
    taxSummary: [{ taxRate: 21, taxBase: 6600, taxTotal: 1388 }],
    shippingLines: [],
    shipping: 0,
    shippingWithTax: 0,
    total: 6600,
    totalWithTax: 7988,
    discounts: [],
};
