import type { Locale } from '@timber-shop/rules';

/**
 * The delivery estimate (spec section 9): today plus the smallest sale delay, shown as a range
 * from +4 to +8 days after that, or to +15 days for the German locale (deliveries to Germany take longer).
 */
export const DELIVERY_RANGE_DAYS: Record<Locale, { from: number; to: number }> = {
    nl: { from: 4, to: 8 },
    en: { from: 4, to: 8 },
    de: { from: 4, to: 15 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar days added in local time, so a daylight-saving change does not shift the date. */
function addDays(date: Date, days: number): Date {
    return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The earliest and latest delivery date for variants with these sale delays (days before they can ship). */
export function deliveryEstimate(today: Date, saleDelays: readonly number[], locale: Locale): { from: Date; to: Date } {
    const delays = saleDelays.filter(d => Number.isFinite(d) && d >= 0);
    const base = addDays(today, delays.length ? Math.min(...delays) : 0);
    const range = DELIVERY_RANGE_DAYS[locale];
    return { from: addDays(base, range.from), to: addDays(base, range.to) };
}

/** Whole days between two dates (local calendar days). */
export function daysBetween(a: Date, b: Date): number {
    const start = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
    const end = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
    return Math.round((end - start) / DAY_MS);
}
