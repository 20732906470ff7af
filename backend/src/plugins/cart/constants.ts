import type { PerLanguage } from '../../seed/translations';

export const CART_PLUGIN_OPTIONS = Symbol('CART_PLUGIN_OPTIONS');
export const loggerCtx = 'CartPlugin';

/** The promotion seeded on first start: 10% off the order. */
export const WELCOME_COUPON_CODE = 'HOUT10';

export const TRANSPORT_MSG_MAX = 1000;
export const CAMPAIGN_FIELD_MAX = 255;
/** cart mails per cart and hour: the mutation takes any address, so it must not become a mail cannon */
export const CART_MAILS_PER_HOUR = 5;

/** The cart plugin's error keys (its i18n files, `error.cart.*`). */
export const ERRORS = {
    /** spec section 5, quoted exactly in English */
    invalidClientOrderRef: 'error.cart.invalid-client-order-ref',
    /** with the variable `max` */
    transportMsgTooLong: 'error.cart.transport-msg-too-long',
    /** spec section 5: the global e-mail message */
    invalidEmail: 'error.cart.invalid-email',
    tooManyMails: 'error.cart.too-many-mails',
};

/** The seeded promotion's name (shown as the discount line) per language. */
export const COUPON_NAME: PerLanguage = {
    nl: '10% korting (HOUT10)',
    en: '10% discount (HOUT10)',
    de: '10% Rabatt (HOUT10)',
};
