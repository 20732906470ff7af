import i18next, { type TFunction } from 'i18next';
import nl from '../locales/nl.json';
import en from '../locales/en.json';
import de from '../locales/de.json';
import { DEFAULT_LOCALE, type Locale } from '@timber-shop/rules';

/**
 * UI texts: i18next dictionaries per locale, used at build time (and in on-demand routes).
 * Islands never get the runtime or a whole dictionary, only the strings they name (islandStrings).
 */
const instance = i18next.createInstance();
instance.init({
    resources: { nl: { translation: nl }, en: { translation: en }, de: { translation: de } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    initAsync: false,
    returnObjects: true,
    interpolation: { escapeValue: false },
});

export function translator(locale: Locale): TFunction {
    return instance.getFixedT(locale);
}

/** The named strings of a locale, flat, for an island's props. */
export function islandStrings<K extends string>(locale: Locale, keys: readonly K[]): Record<K, string> {
    const t = translator(locale);
    return Object.fromEntries(keys.map(key => [key, String(t(key as string))])) as Record<K, string>;
}
