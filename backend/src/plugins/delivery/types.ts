import type { DeliveryCountryCode, DeliveryRates } from '@timber-shop/rules';

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
     * Delivery costs excluding VAT, in cents (the rules package's `DeliveryRates`), written into the
     * `delivery` shipping method when it is seeded; staff change them afterwards on the method in the
     * admin (calculator arguments).
     */
    rates: DeliveryRates;
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
