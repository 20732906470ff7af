import { loadUser, logout } from './api/account';
import type { Locale } from '@timber-shop/rules';
import { readCookie } from './cookies';
import { clearUserCookie, readUserCookie, type UserCookie, userCookie } from './user';
import { availableCategories, showAvailableCategories } from './catalogue/category-access';
import { showCardPrices } from './catalogue/card-prices';
import { loadCart } from './cart/store';
import { syncWishlist } from './wishlist';

/**
 * What follows every login (password, verification link, new password): the pages learn it from
 * the user cookie (spec section 6), and the cart is reloaded, forced (spec section 4): Vendure
 * merges the visitor's cart with an older one of the account, so the header count must follow.
 */
export async function afterLogin(locale: Locale) {
    // The login has happened (and a reset or verification link is spent): a failed reload of the account
    // must not read as a failed login. Asked once more, then the pages go on without the user cookie.
    const user = await loadUser(locale)
        .catch(() => loadUser(locale))
        .catch(() => null);
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
 * The user cookie follows the account (loadUser): a price list that came after the login (VIES
 * confirmed the VAT number on a retry, staff's verdict, staff moving the customer to another group)
 * or a tax display changed elsewhere reaches the pages without logging in again. A session the
 * backend no longer knows clears the cookie (spec section 4: a failed loadUser). True when the cookie changed.
 */
export async function refreshUserCookie(locale: Locale): Promise<boolean> {
    const before = readCookie(document.cookie, 'user');
    const user = await loadUser(locale);
    const current = readUserCookie(document.cookie);
    // no cookie to follow, or a login or logout changed it meanwhile: theirs is the newer word
    if (!current || readCookie(document.cookie, 'user') !== before) return false;
    if (!user) {
        document.cookie = clearUserCookie();
        return true;
    }
    const next = userCookieOf(user);
    if (next.id === current.id && next.showTaxPrice === current.showTaxPrice && next.pricelistId === current.pricelistId && next.categoryCacheKey === current.categoryCacheKey) return false;
    document.cookie = userCookie(next);
    return true;
}

/**
 * On every page of a logged-in customer (the header): the categories their price list does not sell
 * are hidden at once from what the last page learned, the static product cards show their prices,
 * then the cookie is checked against the account, and both shown again should that change them.
 */
export async function followAccount(locale: Locale) {
    const show = () =>
        Promise.all([
            availableCategories(locale)
                .catch(() => null)
                .then(available => showAvailableCategories(available)),
            showCardPrices(locale).catch(() => undefined),
        ]);
    await show();
    if (await refreshUserCookie(locale).catch(() => false)) await show();
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
