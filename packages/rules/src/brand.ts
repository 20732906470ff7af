import type { Locale } from './locales.ts';

/**
 * The locale decides the brand wording and contact details (spec section 1), on the site and in
 * the shop's mails. The phone and messaging numbers are fixed in the footer and the chat button
 * (spec section 9).
 */
export const BRAND: Record<Locale, { name: string; email: string }> = {
    nl: { name: 'Geven Hout', email: 'info@gevenhout.nl' },
    en: { name: 'Geven Timber', email: 'info@gevenhout.nl' },
    de: { name: 'Geven Holz', email: 'info@gevenholz.de' },
};

export const CONTACT = {
    phone: '+31 85 130 45 60',
    phoneHref: 'tel:+31851304560',
};

/**
 * The messaging-app (WhatsApp) number per locale, in the chat button and the footer: the Dutch
 * office answers the Dutch and English shops, the German shop has its own number. The storefront
 * build may configure other numbers (PUBLIC_MESSAGING_APP_NL/EN/DE).
 */
export const MESSAGING_APP_NUMBER: Record<Locale, string> = {
    nl: '+31 85 130 45 60',
    en: '+31 85 130 45 60',
    de: '+49 2821 711 90 60',
};

/** The messaging app's chat link for a number as people write it ('+31 85 130 45 60' -> https://wa.me/31851304560). */
export function messagingAppHref(number: string): string {
    return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** The footer's review score: fixed 4,5 of 5 stars (spec section 1). */
export const REVIEW_SCORE = '4,5';
/** The same score as stars (Stars.astro fills them from a number). */
export const REVIEW_STARS = 4.5;
