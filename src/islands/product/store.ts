import { atom, map } from 'nanostores';
import { getProductVariantStock, type VariantStock } from '../../lib/api/product';
import type { Locale } from '@timber-shop/rules';

/**
 * The product page's state, shared by its islands: the quantities typed per variant (kept as typed,
 * also in the tab's session so a reload or a failed add loses nothing), the live stock pop-up
 * quantities, and whether an add to the cart is on its way.
 */
export const $quantities = map<Record<string, string>>({});
/** Live stock pop-up quantities per variant id; until they arrive the page's own (build-time) values apply. */
export const $stock = map<Record<string, VariantStock>>({});
export const $stockLive = atom(false);
export const $adding = atom(false);

/** Where the tab keeps the quantities typed on a product: the chooser hydrates at once when they are there. */
export const quantitiesDraftKey = (productId: string) => `product-quantities:${productId}`;

function saveDraft(productId: string) {
    try {
        const filled = Object.fromEntries(Object.entries($quantities.get()).filter(([, value]) => value));
        if (Object.keys(filled).length) sessionStorage.setItem(quantitiesDraftKey(productId), JSON.stringify(filled));
        else sessionStorage.removeItem(quantitiesDraftKey(productId));
    } catch {
        // storage blocked (private mode): the quantities stay on the page only
    }
}

/** The quantities typed on this product before a reload, for these variants only. */
export function restoreQuantities(productId: string, variantIds: readonly string[]) {
    try {
        const saved = JSON.parse(sessionStorage.getItem(quantitiesDraftKey(productId)) ?? '{}') as Record<string, unknown>;
        for (const id of variantIds) if (typeof saved[id] === 'string') $quantities.setKey(id, saved[id] as string);
    } catch {
        // nothing usable saved
    }
}

export function setQuantity(productId: string, variantId: string, value: string) {
    $quantities.setKey(variantId, value);
    saveDraft(productId);
}

export function clearQuantities(productId: string, variantIds: readonly string[]) {
    for (const id of variantIds) $quantities.setKey(id, '');
    saveDraft(productId);
}

/** Asks the backend for the live stock pop-up quantities; on failure the page's own values stay. */
export async function loadStock(locale: Locale, variantIds: string[]) {
    try {
        $stock.set(await getProductVariantStock(locale, variantIds));
        $stockLive.set(true);
    } catch {
        $stockLive.set(false);
    }
}

/**
 * The cart store (its GraphQL documents, the cart's fragments) is needed only to add: the product islands
 * fetch it when they hydrate, which is when the visitor reaches for them, so the add finds it there (loaded
 * at the tap on the add button, its evaluation made that tap answer in 136 ms on a phone's CPU), and not
 * with every product page.
 */
export const cartStore = () => import('../../lib/cart/store');

/** Runs one add to the cart at a time across the page's islands. */
export async function whileAdding<T>(work: () => Promise<T>): Promise<T | undefined> {
    if ($adding.get()) return undefined;
    $adding.set(true);
    try {
        return await work();
    } finally {
        $adding.set(false);
    }
}
