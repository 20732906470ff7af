import { CLIENT_ORDER_REF_MIN_LENGTH, isDeliveryCountry, normalizePostalCode, POSTAL_CODE_FORMATS } from '@timber-shop/rules';

/**
 * The shop's validation rules and messages (spec section 5) for every form: zod schemas built from the
 * messages of the visitor's language, so react-hook-form shows them translated. The schemas themselves are
 * in src/lib/schemas (zod), loaded when a form needs them (src/lib/lazy-resolver.ts); this module, which
 * every form loads at once, holds no zod.
 */
export interface ValidationMessages {
    /** 'This field is required' */
    required: string;
    /** 'Must be an emailaddress' */
    email: string;
    /** 'Must be greater than 0' */
    minValue: string;
    /** 'Format:  {_field_}', the expected format in place of {_field_} */
    format: string;
}

export const VALIDATION_KEYS = ['cart.validation.required', 'cart.validation.email', 'cart.validation.minValue', 'cart.validation.format'] as const;

export function validationMessages(strings: Record<(typeof VALIDATION_KEYS)[number], string>): ValidationMessages {
    return {
        required: strings['cart.validation.required'],
        email: strings['cart.validation.email'],
        minValue: strings['cart.validation.minValue'],
        format: strings['cart.validation.format'],
    };
}

/** Text inputs support optional trimming, uppercasing and a maximum length (spec section 5). */
export function cleanText(value: string, { trim = true, uppercase = false, maxLength }: { trim?: boolean; uppercase?: boolean; maxLength?: number } = {}) {
    let text = trim ? value.trim() : value;
    if (uppercase) text = text.toUpperCase();
    return maxLength === undefined ? text : text.slice(0, maxLength);
}

export function formatMessage(m: ValidationMessages, example: string) {
    return m.format.replace('{_field_}', example);
}

/**
 * A postal code as the backend stores it: the country's way for a delivery country (`1234ab` becomes
 * `1234 AB`, the rules package's normalizePostalCode), else upper case without spaces.
 */
export function postalCodeForBackend(countryCode: string, value: string): string {
    return normalizePostalCode(countryCode, value) ?? value.trim().toUpperCase().replace(/\s+/g, '');
}

/** 'This field is required', or 'Format: …' with the country's example when a delivery country's code is malformed. */
export function postalCodeError(m: ValidationMessages, countryCode: string, value: string): string | undefined {
    if (!value.trim()) return m.required;
    if (isDeliveryCountry(countryCode) && !normalizePostalCode(countryCode, value)) return formatMessage(m, POSTAL_CODE_FORMATS[countryCode].example);
    return undefined;
}

/** A cart order number is checked on the server only when it has at least 6 characters (spec section 5). */
export function isClientOrderRefValid(value: string): boolean {
    return value.trim().length >= CLIENT_ORDER_REF_MIN_LENGTH;
}

/** An address is valid only with id, street, city, zip and a country (spec section 5). */
export function isAddressValid(address: { id?: string | null; street?: string | null; city?: string | null; zip?: string | null; countryId?: string | null } | null | undefined): boolean {
    return Boolean(address?.id && address.street?.trim() && address.city?.trim() && address.zip?.trim() && address.countryId);
}
