import type { DeliveryCountryCode } from '@timber-shop/rules';

/** A range of postal codes (their numeric part, inclusive) the shop does not deliver to. */
export interface UndeliverableArea {
    countryCode: DeliveryCountryCode;
    from: number;
    to: number;
    /** for staff and logs, e.g. "Texel" */
    name: string;
}

export interface DeliveryPluginOptions {
    /**
     * Delivery costs excluding VAT, in cents, written into the `delivery` shipping method when it is
     * seeded; staff change them afterwards on the method in the admin (calculator arguments).
     */
    rates: {
        /** NL delivery; the spec's English text says "from 65 euro" (the Dutch SEO text says 69) */
        netherlands: number;
        /** added to the NL rate for Belgian addresses (spec: 20 euro) */
        belgiumSurcharge: number;
        /** Germany's own rate; the spec names none */
        germany: number;
    };
    /** postal code ranges not delivered to (default: the Dutch and German Wadden islands) */
    undeliverableAreas: UndeliverableArea[];
}

export interface PostalCodeCheck {
    deliverable: boolean;
    countryCode: string;
    postalCode: string;
    message?: string;
}

/** What delivery to a country costs (Shop API `deliveryCosts`), in cents. */
export interface DeliveryCost {
    countryCode: string;
    price: number;
    taxRate: number;
    priceWithTax: number;
}
