import { atom } from 'nanostores';
import { cartAddMultipleItems, cartLoad, priceCartForSite, setCampaign, type Cart, type CartItem } from '../api/cart';
import { errorMessage } from '../api/errors';
import { readCookie } from '../cookies';
import { type Locale, vatRate } from '@timber-shop/rules';
import { deliveryCountryCookie } from '../vat-country';
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

/** The cart's delivery country: its address's, or the Netherlands when it is picked up at the yard. */
export function cartCountry(cart: Pick<Cart, 'shippingAddress' | 'shippingLines'> | null | undefined): string | null {
    if (cart?.shippingLines[0]?.shippingMethod.code === 'pickup') return 'NL';
    return cart?.shippingAddress?.countryCode || null;
}

export function applyCart(locale: Locale, cart: Cart | null) {
    $cart.set(cart);
    $cartLoaded.set(true);
    setCartSize(cartSizeOf(cart));
    // every page prices with the VAT of the cart's delivery country (src/lib/catalogue/pricing.ts)
    document.cookie = deliveryCountryCookie(cartCountry(cart));
    if (cart?.active) sendPendingCampaign(locale);
}

/**
 * A cart without a delivery country is priced with the VAT of the site it was last changed on; seen on
 * a site with other VAT (a language switch from nl to de), the backend prices it again with this one's,
 * so cart and product pages agree (19 % on /de).
 */
export function pricedForAnotherSite(cart: Cart | null, locale: Locale): boolean {
    if (!cart?.lines.length || cartCountry(cart) || cart.reverseCharge) return false;
    return cart.taxSummary.some(tax => tax.taxBase > 0 && tax.taxRate !== vatRate(locale));
}

let loading: Promise<Cart | null> | null = null;

export function loadCart(locale: Locale, force = false): Promise<Cart | null> {
    if (!shouldLoadCart($cartLoaded.get(), readCookie(document.cookie, 'cartSize'), force)) return Promise.resolve($cart.get());
    loading ??= cartLoad(locale)
        .then(cart => (pricedForAnotherSite(cart, locale) ? priceCartForSite(locale) : cart))
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
