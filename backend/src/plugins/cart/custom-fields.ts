import { CustomFieldConfig, LanguageCode } from '@vendure/core';
import { CLIENT_ORDER_REF_MAX_LENGTH, CLIENT_ORDER_REF_MIN_LENGTH } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { CAMPAIGN_FIELD_MAX, ERRORS, TRANSPORT_MSG_MAX } from './constants';

function label(en: string, nl: string, de: string) {
    return [
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.nl, value: nl },
        { languageCode: LanguageCode.de, value: de },
    ];
}

export function isValidClientOrderRef(value: string) {
    return value.length >= CLIENT_ORDER_REF_MIN_LENGTH && value.length <= CLIENT_ORDER_REF_MAX_LENGTH;
}

/**
 * The spec's cart fields on Order: the customer's own order number, the message for the delivery
 * and the campaign record (utm parameters). Public, so the Shop API reads them on the order; the
 * shop writes them through the cart plugin's mutations, staff in the admin. The same rules apply
 * on every write.
 */
export const orderFields: CustomFieldConfig[] = [
    {
        name: 'clientOrderRef',
        type: 'string',
        nullable: true,
        public: true,
        label: label('Customer order number', 'Ordernummer klant', 'Bestellnummer des Kunden'),
        // a translation key: Vendure throws it as a UserInputError and translates it
        validate: (value: string | null) => (value && !isValidClientOrderRef(value) ? ERRORS.invalidClientOrderRef : undefined),
    },
    {
        name: 'transportMsg',
        type: 'text',
        nullable: true,
        public: true,
        label: label('Message for the delivery', 'Bericht voor de bezorging', 'Nachricht für die Lieferung'),
        ui: { component: 'textarea-form-input' },
        // translated here: Vendure passes no variables with a key a validator returns
        validate: (value: string | null, _injector, ctx) =>
            value && value.length > TRANSPORT_MSG_MAX ? translator(ctx).text(ERRORS.transportMsgTooLong, { max: TRANSPORT_MSG_MAX }) : undefined,
    },
    {
        // The checkout's invoice e-mail when the invoice goes elsewhere than the order's e-mail (spec: address form fields).
        name: 'invoiceEmail',
        type: 'string',
        nullable: true,
        public: true,
        label: label('Invoice e-mail address', 'E-mailadres voor de factuur', 'E-Mail-Adresse für die Rechnung'),
        validate: (value: string | null) => (value && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value) ? ERRORS.invalidEmail : undefined),
    },
    ...(
        [
            ['campaignName', label('Campaign', 'Campagne', 'Kampagne')],
            ['keywordName', label('Campaign keyword', 'Campagne-zoekwoord', 'Kampagnen-Keyword')],
            ['mediumName', label('Campaign medium', 'Campagnemedium', 'Kampagnenmedium')],
            ['sourceName', label('Campaign source', 'Campagnebron', 'Kampagnenquelle')],
        ] as const
    ).map(
        ([name, fieldLabel]): CustomFieldConfig => ({
            name,
            type: 'string',
            length: CAMPAIGN_FIELD_MAX,
            nullable: true,
            public: true,
            label: fieldLabel,
            ui: { tab: 'Campaign' },
        }),
    ),
];
