import { type CustomFieldConfig, LanguageCode, Permission } from '@vendure/core';

function label(en: string, nl: string, de: string) {
    return [
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.nl, value: nl },
        { languageCode: LanguageCode.de, value: de },
    ];
}

/**
 * Payment on account, granted by staff per customer (the spec's creditOption): both a credit limit
 * and a payment term are needed. Staff-only, like the company fields (partner plugin).
 */
const staffOnly = { public: false, requiresPermission: [Permission.UpdateCustomer], nullable: true, ui: { tab: 'Company' } };

export const creditAccountFields: CustomFieldConfig[] = [
    {
        name: 'creditLimit',
        type: 'int',
        min: 0,
        ...staffOnly,
        ui: { tab: 'Company', component: 'currency-form-input' },
        label: label('Credit limit (payment on account)', 'Kredietlimiet (op rekening)', 'Kreditlimit (auf Rechnung)'),
        description: label(
            'Open orders on account plus a new order may not exceed this. Empty: no payment on account.',
            'Openstaande bestellingen op rekening plus een nieuwe bestelling mogen dit niet overschrijden. Leeg: niet op rekening.',
            'Offene Bestellungen auf Rechnung plus eine neue Bestellung dürfen dies nicht überschreiten. Leer: nicht auf Rechnung.',
        ),
    },
    {
        name: 'paymentTermDays',
        type: 'int',
        min: 0,
        max: 120,
        ...staffOnly,
        label: label('Payment term (days)', 'Betalingstermijn (dagen)', 'Zahlungsziel (Tage)'),
    },
];
