/**
 * The shape of the demo timber catalogue that the seeder writes into Vendure.
 * Pure data: no Vendure imports, so it can be generated and tested on its own.
 */
export type Locale = 'nl' | 'en' | 'de';
export type Localized = Record<Locale, string>;

/** Per-locale name and slug of a category (a Vendure Collection). */
export interface DemoCategory {
    /** stable key, also the parent reference */
    key: string;
    parentKey?: string;
    name: Localized;
    slug: Localized;
    description: Localized;
    /** position among siblings */
    position: number;
}

/** A filter attribute (a Vendure Facet) with its values. */
export interface DemoFacet {
    /** code used in URLs and GraphQL, e.g. 'species', 'thickness' */
    code: string;
    /** the spec's attribute key: F1..F8 for filters, P1..P6 for product properties */
    attributeKey: string;
    sequence: number;
    name: Localized;
    values: DemoFacetValue[];
}

export interface DemoFacetValue {
    /** code, unique within the facet, URL-safe, e.g. 'douglas', '28' */
    code: string;
    sequence: number;
    name: Localized;
    /** the name shown to shoppers (e.g. '28 mm', 'Douglas') */
    commercialName: Localized;
    isVisibleValue: boolean;
}

export type PriceUnit = 'm1' | 'm2' | 'piece';
export type VariantView = 'WoodView' | 'Other';

/** A quantity tier: from minQuantity pieces on, the line gets discountPercent off. */
export interface QuantityTier {
    minQuantity: number;
    discountPercent: number;
}

export interface DemoRibbon {
    displayName: Localized;
    bgColor: string;
    textColor: string;
}

export interface DemoProfile {
    name: Localized;
    /** key of a generated image (see DemoImage) */
    image1: string;
    image2?: string;
}

export interface DemoDocument {
    title: Localized;
    /** file name of a generated PDF */
    filename: string;
}

export interface DemoImage {
    /** unique key, also the asset file name stem */
    key: string;
    /** what the generated picture shows: drives colour and pattern */
    kind: 'board' | 'beam' | 'post' | 'decking' | 'cladding' | 'fence' | 'accessory' | 'profile' | 'category';
    /** base wood colour as #rrggbb */
    color: string;
    /** short caption drawn on the image */
    label: string;
}

export interface DemoVariant {
    sku: string;
    /** what distinguishes a variant that has no length (pack size, colour): shown as its option */
    label?: Localized;
    /** length in cm; 23 marks the sample variant (a ~25 cm sample) */
    length: number;
    /** width in mm (only differs from the product's width in a length x width matrix) */
    width: number;
    /** price in euro cents excluding VAT, per piece of this variant */
    priceExVat: number;
    stockOnHand: number;
    /** days before it can ship */
    saleDelay: number;
    barcode: string;
    /** stock pop-up quantities: the spec's stockPopUp1Qty and stockPopUp2Qty */
    stockPopUp1Qty: number;
    stockPopUp2Qty: number;
    /** optional notice shown with the variant */
    customMessage?: Localized;
    /** the spec's stockPopUp1..3 texts: what the stock pop-up says for this variant */
    stockPopUpTexts: [Localized, Localized, Localized];
}

export interface DemoProduct {
    /** stable key, used for accessory/alternative links */
    key: string;
    /** category keys (leaf categories; parents include them automatically) */
    categoryKeys: string[];
    name: Localized;
    slug: Localized;
    intro: Localized;
    /** description as simple HTML (p, ul, li, strong) */
    html: Localized;
    seoTitle: Localized;
    seoDescription: Localized;
    /** facet value references as facetCode -> valueCodes */
    facets: Record<string, string[]>;
    species: string;
    certification: 'FSC' | 'PEFC' | 'none';
    /** mm */
    thickness: number;
    /** mm */
    width: number;
    /** e.g. 'KD 18%' */
    humidity: string;
    quality: string;
    durabilityClass: string;
    /** kg per m1 or per piece */
    weight: number;
    /** m3 per piece at 1 m length or per piece */
    volume: number;
    commodityCode: string;
    packingMethod: Localized;
    application: Localized;
    priceUnit: PriceUnit;
    variantView: VariantView;
    quantityTiers: QuantityTier[];
    ribbon?: DemoRibbon;
    profiles: DemoProfile[];
    documents: DemoDocument[];
    /** image keys, first is the featured image */
    images: string[];
    accessoryKeys: string[];
    alternativeKeys: string[];
    /** shown on the home page */
    featured: boolean;
    variants: DemoVariant[];
}

export interface DemoCatalogue {
    categories: DemoCategory[];
    facets: DemoFacet[];
    products: DemoProduct[];
    images: DemoImage[];
}
