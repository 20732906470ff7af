import { type Locale, vatRate, withVat } from '@timber-shop/rules';
import { type PriceUnit, unitPrice } from './catalogue';
import { readUserCookie } from './user';

/**
 * How this visitor sees prices (spec section 6): the user cookie's tax display and price list.
 * Pre-rendered pages show the public prices with VAT; after hydration the islands (and the static
 * prices next to them) switch when the customer sees them without VAT or has a price list of their own.
 */
export interface PriceDisplay {
    inclVat: boolean;
    /** the customer's price list (business customers); null: the public prices */
    pricelistId: string | null;
}

export const PUBLIC_PRICES: PriceDisplay = { inclVat: true, pricelistId: null };

/** In the browser only: the cookie is the page's one hint of who is looking. */
export function priceDisplay(): PriceDisplay {
    const user = typeof document === 'undefined' ? null : readUserCookie(document.cookie);
    return { inclVat: user?.showTaxPrice ?? true, pricelistId: user?.pricelistId ?? null };
}

/** Whether the pre-rendered prices differ from what this visitor should see. */
export function differsFromPublic(display: PriceDisplay): boolean {
    return !display.inclVat || display.pricelistId !== null;
}

/** A price excluding VAT as this visitor sees it: with the locale's VAT, or as it is. */
export function shownPrice(centsExVat: number, display: PriceDisplay, locale: Locale): number {
    return display.inclVat ? withVat(centsExVat, vatRate(locale)) : centsExVat;
}

interface ChooserPrices {
    length: number;
    width: number;
    price: number;
    priceExVat: number;
    unitPrice: number;
}

/** A chooser variant priced anew: its live price (excl. VAT) in the visitor's tax display, per piece and per unit. */
export function repriced<V extends ChooserPrices>(variant: V, priceExVat: number, display: PriceDisplay, locale: Locale, unit: PriceUnit, productWidth: number): V {
    const perUnit = Math.round(unitPrice({ price: priceExVat, customFields: { length: variant.length, width: variant.width } }, unit, productWidth));
    return { ...variant, priceExVat, price: shownPrice(priceExVat, display, locale), unitPrice: shownPrice(perUnit, display, locale) };
}
