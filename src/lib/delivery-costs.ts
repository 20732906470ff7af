import type { DeliveryRates, DeliveryVatRates, Locale } from '@timber-shop/rules';
import { getDeliveryCosts } from './api/cart';
import { type Country, getCountries } from './api/checkout';
import { readOncePerLocale } from './per-locale';

export type DeliveryCost = Awaited<ReturnType<typeof getDeliveryCosts>>['costs'][number];

/** What delivery costs per country as the cart charges it, and the rates behind it (surcharges, the long-length limit). */
export interface DeliveryTerms {
    costs: DeliveryCost[];
    rates: DeliveryRates;
    /** each delivery country's VAT rate, as its costs carry it */
    vat: DeliveryVatRates;
}

/** The delivery terms for the pages of a build (and a running server): asked once per locale; null when the backend cannot say. */
const deliveryTerms = new Map<Locale, Promise<DeliveryTerms | null>>();

export function deliveryTermsOf(locale: Locale): Promise<DeliveryTerms | null> {
    let terms = deliveryTerms.get(locale);
    if (!terms) {
        terms = getDeliveryCosts(locale).then(
            ({ costs, rates }) => {
                const rate = (country: string) => costs.find(cost => cost.countryCode === country)?.taxRate;
                const vat = { NL: rate('NL'), BE: rate('BE'), DE: rate('DE') };
                return vat.NL === undefined || vat.BE === undefined || vat.DE === undefined ? null : { costs, rates, vat: { NL: vat.NL, BE: vat.BE, DE: vat.DE } };
            },
            () => null,
        );
        deliveryTerms.set(locale, terms);
    }
    return terms;
}

/**
 * The delivery countries for the pages of a build (every product page names them beside its delivery
 * costs; cart and checkout offer them): asked once per locale. A failed read is not kept.
 */
export const countriesOf: (locale: Locale) => Promise<Country[]> = readOncePerLocale(getCountries);
