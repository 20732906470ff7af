import { describe, expect, it } from 'vitest';
import { boardsNeeded, choosePacks, coveredWidth, packSizeOf, parseDecimal, screwsNeeded, screwsPerM2 } from './decking';

describe('decking calculator', () => {
    it('works with the working width: the board\'s own, else its width and the 7 mm gap', () => {
        expect(coveredWidth({ width: 145, workingWidth: 150 })).toBe(150);
        expect(coveredWidth({ width: 145, workingWidth: 0 })).toBe(152);
        expect(coveredWidth({ width: 145 })).toBe(152);
        expect(coveredWidth({ width: 0, workingWidth: 0 })).toBe(0);
    });

    it('states the screw rule per m²: 2 per board per joist, joists every 45 cm', () => {
        // 152 mm working width (145 mm boards, 7 mm gap): 6.58 boards per metre x 2.22 joists per metre x 2 = 29.2
        expect(screwsPerM2(152)).toBe(30);
        expect(screwsPerM2(97)).toBe(46);
        // side-grooved boards on clips cover 150 mm: 6.67 x 2.22 x 2 = 29.6
        expect(screwsPerM2(150)).toBe(30);
    });

    it('adds about 5% cutting waste to the boards, at the working width', () => {
        // 20 m² of boards covering 152 mm: 20 x 1.05 / 0.152 = 138.2 running metres; 3.05 m boards: 45.3 -> 46
        expect(boardsNeeded(20, 305, 152)).toBe(46);
        expect(boardsNeeded(18.5, 180, 97)).toBe(112);
        // a wider working width needs fewer boards: 20 x 1.05 / 0.197 = 106.6 m; 3.05 m boards: 34.95 -> 35
        expect(boardsNeeded(20, 305, 197)).toBe(35);
        expect(boardsNeeded(0, 305, 152)).toBe(0);
        expect(boardsNeeded(10, 0, 152)).toBe(0);
    });

    it('counts the screws from the area', () => {
        expect(screwsNeeded(20, 152)).toBe(600);
        expect(screwsNeeded(18.5, 97)).toBe(851);
        expect(screwsNeeded(-1, 152)).toBe(0);
    });

    it('puts the screws in the cheapest packs', () => {
        const packs = [
            { id: 'p100', size: 100, price: 2293 },
            { id: 'p250', size: 250, price: 5197 },
            { id: 'p500', size: 500, price: 9620 },
        ];
        expect(choosePacks(851, packs)).toEqual([
            { id: 'p500', count: 1 },
            { id: 'p100', count: 4 },
        ]);
        expect(choosePacks(90, packs)).toEqual([{ id: 'p100', count: 1 }]);
        expect(choosePacks(600, packs)).toEqual([
            { id: 'p500', count: 1 },
            { id: 'p100', count: 1 },
        ]);
        expect(choosePacks(0, packs)).toEqual([]);
        expect(choosePacks(10, [])).toEqual([]);
    });

    it('reads pack sizes and decimals as typed in every language', () => {
        expect(packSizeOf('Doos 100 stuks')).toBe(100);
        expect(packSizeOf('Box of 250')).toBe(250);
        expect(packSizeOf('Packung 1.000 Stück')).toBe(1000);
        expect(packSizeOf('Los')).toBeUndefined();
        expect(parseDecimal('12,5')).toBe(12.5);
        expect(parseDecimal(' 20 ')).toBe(20);
        expect(parseDecimal('12.5')).toBe(12.5);
        expect(parseDecimal('1,2,3')).toBeUndefined();
        expect(parseDecimal('-4')).toBeUndefined();
        expect(parseDecimal('')).toBeUndefined();
    });
});
