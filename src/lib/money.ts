import { LOCALE_INFO, type Locale } from './locale';

/**
 * Money as the spec writes it (section 9): euro symbol, '.' for thousands, ',' for decimals,
 * in every locale: € 1.234,56. Amounts are integer euro cents.
 */
export function formatMoney(cents: number): string {
    const negative = cents < 0;
    const abs = Math.abs(Math.round(cents));
    const euros = Math.floor(abs / 100)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    const rest = (abs % 100).toString().padStart(2, '0');
    return `${negative ? '- ' : ''}€ ${euros},${rest}`;
}

/** VAT rate (percent) of a locale's country: 21% nl, 19% de (spec section 9). */
export function vatRate(locale: Locale): number {
    return LOCALE_INFO[locale].vatRate;
}

/** A price excluding VAT with the locale's VAT added, rounded to the cent. */
export function withVat(centsExVat: number, locale: Locale): number {
    return Math.round((centsExVat * (100 + vatRate(locale))) / 100);
}
