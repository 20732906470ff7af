import { EmailEventListener } from '@vendure/email-plugin';
import { BRAND, localeUrl, pagePath, resolveLocale } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { brandVars, replyToBrand } from '../../common/shop-mail';
import type { MailingContact } from './mailing.entities';
import { NewsletterSubscribeEvent } from './newsletter.service';

/** The newsletter's links on the shop: confirm (double opt-in) and unsubscribe, by the contact's token. */
export function newsletterLinks(shopUrl: string, contact: Pick<MailingContact, 'locale' | 'token'>) {
    const locale = resolveLocale(contact.locale);
    const page = localeUrl(locale, pagePath(locale, 'newsletter'), shopUrl);
    return { confirmUrl: `${page}?confirm=${contact.token}`, unsubscribeUrl: `${page}?unsubscribe=${contact.token}` };
}

/** The double opt-in mail, in the language of the sign-up, with the unsubscribe link every mailing carries. */
export function newsletterConfirmEmailHandler(options: { shopUrl: string }) {
    return new EmailEventListener('newsletter-confirm')
        .on(NewsletterSubscribeEvent)
        .setRecipient(event => event.contact.emailAddress)
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(resolveLocale(event.contact.locale)))
        .setSubject(event =>
            translator(resolveLocale(event.contact.locale)).text('mail.newsletter.subject', { brand: BRAND[resolveLocale(event.contact.locale)].name }),
        )
        .setTemplateVars(event => {
            const locale = resolveLocale(event.contact.locale);
            return {
                ...brandVars(locale),
                texts: translator(locale).texts('mail.newsletter', { brand: BRAND[locale].name }),
                ...newsletterLinks(options.shopUrl, event.contact),
            };
        })
        .setMockEvent({ createdAt: new Date(), contact: { emailAddress: 'customer@example.com', locale: 'nl', token: 'abc123' } as MailingContact });
}
