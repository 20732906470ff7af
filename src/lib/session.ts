import { loadUser, logout } from './api/account';
import type { Locale } from '@timber-shop/rules';
import { clearUserCookie, type UserCookie, userCookie } from './user';
import { loadCart } from './cart/store';
import { syncWishlist } from './wishlist';

/**
 * What follows every login (password, verification link, new password): the pages learn it from
 * the user cookie (spec section 6), and the cart is reloaded, forced (spec section 4): Vendure
 * merges the visitor's cart with an older one of the account, so the header count must follow.
 */
export async function afterLogin(locale: Locale) {
    const user = await loadUser(locale);
    // the tax display is the account's (dashboard preferences), VAT included by default, and the price
    // list the business customer's prices come from (spec section 6); no e-mail address in the cookie
    if (user) document.cookie = userCookie(userCookieOf(user));
    await loadCart(locale, true).catch(() => null);
    // the visitor's wishlist moves into the account
    if (user) await syncWishlist(locale);
    return user;
}

/** The user cookie's contents from loadUser's customer (or submitVatNumber's, when the price list changes). */
export function userCookieOf(user: { id: string; showTaxPrice: boolean; currentPricelist?: { id: string } | null; availableCategIdsCacheKey?: string }): UserCookie {
    return {
        id: user.id,
        showTaxPrice: user.showTaxPrice,
        ...(user.currentPricelist ? { pricelistId: user.currentPricelist.id } : {}),
        ...(user.availableCategIdsCacheKey ? { categoryCacheKey: user.availableCategIdsCacheKey } : {}),
    };
}

/**
 * Logging out ends the backend session, forgets the user cookie and reloads the cart, forced: the
 * account's cart stays with the account, so the visitor's header count goes back to zero.
 */
export async function afterLogout(locale: Locale) {
    await logout(locale);
    document.cookie = clearUserCookie();
    await loadCart(locale, true).catch(() => null);
}

/**
 * Where to go once a new account is confirmed: the verification link opens a fresh page (often in
 * the same browser), so the page that sent the customer to register is remembered here, for the
 * verification token's lifetime (7 days).
 */
const RETURN_KEY = 'account.returnTo';
const RETURN_TTL_MS = 7 * 24 * 3600 * 1000;

export function rememberReturnTo(path: string): void {
    try {
        localStorage.setItem(RETURN_KEY, JSON.stringify({ path, at: Date.now() }));
    } catch {
        // storage refused: the verify page goes to its fallback
    }
}

export function takeReturnTo(): string | null {
    try {
        const raw = localStorage.getItem(RETURN_KEY);
        localStorage.removeItem(RETURN_KEY);
        const value = raw ? (JSON.parse(raw) as { path?: unknown; at?: unknown }) : null;
        return value && typeof value.path === 'string' && typeof value.at === 'number' && Date.now() - value.at < RETURN_TTL_MS ? value.path : null;
    } catch {
        return null;
    }
}
