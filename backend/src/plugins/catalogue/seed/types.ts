/**
 * The shape of the demo timber catalogue that the seeder writes into Vendure.
 * Pure data: no Vendure imports, so it can be generated and tested on its own.
 */
import type { QuantityTier } from '@timber-shop/rules';
import type { PerLanguage } from '../../../seed/translations';

/** Per-locale name and slug of a category (a Vendure Collection). */
export interface DemoCategory {
    /** stable key, also the parent reference */
    key: string;
    parentKey?: string;
    name: PerLanguage;
    slug: PerLanguage;
    description: PerLanguage;
    /** position among siblings */
    position: number;
    /** documents to download (generated PDFs) */
    attachments?: DemoDocument[];
    /** videos and report links, per language */
    videos?: DemoCategoryLink[];
    reports?: DemoCategoryLink[];
}

export interface DemoCategoryLink {
    title: string;
    url: string;
    language: 'all' | 'nl' | 'en' | 'de';
}

/** A filter attribute (a Vendure Facet) with its values. */
export interface DemoFacet {
    /** code used in URLs and GraphQL, e.g. 'species', 'thickness' */
    code: string;
    /** the spec's attribute key: F1..F8 for filters, P1..P6 for product properties */
    attributeKey: string;
    sequence: number;
    name: PerLanguage;
    values: DemoFacetValue[];
}

export interface DemoFacetValue {
    /** code, unique within the facet, URL-safe, e.g. 'douglas', '28' */
    code: string;
    sequence: number;
    name: PerLanguage;
    /** the name shown to shoppers (e.g. '28 mm', 'Douglas') */
    commercialName: PerLanguage;
    isVisibleValue: boolean;
}

export type PriceUnit = 'm1' | 'm2' | 'piece';
export type VariantView = 'WoodView' | 'Other';


export interface DemoRibbon {
    displayName: PerLanguage;
    bgColor: string;
    textColor: string;
}

export interface DemoProfile {
    name: PerLanguage;
    /** key of a generated image (see DemoImage) */
    image1: string;
    image2?: string;
}

export interface DemoDocument {
    title: PerLanguage;
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
    label?: PerLanguage;
    /** length in cm; 23 marks the sample variant (a ~25 cm sample) */
    length: number;
    /** width in mm (only differs from the product's width in a length x width matrix) */
    width: number;
    /** the width one board covers laid, joint or overlap included (mm), for decking and cladding */
    workingWidth?: number;
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
    customMessage?: PerLanguage;
    /** the spec's stockPopUp1..3 texts: what the stock pop-up says for this variant */
    stockPopUpTexts: [PerLanguage, PerLanguage, PerLanguage];
}

export interface DemoProduct {
    /** stable key, used for accessory/alternative links */
    key: string;
    /** category keys (leaf categories; parents include them automatically) */
    categoryKeys: string[];
    name: PerLanguage;
    slug: PerLanguage;
    intro: PerLanguage;
    /** description as simple HTML (p, ul, li, strong) */
    html: PerLanguage;
    seoTitle: PerLanguage;
    seoDescription: PerLanguage;
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
    packingMethod: PerLanguage;
    application: PerLanguage;
    priceUnit: PriceUnit;
    variantView: VariantView;
    /** from minQuantity pieces on, the line gets discountPercent off (@timber-shop/rules) */
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
