import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.ts';
import { LOCALE_ORIGINS, type LocaleOrigins, localePrefix } from './locale-hosts.ts';

/**
 * The one route map: localized base names (spec section 2) and the path builders every
 * page, link, hreflang alternate and language switch uses.
 */
export const BASE_NAMES = {
    product: { en: 'product', nl: 'producten', de: 'produkte' },
    category: { en: 'products', nl: 'producten', de: 'produkte' },
    login: { en: 'login', nl: 'inloggen', de: 'einloggen' },
    cart: { en: 'cart', nl: 'winkelwagen', de: 'einkaufswagen' },
    contact: { en: 'contact', nl: 'contact', de: 'kontakt' },
    blog: { en: 'blog', nl: 'blog', de: 'blog' },
    search: { en: 'search', nl: 'zoek', de: 'suche' },
    quote: { en: 'quote', nl: 'offerte', de: 'angebot-anfordern' },
    reviews: { en: 't/reviews', nl: 't/beoordelingen', de: 't/bewertungen' },
    account: { en: 'my-account', nl: 'my-account', de: 'my-account' },
    checkout: { en: 'checkout', nl: 'checkout', de: 'checkout' },
    wishlist: { en: 'wishlist', nl: 'verlanglijst', de: 'wunschliste' },
    // The spec names these routes without per-locale words: the same path behind each locale's prefix.
    register: { en: 'register', nl: 'register', de: 'register' },
    forgotPassword: { en: 'forgot-password', nl: 'forgot-password', de: 'forgot-password' },
    newPassword: { en: 'forgot-password/new-password', nl: 'forgot-password/new-password', de: 'forgot-password/new-password' },
    /** where the newsletter's confirm and unsubscribe links lead */
    newsletter: { en: 'newsletter', nl: 'nieuwsbrief', de: 'newsletter' },
    /** where the e-mail verification mail's link leads (the backend's account plugin builds it) */
    verify: { en: 'verify', nl: 'verify', de: 'verify' },
} as const satisfies Record<string, Record<Locale, string>>;

export type RouteName = keyof typeof BASE_NAMES;

/** A path of the locale as visitors see it: behind /en or /de on the one host, without a prefix on the locale's own host (locale-hosts.ts). */
function withPrefix(locale: Locale, path: string) {
    const prefix = localePrefix(locale);
    if (path === '/') return prefix || '/';
    return `${prefix}${path}`;
}

/**
 * One URL form: a page's path never ends with a slash (the root `/` aside). The address a request
 * with a trailing slash is redirected to (301, query kept), or undefined when its path is canonical.
 * Leading slashes collapse to one, so `//host/` cannot become a protocol-relative `//host`.
 */
export function withoutTrailingSlash(pathname: string, search = ''): string | undefined {
    if (pathname === '/' || !pathname.endsWith('/')) return undefined;
    const path = pathname.replace(/\/+$/, '').replace(/^\/+/, '/');
    return `${path || '/'}${search}`;
}

export function homePath(locale: Locale) {
    return withPrefix(locale, '/');
}

/** A fixed page by its route name: cart, login, search, quote, reviews, … */
export function pagePath(locale: Locale, route: RouteName) {
    return withPrefix(locale, `/${BASE_NAMES[route][locale]}`);
}

export function searchPath(locale: Locale, term: string) {
    return `${pagePath(locale, 'search')}?q=${encodeURIComponent(term)}`;
}

/** A category page: /producten/{slug_1}/…/{slug_5} */
export function categoryPath(locale: Locale, slugs: string[]) {
    return withPrefix(locale, `/${[BASE_NAMES.category[locale], ...slugs].join('/')}`);
}

/** A product page: /producten/{slug}/{id}, the id numeric. */
export function productPath(locale: Locale, slug: string, id: string | number) {
    return withPrefix(locale, `/${BASE_NAMES.product[locale]}/${slug}/${id}`);
}

/** Product by barcode: /producten/barcode/{barcode}, an on-demand route that redirects to the product page. */
export function barcodePath(locale: Locale, barcode: string) {
    return withPrefix(locale, `/${BASE_NAMES.product[locale]}/barcode/${encodeURIComponent(barcode)}`);
}

/** The checkout steps (spec section 4), each at /checkout/{step} in every locale, behind the locale prefix. */
export const CHECKOUT_STEPS = ['login', 'register', 'address', 'payment', 'confirm', 'success', 'fail'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function checkoutPath(locale: Locale, step: CheckoutStep) {
    return withPrefix(locale, `/${BASE_NAMES.checkout[locale]}/${step}`);
}

/** The payment failure page the card payment provider returns to. */
export function payFailPath(locale: Locale) {
    return withPrefix(locale, '/pay/fail');
}

/** The login route with the intended route remembered (spec section 4: protected pages). */
export function loginPath(locale: Locale, returnTo?: string) {
    return withRedirect(pagePath(locale, 'login'), returnTo);
}

/** The registration route, with where to go once the account is confirmed. */
export function registerPath(locale: Locale, returnTo?: string) {
    return withRedirect(pagePath(locale, 'register'), returnTo);
}

function withRedirect(path: string, returnTo?: string) {
    return returnTo ? `${path}?redirect=${encodeURIComponent(returnTo)}` : path;
}

/**
 * The customer dashboard's pages (spec section 2: /dashboard with home, orders, quotations,
 * invoices, orderhistory, Preferences, data), the same path behind each locale's prefix; the
 * dashboard's home is also the account route /my-account.
 */
export const DASHBOARD_PAGES = ['home', 'orders', 'orderhistory', 'quotations', 'invoices', 'preferences', 'data'] as const;
export type DashboardPage = (typeof DASHBOARD_PAGES)[number];

/** A dashboard page's path segment: the spec writes Preferences with a capital P, the others as their names. */
const DASHBOARD_SEGMENTS: Record<DashboardPage, string> = { home: 'home', orders: 'orders', orderhistory: 'orderhistory', quotations: 'quotations', invoices: 'invoices', preferences: 'Preferences', data: 'data' };

export function dashboardPath(locale: Locale, page: DashboardPage) {
    return withPrefix(locale, `/dashboard/${DASHBOARD_SEGMENTS[page]}`);
}

/** One order (or, on the quotations page, quote) in the dashboard; with the mail's access token a guest may open it too. */
export function orderPath(locale: Locale, orderId: string | number, accessToken?: string, page: 'orders' | 'quotations' = 'orders') {
    const token = accessToken ? `&token=${encodeURIComponent(accessToken)}` : '';
    return `${dashboardPath(locale, page)}?order=${encodeURIComponent(String(orderId))}${token}`;
}

/** The account pages, each one island view: /my-account, /inloggen, /register, /verify, /forgot-password and its new-password page. */
export const ACCOUNT_PAGES = ['account', 'login', 'register', 'verify', 'forgotPassword', 'newPassword'] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/**
 * Where a visitor may be sent back to after logging in: a path on this site only. Anything else
 * (another host, a protocol-relative //host, a javascript: URL, back-slash tricks) gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback: string): string {
    if (!target?.startsWith('/') || target.startsWith('//') || /[\\\s]/.test(target.slice(0, 2)) || /[\u0000-\u001f]/.test(target)) return fallback;
    try {
        const base = 'https://shop.invalid';
        const url = new URL(target, base);
        if (url.origin !== base) return fallback;
        return `${url.pathname}${url.search}${url.hash}`;
    } catch {
        return fallback;
    }
}

/** A child of the contact route (spec section 2): /contact/quote, /en/contact/callback, /de/kontakt/complain, … */
export function contactPath(locale: Locale, child: 'quote' | 'callback' | 'order' | 'complain' | 'other') {
    return withPrefix(locale, `/${BASE_NAMES.contact[locale]}/${child}`);
}

/**
 * Where the root `/` sends a returning visitor (spec section 4: the locale comes from the route, else
 * the locale cookie the language switch writes, else nl). The root has no localized name, so a
 * cookie saying en or de leads to that language's home; not when the visitor comes from one of the
 * shop's own pages (the Dutch logo or a Dutch link is a choice of the Dutch home). Null: the Dutch home.
 */
export function localeCookieHome(pathname: string, cookieHeader: string | undefined, fromOwnPage: boolean, origins: LocaleOrigins = LOCALE_ORIGINS): string | null {
    if (pathname !== '/' || fromOwnPage || !cookieHeader) return null;
    const locale = /(?:^|;\s*)locale=([^;]*)/.exec(cookieHeader)?.[1]?.trim();
    // only a language this host serves behind its prefix: a locale with a host of its own has its home there
    return isLocale(locale) && locale !== DEFAULT_LOCALE && localePrefix(locale, origins) ? homePath(locale) : null;
}

/** Whether a request comes from one of the shop's own pages (the browser's Sec-Fetch-Site, else the Referer's host). */
export function cameFromOwnPage(headers: { secFetchSite?: string | null; referer?: string | null; host?: string | null }): boolean {
    if (headers.secFetchSite === 'same-origin') return true;
    try {
        return Boolean(headers.referer && headers.host && new URL(headers.referer).host === headers.host);
    } catch {
        return false;
    }
}
