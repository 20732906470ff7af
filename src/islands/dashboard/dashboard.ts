import { quoteValidity } from '@timber-shop/rules';

/**
 * The dashboard's rules without UI. Its guards are the spec's route middleware is-authenticated and
 * user (src/lib/route-middleware).
 */

/** The text key of a quote's validity (spec section 4: valid for N days, valid today only, expired). */
export function validityKey(counter: number | null | undefined): { key: 'validForDays' | 'validForDay' | 'validToday' | 'expired'; days: number } | null {
    if (counter == null) return null;
    const validity = quoteValidity(counter);
    if (validity.kind === 'days') return { key: validity.days === 1 ? 'validForDay' : 'validForDays', days: validity.days };
    return { key: validity.kind === 'today' ? 'validToday' : 'expired', days: 0 };
}

/** The list's page and page size from the address (?page=, ?size=): from 1, and one of the spec's sizes. */
export function listPosition(search: URLSearchParams, pageSizeOf: (value: unknown) => number): { page: number; pageSize: number } {
    const page = Math.max(1, Math.floor(Number(search.get('page')) || 1));
    return { page, pageSize: pageSizeOf(search.get('size')) };
}

/** Spec section 5: an address is valid only with id, street, city, zip and a country id. */
export function isValidAddress(address: { id?: string | null; street?: string | null; city?: string | null; zip?: string | null; countryId?: string | null }): boolean {
    return Boolean(address.id && address.street?.trim() && address.city?.trim() && address.zip?.trim() && address.countryId);
}

/** Spec section 5: on profile update, spaces are stripped from the postal codes. */
export function stripSpaces(value: string): string {
    return value.replace(/\s+/g, '');
}

/**
 * "Order again": the order's lines whose variant is still for sale (`forSale`, from getProductVariants)
 * as cart items, and the names of the others, which are left out instead of failing the whole reorder.
 */
export function reorderItems(lines: { quantity: number; productVariant: { id: string; name: string } }[], forSale: ReadonlySet<string>) {
    const kept = lines.filter(line => forSale.has(line.productVariant.id));
    return {
        items: kept.map(line => ({ productVariantId: line.productVariant.id, quantity: line.quantity })),
        leftOut: lines.filter(line => !forSale.has(line.productVariant.id)).map(line => line.productVariant.name),
    };
}
