import { EmailEventListener } from '@vendure/email-plugin';
import { AccountRegistrationEvent, IdentifierChangeRequestEvent, NativeAuthenticationMethod, PasswordResetEvent, User } from '@vendure/core';
import { BRAND, localeUrl, pagePath } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { brandVars, replyToBrand } from '../../common/shop-mail';

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
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(translator(event.ctx).locale))
        .setSubject(event => {
            const t = translator(event.ctx);
            return t.text('mail.email-verification.subject', { brand: BRAND[t.locale].name });
        })
        .setTemplateVars(event => {
            const t = translator(event.ctx);
            const token = nativeMethod(event.user)!.verificationToken!;
            return {
                ...brandVars(t.locale),
                texts: t.texts('mail.email-verification', { brand: BRAND[t.locale].name }),
                verifyUrl: localeUrl(t.locale, pagePath(t.locale, 'verify'), options.shopUrl),
                token: encodeURIComponent(token),
            };
        });
}

/**
 * The password reset mail in the customer's language, replacing Vendure's English one: its link
 * opens that language's new-password page (/forgot-password/new-password, /en/…, /de/…).
 */
export function passwordResetEmailHandler(options: { shopUrl: string }) {
    return new EmailEventListener('password-reset')
        .on(PasswordResetEvent)
        .filter(event => !!nativeMethod(event.user)?.passwordResetToken)
        .setRecipient(event => event.user.identifier)
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(translator(event.ctx).locale))
        .setSubject(event => {
            const t = translator(event.ctx);
            return t.text('mail.password-reset.subject', { brand: BRAND[t.locale].name });
        })
        .setTemplateVars(event => {
            const t = translator(event.ctx);
            return {
                ...brandVars(t.locale),
                texts: t.texts('mail.password-reset', { brand: BRAND[t.locale].name }),
                resetUrl: localeUrl(t.locale, pagePath(t.locale, 'newPassword'), options.shopUrl),
                token: encodeURIComponent(nativeMethod(event.user)!.passwordResetToken!),
            };
        });
}

/**
 * The e-mail address change mail (to the new address), in the customer's language, replacing
 * Vendure's English one: its link opens that language's /verify page, which confirms the change
 * (`?change=email`) instead of an account.
 */
export function emailAddressChangeEmailHandler(options: { shopUrl: string }) {
    return new EmailEventListener('email-address-change')
        .on(IdentifierChangeRequestEvent)
        .filter(event => !!nativeMethod(event.user)?.pendingIdentifier && !!nativeMethod(event.user)?.identifierChangeToken)
        .setRecipient(event => nativeMethod(event.user)?.pendingIdentifier ?? '')
        .setFrom('{{ sender }}')
        .setOptionalAddressFields(event => replyToBrand(translator(event.ctx).locale))
        .setSubject(event => {
            const t = translator(event.ctx);
            return t.text('mail.email-address-change.subject', { brand: BRAND[t.locale].name });
        })
        .setTemplateVars(event => {
            const t = translator(event.ctx);
            return {
                ...brandVars(t.locale),
                texts: t.texts('mail.email-address-change', { brand: BRAND[t.locale].name, email: nativeMethod(event.user)?.pendingIdentifier ?? '' }),
                changeUrl: `${localeUrl(t.locale, pagePath(t.locale, 'verify'), options.shopUrl)}?change=email&token=${encodeURIComponent(nativeMethod(event.user)?.identifierChangeToken ?? '')}`,
            };
        });
}
