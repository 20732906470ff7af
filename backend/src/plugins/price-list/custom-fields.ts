import { CustomFieldConfig, LanguageCode } from '@vendure/core';

function label(en: string, nl: string, de: string) {
    return [
        { languageCode: LanguageCode.en, value: en },
        { languageCode: LanguageCode.nl, value: nl },
        { languageCode: LanguageCode.de, value: de },
    ];
}

/** One variant's list price in a customer group's price list. */
export interface PriceListVariantPrice {
    sku: string;
    /** cents, excluding VAT (the channel's prices exclude VAT) */
    price: number;
}

/** A percentage off every product of a category (collection) in a customer group's price list. */
export interface PriceListCategoryDiscount {
    /** the category's slug, as in the shop's URLs */
    category: string;
    percent: number;
}

export interface PriceListFields {
    priceListVariantPrices?: PriceListVariantPrice[] | null;
    priceListCategoryDiscounts?: PriceListCategoryDiscount[] | null;
    /** the categories (slugs) the list sells; none: every category */
    priceListCategories?: string[] | null;
}

/**
 * A customer group's price list, edited by staff on the group in the admin (Customers > Customer
 * groups): list prices per variant (by SKU) and percentages per category. Not public: the Shop API
 * shows a customer only the prices that follow from it.
 */
export const customerGroupFields: CustomFieldConfig[] = [
    {
        name: 'priceListVariantPrices',
        type: 'struct',
        list: true,
        public: false,
        label: label('Price list: price per variant', 'Prijslijst: prijs per variant', 'Preisliste: Preis je Variante'),
        description: label(
            'Price excluding VAT in cents, for the variant with this SKU. Quantity tiers apply on top.',
            'Prijs exclusief btw in centen, voor de variant met deze SKU. Staffelkortingen komen erbovenop.',
            'Preis ohne MwSt. in Cent für die Variante mit dieser SKU. Mengenstaffeln gelten zusätzlich.',
        ),
        fields: [
            { name: 'sku', type: 'string', label: label('SKU', 'SKU', 'SKU') },
            { name: 'price', type: 'int', label: label('Price (cents, excl. VAT)', 'Prijs (centen, excl. btw)', 'Preis (Cent, ohne MwSt.)') },
        ],
    },
    {
        name: 'priceListCategoryDiscounts',
        type: 'struct',
        list: true,
        public: false,
        label: label('Price list: percentage per category', 'Prijslijst: percentage per categorie', 'Preisliste: Prozent je Kategorie'),
        description: label(
            'Percentage off the products of the category with this slug, where the list names no price of its own.',
            'Percentage korting op de producten van de categorie met deze slug, waar de lijst geen eigen prijs noemt.',
            'Prozent Rabatt auf die Produkte der Kategorie mit diesem Slug, wo die Liste keinen eigenen Preis nennt.',
        ),
        fields: [
            { name: 'category', type: 'string', label: label('Category (slug)', 'Categorie (slug)', 'Kategorie (Slug)') },
            { name: 'percent', type: 'float', label: label('Percent off', 'Percentage korting', 'Prozent Rabatt') },
        ],
    },
    {
        name: 'priceListCategories',
        type: 'string',
        list: true,
        public: false,
        label: label('Price list: categories sold', 'Prijslijst: verkochte categorieën', 'Preisliste: verkaufte Kategorien'),
        description: label(
            'Slugs of the categories this list sells (with their subcategories); its customers see no other categories or their products. Empty: every category.',
            'Slugs van de categorieën die deze lijst verkoopt (met hun subcategorieën); de klanten ervan zien geen andere categorieën of hun producten. Leeg: alle categorieën.',
            'Slugs der Kategorien, die diese Liste verkauft (mit ihren Unterkategorien); ihre Kunden sehen keine anderen Kategorien oder deren Produkte. Leer: alle Kategorien.',
        ),
    },
];
