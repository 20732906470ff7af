import type { CustomFieldConfig, LanguageCode } from '@vendure/core';

const label = (en: string, nl: string, de: string) => [
    { languageCode: 'en' as LanguageCode, value: en },
    { languageCode: 'nl' as LanguageCode, value: nl },
    { languageCode: 'de' as LanguageCode, value: de },
];

/**
 * Search-term redirects (spec section 7, GET /api/redirects): staff keep them in the admin's global
 * settings as a list of from/to; a search for a `from` term goes straight to `to` (a shop path such
 * as /producten/vlonderplanken, or a full address).
 */
export const globalSettingsFields: CustomFieldConfig[] = [
    {
        name: 'searchRedirects',
        type: 'struct',
        list: true,
        label: label('Search redirects', 'Zoekterm-doorverwijzingen', 'Suchbegriff-Weiterleitungen'),
        description: label(
            'A search for the term goes straight to the address (a shop path such as /producten/vlonderplanken).',
            'Een zoekopdracht naar de term gaat direct naar het adres (een pad zoals /producten/vlonderplanken).',
            'Eine Suche nach dem Begriff führt direkt zur Adresse (ein Pfad wie /produkte/terrassendielen).',
        ),
        fields: [
            { name: 'from', type: 'string', label: label('Search term', 'Zoekterm', 'Suchbegriff') },
            { name: 'to', type: 'string', pattern: '^(/(?!/)|https?://).*', label: label('Address', 'Adres', 'Adresse') },
        ],
    },
];
