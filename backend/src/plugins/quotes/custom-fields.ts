import { CustomFieldConfig, LanguageCode } from '@vendure/core';

function label(en: string, nl: string, de: string) {
    return [
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.nl, value: nl },
        { languageCode: LanguageCode.de, value: de },
    ];
}

/**
 * The quote's dates on Order (spec: quote fields date and expiration date; order fields dateOrder
 * and validityDate). Public, so the Shop API reads them; read-only, so nobody sets them through
 * `setOrderCustomFields`: the quote process writes them when the cart becomes a quote.
 */
export const quoteOrderFields: CustomFieldConfig[] = [
    {
        name: 'quotationDate',
        type: 'datetime',
        nullable: true,
        public: true,
        readonly: true,
        label: label('Quotation date', 'Offertedatum', 'Angebotsdatum'),
        ui: { tab: 'Quote' },
    },
    {
        name: 'validityDate',
        type: 'datetime',
        nullable: true,
        public: true,
        readonly: true,
        label: label('Valid until', 'Geldig tot', 'Gültig bis'),
        ui: { tab: 'Quote' },
    },
    {
        // the staff's quote mail goes out in the language the customer saved the quote in, not the admin's
        name: 'quoteLocale',
        type: 'string',
        nullable: true,
        public: false,
        readonly: true,
        label: label('Quote language', 'Taal van de offerte', 'Sprache des Angebots'),
        ui: { tab: 'Quote' },
    },
];
