import { lowestPrices, SAMPLE_VARIANT_LENGTH, isPriceUnit, type PriceUnit } from '@timber-shop/rules';
import type { ProductCard as ProductCardFields } from '../api/catalogue';
import type { ShopImage } from '../images';

/** Catalogue rules shared by pages and islands. */

export { isPriceUnit, type PriceUnit };

interface PricedVariant {
    price: number;
    customFields?: { length?: number | null; width?: number | null } | null;
}

/**
 * A variant's price per the product's unit, in cents excluding VAT: per running metre (m1)
 * divided by its length, per m2 by its length times width, per piece as it is.
 */
export function unitPrice(variant: PricedVariant, unit: PriceUnit, productWidthMm: number): number {
    const lengthM = (variant.customFields?.length ?? 0) / 100;
    const widthM = (variant.customFields?.width || productWidthMm) / 1000;
    if (unit === 'm1' && lengthM > 0) return variant.price / lengthM;
    if (unit === 'm2' && lengthM > 0 && widthM > 0) return variant.price / (lengthM * widthM);
    return variant.price;
}

/** The lowest unit price of a product's sellable variants (samples left out), or undefined when none. */
export function priceFrom(variants: PricedVariant[], unit: PriceUnit, productWidthMm: number): number | undefined {
    const prices = variants
        .filter(v => v.customFields?.length !== SAMPLE_VARIANT_LENGTH)
        .map(v => unitPrice(v, unit, productWidthMm));
    return prices.length ? Math.round(Math.min(...prices)) : undefined;
}

/** What a card shows, taken from a product template: small enough to pass to an island. */
export interface CardData {
    id: string;
    name: string;
    slug: string;
    image: ShopImage | null;
    ribbon: { text: string; bg: string; color: string } | null;
    thickness: number | null;
    width: number | null;
    unit: PriceUnit;
    /** lowest unit price in cents excluding VAT, samples left out */
    from: number | null;
    /** the lowest price in each unit the variants' measures allow (cents excluding VAT, samples left out): a category's comparable price */
    prices: Partial<Record<PriceUnit, number>>;
}

/** A product card's data from a product template (src/components/ProductCard.tsx shows it). */
export function cardData(product: ProductCardFields): CardData {
    const fields = product.customFields;
    const unit = isPriceUnit(fields?.priceUnit) ? fields.priceUnit : 'piece';
    return {
        id: product.id,
        name: product.name,
        slug: product.slug,
        image: product.featuredAsset ? { preview: product.featuredAsset.preview, focalPoint: product.featuredAsset.focalPoint ?? null } : null,
        ribbon: fields?.ribbonText ? { text: fields.ribbonText, bg: fields.ribbonBgColor || '#c0392b', color: fields.ribbonTextColor || '#fff' } : null,
        thickness: fields?.thickness || null,
        width: fields?.width || null,
        unit,
        from: priceFrom(product.variants, unit, fields?.width ?? 0) ?? null,
        prices: lowestPrices(
            product.variants
                .filter(v => v.customFields?.length !== SAMPLE_VARIANT_LENGTH)
                .map(v => ({ price: v.price, lengthCm: v.customFields?.length ?? 0, widthMm: v.customFields?.width || fields?.width || 0 })),
        ),
    };
}
