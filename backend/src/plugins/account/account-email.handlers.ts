import { EmailEventListener } from '@vendure/email-plugin';
import { AccountRegistrationEvent, NativeAuthenticationMethod, PasswordResetEvent, User } from '@vendure/core';
import { BRAND } from '../../common/brand';
import { localize, type Localized, shopLanguage, textsIn } from '../../common/localized';
import { newPasswordUrl, verifyUrl } from '../../common/shop-links';

const TEXTS = {
    subject: { nl: 'Bevestig je e-mailadres bij {brand}', en: 'Confirm your e-mail address at {brand}', de: 'Bestätigen Sie Ihre E-Mail-Adresse bei {brand}' },
    title: { nl: 'Bevestig je e-mailadres', en: 'Confirm your e-mail address', de: 'Bestätigen Sie Ihre E-Mail-Adresse' },
    intro: {
        nl: 'Bedankt voor het aanmaken van een account. Klik op de knop hieronder om je e-mailadres te bevestigen; daarna ben je ingelogd.',
        en: 'Thank you for creating an account. Click the button below to confirm your e-mail address; you are then logged in.',
        de: 'Vielen Dank für die Erstellung eines Kontos. Klicken Sie auf die Schaltfläche unten, um Ihre E-Mail-Adresse zu bestätigen; danach sind Sie angemeldet.',
    },
    button: { nl: 'E-mailadres bevestigen', en: 'Confirm e-mail address', de: 'E-Mail-Adresse bestätigen' },
    ignore: {
        nl: 'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
        en: 'Did you not create an account? Then you can ignore this e-mail.',
        de: 'Sie haben kein Konto erstellt? Dann können Sie diese E-Mail ignorieren.',
    },
} satisfies Record<string, Localized>;

function nativeMethod(user: User) {
    return user.authenticationMethods?.find((method): method is NativeAuthenticationMethod => method instanceof NativeAuthenticationMethod);
}

/**
 * The e-mail verification mail in the customer's language, replacing Vendure's English one: its
 * link opens the shop's /verify page of that language (/verify, /en/verify, /de/verify).
 */
export function verificationEmailHandler(options: { shopUrl: string }) {
    return new EmailEventListener('email-verification')
        .on(AccountRegistrationEvent)
        .filter(event => !!nativeMethod(event.user)?.identifier && !!nativeMethod(event.user)?.verificationToken)
        .setRecipient(event => event.user.identifier)
        .setFrom('{{ fromAddress }}')
        .setSubject(event => localize(event.ctx, TEXTS.subject, { brand: BRAND[shopLanguage(event.ctx)] }))
        .setTemplateVars(event => {
            const language = shopLanguage(event.ctx);
            const token = nativeMethod(event.user)!.verificationToken!;
            return {
                brand: BRAND[language],
                texts: textsIn(TEXTS, language),
                verifyUrl: verifyUrl(options.shopUrl, language),
                token: encodeURIComponent(token),
            };
        });
}

const RESET_TEXTS = {
    subject: { nl: 'Nieuw wachtwoord voor {brand}', en: 'New password for {brand}', de: 'Neues Passwort für {brand}' },
    title: { nl: 'Kies een nieuw wachtwoord', en: 'Choose a new password', de: 'Wählen Sie ein neues Passwort' },
    intro: {
        nl: 'Iemand heeft een nieuw wachtwoord voor je account gevraagd. Klik op de knop hieronder om er een te kiezen; de link is een beperkte tijd geldig.',
        en: 'Someone asked for a new password for your account. Click the button below to choose one; the link is valid for a limited time.',
        de: 'Jemand hat ein neues Passwort für Ihr Konto angefordert. Klicken Sie auf die Schaltfläche unten, um eines zu wählen; der Link ist begrenzt gültig.',
    },
    button: { nl: 'Nieuw wachtwoord kiezen', en: 'Choose a new password', de: 'Neues Passwort wählen' },
    ignore: {
        nl: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: er is niets veranderd.',
        en: 'Did you not ask for this? Then you can ignore this e-mail: nothing has changed.',
        de: 'Haben Sie das nicht angefordert? Dann können Sie diese E-Mail ignorieren: Es hat sich nichts geändert.',
    },
} satisfies Record<string, Localized>;

/**
 * The password reset mail in the customer's language, replacing Vendure's English one: its link
 * opens that language's new-password page (/forgot-password/new-password, /en/…, /de/…).
 */
export function passwordResetEmailHandler(options: { shopUrl: string }) {
    return new EmailEventListener('password-reset')
        .on(PasswordResetEvent)
        .filter(event => !!nativeMethod(event.user)?.passwordResetToken)
        .setRecipient(event => event.user.identifier)
        .setFrom('{{ fromAddress }}')
        .setSubject(event => localize(event.ctx, RESET_TEXTS.subject, { brand: BRAND[shopLanguage(event.ctx)] }))
        .setTemplateVars(event => {
            const language = shopLanguage(event.ctx);
            return {
                brand: BRAND[language],
                texts: textsIn(RESET_TEXTS, language),
                resetUrl: newPasswordUrl(options.shopUrl, language),
                token: encodeURIComponent(nativeMethod(event.user)!.passwordResetToken!),
            };
        });
}
