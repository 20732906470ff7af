import { type DeliveryCharge, type DeliveryChargeKind, deliveryChargeName, isDeliveryChargeKind, sumOfCharges } from './delivery.ts';
import { formatMoney, formatNumber } from './format.ts';
import type { Locale } from './locales.ts';

/**
 * One model of what an order or a cart costs, and one rule for writing it per tax display: the cart,
 * every checkout step, the success page, the dashboard's order and quote, every mail's table and
 * every PDF show `summaryRows` of `orderSummary`, so each adds up to its total to the cent and all
 * say the same (docs/ARCHITECTURE.md, "Money: one rounding rule" and "One order summary").
 *
 * The amounts follow the shop's rounding rule (`format.ts`): each line shows its unit price and its
 * amount before order discounts (unit x quantity); a discount row is what that discount takes off
 * the lines (the prorated amounts less the amounts); delivery is its charges (rate and surcharges);
 * VAT is given per rate with the amount it is on. With VAT (the default display) lines, discounts and
 * delivery add up to the total and the VAT is stated as included; without VAT (a business customer's
 * display) they add up to the total excluding VAT, and the VAT per rate on top to the total to pay.
 */

/** An order line as Vendure prices it with the shop's money strategy (Shop API fields and entity alike). */
export interface PricedLine {
    quantity: number;
    unitPrice: number;
    unitPriceWithTax: number;
    linePrice: number;
    linePriceWithTax: number;
    proratedLinePrice: number;
    proratedLinePriceWithTax: number;
}

/** What the summary reads of an order: the Shop API's order (cart, placed order) and Vendure's Order entity have these fields. */
export interface SummaryOrder {
    lines: readonly PricedLine[];
    /** the promotions on the order, by name (Vendure's `discounts`) */
    discounts?: readonly { description: string; amount: number; amountWithTax: number }[] | null;
    /** the chosen way of delivery, with its charges as they were made (the delivery plugin's `deliveryCharges`, excluding VAT) */
    shippingLines: readonly {
        shippingMethod?: { code: string; name: string } | null;
        customFields?: { deliveryCharges?: readonly { kind: string | null; amount: number | null }[] | null } | null;
    }[];
    shipping: number;
    shippingWithTax: number;
    total: number;
    totalWithTax: number;
    taxSummary: readonly { taxRate: number; taxBase: number; taxTotal: number }[];
    /** false when the order's address is one the shop does not deliver to */
    deliverable?: boolean | null;
}

export type SummaryDelivery =
    /** no way of delivery yet (no postal code, no choice) */
    | { state: 'open' }
    /** the address is one the trucks do not reach, and nothing else is chosen */
    | { state: 'undeliverable' }
    | { state: 'chosen'; code: string; name: string; amount: number; charges: { kind: DeliveryChargeKind; amount: number }[] };

export interface OrderSummary {
    inclVat: boolean;
    /** per order line, in the order's order */
    lines: { unit: number; amount: number }[];
    /** the lines' amounts added up */
    subtotal: number;
    /** per promotion, negative */
    discounts: { name: string; amount: number }[];
    delivery: SummaryDelivery;
    totalExclVat: number;
    /** per VAT rate (highest first): the amount excluding VAT it is on, and the VAT */
    vat: { rate: number; base: number; amount: number }[];
    /** the total to pay, with VAT */
    total: number;
}

/** Spreads `total` over parts in proportion to `weights`; the last part takes what rounding leaves, so they add up exactly. */
function spread(total: number, weights: readonly number[]): number[] {
    const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
    const parts = weights.map(weight => (weightSum ? Math.round((total * weight) / weightSum) : 0));
    if (parts.length) parts[parts.length - 1] += total - parts.reduce((sum, part) => sum + part, 0);
    return parts;
}

export function orderSummary(order: SummaryOrder, inclVat: boolean): OrderSummary {
    const lines = order.lines.map(line => ({ unit: inclVat ? line.unitPriceWithTax : line.unitPrice, amount: inclVat ? line.linePriceWithTax : line.linePrice }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const discounted = order.lines.reduce((sum, line) => sum + (inclVat ? line.proratedLinePriceWithTax : line.proratedLinePrice), 0);
    const discountTotal = discounted - subtotal;
    const promotions = order.discounts?.filter(d => d.amount !== 0) ?? [];
    const discountParts = spread(
        discountTotal,
        promotions.map(d => (inclVat ? d.amountWithTax : d.amount)),
    );
    const discounts = discountTotal === 0 ? [] : promotions.length ? promotions.map((d, i) => ({ name: d.description, amount: discountParts[i] })) : [{ name: '', amount: discountTotal }];

    const method = order.shippingLines[0]?.shippingMethod;
    const charged = order.shippingLines[0]?.customFields?.deliveryCharges?.filter((c): c is DeliveryCharge => isDeliveryChargeKind(c.kind) && typeof c.amount === 'number');
    const deliveryAmount = inclVat ? order.shippingWithTax : order.shipping;
    let delivery: SummaryDelivery;
    if (!order.shippingLines.length) delivery = { state: order.deliverable === false ? 'undeliverable' : 'open' };
    else {
        // the charges stated are the charges made: parts that do not add up to the shipping (rates changed since) are one row
        const charges = charged?.length && sumOfCharges(charged) === order.shipping && deliveryAmount > 0 ? charged : null;
        const amounts = charges ? spread(deliveryAmount, charges.map(c => c.amount)) : [];
        delivery = {
            state: 'chosen',
            code: method?.code ?? '',
            name: method?.name ?? '',
            amount: deliveryAmount,
            charges: charges ? charges.map((c, i) => ({ kind: c.kind, amount: amounts[i] })) : [{ kind: 'delivery', amount: deliveryAmount }],
        };
    }

    const byRate = new Map<number, { rate: number; base: number; amount: number }>();
    for (const tax of order.taxSummary) {
        const row = byRate.get(tax.taxRate) ?? { rate: tax.taxRate, base: 0, amount: 0 };
        row.base += tax.taxBase;
        row.amount += tax.taxTotal;
        byRate.set(tax.taxRate, row);
    }
    const vat = [...byRate.values()].filter(row => row.base !== 0 || row.amount !== 0).sort((a, b) => b.rate - a.rate);
    return { inclVat, lines, subtotal, discounts, delivery, totalExclVat: order.total, vat, total: order.totalWithTax };
}

// ---------------------------------------------------------------------------------------------
// The rendering rule: the rows every summary shows, in its order, with its words
// ---------------------------------------------------------------------------------------------

/**
 * A row of the summary under the lines. `role` says how it adds up: `sum` is the lines and the
 * rows added so far, `adds` is added to it, `total` is the last sum (the total to pay), `info`
 * states what is included without adding (the VAT in a total with VAT, a delivery not charged).
 */
export interface SummaryRow {
    kind: 'subtotal' | 'discount' | 'delivery' | 'surcharge' | 'totalExclVat' | 'vat' | 'total';
    role: 'sum' | 'adds' | 'info' | 'total';
    label: string;
    /** what the amount column says: '€ 78,65', '- € 27,96', 'Gratis', or why there is no amount */
    value: string;
    /** cents; null when the row states no amount */
    amount: number | null;
    /** a VAT row: the amount excluding VAT it is on */
    base?: number;
}

const SUMMARY_WORDS = {
    nl: {
        subtotal: 'Subtotaal',
        discount: 'Korting',
        free: 'Gratis',
        pickup: 'Afhalen',
        open: 'Wordt berekend na je postcode',
        undeliverable: 'Niet mogelijk op dit adres',
        totalExclVat: 'Totaal excl. btw',
        vat: (rate: string, base: string) => `Btw ${rate}% over ${base}`,
        vatIncluded: (rate: string, base: string) => `Inclusief btw ${rate}% over ${base}`,
        total: 'Totaal',
        totalInclVat: 'Totaal incl. btw',
    },
    en: {
        subtotal: 'Subtotal',
        discount: 'Discount',
        free: 'Free',
        pickup: 'Pick-up',
        open: 'Calculated once you enter your postal code',
        undeliverable: 'Not possible at this address',
        totalExclVat: 'Total excl. VAT',
        vat: (rate: string, base: string) => `VAT ${rate}% on ${base}`,
        vatIncluded: (rate: string, base: string) => `Including VAT ${rate}% on ${base}`,
        total: 'Total',
        totalInclVat: 'Total incl. VAT',
    },
    de: {
        subtotal: 'Zwischensumme',
        discount: 'Rabatt',
        free: 'Kostenlos',
        pickup: 'Abholung',
        open: 'Wird nach Eingabe der Postleitzahl berechnet',
        undeliverable: 'An diese Adresse nicht möglich',
        totalExclVat: 'Gesamt ohne MwSt.',
        vat: (rate: string, base: string) => `MwSt. ${rate} % auf ${base}`,
        vatIncluded: (rate: string, base: string) => `Enthaltene MwSt. ${rate} % auf ${base}`,
        total: 'Gesamt',
        totalInclVat: 'Gesamt inkl. MwSt.',
    },
} satisfies Record<Locale, unknown>;

/** The words of the summary a page uses beside its rows (the delivery row's name before a way is chosen). */
export function summaryWord(word: 'subtotal' | 'total' | 'totalInclVat' | 'totalExclVat' | 'free' | 'undeliverable', locale: Locale): string {
    return SUMMARY_WORDS[locale][word];
}

export interface SummaryRowOptions {
    /** the name of delivery before a way is chosen (the delivery method's name); default the rules' word */
    deliveryName?: string;
}

export function summaryRows(summary: OrderSummary, locale: Locale, options: SummaryRowOptions = {}): SummaryRow[] {
    const words = SUMMARY_WORDS[locale];
    const money = (cents: number) => ({ value: formatMoney(cents), amount: cents });
    const rows: SummaryRow[] = [{ kind: 'subtotal', role: 'sum', label: words.subtotal, ...money(summary.subtotal) }];
    for (const discount of summary.discounts) rows.push({ kind: 'discount', role: 'adds', label: discount.name || words.discount, ...money(discount.amount) });

    const delivery = summary.delivery;
    const deliveryName = options.deliveryName || deliveryChargeName('delivery', locale);
    if (delivery.state === 'chosen') {
        const name = delivery.name || (delivery.code === 'pickup' ? words.pickup : deliveryName);
        if (delivery.amount === 0) rows.push({ kind: 'delivery', role: 'adds', label: name, value: words.free, amount: 0 });
        else {
            for (const charge of delivery.charges) {
                if (charge.kind === 'delivery') rows.push({ kind: 'delivery', role: 'adds', label: name, ...money(charge.amount) });
                else rows.push({ kind: 'surcharge', role: 'adds', label: deliveryChargeName(charge.kind, locale), ...money(charge.amount) });
            }
        }
    } else rows.push({ kind: 'delivery', role: 'info', label: deliveryName, value: words[delivery.state], amount: null });

    const rate = (value: number) => formatNumber(value, locale);
    if (summary.inclVat) {
        rows.push({ kind: 'total', role: 'total', label: words.total, ...money(summary.total) });
        for (const vat of summary.vat) rows.push({ kind: 'vat', role: 'info', label: words.vatIncluded(rate(vat.rate), formatMoney(vat.base)), ...money(vat.amount), base: vat.base });
    } else {
        rows.push({ kind: 'totalExclVat', role: 'sum', label: words.totalExclVat, ...money(summary.totalExclVat) });
        for (const vat of summary.vat) rows.push({ kind: 'vat', role: 'adds', label: words.vat(rate(vat.rate), formatMoney(vat.base)), ...money(vat.amount), base: vat.base });
        rows.push({ kind: 'total', role: 'total', label: words.totalInclVat, ...money(summary.total) });
    }
    return rows;
}

/**
 * Whether shown lines and rows add up (what the tests check on every rendered summary): each `sum`
 * and the `total` is the lines' amounts plus the rows adding before it, and the VAT rows' bases and
 * amounts make the total. Returns what does not, or null.
 */
export function summaryMismatch(lineAmounts: readonly number[], rows: readonly { kind: string; role: string; label: string; amount: number | null; base?: number }[]): string | null {
    let running = lineAmounts.reduce((sum, amount) => sum + amount, 0);
    for (const row of rows) {
        if (row.amount === null) continue;
        if (row.role === 'adds') running += row.amount;
        else if ((row.role === 'sum' || row.role === 'total') && row.amount !== running) return `${row.label}: ${row.amount} where the rows above make ${running}`;
    }
    const total = rows.find(row => row.role === 'total')?.amount;
    const vat = rows.filter(row => row.kind === 'vat');
    if (total == null) return 'no total';
    if (vat.length) {
        const withVat = vat.reduce((sum, row) => sum + (row.base ?? 0) + (row.amount ?? 0), 0);
        if (withVat !== total) return `the VAT rows and what they are on make ${withVat}, the total is ${total}`;
    }
    return null;
}
