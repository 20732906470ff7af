import { getProductTemplatesById, type ProductDetail, type ProductDetailVariant } from '../api/product';
import type { WebsiteCategory } from '../api/catalogue';
import { isPriceUnit, unitPrice, type PriceUnit } from './catalogue';
import { type CalculatorData, DECKING_CATEGORY_SLUG, packSizeOf, SCREWS_CATEGORY_SLUG } from './decking';
import { type ChooserVariant, type SampleVariant, shownTiers } from './product';
import { DEFAULT_LOCALE, formatLength, type Locale, LOCALES, productPath, SAMPLE_VARIANT_LENGTH, vatRate, withVat } from '@timber-shop/rules';
import { readOncePerLocale } from '../per-locale';
import { loadCatalogue, loadSite, type Alternates } from '../site';

/** the products whose pages the live server renders now (a product publish), or all of them (a build) */
let onlyProducts: string[] | undefined;

/**
 * What the product pages of a build need beyond the site data: every product template in full,
 * by id (the one read the site data's cards come from too, loadCatalogue), and the page's derived parts (below: category, alternates, variants for the islands).
 */
export const loadProductDetails = readOncePerLocale(locale =>
    (onlyProducts ? changedProductDetails(locale, onlyProducts) : loadCatalogue(locale)).then(products => new Map(products.map(p => [p.id, p]))),
);

/**
 * A product publish (src/lib/catalogue/catalogue-pages.ts) renders only the changed products' pages: their
 * full templates and their accessories' (the decking calculator's screws) are read anew, not the
 * whole catalogue's.
 */
export function detailsOnlyFor(productIds: string[]) {
    onlyProducts = productIds;
    loadProductDetails.forget();
}

async function changedProductDetails(locale: Locale, ids: string[]): Promise<ProductDetail[]> {
    const changed = await getProductTemplatesById(locale, ids);
    const accessoryIds = [...new Set(changed.flatMap(product => (product.customFields?.accessoryProducts ?? []).map(accessory => accessory.id)))].filter(
        id => !ids.includes(id),
    );
    return accessoryIds.length ? [...changed, ...(await getProductTemplatesById(locale, accessoryIds))] : changed;
}

export function productUnit(product: ProductDetail): PriceUnit {
    const unit = product.customFields?.priceUnit;
    return isPriceUnit(unit) ? unit : 'piece';
}

export const isSample = (variant: ProductDetailVariant) => variant.customFields?.length === SAMPLE_VARIANT_LENGTH;

/** The same product's page in every locale (products keep their id; the slug is translated). */
export async function productAlternates(productId: string): Promise<Alternates> {
    const entries = await Promise.all(
        LOCALES.map(async locale => {
            const product = (await loadSite(locale)).products.find(p => p.id === productId);
            return [locale, product ? productPath(locale, product.slug, product.id) : undefined] as const;
        }),
    );
    return Object.fromEntries(entries.filter(([, path]) => path));
}

/** The category the breadcrumbs lead through: the deepest one the product is in. */
export function mainCategory(product: { collections: { id: string }[] }, categories: WebsiteCategory[]): WebsiteCategory | undefined {
    const ids = new Set(product.collections.map(c => c.id));
    return categories.filter(c => ids.has(c.id)).sort((a, b) => b.breadcrumbs.length - a.breadcrumbs.length || a.position - b.position)[0];
}

/** A variant as shoppers choose it: its length ('3,05 m', with the width in a matrix) or its version ('Doos 100 stuks'). */
export function variantLabel(variant: ProductDetailVariant, product: ProductDetail, locale: Locale, withWidth: boolean): string {
    const length = variant.customFields?.length ?? 0;
    if (product.customFields?.variantView === 'WoodView' && length > 0) {
        return withWidth ? `${variant.customFields?.width} mm x ${formatLength(length, locale)}` : formatLength(length, locale);
    }
    const options = variant.options.map(o => o.name).join(', ');
    return options || variant.name.replace(product.name, '').trim() || variant.name;
}

/** The product's sellable variants (no sample) for the variant chooser, prices with the locale's VAT. */
export function chooserVariants(product: ProductDetail, locale: Locale): ChooserVariant[] {
    const unit = productUnit(product);
    const productWidth = product.customFields?.width ?? 0;
    const sellable = product.variants.filter(v => !isSample(v));
    const withWidth = new Set(sellable.map(v => v.customFields?.width ?? 0)).size > 1;
    return sellable
        .map(variant => {
            const fields = variant.customFields;
            return {
                id: variant.id,
                sku: variant.sku,
                label: variantLabel(variant, product, locale, withWidth),
                length: fields?.length ?? 0,
                width: fields?.width ?? 0,
                price: withVat(variant.price, vatRate(locale)),
                priceExVat: variant.price,
                unitPrice: withVat(Math.round(unitPrice(variant, unit, productWidth)), vatRate(locale)),
                saleDelay: fields?.saleDelay ?? 0,
                stockTexts: [fields?.stockPopUp1 ?? '', fields?.stockPopUp2 ?? '', fields?.stockPopUp3 ?? ''] as [string, string, string],
                // Stock pop-up quantities default to 0 (spec section 5).
                stock: { stockPopUp1Qty: fields?.stockPopUp1Qty ?? 0, stockPopUp2Qty: fields?.stockPopUp2Qty ?? 0 },
                customMessage: fields?.customMessage ?? '',
            };
        })
        .sort((a, b) => a.length - b.length || a.width - b.width);
}

export function sampleVariant(product: ProductDetail): SampleVariant | undefined {
    const sample = product.variants.find(isSample);
    return sample ? { id: sample.id } : undefined;
}

/**
 * The decking calculator's data when the product is decking (in the decking category) with screws
 * among its accessories: the boards to choose from and the screw packs with their sizes.
 */
export async function deckingCalculator(locale: Locale, product: ProductDetail): Promise<CalculatorData | undefined> {
    const defaultCategories = (await loadSite(DEFAULT_LOCALE)).categories;
    const decking = defaultCategories.find(c => c.slug === DECKING_CATEGORY_SLUG);
    const screwsCategory = defaultCategories.find(c => c.slug === SCREWS_CATEGORY_SLUG);
    if (!decking || !screwsCategory || !product.collections.some(c => c.id === decking.id)) return undefined;
    const details = await loadProductDetails(locale);
    const screwProduct = (product.customFields?.accessoryProducts ?? [])
        .map(a => details.get(a.id))
        .find(p => p?.collections.some(c => c.id === screwsCategory.id));
    if (!screwProduct) return undefined;
    const packs = screwProduct.variants.flatMap(variant => {
        const label = variantLabel(variant, screwProduct, locale, false);
        const size = packSizeOf(variant.options.map(o => o.name).join(' ') || label);
        return size ? [{ id: variant.id, label, size, priceExVat: variant.price }] : [];
    });
    const boards = chooserVariants(product, locale)
        .filter(v => v.length > 0 && (v.width || product.customFields?.width))
        .map(v => ({
            id: v.id,
            label: v.label,
            length: v.length,
            width: v.width || product.customFields?.width || 0,
            // decking is calculated with it (the width a board covers laid); 0 when the product does not give it
            workingWidth: product.variants.find(variant => variant.id === v.id)?.customFields?.workingWidth ?? 0,
            priceExVat: v.priceExVat,
        }));
    if (packs.length === 0 || boards.length === 0) return undefined;
    return {
        boards,
        tiers: shownTiers(product.customFields?.quantityTiers),
        screws: { name: screwProduct.name, packs, tiers: shownTiers(screwProduct.customFields?.quantityTiers) },
    };
}
