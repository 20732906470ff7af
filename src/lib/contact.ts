import { type Locale, MESSAGING_APP_NUMBER, messagingAppHref } from '@timber-shop/rules';

/** Numbers configured for the build (`PUBLIC_MESSAGING_APP_NL`, …), else the shop's own per locale. */
const CONFIGURED: Record<Locale, string | undefined> = {
    nl: import.meta.env.PUBLIC_MESSAGING_APP_NL,
    en: import.meta.env.PUBLIC_MESSAGING_APP_EN,
    de: import.meta.env.PUBLIC_MESSAGING_APP_DE,
};

/** The messaging app of a locale (spec: the chat button's number, per locale): the number as shown and its chat link. */
export function messagingApp(locale: Locale): { number: string; href: string } {
    const number = CONFIGURED[locale]?.trim() || MESSAGING_APP_NUMBER[locale];
    return { number, href: messagingAppHref(number) };
}
