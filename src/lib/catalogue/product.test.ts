import { describe, expect, it } from 'vitest';
import { itemNumber, parseQuantity, shownTiers, stockBand } from './product';
import { barcodePath, formatLength, lineTotal, tierDiscount } from '@timber-shop/rules';

describe('variant choice', () => {
    it('picks the stock pop-up text for the typed quantity; without quantities there are no bands', () => {
        expect(stockBand(0, 10, 50)).toBe(1);
        expect(stockBand(10, 10, 50)).toBe(1);
        expect(stockBand(11, 10, 50)).toBe(2);
        expect(stockBand(50, 10, 50)).toBe(2);
        expect(stockBand(51, 10, 50)).toBe(3);
        expect(stockBand(3, 0, 20)).toBe(2);
        expect(stockBand(6, 5, 0)).toBe(3);
        expect(stockBand(6, 0, 0)).toBeNull();
    });

    it('applies the highest quantity tier a line reaches', () => {
        const tiers = [
            { minQuantity: 20, discountPercent: 3 },
            { minQuantity: 50, discountPercent: 6 },
        ];
        expect(tierDiscount(19, tiers)).toBe(0);
        expect(tierDiscount(20, tiers)).toBe(3);
        expect(tierDiscount(75, tiers)).toBe(6);
        // 1000 ex VAT, 6% off: 940 per piece, with 21% VAT 1137,4 -> 1137 per piece
        expect(lineTotal(1000, 50, tiers, 21)).toBe(56850);
        expect(lineTotal(1000, 2, [], 21)).toBe(2420);
        expect(lineTotal(1000, 2, [], 0)).toBe(2000);
    });

    it('rounds the tier price per piece, then the price with VAT per piece, as the order line does', () => {
        const tiers = [{ minQuantity: 10, discountPercent: 5 }];
        // 1005 x 0.95 = 954.75: 955 per piece; 955 x 1.21 = 1155.55: 1156 per piece, x 10
        expect(lineTotal(1005, 10, tiers, 21)).toBe(11560);
        expect(lineTotal(1005, 10, tiers, 0)).toBe(9550);
        // below the tier: the full piece price
        expect(lineTotal(1005, 9, tiers, 19)).toBe(10764);
    });

    it('lists the tiers from one piece on with a discount, by quantity', () => {
        expect(shownTiers([{ minQuantity: 50, discountPercent: 6 }, { minQuantity: 0, discountPercent: 3 }, { minQuantity: 20, discountPercent: null }, { minQuantity: 10, discountPercent: 3 }])).toEqual([
            { minQuantity: 10, discountPercent: 3 },
            { minQuantity: 50, discountPercent: 6 },
        ]);
        expect(shownTiers(null)).toEqual([]);
    });
    it('takes whole quantities from 0 to 9999 only', () => {
        expect(parseQuantity('')).toBe(0);
        expect(parseQuantity(' 12 ')).toBe(12);
        expect(parseQuantity('2,5')).toBe('invalid');
        expect(parseQuantity('-1')).toBe('invalid');
        expect(parseQuantity('10000')).toBe('invalid');
        expect(parseQuantity('abc')).toBe('invalid');
    });

    it('names the item number after what the SKUs share, and lengths in metres per locale', () => {
        expect(itemNumber(['VL-DGL-28145-300', 'VL-DGL-28145-360', 'VL-DGL-28145-S'])).toBe('VL-DGL-28145');
        expect(itemNumber(['TB-X-1'])).toBe('TB-X-1');
        expect(itemNumber([])).toBe('');
        expect(formatLength(305, 'nl')).toBe('3,05 m');
        expect(formatLength(490, 'en')).toBe('4.90 m');
    });

    it('builds the barcode route per locale', () => {
        expect(barcodePath('nl', '8719520000019')).toBe('/producten/barcode/8719520000019');
        expect(barcodePath('en', '8719520000019')).toBe('/en/product/barcode/8719520000019');
        expect(barcodePath('de', '8719520000019')).toBe('/de/produkte/barcode/8719520000019');
    });
});
