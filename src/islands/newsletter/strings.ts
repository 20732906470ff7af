import { VALIDATION_KEYS, validationMessages } from '../../lib/validation';
import type { NewsletterStrings } from './NewsletterForm';

/** The texts the sign-up form gets (NewsletterSignup.astro translates them at build time). */
export const NEWSLETTER_STRINGS = [
    ...VALIDATION_KEYS,
    'newsletter.email',
    'newsletter.subscribe',
    'newsletter.sending',
    'newsletter.checkInbox',
    'requests.captchaRequired',
] as const;

/** The form's strings from their translations. */
export function newsletterStrings(texts: Record<(typeof NEWSLETTER_STRINGS)[number], string>): NewsletterStrings {
    return {
        email: texts['newsletter.email'],
        subscribe: texts['newsletter.subscribe'],
        sending: texts['newsletter.sending'],
        checkInbox: texts['newsletter.checkInbox'],
        captchaRequired: texts['requests.captchaRequired'],
        validation: validationMessages(texts),
    };
}
