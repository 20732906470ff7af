import type { Locale } from '@timber-shop/rules';

/** The delivery country a visitor most likely has, by the shop's language, until the cart says otherwise. */
export function defaultCountry(locale: Locale): string {
    return locale === 'de' ? 'DE' : 'NL';
}
