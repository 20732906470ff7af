import type { Localized } from '../../common/localized';

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
    adyen: {
        name: { nl: 'ADYEN kaart / iDEAL', en: 'ADYEN card / iDEAL', de: 'ADYEN Karte / iDEAL' },
        description: {
            nl: 'Betaal direct met iDEAL, Bancontact of creditcard.',
            en: 'Pay directly with iDEAL, Bancontact or credit card.',
            de: 'Bezahlen Sie direkt mit iDEAL, Bancontact oder Kreditkarte.',
        },
    },
} satisfies Record<string, { name: Localized; description: Localized }>;

export const MESSAGES = {
    adyenUnavailable: {
        en: 'Card payments are not available right now. Please choose wire transfer.',
        nl: 'Direct betalen is nu niet beschikbaar. Kies voor overboeking.',
        de: 'Direktzahlung ist gerade nicht verfügbar. Bitte wählen Sie Überweisung.',
    },
    /** spec section 8: the payment failure screen */
    paymentFailed: {
        en: 'The payment has failed',
        nl: 'De betaling is mislukt',
        de: 'Die Zahlung ist fehlgeschlagen',
    },
    paymentNotStarted: {
        en: 'The payment could not be started. Please try again or choose another payment method.',
        nl: 'De betaling kon niet worden gestart. Probeer het opnieuw of kies een andere betaalmethode.',
        de: 'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
    },
    incompletePaymentDetails: {
        en: 'The payment details are incomplete. Please choose a payment method.',
        nl: 'De betaalgegevens zijn niet compleet. Kies een betaalmethode.',
        de: 'Die Zahlungsdaten sind unvollständig. Bitte wählen Sie eine Zahlungsart.',
    },
    noPieces: {
        en: 'Please add pieces first.',
        nl: 'Voeg eerst stuks toe.',
        de: 'Bitte fügen Sie zuerst Stücke hinzu.',
    },
    orderNotFound: {
        en: 'No order was found with this reference.',
        nl: 'Er is geen bestelling gevonden met dit kenmerk.',
        de: 'Zu dieser Referenz wurde keine Bestellung gefunden.',
    },
    orderAlreadyPaid: {
        en: 'This order has been paid already.',
        nl: 'Deze bestelling is al betaald.',
        de: 'Diese Bestellung wurde bereits bezahlt.',
    },
} satisfies Record<string, Localized>;
