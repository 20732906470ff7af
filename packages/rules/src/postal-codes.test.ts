import { describe, expect, it } from 'vitest';
import { isDeliveryCountry, normalizePostalCode } from './postal-codes.ts';

describe('postal codes per delivery country (one rule for forms and backend)', () => {
    it('writes Dutch postal codes as 1234 AB', () => {
        expect(normalizePostalCode('NL', '1234ab')).toBe('1234 AB');
        expect(normalizePostalCode('NL', ' 1234   ab ')).toBe('1234 AB');
        expect(normalizePostalCode('NL', '1234 AB')).toBe('1234 AB');
    });

    it('refuses Dutch codes with a leading 0, without letters, or with the letters never issued', () => {
        for (const code of ['0123 AB', '1234', '12345 AB', '1234 SA', '1234 SD', '1234 SS', '1234 A1']) expect(normalizePostalCode('NL', code)).toBeUndefined();
    });

    it('takes Belgian 1000-9999 and German 01001-99999', () => {
        expect(normalizePostalCode('BE', '1000')).toBe('1000');
        expect(normalizePostalCode('BE', '0999')).toBeUndefined();
        expect(normalizePostalCode('DE', '01067')).toBe('01067');
        expect(normalizePostalCode('DE', '00123')).toBeUndefined();
        expect(normalizePostalCode('DE', '1011')).toBeUndefined();
    });

    it('knows no postal codes of countries it does not deliver to', () => {
        expect(isDeliveryCountry('FR')).toBe(false);
        expect(normalizePostalCode('FR', '75001')).toBeUndefined();
    });
});
