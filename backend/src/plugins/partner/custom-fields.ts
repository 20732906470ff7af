import { CustomFieldConfig, LanguageCode, Permission } from '@vendure/core';

function label(en: string, nl: string, de: string) {
    return [
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.nl, value: nl },
        { languageCode: LanguageCode.de, value: de },
    ];
}

/**
 * The spec's partner and company fields on Customer. Not public: the Shop API shows them as
 * `Customer.company` and changes them only through `updatePartnerProfile`, which leaves the VAT
 * number alone (the customer asks the shop by e-mail to change it; staff edit it in the admin).
 * Writable through the APIs by staff only: Vendure's own Shop API `updateCustomer` passes custom
 * fields through unchecked otherwise.
 */
const staffOnly = { public: false, requiresPermission: [Permission.UpdateCustomer] };

export const customerFields: CustomFieldConfig[] = [
    {
        // spec section 6: VAT included by default; the customer's choice (updatePriceOption)
        name: 'showTaxPrice',
        type: 'boolean',
        defaultValue: true,
        nullable: false,
        ...staffOnly,
        label: label('Prices with VAT', 'Prijzen met btw', 'Preise mit MwSt.'),
    },
    { name: 'mobile', type: 'string', nullable: true, ...staffOnly, label: label('Mobile', 'Mobiel', 'Mobil') },
    { name: 'companyName', type: 'string', nullable: true, ...staffOnly, label: label('Company name', 'Bedrijfsnaam', 'Firmenname'), ui: { tab: 'Company' } },
    { name: 'companyPhone', type: 'string', nullable: true, ...staffOnly, label: label('Company phone', 'Telefoon bedrijf', 'Telefon Firma'), ui: { tab: 'Company' } },
    {
        name: 'vatNumber',
        type: 'string',
        nullable: true,
        ...staffOnly,
        label: label('VAT number', 'Btw-nummer', 'USt-IdNr.'),
        ui: { tab: 'Company' },
    },
    {
        // The VAT check's verdict (jsvat format, then VIES): only 'valid' makes a business customer
        // (business price list, reverse charge). 'unavailable' means VIES could not answer; a job retries.
        name: 'vatStatus',
        type: 'string',
        defaultValue: 'unchecked',
        nullable: false,
        options: [{ value: 'unchecked' }, { value: 'valid' }, { value: 'invalid' }, { value: 'unavailable' }],
        ...staffOnly,
        label: label('VAT number check', 'Controle btw-nummer', 'Prüfung USt-IdNr.'),
        ui: { tab: 'Company' },
    },
    { name: 'kvk', type: 'string', nullable: true, ...staffOnly, label: label('Chamber of Commerce number', 'KvK-nummer', 'Handelsregisternummer'), ui: { tab: 'Company' } },
    { name: 'industryId', type: 'int', nullable: true, ...staffOnly, label: label('Industry', 'Branche', 'Branche'), ui: { tab: 'Company' } },
    { name: 'billingContact', type: 'string', nullable: true, ...staffOnly, label: label('Billing contact', 'Contactpersoon facturatie', 'Ansprechpartner Rechnung'), ui: { tab: 'Company' } },
];
