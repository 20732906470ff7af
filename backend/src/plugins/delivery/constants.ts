import { deliveryConditionsText } from '@timber-shop/rules';
import type { PerLanguage } from '../../seed/translations';

export const DELIVERY_PLUGIN_OPTIONS = Symbol('DELIVERY_PLUGIN_OPTIONS');
export const loggerCtx = 'DeliveryPlugin';

/** Shipping method codes, seeded on first start. */
export const DELIVERY_METHOD_CODE = 'delivery';
export const PICKUP_METHOD_CODE = 'pickup';

/** The delivery plugin's error keys (its i18n files, `error.delivery.*`). */
export const ERRORS = {
    /** spec section 5, quoted exactly in English */
    undeliverable: 'error.delivery.undeliverable',
    /** as Vendure's own order changes: only while the order is in AddingItems */
    orderLocked: 'error.delivery.order-locked',
    unknownCountry: 'error.delivery.unknown-country',
    /** the format a country's postal codes are written in, per country: `error.delivery.format.NL` */
    format: 'error.delivery.format',
};

/**
 * Names and conditions of the seeded shipping methods; staff edit them in the admin afterwards.
 * Delivery's conditions as the shop states them are the rules package's (`deliveryConditionsText`,
 * per delivery country), which the cart and the mails show; the method's description only seeds the admin's copy.
 */
export const METHOD_TEXTS = {
    delivery: {
        name: { nl: 'Bezorgen', en: 'Delivery', de: 'Lieferung' },
        conditions: { nl: deliveryConditionsText('NL', 'nl'), en: deliveryConditionsText('NL', 'en'), de: deliveryConditionsText('NL', 'de') },
    },
    pickup: {
        name: { nl: 'Afhalen', en: 'Pick-up', de: 'Abholung' },
        conditions: {
            nl: 'Gratis afhalen bij onze houthandel op werkdagen van 08:00 tot 17:00, zodra we je laten weten dat je bestelling klaarstaat.',
            en: 'Free pick-up at our timber yard on working days from 08:00 to 17:00, once we let you know your order is ready.',
            de: 'Kostenlose Abholung in unserem Holzhandel an Werktagen von 08:00 bis 17:00 Uhr, sobald wir Ihnen mitteilen, dass Ihre Bestellung bereitsteht.',
        },
    },
} satisfies Record<string, { name: PerLanguage; conditions: PerLanguage }>;
