import { describe, expect, it } from 'vitest';
import { normalizePostalCode } from '@timber-shop/rules';
import { DEFAULT_UNDELIVERABLE_AREAS, undeliverableArea } from './postal-code';

describe('postal codes', () => {
    it('writes each country\'s format its own way and refuses what is not one', () => {
        expect(normalizePostalCode('NL', '1234ab')).toBe('1234 AB');
        expect(normalizePostalCode('NL', '1234 ab ')).toBe('1234 AB');
        expect(normalizePostalCode('NL', '0234 AB')).toBeUndefined();
        expect(normalizePostalCode('NL', '1234 SA')).toBeUndefined();
        expect(normalizePostalCode('NL', '1234')).toBeUndefined();
        expect(normalizePostalCode('BE', '9000')).toBe('9000');
        expect(normalizePostalCode('BE', '0900')).toBeUndefined();
        expect(normalizePostalCode('BE', '90000')).toBeUndefined();
        expect(normalizePostalCode('DE', '01067')).toBe('01067');
        expect(normalizePostalCode('DE', '00123')).toBeUndefined();
        expect(normalizePostalCode('DE', '1067')).toBeUndefined();
    });

    it('finds the islands by their postal code ranges', () => {
        expect(undeliverableArea(DEFAULT_UNDELIVERABLE_AREAS, 'NL', '1795 JA')?.name).toBe('Texel');
        expect(undeliverableArea(DEFAULT_UNDELIVERABLE_AREAS, 'NL', '8899 AA')?.name).toBe('Vlieland');
        expect(undeliverableArea(DEFAULT_UNDELIVERABLE_AREAS, 'NL', '8898 AA')).toBeUndefined();
        expect(undeliverableArea(DEFAULT_UNDELIVERABLE_AREAS, 'DE', '25980')?.name).toBe('Sylt');
        expect(undeliverableArea(DEFAULT_UNDELIVERABLE_AREAS, 'BE', '1791')).toBeUndefined();
    });
});
