import { readCookie, serializeCookie, expireCookie } from './cookies';

/**
 * The login state kept in the geven-user cookie (spec section 6): the customer's id and tax
 * display (showTaxPrice, default VAT included), the current price list id and the category cache key.
 * The session itself is the backend's httpOnly cookie; this one only tells pages who is logged in.
 * No e-mail address: the cookie is readable by every script on the page and goes along with every
 * request; pages that show the address ask the backend (loadUser).
 */
export interface UserCookie {
    id: string;
    showTaxPrice: boolean;
    pricelistId?: string;
    categoryCacheKey?: string;
}

/** A cookie that is not valid JSON with an id (set by hand, cut off, another script's) reads as logged out. */
export function readUserCookie(cookieHeader: string): UserCookie | null {
    const raw = readCookie(cookieHeader, 'user');
    if (!raw) return null;
    try {
        const value = JSON.parse(raw) as Partial<UserCookie>;
        if (typeof value.id !== 'string') return null;
        return { id: value.id, showTaxPrice: value.showTaxPrice !== false, pricelistId: value.pricelistId, categoryCacheKey: value.categoryCacheKey };
    } catch {
        return null;
    }
}

export function userCookie(user: UserCookie): string {
    return serializeCookie('user', JSON.stringify(user));
}

export function clearUserCookie(): string {
    return expireCookie('user');
}

/** Prices with VAT unless the logged-in customer chose otherwise (spec section 6: VATIncluded by default). */
export function showsPricesWithVat(cookieHeader: string): boolean {
    return readUserCookie(cookieHeader)?.showTaxPrice ?? true;
}

/** Splits the form's one name field into Vendure's first and last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
    const parts = name.trim().split(/\s+/).filter(Boolean);
    if (parts.length <= 1) return { firstName: parts[0] ?? '', lastName: parts[0] ?? '' };
    return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}
