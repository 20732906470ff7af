import { type Locale, resolveLocale } from '@timber-shop/rules';

/**
 * The locale of the page a script runs on: the document's language, which every layout writes
 * (`<html lang>`). Not the path's prefix: on a locale's own host its pages have none (SHOP_LOCALE_URLS).
 */
export function pageLocale(): Locale {
    return resolveLocale(document.documentElement.lang);
}
