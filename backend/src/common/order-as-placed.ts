import type { ConfigService, HistoryService, Order, RequestContext } from '@vendure/core';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';

/**
 * A cancelled order as it was placed (or a cancelled quote as it was quoted), for the customer's
 * order page and the cancellation mail. Vendure cancels an order by setting each line's quantity
 * to 0 and taking back the delivery (an adjustment on its shipping line), so the cancelled order
 * itself reads "0 pieces, € 0,00". What was cancelled stays in the order's history
 * (ORDER_CANCELLATION entries: line and quantity), so the lines are given their quantities back,
 * the delivery its price, and the totals are computed again by the configured tax calculation,
 * on a copy: the order in the database stays cancelled as Vendure left it.
 */
export async function orderAsPlaced(ctx: RequestContext, order: Order, services: { history: HistoryService; config: ConfigService }): Promise<Order> {
    if (order.state !== 'Cancelled' || !order.lines) return order;
    const cancellations = await services.history.getHistoryForOrder(ctx, order.id, false, {
        filter: { type: { eq: HistoryEntryType.ORDER_CANCELLATION } },
        take: 100,
    });
    const cancelled = new Map<string, number>();
    for (const entry of cancellations.items) {
        for (const line of (entry.data as { lines?: Array<{ orderLineId: string | number; quantity: number }> }).lines ?? []) {
            cancelled.set(String(line.orderLineId), (cancelled.get(String(line.orderLineId)) ?? 0) + line.quantity);
        }
    }
    const copy = copyOf(order, {
        lines: order.lines.map(line => copyOf(line, { quantity: line.quantity + (cancelled.get(String(line.id)) ?? 0) })),
        shippingLines: order.shippingLines?.map(line => copyOf(line, { adjustments: line.adjustments.filter(a => a.adjustmentSource !== 'CANCEL_ORDER') })),
    });
    return Object.assign(copy, services.config.taxOptions.orderTaxCalculationStrategy.calculateOrderTotals(copy));
}

/**
 * A copy of an entity with some fields changed, keeping its class, whose getters compute the
 * prices from the copy's fields. Loaded entities carry their own accessors for those getters (bound
 * to the loaded entity, so they would answer for it) and may hold values under their names: the
 * copy leaves every name of a class getter to the class, and takes the other properties as defined.
 */
function copyOf<T extends object>(entity: T, changes: Partial<T>): T {
    const copy = Object.create(Object.getPrototypeOf(entity)) as T;
    for (const key of Object.getOwnPropertyNames(entity)) {
        if (key in changes || computed(copy, key)) continue;
        Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(entity, key) as PropertyDescriptor);
    }
    return Object.assign(copy, changes);
}

function computed(object: object, key: string): boolean {
    for (let proto = Object.getPrototypeOf(object); proto; proto = Object.getPrototypeOf(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, key);
        if (descriptor) return !!descriptor.get && !descriptor.set;
    }
    return false;
}
