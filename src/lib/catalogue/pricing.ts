import { countryName, countryVatRate, type DeliveryCountryCode, LOCALE_INFO, type Locale, shownCountry, withVat } from '@timber-shop/rules';
import { type PriceUnit, unitPrice } from './catalogue';
import { readUserCookie } from '../user';
import { readDeliveryCountry } from '../vat-country';

/**
 * How this visitor sees prices (spec section 6): the user cookie's tax display and price list, and
 * whose VAT: the delivery country of their cart once it has one, else the site's (21% nl and en, 19%
 * de). Pre-rendered pages show the public prices with the site's VAT; after hydration the islands (and
 * the static prices next to them) switch when the visitor sees them otherwise.
 */
export interface PriceDisplay {
    inclVat: boolean;
    /** the customer's price list (business customers); null: the public prices */
    pricelistId: string | null;
    /** the cart's delivery country; null: none yet, the site's country */
    deliveryCountry: DeliveryCountryCode | null;
}

export const PUBLIC_PRICES: PriceDisplay = { inclVat: true, pricelistId: null, deliveryCountry: null };

/** In the browser only: the cookies are the page's one hint of who is looking and where it goes. */
export function priceDisplay(): PriceDisplay {
    if (typeof document === 'undefined') return PUBLIC_PRICES;
    const user = readUserCookie(document.cookie);
    return { inclVat: user?.showTaxPrice ?? true, pricelistId: user?.pricelistId ?? null, deliveryCountry: readDeliveryCountry(document.cookie) };
}

/** The country whose VAT this visitor's prices carry. */
export function vatCountry(display: PriceDisplay, locale: Locale): DeliveryCountryCode {
    return shownCountry(locale, display.deliveryCountry);
}

/** Whether the pre-rendered prices (or the words beside them) differ from what this visitor should see. */
export function differsFromPublic(display: PriceDisplay, locale: Locale): boolean {
    return !display.inclVat || display.pricelistId !== null || vatCountry(display, locale) !== LOCALE_INFO[locale].vatCountry;
}

/** The VAT rate (percent) in the prices this visitor sees: their country's, or none without VAT. */
export function shownVatRate(display: PriceDisplay, locale: Locale): number {
    return display.inclVat ? countryVatRate(vatCountry(display, locale)) : 0;
}

/** A price excluding VAT as this visitor sees it: with their country's VAT, or as it is. */
export function shownPrice(centsExVat: number, display: PriceDisplay, locale: Locale): number {
    return display.inclVat ? withVat(centsExVat, shownVatRate(display, locale)) : centsExVat;
}

/** The words beside a price, from the locale's texts: with VAT, with VAT of a named country, without VAT. */
export interface VatTexts {
    /** 'incl. {{rate}}% btw' */
    incl: string;
    /** 'incl. {{rate}}% btw ({{country}})' */
    inclOf: string;
    /** 'excl. btw' */
    excl: string;
}

/**
 * The words beside a price: 'incl. 21% btw (Nederland)', or without VAT the "excl. btw" text. A
 * product card, short of room, names the country only when it is not the site's (`always` false).
 */
export function vatNote(display: PriceDisplay, locale: Locale, texts: VatTexts, always = true): string {
    if (!display.inclVat) return texts.excl;
    const country = vatCountry(display, locale);
    const named = always || country !== LOCALE_INFO[locale].vatCountry;
    return (named ? texts.inclOf : texts.incl).replace('{{rate}}', String(countryVatRate(country))).replace('{{country}}', countryName(country, locale));
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
