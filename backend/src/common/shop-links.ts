import type { ShopLanguage } from './localized';

/**
 * Storefront addresses the backend puts in mails and payment return URLs. They mirror the
 * storefront's route map (src/lib/routes.ts, a separate package): Dutch at the root, /en and /de.
 */
const PREFIX: Record<ShopLanguage, string> = { nl: '', en: '/en', de: '/de' };
const CART: Record<ShopLanguage, string> = { nl: 'winkelwagen', en: 'cart', de: 'einkaufswagen' };
const PRODUCT: Record<ShopLanguage, string> = { nl: 'producten', en: 'product', de: 'produkte' };

export function cartUrl(shopUrl: string, language: ShopLanguage) {
    return `${shopUrl}${PREFIX[language]}/${CART[language]}`;
}

export function productUrl(shopUrl: string, language: ShopLanguage, slug: string, id: string | number) {
    return `${shopUrl}${PREFIX[language]}/${PRODUCT[language]}/${slug}/${id}`;
}

export type CheckoutStep = 'payment' | 'confirm' | 'success' | 'fail';

export function checkoutUrl(shopUrl: string, language: ShopLanguage, step: CheckoutStep) {
    return `${shopUrl}${PREFIX[language]}/checkout/${step}`;
}

export function homeUrl(shopUrl: string, language: ShopLanguage) {
    return `${shopUrl}${PREFIX[language]}/`;
}

/** The page the e-mail verification link opens (the token follows as ?token=). */
export function verifyUrl(shopUrl: string, language: ShopLanguage) {
    return `${shopUrl}${PREFIX[language]}/verify`;
}

/** The page the password reset link opens (the token follows as ?token=). */
export function newPasswordUrl(shopUrl: string, language: ShopLanguage) {
    return `${shopUrl}${PREFIX[language]}/forgot-password/new-password`;
}
