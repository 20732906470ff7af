import type { Locale } from '@timber-shop/rules';
import { getAvailableCategIds } from '../api/account';
import { readUserCookie } from '../user';

/**
 * Category availability follows the price list (spec section 6). The pre-rendered pages link every
 * category; a customer whose price list sells only some gets the others hidden after the page
 * loads (the backend refuses them anyway). The ids come from the backend once per cache key (the
 * user cookie's `categoryCacheKey`, which changes whenever the available categories do) and are kept
 * in localStorage, so later pages hide them at once, without a request.
 */
const STORAGE_PREFIX = 'availableCategIds:';
/** the key of a customer who sees every category */
const ALL_CATEGORIES = 'public';
/** what the page marks: an element naming the category it leads to */
const MARKED = '[data-category-id]';
/** set on what this module hid, so it shows again when the price list changes */
const HIDDEN_HERE = 'data-category-hidden';

/** The categories this visitor may see: null for every one (visitors, and price lists that sell everything). */
export async function availableCategories(locale: Locale): Promise<Set<string> | null> {
    const key = readUserCookie(document.cookie)?.categoryCacheKey;
    if (!key || key === ALL_CATEGORIES) return null;
    const kept = readKept(key);
    if (kept) return kept;
    const customer = await getAvailableCategIds(locale);
    if (!customer?.availableCategIds) return null;
    keep(customer.availableCategIdsCacheKey, customer.availableCategIds);
    return new Set(customer.availableCategIds);
}

/** Hides what leads to a category the visitor may not see; shows again what an earlier list hid. */
export function showAvailableCategories(available: Set<string> | null, root: ParentNode = document) {
    for (const element of root.querySelectorAll<HTMLElement>(MARKED)) {
        const hide = available !== null && !available.has(element.dataset.categoryId ?? '');
        if (hide) {
            element.hidden = true;
            element.setAttribute(HIDDEN_HERE, '');
        } else if (element.hasAttribute(HIDDEN_HERE)) {
            element.hidden = false;
            element.removeAttribute(HIDDEN_HERE);
        }
    }
}

function readKept(key: string): Set<string> | null {
    try {
        const ids = JSON.parse(localStorage.getItem(STORAGE_PREFIX + key) ?? 'null');
        return Array.isArray(ids) ? new Set(ids.map(String)) : null;
    } catch {
        return null;
    }
}

/** One key kept at a time: an older list's ids are of no further use. */
function keep(key: string, ids: string[]) {
    try {
        for (let i = localStorage.length - 1; i >= 0; i--) {
            const name = localStorage.key(i);
            if (name?.startsWith(STORAGE_PREFIX)) localStorage.removeItem(name);
        }
        localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(ids));
    } catch {
        // storage refused: asked again on the next page
    }
}
