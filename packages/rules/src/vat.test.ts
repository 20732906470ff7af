import { describe, expect, it } from 'vitest';
import { checkVatNumberFormat } from './vat.ts';

describe('checkVatNumberFormat', () => {
    it('accepts EU numbers with their check digits, written loosely', () => {
        expect(checkVatNumberFormat('nl 0044.95445-B01')).toEqual({ valid: true, value: 'NL004495445B01', countryCode: 'NL', number: '004495445B01' });
        expect(checkVatNumberFormat('DE136695976')).toMatchObject({ valid: true, countryCode: 'DE', number: '136695976' });
        expect(checkVatNumberFormat('BE0417497106')).toMatchObject({ valid: true, countryCode: 'BE' });
    });

    it("gives VIES Greece's own prefix EL", () => {
        expect(checkVatNumberFormat('EL094259216')).toMatchObject({ valid: true, countryCode: 'EL', number: '094259216' });
    });

    it('refuses a wrong check digit, a missing prefix and a country outside the EU', () => {
        expect(checkVatNumberFormat('NL123456789B01').valid).toBe(false);
        expect(checkVatNumberFormat('136695976').valid).toBe(false);
        expect(checkVatNumberFormat('CHE123456789').valid).toBe(false);
        expect(checkVatNumberFormat('').valid).toBe(false);
    });
});
