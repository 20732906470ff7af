import type { Cart, CartLine } from '../api/cart';
import { isPriceUnit, type PriceUnit } from '../catalogue';

/**
 * The cart's amounts as the summary shows them (spec section 3: amountUntaxed, amountDiscounts,
 * amountDelivery, amountTax, amountTotal), with or without VAT per the customer's tax display.
 * Vendure's subTotal already has order discounts taken off; the summary shows them as their own row.
 */
export interface CartTotals {
    subtotal: number;
    discount: number;
    delivery: number | null;
    vat: number;
    vatRates: number[];
    total: number;
}

export function cartTotals(cart: Cart, inclVat: boolean): CartTotals {
    const discount = cart.discounts.reduce((sum, d) => sum + (inclVat ? d.amountWithTax : d.amount), 0);
    const subtotal = (inclVat ? cart.subTotalWithTax : cart.subTotal) - discount;
    const delivery = cart.shippingLines.length ? (inclVat ? cart.shippingWithTax : cart.shipping) : null;
    const vatRates = [...new Set(cart.taxSummary.filter(t => t.taxBase > 0).map(t => t.taxRate))].sort((a, b) => b - a);
    return { subtotal, discount, delivery, vat: cart.totalWithTax - cart.total, vatRates, total: cart.totalWithTax };
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
