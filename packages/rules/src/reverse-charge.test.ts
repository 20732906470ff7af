import { describe, expect, it } from 'vitest';
import { reverseChargeApplies, vatNumberCountry } from './reverse-charge.ts';

const business = { vatStatus: 'valid', vatNumber: 'BE0123456749', deliveryCountry: 'BE', pickup: false };

describe('reverse charge', () => {
    it('applies to a verified foreign business customer delivering to BE or DE', () => {
        expect(reverseChargeApplies(business)).toBe(true);
        expect(reverseChargeApplies({ ...business, deliveryCountry: 'DE' })).toBe(true);
        expect(reverseChargeApplies({ ...business, vatNumber: 'de 123.456.789', deliveryCountry: 'de' })).toBe(true);
    });

    it('never applies to a Dutch VAT number, a delivery in NL or a pick-up', () => {
        expect(reverseChargeApplies({ ...business, vatNumber: 'NL123456789B01' })).toBe(false);
        expect(reverseChargeApplies({ ...business, deliveryCountry: 'NL' })).toBe(false);
        expect(reverseChargeApplies({ ...business, pickup: true })).toBe(false);
    });

    it('needs a VAT number VIES confirmed', () => {
        for (const vatStatus of ['unchecked', 'invalid', 'unavailable', null]) expect(reverseChargeApplies({ ...business, vatStatus })).toBe(false);
        expect(reverseChargeApplies({ ...business, vatNumber: null })).toBe(false);
        expect(reverseChargeApplies({ ...business, vatNumber: '0123456749' })).toBe(false);
    });

    it('reads the member state from the prefix', () => {
        expect(vatNumberCountry(' be 0123.456.749')).toBe('BE');
        expect(vatNumberCountry('')).toBeUndefined();
    });
});
