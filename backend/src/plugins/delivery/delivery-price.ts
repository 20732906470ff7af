import type { Order } from '@vendure/core';
import type { DeliveryPluginOptions } from './types';

/** The delivery price excluding VAT for the order's delivery country; undefined where the shop does not deliver. */
export function deliveryPrice(order: Pick<Order, 'shippingAddress'>, rates: DeliveryPluginOptions['rates']) {
    switch (order.shippingAddress?.countryCode) {
        case 'NL':
            return rates.netherlands;
        case 'BE':
            return rates.netherlands + rates.belgiumSurcharge;
        case 'DE':
            return rates.germany;
        default:
            return undefined;
    }
}
