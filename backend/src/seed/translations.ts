import { LanguageCode } from '@vendure/core';
import { LOCALES, type Locale } from '@timber-shop/rules';

/**
 * Content the seed writes into Vendure's translation entities (shipping and payment method names,
 * the coupon's name, countries, the demo catalogue): data per language, which staff edit in the
 * admin afterwards, not texts of the shop's code (those are in the plugins' i18n files).
 */
export type PerLanguage<T = string> = Record<Locale, T>;

/** Vendure translation rows for a name (and optional description) in each of the shop's languages. */
export function translationsOf(names: PerLanguage, descriptions?: PerLanguage) {
    return LOCALES.map(locale => ({
        languageCode: LanguageCode[locale],
        name: names[locale],
        ...(descriptions ? { description: descriptions[locale] } : {}),
    }));
}
