import type { Locale } from '@timber-shop/rules';
import { request } from './client';
import {
    ConfirmNewsletterDocument,
    GetMailingContactDocument,
    GetMailingsDocument,
    NewsLetterSubscribeDocument,
    SubscribeNewsletterDocument,
    UnsubscribeNewsletterDocument,
} from './gql/newsletter/graphql';

/** The spec's newsletter calls (section 7): getMailings, getMailingContact, newsLetterSubscribe, subscribeNewsletter; and the mailed links' confirm and unsubscribe. */

export async function getMailings(locale: Locale) {
    return (await request(locale, GetMailingsDocument)).mailings;
}

/** The logged-in customer's subscriptions, or null. */
export async function getMailingContact(locale: Locale) {
    return (await request(locale, GetMailingContactDocument)).mailingContact ?? null;
}

/** The footer's sign-up: the language's newsletter, after the mailed confirmation. */
export async function newsLetterSubscribe(locale: Locale, emailAddress: string, captcha: string): Promise<void> {
    await request(locale, NewsLetterSubscribeDocument, { emailAddress, captcha });
}

export async function subscribeNewsletter(locale: Locale, mailings: string[]) {
    return (await request(locale, SubscribeNewsletterDocument, { mailings })).subscribeNewsletter;
}

export async function confirmNewsletter(locale: Locale, token: string): Promise<boolean> {
    return (await request(locale, ConfirmNewsletterDocument, { token })).confirmNewsletter;
}

export async function unsubscribeNewsletter(locale: Locale, token: string): Promise<boolean> {
    return (await request(locale, UnsubscribeNewsletterDocument, { token })).unsubscribeNewsletter;
}
