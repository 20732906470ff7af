/**
 * Intra-EU reverse charge (beyond the spec): the shop is Dutch, so an order for a business customer
 * whose VAT number VIES confirmed, from another member state, delivered to Belgium or Germany is an
 * intra-Community supply: 0 % VAT on the invoice with the legal line, the buyer accounts for the VAT
 * (Article 196, Directive 2006/112/EC). A pick-up at the yard is handed over in the Netherlands and
 * keeps Dutch VAT: the shop cannot show the goods left the country.
 */

/** The shop's own member state: a VAT number from here never reverse-charges. */
export const SHOP_VAT_COUNTRY = 'NL';

/** The delivery countries an intra-Community supply goes to (the shop delivers to NL, BE and DE). */
export const REVERSE_CHARGE_COUNTRIES = ['BE', 'DE'] as const;

/** What the order's tax lines are called when the VAT is reverse-charged (a code, not a text: the storefront and mails word it). */
export const REVERSE_CHARGE_TAX_LINE = 'reverse-charge';

export interface ReverseChargeInput {
    /** The VAT check's verdict on the customer (Customer.vatStatus): only 'valid' counts. */
    vatStatus: string | null | undefined;
    vatNumber: string | null | undefined;
    /** ISO code of the delivery country (the order's shipping address). */
    deliveryCountry: string | null | undefined;
    /** Picked up at the yard instead of delivered. */
    pickup: boolean;
}

/** The member state a VAT number belongs to: its two-letter prefix (spaces, dots and case ignored); Greece writes EL. */
export function vatNumberCountry(vatNumber: string | null | undefined): string | undefined {
    const prefix = (vatNumber ?? '').replace(/[\s.-]/g, '').toUpperCase().slice(0, 2);
    return /^[A-Z]{2}$/.test(prefix) ? prefix : undefined;
}

/** Whether an order is an intra-Community supply at 0 % VAT. */
export function reverseChargeApplies({ vatStatus, vatNumber, deliveryCountry, pickup }: ReverseChargeInput): boolean {
    const country = vatNumberCountry(vatNumber);
    return (
        vatStatus === 'valid' &&
        country !== undefined &&
        country !== SHOP_VAT_COUNTRY &&
        !pickup &&
        (REVERSE_CHARGE_COUNTRIES as readonly string[]).includes((deliveryCountry ?? '').toUpperCase())
    );
}
