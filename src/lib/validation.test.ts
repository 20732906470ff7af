import { describe, expect, test } from 'vitest';
import { cleanText, isClientOrderRefValid, postalCodeError } from './validation';
import { normalizePostalCode } from '@timber-shop/rules';

const messages = { required: 'This field is required', email: 'Must be an emailaddress', minValue: 'Must be greater than 0', format: 'Format:  {_field_}' };

describe('validation (spec section 5)', () => {
    test('an order number counts from 6 characters', () => {
        expect(isClientOrderRefValid('12345')).toBe(false);
        expect(isClientOrderRefValid('  12345  ')).toBe(false);
        expect(isClientOrderRefValid('PO-2024')).toBe(true);
    });
    test('postal codes per country, with the Format message', () => {
        expect(normalizePostalCode('NL', '3511ab')).toBe('3511 AB');
        expect(postalCodeError(messages, 'NL', '3511ab')).toBeUndefined();
        expect(postalCodeError(messages, 'NL', '351')).toBe('Format:  1234 AB');
        expect(postalCodeError(messages, 'BE', '2000')).toBeUndefined();
        expect(postalCodeError(messages, 'DE', '1011')).toBe('Format:  10115');
        expect(postalCodeError(messages, 'DE', '')).toBe('This field is required');
    });
    test('text inputs trim, uppercase and cut to a maximum length', () => {
        expect(cleanText('  hout10 ', { uppercase: true })).toBe('HOUT10');
        expect(cleanText('abcdef', { maxLength: 3 })).toBe('abc');
        expect(cleanText(' a ', { trim: false })).toBe(' a ');
    });
});
