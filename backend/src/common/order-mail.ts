import type { Customer, Order } from '@vendure/core';
import { localize, type Localized, type ShopLanguage } from './localized';

/**
 * What every mail about an order shows (the cart, quote and order confirmation mails): the
 * greeting and the order table's words, lines and discounts.
 */
export const ORDER_TABLE_TEXTS = {
    greeting: { nl: 'Beste {name},', en: 'Dear {name},', de: 'Guten Tag {name},' },
    clientOrderRef: { nl: 'Je ordernummer', en: 'Your order reference', de: 'Ihre Bestellnummer' },
    product: { nl: 'Product', en: 'Product', de: 'Produkt' },
    quantity: { nl: 'Aantal', en: 'Quantity', de: 'Menge' },
    linePrice: { nl: 'Totaal excl. btw', en: 'Total excl. VAT', de: 'Gesamt zzgl. MwSt.' },
    shipping: { nl: 'Bezorgkosten excl. btw', en: 'Delivery excl. VAT', de: 'Lieferkosten zzgl. MwSt.' },
    subTotal: { nl: 'Subtotaal excl. btw', en: 'Subtotal excl. VAT', de: 'Zwischensumme zzgl. MwSt.' },
    tax: { nl: 'Btw', en: 'VAT', de: 'MwSt.' },
    total: { nl: 'Totaal incl. btw', en: 'Total incl. VAT', de: 'Gesamt inkl. MwSt.' },
} satisfies Record<string, Localized>;

/** 'Beste Jan de Vries,' in the mail's language; the e-mail address for a customer without a name. */
export function mailGreeting(language: ShopLanguage, customer: Customer): string {
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.emailAddress;
    return localize(language, ORDER_TABLE_TEXTS.greeting, { name });
}

/** The order's lines and discounts for the table (prices excluding VAT, after discounts). */
export function mailLines(order: Order) {
    return {
        discounts: order.discounts.map(discount => ({ description: discount.description, amount: discount.amount })),
        lines: order.lines.map(line => ({
            name: line.productVariant.name,
            sku: line.productVariant.sku,
            quantity: line.quantity,
            linePrice: line.discountedLinePrice,
        })),
    };
}
