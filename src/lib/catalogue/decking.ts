import type { QuantityTier } from '@timber-shop/rules';

/**
 * The decking calculator: from the deck's area and the chosen board, the boards and screws to order.
 * The rules are stated on the page as they are here.
 */

/** Boards are cut to fit: about 5% more running metres than the area needs. */
export const CUTTING_WASTE = 0.05;
/** The gap between two boards where a board names no working width (the laying advice of the decking products says about 7 mm). */
export const BOARD_GAP_MM = 7;
/** Joists every 40 to 50 cm: the calculator takes 45 cm. */
export const JOIST_SPACING_M = 0.45;
/** Each board is fixed with 2 screws on every joist it crosses. */
export const SCREWS_PER_CROSSING = 2;
/** The largest deck the calculator takes, in m². */
export const MAX_AREA_M2 = 10_000;

/**
 * The width one board covers laid (mm): its working width (the product's data: board and joint), else
 * its width and the usual gap.
 */
export function coveredWidth(board: { width: number; workingWidth?: number }): number {
    return board.workingWidth && board.workingWidth > 0 ? board.workingWidth : board.width > 0 ? board.width + BOARD_GAP_MM : 0;
}

/** Screws per m² of deck for boards of this working width: 2 per board per joist, rounded up to a whole screw. */
export function screwsPerM2(workingWidthMm: number): number {
    const boardsPerMetre = 1000 / workingWidthMm;
    const joistsPerMetre = 1 / JOIST_SPACING_M;
    return Math.ceil(boardsPerMetre * joistsPerMetre * SCREWS_PER_CROSSING - 1e-9);
}

/** Boards of this length and working width for the area, with the cutting waste. */
export function boardsNeeded(areaM2: number, boardLengthCm: number, workingWidthMm: number): number {
    if (!(areaM2 > 0) || !(boardLengthCm > 0) || !(workingWidthMm > 0)) return 0;
    const runningMetres = (areaM2 * (1 + CUTTING_WASTE) * 1000) / workingWidthMm;
    return Math.ceil(runningMetres / (boardLengthCm / 100) - 1e-9);
}

export function screwsNeeded(areaM2: number, workingWidthMm: number): number {
    if (!(areaM2 > 0) || !(workingWidthMm > 0)) return 0;
    return Math.ceil(areaM2 * screwsPerM2(workingWidthMm) - 1e-9);
}

export interface Pack {
    id: string;
    /** pieces in the pack */
    size: number;
    /** price of one pack, any unit */
    price: number;
}

/**
 * The cheapest set of packs holding at least `needed` pieces (on a tie: the fewest pieces over).
 * Tries every count of each pack size but the last, which covers the rest.
 */
export function choosePacks(needed: number, packs: readonly Pack[]): { id: string; count: number }[] {
    const usable = packs.filter(p => p.size > 0 && p.price >= 0).sort((a, b) => b.size - a.size);
    if (needed <= 0 || usable.length === 0) return [];
    let best: { price: number; pieces: number; counts: number[] } | undefined;
    const counts = new Array<number>(usable.length).fill(0);
    const visit = (index: number, remaining: number, price: number, pieces: number) => {
        const pack = usable[index];
        const max = Math.ceil(Math.max(remaining, 0) / pack.size);
        if (index === usable.length - 1) {
            counts[index] = max;
            const total = { price: price + max * pack.price, pieces: pieces + max * pack.size };
            if (!best || total.price < best.price || (total.price === best.price && total.pieces < best.pieces)) best = { ...total, counts: [...counts] };
            return;
        }
        for (let count = 0; count <= max; count++) {
            counts[index] = count;
            visit(index + 1, remaining - count * pack.size, price + count * pack.price, pieces + count * pack.size);
        }
    };
    visit(0, needed, 0, 0);
    return best ? usable.map((pack, i) => ({ id: pack.id, count: best!.counts[i] })).filter(p => p.count > 0) : [];
}

/** The pieces in a pack from its name ('Doos 100 stuks', 'Box of 250'), or undefined when it names none. */
export function packSizeOf(name: string): number | undefined {
    const match = /(\d[\d.]*)/.exec(name);
    if (!match) return undefined;
    const size = Number(match[1].replace(/\./g, ''));
    return Number.isInteger(size) && size > 0 ? size : undefined;
}

/** A decimal number as typed in any of the shop's languages: '12,5' or '12.5'. */
export function parseDecimal(text: string): number | undefined {
    const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
    if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
    return Number(cleaned);
}

/**
 * Where the calculator applies: products of the decking category that have screws among their
 * accessories. Both categories by their slug in the default locale (a category keeps its id in
 * every locale, its slug differs).
 */
export const DECKING_CATEGORY_SLUG = 'vlonderplanken';
export const SCREWS_CATEGORY_SLUG = 'schroeven';

/** What the decking calculator island gets per board and per screw pack. */
export interface CalculatorBoard {
    id: string;
    label: string;
    /** cm */
    length: number;
    /** mm */
    width: number;
    /** mm the board covers laid, joint included (the variant's working width); 0: not given */
    workingWidth: number;
    /** cents excluding VAT per piece (the cart's price, before the product's tiers and the VAT) */
    priceExVat: number;
}

export interface CalculatorScrewPack {
    id: string;
    label: string;
    /** screws in the pack */
    size: number;
    /** cents excluding VAT per pack */
    priceExVat: number;
}

/** What the product page hands the calculator: the boards and their product's tiers, the screw packs and theirs. */
export interface CalculatorData {
    boards: CalculatorBoard[];
    tiers: QuantityTier[];
    screws: { name: string; packs: CalculatorScrewPack[]; tiers: QuantityTier[] };
}
