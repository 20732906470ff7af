import { type DeliveryCountryCode, isDeliveryCountry } from '@timber-shop/rules';
import { expireCookie, readCookie, serializeCookie } from './cookies';

/**
 * The delivery country of the visitor's cart, mirrored in the delivery-country cookie by the cart
 * store (like the cart size), so every page knows before any request whose VAT its prices carry:
 * the delivery country's once the cart has one, else the site's (rules package `shownCountry`).
 */
export function readDeliveryCountry(cookieHeader: string): DeliveryCountryCode | null {
    const value = readCookie(cookieHeader, 'deliveryCountry');
    return value && isDeliveryCountry(value) ? value : null;
}

/** The cookie string that keeps the cart's delivery country, or forgets it (none yet). */
export function deliveryCountryCookie(country: string | null): string {
    return country && isDeliveryCountry(country) ? serializeCookie('deliveryCountry', country) : expireCookie('deliveryCountry');
}
