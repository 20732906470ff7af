import { Asset, CustomFieldConfig, LanguageCode, Product, StructFieldConfig } from '@vendure/core';
import { PRICE_UNITS, VARIANT_VIEWS } from './constants';

/** Admin labels in the shop's three languages. */
function label(en: string, nl: string, de: string): CustomFieldConfig['label'] {
    return [
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.nl, value: nl },
        { languageCode: LanguageCode.de, value: de },
    ];
}


/**
 * The spec's product template fields (section 3) as custom fields on Vendure's Product.
 * Filter attributes (species, thickness, width, quality, …) are also facets; these fields carry
 * the exact values for the specification table and the range filters.
 */
export const productFields: CustomFieldConfig[] = [
    { name: 'species', type: 'string', label: label('Wood species', 'Houtsoort', 'Holzart') },
    { name: 'certification', type: 'string', options: [{ value: 'FSC' }, { value: 'PEFC' }, { value: 'none' }], defaultValue: 'none', label: label('Certification', 'Certificering', 'Zertifizierung') },
    { name: 'thickness', type: 'int', min: 0, label: label('Thickness (mm)', 'Dikte (mm)', 'Stärke (mm)') },
    { name: 'width', type: 'int', min: 0, label: label('Width (mm)', 'Breedte (mm)', 'Breite (mm)') },
    { name: 'humidity', type: 'string', label: label('Humidity', 'Vochtigheid', 'Feuchte') },
    { name: 'quality', type: 'string', label: label('Quality', 'Kwaliteit', 'Qualität') },
    { name: 'durabilityClass', type: 'string', label: label('Durability class', 'Duurzaamheidsklasse', 'Dauerhaftigkeitsklasse') },
    { name: 'weight', type: 'float', label: label('Weight (kg)', 'Gewicht (kg)', 'Gewicht (kg)') },
    { name: 'volume', type: 'float', label: label('Volume (m³)', 'Volume (m³)', 'Volumen (m³)') },
    { name: 'commodityCode', type: 'string', label: label('Commodity code', 'Goederencode', 'Warennummer') },
    { name: 'packingMethod', type: 'localeString', label: label('Packing method', 'Verpakking', 'Verpackung') },
    { name: 'application', type: 'localeString', label: label('Application', 'Toepassing', 'Anwendung') },
    { name: 'intro', type: 'localeText', label: label('Intro', 'Intro', 'Einleitung'), ui: { component: 'textarea-form-input' } },
    { name: 'html', type: 'localeText', label: label('Description (HTML)', 'Omschrijving (HTML)', 'Beschreibung (HTML)'), ui: { component: 'rich-text-form-input' } },
    { name: 'seoTitle', type: 'localeString', label: label('SEO title', 'SEO-titel', 'SEO-Titel') },
    { name: 'seoDescription', type: 'localeText', label: label('SEO description', 'SEO-omschrijving', 'SEO-Beschreibung') },
    { name: 'priceUnit', type: 'string', options: PRICE_UNITS.map(value => ({ value })), defaultValue: 'piece', label: label('Price per', 'Prijs per', 'Preis pro') },
    { name: 'variantView', type: 'string', options: VARIANT_VIEWS.map(value => ({ value })), defaultValue: 'Other', label: label('Variant view', 'Variantweergave', 'Variantenansicht') },
    {
        name: 'quantityTiers',
        type: 'struct',
        list: true,
        label: label('Quantity tiers', 'Staffelkorting', 'Staffelpreise'),
        fields: [
            { name: 'minQuantity', type: 'int', label: label('From quantity', 'Vanaf aantal', 'Ab Menge') },
            { name: 'discountPercent', type: 'float', label: label('Discount %', 'Korting %', 'Rabatt %') },
        ],
    },
    { name: 'ribbonText', type: 'localeString', label: label('Ribbon text', 'Lint-tekst', 'Banner-Text') },
    { name: 'ribbonBgColor', type: 'string', pattern: '^(#[0-9a-fA-F]{6})?$', label: label('Ribbon background', 'Lint-achtergrond', 'Banner-Hintergrund') },
    { name: 'ribbonTextColor', type: 'string', pattern: '^(#[0-9a-fA-F]{6})?$', label: label('Ribbon text colour', 'Lint-tekstkleur', 'Banner-Textfarbe') },
    { name: 'profileImages', type: 'relation', entity: Asset, list: true, label: label('Profile drawings', 'Profieltekeningen', 'Profilzeichnungen') },
    { name: 'documents', type: 'relation', entity: Asset, list: true, label: label('Documents', 'Documenten', 'Dokumente') },
    { name: 'accessoryProducts', type: 'relation', entity: Product, list: true, label: label('Accessories', 'Accessoires', 'Zubehör') },
    { name: 'alternativeProducts', type: 'relation', entity: Product, list: true, label: label('Alternatives', 'Alternatieven', 'Alternativen') },
    { name: 'featured', type: 'boolean', defaultValue: false, label: label('Featured on the home page', 'Uitgelicht op de homepage', 'Auf der Startseite hervorgehoben') },
];

/** The spec's variant fields: length and width for the matrix, sale delay, stock pop-up. */
export const variantFields: CustomFieldConfig[] = [
    { name: 'length', type: 'int', min: 0, defaultValue: 0, label: label('Length (cm)', 'Lengte (cm)', 'Länge (cm)'), description: label('23 marks the sample', '23 = monster', '23 = Muster') },
    { name: 'width', type: 'int', min: 0, defaultValue: 0, label: label('Width (mm)', 'Breedte (mm)', 'Breite (mm)') },
    {
        name: 'workingWidth',
        type: 'int',
        min: 0,
        defaultValue: 0,
        label: label('Working width (mm)', 'Werkende breedte (mm)', 'Deckbreite (mm)'),
        description: label('The width one board covers when laid, joint or overlap included; 0: not given', 'De breedte die één plank gelegd bedekt, voeg of overlap inbegrepen; 0: niet opgegeven', 'Die Breite, die eine verlegte Diele deckt, Fuge oder Überlappung inbegriffen; 0: nicht angegeben'),
    },
    { name: 'saleDelay', type: 'int', min: 0, defaultValue: 0, label: label('Sale delay (days)', 'Levertijd (dagen)', 'Lieferzeit (Tage)') },
    { name: 'stockPopUp1Qty', type: 'int', min: 0, defaultValue: 0, label: label('Stock pop-up 1 quantity', 'Voorraad-pop-up 1 aantal', 'Bestands-Pop-up 1 Menge') },
    { name: 'stockPopUp2Qty', type: 'int', min: 0, defaultValue: 0, label: label('Stock pop-up 2 quantity', 'Voorraad-pop-up 2 aantal', 'Bestands-Pop-up 2 Menge') },
    { name: 'stockPopUp1', type: 'localeString', label: label('Stock pop-up 1 text', 'Voorraad-pop-up 1 tekst', 'Bestands-Pop-up 1 Text') },
    { name: 'stockPopUp2', type: 'localeString', label: label('Stock pop-up 2 text', 'Voorraad-pop-up 2 tekst', 'Bestands-Pop-up 2 Text') },
    { name: 'stockPopUp3', type: 'localeString', label: label('Stock pop-up 3 text', 'Voorraad-pop-up 3 tekst', 'Bestands-Pop-up 3 Text') },
    { name: 'barcode', type: 'string', label: label('Barcode (EAN)', 'Barcode (EAN)', 'Barcode (EAN)') },
    { name: 'customMessage', type: 'localeString', label: label('Custom message', 'Eigen melding', 'Eigene Meldung') },
];

/** Facets are the spec's filter attributes F1..F8 and properties P1..P6. */
export const facetFields: CustomFieldConfig[] = [
    { name: 'attributeKey', type: 'string', pattern: '^([FP][0-9])?$', label: label('Attribute key', 'Attribuutsleutel', 'Attributschlüssel') },
    { name: 'sequence', type: 'int', defaultValue: 0, label: label('Sequence', 'Volgorde', 'Reihenfolge') },
];

export const facetValueFields: CustomFieldConfig[] = [
    { name: 'sequence', type: 'int', defaultValue: 0, label: label('Sequence', 'Volgorde', 'Reihenfolge') },
    { name: 'commercialName', type: 'localeString', label: label('Commercial name', 'Commerciële naam', 'Handelsname') },
    { name: 'isVisibleValue', type: 'boolean', defaultValue: true, label: label('Visible in filters', 'Zichtbaar in filters', 'In Filtern sichtbar') },
];

/** A link a category shows (a video, a test report): its title, address and the language it is for. */
const categoryLinkFields: StructFieldConfig[] = [
    { name: 'title', type: 'string', label: label('Title', 'Titel', 'Titel') },
    { name: 'url', type: 'string', pattern: '^https?://', label: label('Address (https://…)', 'Adres (https://…)', 'Adresse (https://…)') },
    {
        name: 'language',
        type: 'string',
        options: [{ value: 'all' }, { value: 'nl' }, { value: 'en' }, { value: 'de' }],
        label: label('Shown in', 'Getoond in', 'Angezeigt in'),
    },
];

/**
 * Categories (collections) carry SEO texts, and the spec's websiteCategories extras (section 3): the
 * attachments (documents to download), videos and report links their page shows.
 */
export const collectionFields: CustomFieldConfig[] = [
    { name: 'seoTitle', type: 'localeString', label: label('SEO title', 'SEO-titel', 'SEO-Titel') },
    { name: 'seoDescription', type: 'localeText', label: label('SEO description', 'SEO-omschrijving', 'SEO-Beschreibung') },
    { name: 'attachments', type: 'relation', entity: Asset, list: true, label: label('Attachments', 'Bijlagen', 'Anhänge') },
    { name: 'videos', type: 'struct', list: true, fields: categoryLinkFields, label: label('Videos', "Video's", 'Videos') },
    { name: 'reports', type: 'struct', list: true, fields: categoryLinkFields, label: label('Report links', 'Rapporten', 'Berichte') },
];

/**
 * A document's title per language (product documents, category attachments): what the link says,
 * instead of the file name, which is one language's (spec 7, file download: the name of the saved
 * file stays the asset's).
 */
export const assetFields: CustomFieldConfig[] = [
    {
        name: 'title',
        type: 'struct',
        fields: [
            { name: 'nl', type: 'string', label: label('Dutch', 'Nederlands', 'Niederländisch') },
            { name: 'en', type: 'string', label: label('English', 'Engels', 'Englisch') },
            { name: 'de', type: 'string', label: label('German', 'Duits', 'Deutsch') },
        ],
        label: label('Title per language', 'Titel per taal', 'Titel je Sprache'),
        description: label(
            'Shown as the link of a product document or category attachment; empty: the file name',
            'De linktekst van een productdocument of categoriebijlage; leeg: de bestandsnaam',
            'Der Linktext eines Produktdokuments oder Kategorieanhangs; leer: der Dateiname',
        ),
    },
];
