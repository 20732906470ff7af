import { atom } from 'nanostores';
import { readCookie, serializeCookie } from '../cookies';

/**
 * The number of items in the cart, mirrored in the cart-size cookie (7 days, path /) so that
 * every page knows it without a request; the cart store updates it after each change.
 */
export const $cartSize = atom<number>(readCartSizeCookie());

function readCartSizeCookie(): number {
    if (typeof document === 'undefined') return 0;
    const value = Number(readCookie(document.cookie, 'cartSize'));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function setCartSize(size: number) {
    $cartSize.set(size);
    document.cookie = serializeCookie('cartSize', String(size));
}
