import type { PerLanguage } from '../../seed/translations';

export const PAYMENTS_PLUGIN_OPTIONS = Symbol('PAYMENTS_PLUGIN_OPTIONS');
export const loggerCtx = 'PaymentsPlugin';

/** Payment method codes (seeded on first start); the storefront maps names with WIRE and ADYEN (spec section 4). */
export const WIRE_TRANSFER_CODE = 'wire-transfer';
export const ADYEN_CODE = 'adyen';

export const METHOD_TEXTS = {
    wireTransfer: {
        name: { nl: 'WIRE transfer / Overboeking', en: 'WIRE transfer / Bank transfer', de: 'WIRE transfer / Überweisung' },
        description: {
            nl: 'Maak het bedrag over naar onze rekening met het ordernummer als omschrijving. We verwerken je bestelling zodra het geld binnen is.',
            en: 'Transfer the amount to our account with the order number as the reference. We process your order as soon as the money arrives.',
            de: 'Überweisen Sie den Betrag auf unser Konto mit der Bestellnummer als Verwendungszweck. Wir bearbeiten Ihre Bestellung, sobald das Geld eingegangen ist.',
        },
    },
    onAccount: {
        name: { nl: 'Op rekening', en: 'On account', de: 'Auf Rechnung' },
        description: {
            nl: 'Betaal per factuur binnen je betalingstermijn.',
            en: 'Pay by invoice within your payment term.',
            de: 'Zahlen Sie per Rechnung innerhalb Ihres Zahlungsziels.',
        },
    },
    adyen: {
        name: { nl: 'ADYEN kaart / iDEAL', en: 'ADYEN card / iDEAL', de: 'ADYEN Karte / iDEAL' },
        description: {
            nl: 'Betaal direct met iDEAL, Bancontact of creditcard.',
            en: 'Pay directly with iDEAL, Bancontact or credit card.',
            de: 'Bezahlen Sie direkt mit iDEAL, Bancontact oder Kreditkarte.',
        },
    },
} satisfies Record<string, { name: PerLanguage; description: PerLanguage }>;

/** The payments plugin's error keys (its i18n files, `error.payments.*`). */
export const ERRORS = {
    adyenUnavailable: 'error.payments.adyen-unavailable',
    paymentNotStarted: 'error.payments.payment-not-started',
    incompletePaymentDetails: 'error.payments.incomplete-payment-details',
    orderNotFound: 'error.payments.order-not-found',
    orderAlreadyPaid: 'error.payments.order-already-paid',
    overCreditLimit: 'error.payments.over-credit-limit',
    noCreditOption: 'error.payments.no-credit-option',
};

/** spec section 8: the payment failure screen's words, a failed payment result's message */
export const PAYMENT_FAILED = 'message.payments.payment-failed';
