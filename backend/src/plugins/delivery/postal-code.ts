import type { DeliveryCountryCode, UndeliverableArea } from './types';

/**
 * Postal code formats of the delivery countries and the delivery area rules: pure functions, used
 * by the checkPostalCode query, setOrderPostalCode and the delivery method's eligibility checker.
 */

export const DELIVERY_COUNTRIES: DeliveryCountryCode[] = ['NL', 'BE', 'DE'];

export function isDeliveryCountry(code: string): code is DeliveryCountryCode {
    return (DELIVERY_COUNTRIES as string[]).includes(code);
}

/**
 * NL: four digits (no leading 0) and two letters, written `1234 AB`; SA, SD and SS are never
 * issued. BE: four digits 1000-9999. DE: five digits 01001-99999.
 */
const FORMATS: Record<DeliveryCountryCode, { pattern: RegExp; write: (match: RegExpMatchArray) => string }> = {
    NL: { pattern: /^([1-9][0-9]{3}) ?(?!SA|SD|SS)([A-Z]{2})$/, write: m => `${m[1]} ${m[2]}` },
    BE: { pattern: /^([1-9][0-9]{3})$/, write: m => m[1] },
    DE: { pattern: /^((?!00)[0-9]{5})$/, write: m => m[1] },
};

/** The postal code written the country's way (`1234ab` becomes `1234 AB`), or undefined when malformed. */
export function normalizePostalCode(countryCode: DeliveryCountryCode, postalCode: string): string | undefined {
    const compact = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
    const match = compact.match(FORMATS[countryCode].pattern);
    return match ? FORMATS[countryCode].write(match) : undefined;
}

/** The numeric part that the area rules compare: NL's four digits, BE's four, DE's five. */
function numericPart(postalCode: string) {
    return Number(postalCode.slice(0, postalCode.search(/\s|$/)));
}

/** The area a (normalized) postal code lies in when it is one the shop does not deliver to. */
export function undeliverableArea(
    areas: UndeliverableArea[],
    countryCode: DeliveryCountryCode,
    normalizedPostalCode: string,
): UndeliverableArea | undefined {
    const number = numericPart(normalizedPostalCode);
    return areas.find(area => area.countryCode === countryCode && number >= area.from && number <= area.to);
}

/**
 * The islands the trucks do not reach (they need a ferry): the Dutch Wadden islands and the
 * German North Sea islands.
 */
export const DEFAULT_UNDELIVERABLE_AREAS: UndeliverableArea[] = [
    { countryCode: 'NL', from: 1791, to: 1797, name: 'Texel' },
    { countryCode: 'NL', from: 8881, to: 8897, name: 'Terschelling' },
    { countryCode: 'NL', from: 8899, to: 8899, name: 'Vlieland' },
    { countryCode: 'NL', from: 9161, to: 9164, name: 'Ameland' },
    { countryCode: 'NL', from: 9166, to: 9166, name: 'Schiermonnikoog' },
    { countryCode: 'DE', from: 26757, to: 26757, name: 'Borkum' },
    { countryCode: 'DE', from: 26571, to: 26571, name: 'Juist' },
    { countryCode: 'DE', from: 26548, to: 26548, name: 'Norderney' },
    { countryCode: 'DE', from: 26579, to: 26579, name: 'Baltrum' },
    { countryCode: 'DE', from: 26465, to: 26465, name: 'Langeoog' },
    { countryCode: 'DE', from: 26474, to: 26474, name: 'Spiekeroog' },
    { countryCode: 'DE', from: 26486, to: 26486, name: 'Wangerooge' },
    { countryCode: 'DE', from: 27498, to: 27498, name: 'Helgoland' },
    { countryCode: 'DE', from: 25980, to: 25999, name: 'Sylt' },
    { countryCode: 'DE', from: 25938, to: 25938, name: 'Föhr' },
    { countryCode: 'DE', from: 25946, to: 25946, name: 'Amrum' },
    { countryCode: 'DE', from: 25849, to: 25849, name: 'Pellworm' },
];
