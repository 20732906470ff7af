import type { Locale } from '@timber-shop/rules';
import { getDeliveryCosts } from './api/cart';

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
