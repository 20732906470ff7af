import type { RequestContext } from '@vendure/core';
import { BRAND, CONTACT, type Locale, resolveLocale } from '@timber-shop/rules';

/**
 * What every mail of the shop shares: it comes from the brand of its language (the rules
 * package's BRAND: Geven Hout, Geven Timber, Geven Holz), and a reply reaches that brand's inbox,
 * as the mails' texts promise ("reply to this e-mail").
 */

/** The sender of a mail in a language: the brand's name and address. */
export function mailSender(locale: Locale): string {
    return `"${BRAND[locale].name}" <${BRAND[locale].email}>`;
}

/** The template variables of the brand (header, footer) and the sender (`setFrom('{{ sender }}')`). */
export function brandVars(locale: Locale) {
    return { brand: BRAND[locale].name, brandEmail: BRAND[locale].email, phone: CONTACT.phone, sender: mailSender(locale) };
}

/** A mail's optional address fields (`setOptionalAddressFields`): replies go to the brand of its language. */
export function replyToBrand(locale: Locale) {
    return { replyTo: BRAND[locale].email };
}

/**
 * The language of a mail about an order: the one the customer ordered in (`orderLocale`, written
 * when the order is placed) or saved the quote in (`quoteLocale`), so a mail that staff or a payment
 * notification set off (cancellation, invoice, a settled card payment) is in the customer's language;
 * else the request's.
 */
export function orderLocale(ctx: RequestContext, order: { customFields?: unknown }): Locale {
    const fields = (order.customFields ?? {}) as { orderLocale?: string | null; quoteLocale?: string | null };
    const saved = fields.orderLocale ?? fields.quoteLocale;
    return resolveLocale(saved ?? ctx.languageCode);
}
