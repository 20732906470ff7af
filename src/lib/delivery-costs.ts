import type { Locale } from '@timber-shop/rules';
import { getDeliveryCosts } from './api/cart';
import { type Country, getCountries } from './api/checkout';
import { readOncePerLocale } from './per-locale';

/** The delivery costs per country for the pages of a build (and a running server): asked once per locale; none when the backend cannot say. */
const deliveryCosts = new Map<Locale, Promise<DeliveryCost[]>>();
export type DeliveryCost = Awaited<ReturnType<typeof getDeliveryCosts>>[number];

export function deliveryCostsOf(locale: Locale): Promise<DeliveryCost[]> {
    let costs = deliveryCosts.get(locale);
    if (!costs) {
        costs = getDeliveryCosts(locale).catch(() => []);
        deliveryCosts.set(locale, costs);
    }
    return costs;
}

/**
 * The delivery countries for the pages of a build (every product page names them beside its delivery
 * costs; cart and checkout offer them): asked once per locale. A failed read is not kept.
 */
export const countriesOf: (locale: Locale) => Promise<Country[]> = readOncePerLocale(getCountries);
