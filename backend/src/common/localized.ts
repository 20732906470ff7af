import { LanguageCode, RequestContext } from '@vendure/core';

/** The shop's languages (Dutch default, English, German); texts the backend writes come in all three. */
export type ShopLanguage = 'nl' | 'en' | 'de';
export type Localized = Record<ShopLanguage, string>;

export const SHOP_LANGUAGES: ShopLanguage[] = ['nl', 'en', 'de'];

/** The request's language as one of the shop's: the `languageCode` query parameter, else the channel default (nl). */
export function shopLanguage(ctx: RequestContext): ShopLanguage {
    const code = ctx.languageCode as string;
    return code === 'en' || code === 'de' ? code : 'nl';
}

/** The text in the request's language; `{name}` placeholders are filled from `vars`. */
export function localize(ctx: RequestContext | ShopLanguage, texts: Localized, vars: Record<string, string | number> = {}): string {
    const language = typeof ctx === 'string' ? ctx : shopLanguage(ctx);
    return texts[language].replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match));
}

/** A mail's texts in one language, for its template. */
export function textsIn<K extends string>(texts: Record<K, Localized>, language: ShopLanguage): Record<K, string> {
    return Object.fromEntries(Object.entries<Localized>(texts).map(([key, text]) => [key, text[language]])) as Record<K, string>;
}

/** Vendure translation rows for a name (and optional description) per shop language. */
export function translationsOf(names: Localized, descriptions?: Localized) {
    return SHOP_LANGUAGES.map(language => ({
        languageCode: LanguageCode[language],
        name: names[language],
        ...(descriptions ? { description: descriptions[language] } : {}),
    }));
}
