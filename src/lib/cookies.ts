import { SESSION_HINT_COOKIE } from '@timber-shop/rules';

/** The shop's cookies (spec sections 6 and 9): names and lifetimes in one place. */
export const COOKIES = {
    cartSize: { name: 'cart-size', maxAge: 604800, path: '/' },
    user: { name: 'geven-user', maxAge: 7 * 24 * 3600, path: '/' },
    locale: { name: 'locale', maxAge: 365 * 24 * 3600, path: '/' },
    showAnimation: { name: 'show-animation', maxAge: 60, path: '/' },
    /** set by the shop's proxies beside the backend's httpOnly session cookie, with its lifetime (rules: proxyCookies) */
    sessionHint: { name: SESSION_HINT_COOKIE, maxAge: 30 * 24 * 3600, path: '/' },
    /** the cart's delivery country (beyond the spec): pages price with its VAT before any request */
    deliveryCountry: { name: 'delivery-country', maxAge: 604800, path: '/' },
} as const;

export type CookieName = keyof typeof COOKIES;

/**
 * Reads a cookie from a Cookie header or document.cookie, decoded; a value that is not valid
 * percent-encoding (`%E0%A4%A`: set by hand, cut off, another script's) is ignored (undefined),
 * never thrown: the next write replaces it.
 */
export function readCookie(cookieHeader: string, name: CookieName): string | undefined {
    const wanted = COOKIES[name].name;
    for (const part of cookieHeader.split(';')) {
        const [key, ...rest] = part.trim().split('=');
        if (key !== wanted) continue;
        const value = rest.join('=');
        try {
            return decodeURIComponent(value);
        } catch {
            return undefined;
        }
    }
    return undefined;
}

/** Whether the cookie is there at all, readable or not. */
export function hasCookie(cookieHeader: string, name: CookieName): boolean {
    const wanted = COOKIES[name].name;
    return cookieHeader.split(';').some(part => part.trim().split('=')[0] === wanted);
}

/** The Set-Cookie / document.cookie string for a cookie with its spec lifetime. */
export function serializeCookie(name: CookieName, value: string): string {
    const { name: key, maxAge, path } = COOKIES[name];
    return `${key}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${path}; SameSite=Lax`;
}

export function expireCookie(name: CookieName): string {
    const { name: key, path } = COOKIES[name];
    return `${key}=; Max-Age=0; Path=${path}; SameSite=Lax`;
}
