import type { Cart, CartLine } from '../api/cart';
import { isPriceUnit, type PriceUnit } from '../catalogue';
import { type OrderAmounts, orderAmounts } from '@timber-shop/rules';

/**
 * The cart's amounts as the summary shows them (spec section 3: amountUntaxed, amountDiscounts,
 * amountDelivery, amountTax, amountTotal), with or without VAT per the customer's tax display, by
 * the rules package's `orderAmounts`: the lines as shown added up (subtotal), what the discounts
 * take off them, delivery (null before a method is chosen), VAT, the total to pay.
 */
export interface CartTotals extends Omit<OrderAmounts, 'delivery'> {
    delivery: number | null;
    vatRates: number[];
}

export function cartTotals(cart: Cart, inclVat: boolean): CartTotals {
    const amounts = orderAmounts(cart, inclVat);
    const vatRates = [...new Set(cart.taxSummary.filter(t => t.taxBase > 0).map(t => t.taxRate))].sort((a, b) => b - a);
    return { ...amounts, delivery: cart.shippingLines.length ? amounts.delivery : null, vatRates };
}

/** A line's quantity in its product's unit: running metres, square metres, or pieces (2 decimals, comma). */
export function lineMeasure(line: Pick<CartLine, 'quantity' | 'productVariant'>): { unit: PriceUnit; amount: string } {
    const variant = line.productVariant;
    const product = variant.product.customFields;
    const unit = isPriceUnit(product?.priceUnit) ? product.priceUnit : 'piece';
    const lengthM = (variant.customFields?.length ?? 0) / 100;
    const widthM = (variant.customFields?.width || product?.width || 0) / 1000;
    const decimal = (n: number) => n.toFixed(2).replace('.', ',');
    if (unit === 'm1' && lengthM > 0) return { unit, amount: decimal(line.quantity * lengthM) };
    if (unit === 'm2' && lengthM > 0 && widthM > 0) return { unit, amount: decimal(line.quantity * lengthM * widthM) };
    return { unit: 'piece', amount: String(line.quantity) };
}
