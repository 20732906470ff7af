import { describe, expect, it } from 'vitest';
import { differsFromPublic, PUBLIC_PRICES, repriced, shownPrice, vatNote } from './pricing';

const variant = { id: '1', length: 300, width: 0, price: 2420, priceExVat: 2000, unitPrice: 807 };
const display = (inclVat: boolean, pricelistId: string | null = null, deliveryCountry: 'NL' | 'BE' | 'DE' | null = null) => ({ inclVat, pricelistId, deliveryCountry });

describe('prices as the visitor sees them', () => {
    it('the pre-rendered public prices need no change for a visitor without a delivery country, or one of the site\'s country', () => {
        expect(differsFromPublic(PUBLIC_PRICES, 'nl')).toBe(false);
        expect(differsFromPublic(display(true, null, 'DE'), 'de')).toBe(false);
        expect(differsFromPublic(display(false), 'nl')).toBe(true);
        expect(differsFromPublic(display(true, '2'), 'nl')).toBe(true);
        // the cart goes to the Netherlands: the German pages show 21 %; to Belgium: the same rate, another country to name
        expect(differsFromPublic(display(true, null, 'NL'), 'de')).toBe(true);
        expect(differsFromPublic(display(true, null, 'BE'), 'nl')).toBe(true);
    });

    it('shows a price with the VAT of the cart\'s country, else the site\'s, or as it is without VAT', () => {
        expect(shownPrice(1999, PUBLIC_PRICES, 'nl')).toBe(2419);
        expect(shownPrice(1999, PUBLIC_PRICES, 'de')).toBe(2379);
        expect(shownPrice(1999, display(true, null, 'NL'), 'de')).toBe(2419);
        expect(shownPrice(1999, display(true, null, 'DE'), 'nl')).toBe(2379);
        expect(shownPrice(1999, display(false, null, 'DE'), 'nl')).toBe(1999);
    });

    it('says whose VAT it is', () => {
        const german = { incl: 'inkl. {{rate}}% MwSt.', inclOf: 'inkl. {{rate}}% MwSt. ({{country}})', excl: 'ohne MwSt.' };
        expect(vatNote(PUBLIC_PRICES, 'de', german)).toBe('inkl. 19% MwSt. (Deutschland)');
        expect(vatNote(display(true, null, 'NL'), 'de', german)).toBe('inkl. 21% MwSt. (Niederlande)');
        expect(vatNote(display(false), 'de', german)).toBe('ohne MwSt.');
        // a card names the country only when it is not the site's
        expect(vatNote(PUBLIC_PRICES, 'de', german, false)).toBe('inkl. 19% MwSt.');
        expect(vatNote(display(true, null, 'NL'), 'de', german, false)).toBe('inkl. 21% MwSt. (Niederlande)');
    });

    it('reprices a chooser variant from its live price: per piece and per running metre', () => {
        expect(repriced(variant, 1800, display(true, '2'), 'nl', 'm1', 145)).toEqual({ ...variant, priceExVat: 1800, price: 2178, unitPrice: 726 });
        expect(repriced(variant, 1800, display(false, '2'), 'nl', 'm1', 145)).toEqual({ ...variant, priceExVat: 1800, price: 1800, unitPrice: 600 });
    });
});
