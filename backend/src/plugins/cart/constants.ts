import type { Localized } from '../../common/localized';

export const CART_PLUGIN_OPTIONS = Symbol('CART_PLUGIN_OPTIONS');
export const loggerCtx = 'CartPlugin';

/** The promotion seeded on first start: 10% off the order. */
export const WELCOME_COUPON_CODE = 'HOUT10';

/** spec section 5: an order number of at least 6 characters; longer than this is no order number either */
export const CLIENT_ORDER_REF_MIN = 6;
export const CLIENT_ORDER_REF_MAX = 50;
export const TRANSPORT_MSG_MAX = 1000;
export const CAMPAIGN_FIELD_MAX = 255;
/** cart mails per cart and hour: the mutation takes any address, so it must not become a mail cannon */
export const CART_MAILS_PER_HOUR = 5;

export const MESSAGES = {
    /** spec section 5, quoted exactly in English */
    invalidClientOrderRef: {
        en: 'Please, insert one valid Order Number.',
        nl: 'Vul een geldig ordernummer in.',
        de: 'Bitte geben Sie eine gültige Bestellnummer ein.',
    },
    transportMsgTooLong: {
        en: 'The message for the delivery can have at most {max} characters.',
        nl: 'Het bericht voor de bezorging mag hoogstens {max} tekens lang zijn.',
        de: 'Die Nachricht für die Lieferung darf höchstens {max} Zeichen lang sein.',
    },
    /** spec section 5: the global e-mail message */
    invalidEmail: {
        en: 'Must be an emailaddress',
        nl: 'Moet een e-mailadres zijn',
        de: 'Muss eine E-Mail-Adresse sein',
    },
    /** spec section 5 */
    noPieces: {
        en: 'Please add pieces first.',
        nl: 'Voeg eerst stuks toe.',
        de: 'Bitte fügen Sie zuerst Stücke hinzu.',
    },
    tooManyMails: {
        en: 'This cart has been e-mailed often already. Please try again in an hour.',
        nl: 'Deze winkelwagen is al vaak gemaild. Probeer het over een uur opnieuw.',
        de: 'Dieser Warenkorb wurde bereits oft gemailt. Bitte versuchen Sie es in einer Stunde erneut.',
    },
} satisfies Record<string, Localized>;

/** The seeded promotion's name (shown as the discount line) per language. */
export const COUPON_NAME: Localized = {
    nl: '10% korting (HOUT10)',
    en: '10% discount (HOUT10)',
    de: '10% Rabatt (HOUT10)',
};
