/**
 * An order's amounts as the cart, checkout, success page and mails show them, line by line, with
 * or without VAT (the customer's tax display). Each line shows its unit price and its amount
 * before order discounts (unit x quantity, the shop's rounding rule in `format.ts`); the discount
 * row is what the discounts take off those lines (each line's prorated amount less its amount), so
 * the shown lines plus the discount are the order's subtotal to the cent, and subtotal, discount
 * and delivery add up to the total (with VAT) or, with the VAT row, to the total to pay.
 */
export interface PricedLine {
    quantity: number;
    unitPrice: number;
    unitPriceWithTax: number;
    linePrice: number;
    linePriceWithTax: number;
    proratedLinePrice: number;
    proratedLinePriceWithTax: number;
}

export interface PricedOrder {
    lines: readonly PricedLine[];
    shipping: number;
    shippingWithTax: number;
    total: number;
    totalWithTax: number;
}

export interface OrderAmounts {
    lines: { unit: number; amount: number }[];
    /** the lines' amounts added up, before order discounts */
    subtotal: number;
    /** order discounts, negative (0 without) */
    discount: number;
    delivery: number;
    /** the VAT in the total to pay */
    vat: number;
    /** the total to pay, with VAT */
    total: number;
}

export function orderAmounts(order: PricedOrder, inclVat: boolean): OrderAmounts {
    const lines = order.lines.map(line => ({ unit: inclVat ? line.unitPriceWithTax : line.unitPrice, amount: inclVat ? line.linePriceWithTax : line.linePrice }));
    const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
    const discounted = order.lines.reduce((sum, line) => sum + (inclVat ? line.proratedLinePriceWithTax : line.proratedLinePrice), 0);
    return {
        lines,
        subtotal,
        discount: discounted - subtotal,
        delivery: inclVat ? order.shippingWithTax : order.shipping,
        vat: order.totalWithTax - order.total,
        total: order.totalWithTax,
    };
}
