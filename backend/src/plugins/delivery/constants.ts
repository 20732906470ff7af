import type { Localized } from '../../common/localized';

export const DELIVERY_PLUGIN_OPTIONS = Symbol('DELIVERY_PLUGIN_OPTIONS');
export const loggerCtx = 'DeliveryPlugin';

/** Shipping method codes, seeded on first start. */
export const DELIVERY_METHOD_CODE = 'delivery';
export const PICKUP_METHOD_CODE = 'pickup';

export const MESSAGES = {
    /** spec section 5, quoted exactly in English */
    undeliverable: {
        en: 'We cant delivery at this address',
        nl: 'Op dit adres kunnen wij helaas niet bezorgen',
        de: 'An diese Adresse können wir leider nicht liefern',
    },
    /** spec section 5: before calculating shipping */
    noPieces: {
        en: 'Please add pieces first.',
        nl: 'Voeg eerst stuks toe.',
        de: 'Bitte fügen Sie zuerst Stücke hinzu.',
    },
    /** as Vendure's own order changes: only while the order is in AddingItems */
    orderLocked: {
        en: 'The order is being paid and can no longer be changed.',
        nl: 'De bestelling wordt betaald en kan niet meer worden gewijzigd.',
        de: 'Die Bestellung wird bezahlt und kann nicht mehr geändert werden.',
    },
    unknownCountry: {
        en: 'We deliver in the Netherlands, Belgium and Germany.',
        nl: 'We bezorgen in Nederland, België en Duitsland.',
        de: 'Wir liefern in die Niederlande, nach Belgien und Deutschland.',
    },
    format: {
        NL: {
            en: 'Enter a Dutch postal code as 1234 AB.',
            nl: 'Vul een Nederlandse postcode in als 1234 AB.',
            de: 'Geben Sie eine niederländische Postleitzahl im Format 1234 AB ein.',
        },
        BE: {
            en: 'Enter a Belgian postal code of 4 digits, e.g. 2000.',
            nl: 'Vul een Belgische postcode van 4 cijfers in, bijvoorbeeld 2000.',
            de: 'Geben Sie eine belgische Postleitzahl mit 4 Ziffern ein, z. B. 2000.',
        },
        DE: {
            en: 'Enter a German postal code of 5 digits, e.g. 10115.',
            nl: 'Vul een Duitse postcode van 5 cijfers in, bijvoorbeeld 10115.',
            de: 'Geben Sie eine deutsche Postleitzahl mit 5 Ziffern ein, z. B. 10115.',
        },
    },
} satisfies Record<string, Localized | Record<string, Localized>>;

/** Names and conditions of the seeded shipping methods; staff edit them in the admin afterwards. */
export const METHOD_TEXTS = {
    delivery: {
        name: { nl: 'Bezorgen', en: 'Delivery', de: 'Lieferung' },
        conditions: {
            nl: 'Bezorgd met een vrachtwagen tot aan de stoeprand, binnen 4 tot 8 werkdagen (Duitsland: tot 15 werkdagen). Zorg dat er iemand is om het hout in ontvangst te nemen. Niet op de Waddeneilanden.',
            en: 'Delivered by truck to the kerb within 4 to 8 working days (Germany: up to 15 working days). Please make sure someone is there to receive the timber. Not to the Wadden islands.',
            de: 'Lieferung per LKW bis zur Bordsteinkante innerhalb von 4 bis 8 Werktagen (Deutschland: bis zu 15 Werktage). Bitte sorgen Sie dafür, dass jemand das Holz entgegennimmt. Nicht auf die Nordseeinseln.',
        },
    },
    pickup: {
        name: { nl: 'Afhalen', en: 'Pick-up', de: 'Abholung' },
        conditions: {
            nl: 'Gratis afhalen bij onze houthandel op werkdagen van 08:00 tot 17:00, zodra we je laten weten dat je bestelling klaarstaat.',
            en: 'Free pick-up at our timber yard on working days from 08:00 to 17:00, once we let you know your order is ready.',
            de: 'Kostenlose Abholung in unserem Holzhandel an Werktagen von 08:00 bis 17:00 Uhr, sobald wir Ihnen mitteilen, dass Ihre Bestellung bereitsteht.',
        },
    },
} satisfies Record<string, { name: Localized; conditions: Localized }>;
