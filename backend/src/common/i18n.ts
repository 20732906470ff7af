import { createRequire } from 'node:module';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { I18nService, RequestContext, RuntimeVendureConfig } from '@vendure/core';
import { LOCALES, resolveLocale, type Locale } from '@timber-shop/rules';

/**
 * The backend's texts go through Vendure's i18n: each plugin keeps them in `i18n/{nl,en,de}.json`
 * beside its code (shared ones in `common/i18n/`) and adds them to Vendure's I18nService. Errors
 * carry a translation key (`new UserInputError('error.…', vars)`), which Vendure translates in the
 * request's language; mails and category texts look their texts up with `translator`.
 *
 * The request's language is the shop's one rule, `resolveLocale(languageCode)`: nl, en or de, else
 * Dutch (Vendure's own fallback would be English).
 */

type Translate = (key: string, options?: Record<string, unknown>) => unknown;
interface I18next {
    t: Translate;
    options: { supportedLngs?: readonly string[] | false };
}

/**
 * The i18next instance Vendure's I18nService fills and translates with. Vendure brings its own
 * i18next (another major than the storefront's at the repository root), so a plain
 * `import 'i18next'` would find the storefront's: ask Vendure's package for its copy.
 */
const i18next: I18next = createRequire(require.resolve('@vendure/core'))('i18next');

const SHARED_TEXTS = path.join(__dirname, 'i18n');

/** For a plugin's bootstrap: its `i18n/{nl,en,de}.json` and the texts every plugin shares. */
export function addTranslations(i18nService: I18nService, pluginDir: string) {
    for (const dir of [SHARED_TEXTS, path.join(pluginDir, 'i18n')]) {
        for (const locale of LOCALES) i18nService.addTranslationFile(locale, path.join(dir, `${locale}.json`));
    }
}

/**
 * A translation function in one language with the given fallbacks. Always one `lng`: Vendure's
 * ICU formatter keeps each compiled message under that language and the key, so a lookup over a
 * list of languages would return whichever language was asked first.
 */
function fixedT(lng: string, fallbackLng: string[] = []): Translate {
    return (key, options) => i18next.t(key, { ...options, lng, fallbackLng });
}

/**
 * Vendure's i18next picks a request's language from `languageCode`, else the Accept-Language
 * header, else English; the shop's rule is `languageCode`, else the channel's Dutch. This
 * middleware, after Vendure's own, fixes the request's translation function to the shop's rule:
 * the requested language when i18next has texts in it (so Vendure's own messages stay in a
 * language Vendure has and the shop has not; any other code would only fill the formatter's
 * cache), falling back to the shop's locale, then English for Vendure's messages without Dutch.
 */
function shopLanguage(req: Request & { t?: Translate }, _res: Response, next: NextFunction) {
    const requested = typeof req.query.languageCode === 'string' ? req.query.languageCode : undefined;
    const locale = resolveLocale(requested);
    const known = requested && (i18next.options.supportedLngs || []).includes(requested);
    req.t = fixedT(known ? requested : locale, [locale, 'en']);
    next();
}

/** For a plugin's configuration hook: the shop's language rule on both APIs, once however many plugins ask. */
export function useShopLanguage(config: RuntimeVendureConfig) {
    const { adminApiPath, shopApiPath } = config.apiOptions;
    for (const route of [shopApiPath, adminApiPath]) {
        if (!config.apiOptions.middleware.some(m => m.handler === shopLanguage && m.route === route)) {
            config.apiOptions.middleware.push({ handler: shopLanguage, route });
        }
    }
    return config;
}

/**
 * The shop's texts in a context's language (or a locale), also where no request is behind it (a
 * payment provider's notification). Variables are written as they come: numbers are not formatted.
 */
export function translator(ctxOrLocale: RequestContext | Locale): Translator {
    const locale = typeof ctxOrLocale === 'string' ? ctxOrLocale : resolveLocale(ctxOrLocale.languageCode);
    const t = fixedT(locale);
    return {
        locale,
        text: (key, vars = {}) => String(t(key, asStrings(vars))),
        texts: (key, vars = {}) => filledIn(t, key, t(key, { returnObjects: true }), asStrings(vars)) as Record<string, string>,
    };
}

/**
 * All texts under a key with the variables filled in. i18next hands back nested texts as they are
 * written (ICU formatting applies to one text at a time: a mail's "{type}" stayed raw), so each text
 * is looked up by its own key.
 */
function filledIn(t: Translate, key: string, value: unknown, vars: Record<string, string>): unknown {
    if (typeof value === 'string') return String(t(key, vars));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([name, nested]) => [name, filledIn(t, `${key}.${name}`, nested, vars)]));
}

export interface Translator {
    locale: Locale;
    text(key: string, vars?: Record<string, string | number>): string;
    /** all texts under a key, e.g. a mail's, with the variables filled in */
    texts(key: string, vars?: Record<string, string | number>): Record<string, string>;
}

/** Variables as written, since ICU would format a number in the language's way ('1.000'). */
export function asStrings(vars: Record<string, string | number>) {
    return Object.fromEntries(Object.entries(vars).map(([key, value]) => [key, String(value)]));
}
