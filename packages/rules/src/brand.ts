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
    whatsappHref: 'https://wa.me/31851304560',
};

/** The footer's review score: fixed 4,5 of 5 stars (spec section 1). */
export const REVIEW_SCORE = '4,5';
