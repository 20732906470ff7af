import i18next, { type TFunction } from 'i18next';
import nl from '../locales/nl.json';
import en from '../locales/en.json';
import de from '../locales/de.json';
import { DEFAULT_LOCALE, type Locale } from '@timber-shop/rules';

/**
 * UI texts: i18next dictionaries per locale, used at build time (and in on-demand routes).
 * Islands never get the runtime or a whole dictionary, only the strings they name (islandStrings).
 *
 * The frame and the buying path live in `src/locales/{locale}.json`; each further area of the shop
 * keeps its texts in a folder of its own, `src/locales/{area}/{locale}.json`, whose top-level keys
 * are added to the locale's dictionary (an area's keys never repeat another's).
 */
type Dictionary = Record<string, unknown>;
const areaFiles = import.meta.glob<Dictionary>('../locales/*/*.json', { eager: true, import: 'default' });

function dictionary(locale: Locale, base: Dictionary): Dictionary {
    const merged = { ...base };
    for (const [file, texts] of Object.entries(areaFiles)) {
        if (!file.endsWith(`/${locale}.json`)) continue;
        for (const key of Object.keys(texts)) {
            if (key in merged) throw new Error(`${file}: the text key "${key}" is already taken`);
        }
        Object.assign(merged, texts);
    }
    return merged;
}

const instance = i18next.createInstance();
instance.init({
    resources: {
        nl: { translation: dictionary('nl', nl) },
        en: { translation: dictionary('en', en) },
        de: { translation: dictionary('de', de) },
    },
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
    // the same island's strings are asked for on every page of a build: translate each list once per locale
    let byLocale = islandStringsCache.get(keys);
    if (!byLocale) {
        byLocale = new Map();
        islandStringsCache.set(keys, byLocale);
    }
    let strings = byLocale.get(locale);
    if (!strings) {
        const t = translator(locale);
        strings = Object.fromEntries(keys.map(key => [key, String(t(key as string))]));
        byLocale.set(locale, strings);
    }
    // a copy: a caller may add to what it gets
    return { ...strings } as Record<K, string>;
}
const islandStringsCache = new WeakMap<readonly string[], Map<Locale, Record<string, string>>>();
