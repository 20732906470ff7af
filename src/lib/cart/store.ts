import { atom } from 'nanostores';
import { cartAddMultipleItems, cartLoad, setCampaign, type Cart, type CartItem } from '../api/cart';
import { errorMessage } from '../api/errors';
import { readCookie } from '../cookies';
import type { Locale } from '@timber-shop/rules';
import { setCartSize } from './cart-size';
import { flyToCart } from './cart-fly';
import { restorePendingCampaign, takePendingCampaign } from './campaign';

/**
 * The cart store (spec section 4): the session's cart, loaded on demand. It is reloaded when the
 * cart-size cookie is absent or zero, or when forced; after each change the cookie (and with it the
 * header count) follows the cart.
 */
export const $cart = atom<Cart | null>(null);
/** false until the first load answered */
export const $cartLoaded = atom(false);
/** true while a change is on its way: buttons wait for it */
export const $cartBusy = atom(false);

/** The header count: the number of pieces in the cart. */
export function cartSizeOf(cart: Cart | null): number {
    return cart ? cart.totalQuantity : 0;
}

/** A remembered campaign (utm parameters) goes to the cart once there is one; kept for later if that fails. */
function sendPendingCampaign(locale: Locale) {
    const campaign = takePendingCampaign();
    if (campaign) setCampaign(locale, campaign).catch(() => restorePendingCampaign(campaign));
}

/** The spec's reload rule: forced, never loaded, or the cart-size cookie absent or zero. */
export function shouldLoadCart(loaded: boolean, cookieValue: string | undefined, force: boolean): boolean {
    return force || !loaded || !cookieValue || Number(cookieValue) === 0;
}

export function applyCart(locale: Locale, cart: Cart | null) {
    $cart.set(cart);
    $cartLoaded.set(true);
    setCartSize(cartSizeOf(cart));
    if (cart?.active) sendPendingCampaign(locale);
}

let loading: Promise<Cart | null> | null = null;

export function loadCart(locale: Locale, force = false): Promise<Cart | null> {
    if (!shouldLoadCart($cartLoaded.get(), readCookie(document.cookie, 'cartSize'), force)) return Promise.resolve($cart.get());
    loading ??= cartLoad(locale)
        .then(cart => {
            applyCart(locale, cart);
            return cart;
        })
        .finally(() => {
            loading = null;
        });
    return loading;
}

/**
 * Runs one cart change: the server's cart replaces the store's; an error leaves the cart as it was
 * and comes back as a message for the island to show.
 */
export async function changeCart(
    locale: Locale,
    change: () => Promise<Cart | null>,
    translations: Partial<Record<string, string>> = {},
): Promise<{ ok: boolean; message?: string }> {
    $cartBusy.set(true);
    try {
        applyCart(locale, await change());
        return { ok: true };
    } catch (error) {
        // Some refusals still change the cart (too little stock adds what there is): show the server's cart.
        await loadCart(locale, true).catch(() => undefined);
        return { ok: false, message: errorMessage(error, translations) };
    } finally {
        $cartBusy.set(false);
    }
}

/** Adds variants to the cart, updates the header count and plays the cart-fly animation. */
export async function addToCart(locale: Locale, items: CartItem[]): Promise<{ ok: boolean; message?: string }> {
    const from = typeof document === 'undefined' ? null : document.activeElement;
    const result = await changeCart(locale, () => cartAddMultipleItems(locale, items));
    if (result.ok) void flyToCart(from);
    return result;
}
