import { LOCALE_INFO, type Locale } from './locales.ts';

/**
 * Money, numbers and dates: the one Intl-based home for the site and the mails.
 *
 * Money as the spec writes it (section 9) in every locale: the euro symbol, '.' for thousands, ','
 * for decimals: `€ 1.234,56`, a negative amount `- € 10,00`. Amounts are integer euro cents.
 */
export function formatMoney(cents: number): string {
    const rounded = Math.round(cents);
    const euro = madeOnce('money', () => new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }));
    return `${rounded < 0 ? '- ' : ''}€ ${euro.format(Math.abs(rounded) / 100)}`;
}

/**
 * The shop's one rounding rule for money (docs/ARCHITECTURE.md, "Money"): an amount is rounded to
 * whole cents, half up, once per piece; a line is that rounded piece amount times the quantity, so
 * the shown unit price x quantity is always the shown line total. The backend's money strategy
 * rounds Vendure's order lines with this same function.
 */
export function roundPerPiece(centsPerPiece: number, quantity = 1): number {
    return Math.round(centsPerPiece) * quantity;
}

/**
 * A price excluding VAT with a VAT rate (percent) added, rounded to the cent. Written as Vendure
 * computes a gross price (`net + net x rate / 100`), so the last bit of the floating-point result,
 * and with it the rounding of half cents, is the same on the site and in the order.
 */
export function withVat(centsExVat: number, vatPercent: number): number {
    return roundPerPiece(centsExVat + centsExVat * (vatPercent / 100));
}

// Making an Intl format costs far more than formatting with one (a build formats thousands of lengths, a
// cart and a dashboard many dates): each is made once, by its kind, locale and options, when first used (a
// page's first Intl format loads the browser's locale data: 25-50 ms, not for a script that formats nothing).
const intlFormats = new Map<string, unknown>();

function madeOnce<Format>(key: string, make: () => Format): Format {
    let format = intlFormats.get(key) as Format | undefined;
    if (format === undefined) {
        format = make();
        intlFormats.set(key, format);
    }
    return format;
}

function decimal(value: number, locale: Locale, min: number, max: number) {
    const format = madeOnce(`number:${locale}:${min}:${max}`, () => new Intl.NumberFormat(LOCALE_INFO[locale].tag, { minimumFractionDigits: min, maximumFractionDigits: max }));
    return format.format(value);
}

/** A length in cm as metres: '3,05 m' (nl, de), '3.05 m' (en). */
export function formatLength(cm: number, locale: Locale): string {
    return `${decimal(cm / 100, locale, 2, 2)} m`;
}

/** A number with up to `max` decimals in the locale's notation: '0,0041', '12,5'. */
export function formatNumber(value: number, locale: Locale, max = 2): string {
    return decimal(value, locale, 0, max);
}

/**
 * The shop's date styles: `short` a delivery day with its weekday ('di 8 dec.'), `medium` a list's
 * date ('23 nov 2026'), `long` a date in a sentence ('23 november 2026'), `numeric` a date in a
 * mail's table ('23-11-2026').
 */
const DATE_STYLES = {
    short: { weekday: 'short', day: 'numeric', month: 'short' },
    medium: { dateStyle: 'medium' },
    long: { dateStyle: 'long' },
    numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

export function formatDate(date: Date | string, locale: Locale, style: DateStyle, timeZone?: string): string {
    const format = madeOnce(`date:${locale}:${style}:${timeZone ?? ''}`, () => new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { ...DATE_STYLES[style], timeZone }));
    return format.format(typeof date === 'string' ? new Date(date) : date);
}

/** A country's name in the locale's language: 'Nederland', 'Netherlands', 'Niederlande'. */
export function countryName(code: string, locale: Locale): string {
    const names = madeOnce(`region:${locale}`, () => new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: 'region' }));
    return names.of(code) ?? code;
}
