import type { DeliveryCountryCode } from '@timber-shop/rules';
import type { UndeliverableArea } from './types';

/**
 * The delivery area rules: pure functions, used by the checkPostalCode query, setOrderPostalCode
 * and the delivery method's eligibility checker. The postal code formats of the delivery
 * countries are the shop's rules (@timber-shop/rules `normalizePostalCode`).
 */

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
