/** The countries the shop delivers to (spec section 1). */
export const DELIVERY_COUNTRIES = ['NL', 'BE', 'DE'] as const;
export type DeliveryCountryCode = (typeof DELIVERY_COUNTRIES)[number];

export function isDeliveryCountry(code: string): code is DeliveryCountryCode {
    return (DELIVERY_COUNTRIES as readonly string[]).includes(code);
}

/**
 * Postal code formats of the delivery countries, with the example the 'Format:' message shows.
 * NL: four digits (no leading 0) and two letters, written `1234 AB`; SA, SD and SS are never
 * issued. BE: four digits 1000-9999. DE: five digits 01001-99999.
 */
export const POSTAL_CODE_FORMATS: Record<DeliveryCountryCode, { pattern: RegExp; write: (match: RegExpMatchArray) => string; example: string }> = {
    NL: { pattern: /^([1-9][0-9]{3}) ?(?!SA|SD|SS)([A-Z]{2})$/, write: m => `${m[1]} ${m[2]}`, example: '1234 AB' },
    BE: { pattern: /^([1-9][0-9]{3})$/, write: m => m[1], example: '1000' },
    DE: { pattern: /^((?!00)[0-9]{5})$/, write: m => m[1], example: '10115' },
};

/**
 * The postal code written the country's way (`1234ab` becomes `1234 AB`), as the backend stores
 * it; undefined when it is malformed or the country is not one the shop delivers to.
 */
export function normalizePostalCode(countryCode: string, postalCode: string): string | undefined {
    if (!isDeliveryCountry(countryCode)) return undefined;
    const compact = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
    const match = compact.match(POSTAL_CODE_FORMATS[countryCode].pattern);
    return match ? POSTAL_CODE_FORMATS[countryCode].write(match) : undefined;
}
