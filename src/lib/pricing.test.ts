import { describe, expect, it } from 'vitest';
import { differsFromPublic, PUBLIC_PRICES, repriced, shownPrice } from './pricing';

const variant = { id: '1', length: 300, width: 0, price: 2420, priceExVat: 2000, unitPrice: 807 };

describe('prices as the customer sees them', () => {
    it('the pre-rendered public prices need no change for a visitor', () => {
        expect(differsFromPublic(PUBLIC_PRICES)).toBe(false);
        expect(differsFromPublic({ inclVat: false, pricelistId: null })).toBe(true);
        expect(differsFromPublic({ inclVat: true, pricelistId: '2' })).toBe(true);
    });

    it('shows a price with the locale VAT, or as it is without', () => {
        expect(shownPrice(1999, PUBLIC_PRICES, 'nl')).toBe(2419);
        expect(shownPrice(1999, PUBLIC_PRICES, 'de')).toBe(2379);
        expect(shownPrice(1999, { inclVat: false, pricelistId: null }, 'nl')).toBe(1999);
    });

    it("reprices a chooser variant from its live price: per piece and per running metre", () => {
        expect(repriced(variant, 1800, { inclVat: true, pricelistId: '2' }, 'nl', 'm1', 145)).toEqual({ ...variant, priceExVat: 1800, price: 2178, unitPrice: 726 });
        expect(repriced(variant, 1800, { inclVat: false, pricelistId: '2' }, 'nl', 'm1', 145)).toEqual({ ...variant, priceExVat: 1800, price: 1800, unitPrice: 600 });
    });
});
