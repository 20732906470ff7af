/** The shop's locales (spec section 3): Dutch is the default and lives at the root. */
export const LOCALES = ['nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/**
 * Per locale: the BCP 47 tag every Intl format uses, the language's own name, the path prefix on
 * the one host, and the VAT rate (percent) static pages show prices with, with the country it is
 * the rate of: 21% nl and en (the Dutch shop), 19% de (spec section 9). The backend charges a cart
 * without a delivery country that country's VAT too (delivery plugin), so the cart's prices are the
 * product page's.
 */
export const LOCALE_INFO: Record<Locale, { tag: string; name: string; prefix: string; vatRate: number; vatCountry: 'NL' | 'DE' }> = {
    nl: { tag: 'nl-NL', name: 'Nederlands', prefix: '', vatRate: 21, vatCountry: 'NL' },
    en: { tag: 'en-US', name: 'English', prefix: '/en', vatRate: 21, vatCountry: 'NL' },
    de: { tag: 'de-DE', name: 'Deutsch', prefix: '/de', vatRate: 19, vatCountry: 'DE' },
};

export function isLocale(value: unknown): value is Locale {
    return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The one language resolver: a locale or language code (`de`, `de-AT`, Vendure's `languageCode`)
 * as one of the shop's locales; anything else falls back to the default, Dutch (spec section 9).
 */
export function resolveLocale(code: string | null | undefined): Locale {
    const language = code?.toLowerCase().split(/[-_]/)[0];
    return isLocale(language) ? language : DEFAULT_LOCALE;
}

/** The locale a path belongs to: its /en or /de prefix, else Dutch. */
export function localeOfPath(pathname: string): Locale {
    const first = pathname.split('/')[1];
    return first === 'en' || first === 'de' ? first : DEFAULT_LOCALE;
}

/** The VAT rate (percent) a locale's static prices include. */
export function vatRate(locale: Locale): number {
    return LOCALE_INFO[locale].vatRate;
}

/**
 * The standard VAT rate (percent) of each delivery country, as its tax zone in the backend charges it
 * (seeded so): what the pages show once a visitor's cart has a delivery country.
 */
export const COUNTRY_VAT_RATES = { NL: 21, BE: 21, DE: 19 } as const;

export function countryVatRate(country: keyof typeof COUNTRY_VAT_RATES): number {
    return COUNTRY_VAT_RATES[country];
}
