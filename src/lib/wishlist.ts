import { atom } from 'nanostores';
import type { Locale } from '@timber-shop/rules';
import { getWishlist, saveWishlist } from './api/account';
import { readCookie } from './cookies';

/**
 * The wishlist (the header's heart): product ids. A visitor's is kept in the browser
 * (localStorage); at login it moves into the account (a customer field), merged with what the
 * account already had, and a logged-in customer's changes are saved there, so it follows them to
 * another device. The hearts on product cards and product pages and the wishlist page read `$wishlist`.
 */
export const STORAGE_KEY = 'wishlist';
/** Sent on the window whenever the list changes. */
export const WISHLIST_EVENT = 'wishlist-change';

function stored(): string[] {
    try {
        const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
        return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
        return [];
    }
}

export const $wishlist = atom<string[]>(typeof localStorage === 'undefined' ? [] : stored());

$wishlist.listen(ids => {
    try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
    } catch {
        // storage blocked: the list lasts for this page
    }
    // the header's script marks the hearts on the page
    window.dispatchEvent(new CustomEvent(WISHLIST_EVENT));
});

const loggedIn = () => Boolean(readCookie(document.cookie, 'user'));

/** Adds or removes a product; a logged-in customer's account follows. */
export async function toggleWishlist(locale: Locale, productId: string) {
    const ids = $wishlist.get();
    $wishlist.set(ids.includes(productId) ? ids.filter(id => id !== productId) : [...ids, productId]);
    if (loggedIn()) await saveWishlist(locale, $wishlist.get()).catch(() => undefined);
}

/**
 * The account's wishlist and the browser's merged (at login, and when a logged-in customer opens a
 * page): the account keeps the union, the browser shows it.
 */
export async function syncWishlist(locale: Locale) {
    const account = await getWishlist(locale).catch(() => null);
    if (account === null) return;
    const merged = [...new Set([...account, ...$wishlist.get()])];
    $wishlist.set(merged);
    if (merged.length !== account.length) await saveWishlist(locale, merged).catch(() => undefined);
}
