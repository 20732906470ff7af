/** The shop's locales (spec section 3): Dutch is the default and lives at the root. */
export const LOCALES = ['nl', 'en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

export const LOCALE_INFO: Record<Locale, { tag: string; name: string; prefix: string; vatRate: number }> = {
    nl: { tag: 'nl-NL', name: 'Nederlands', prefix: '', vatRate: 21 },
    en: { tag: 'en-US', name: 'English', prefix: '/en', vatRate: 21 },
    de: { tag: 'de-DE', name: 'Deutsch', prefix: '/de', vatRate: 19 },
};

export function isLocale(value: unknown): value is Locale {
    return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a path belongs to: its /en or /de prefix, else Dutch. */
export function localeOfPath(pathname: string): Locale {
    const first = pathname.split('/')[1];
    return first === 'en' || first === 'de' ? first : DEFAULT_LOCALE;
}
