import type { VariantStock } from '../../lib/api/product';
import type { PriceUnit } from '../../lib/catalogue';

/** A sellable variant as the product page hands it to its islands: prices in cents with the locale's VAT. */
export interface ChooserVariant {
    id: string;
    sku: string;
    /** what the shopper chooses: the length ('3,05 m') or the version ('Doos 100 stuks') */
    label: string;
    /** cm */
    length: number;
    /** mm */
    width: number;
    /** per piece, with VAT */
    price: number;
    /** per piece, without VAT: what the order line's price and quantity tier start from */
    priceExVat: number;
    /** per m1, m2 or piece, as the product is priced */
    unitPrice: number;
    saleDelay: number;
    stockTexts: [string, string, string];
    /** the stock pop-up quantities of the build, until the live ones arrive */
    stock: VariantStock;
    customMessage: string;
}

export interface SampleVariant {
    id: string;
    price: number;
}

export type { PriceUnit };
