import { formatDate, formatMoney, formatNumber, withVat } from './format.ts';
import { LOCALE_INFO, type Locale } from './locales.ts';
import type { DeliveryCountryCode } from './postal-codes.ts';

/**
 * Delivery, the one truth for every page, the cart, the mails and the content pages (spec section 9):
 * what it costs (the rates staff set on the delivery method, its surcharges), what it includes and
 * when it comes. The backend's delivery method charges `deliveryCharges`; everything that states
 * delivery writes it with the texts below, so no page can promise what the cart does not charge.
 */

/** The delivery method's rates, in cents excluding VAT (staff change them in the admin). */
export interface DeliveryRates {
    /** delivery in the Netherlands; the spec's English text says "from 65 euro" */
    netherlands: number;
    /** added to the Dutch rate for a Belgian address (spec: 20 euro) */
    belgiumSurcharge: number;
    /** Germany's own rate (the spec names none) */
    germany: number;
    /** added once to a delivery that holds a piece longer than `longLengthFromCm` (a longer truck) */
    longLengthSurcharge: number;
    /** pieces longer than this (cm) make a long-length delivery */
    longLengthFromCm: number;
}

export const DEFAULT_DELIVERY_RATES: DeliveryRates = {
    netherlands: 6500,
    belgiumSurcharge: 2000,
    germany: 9500,
    longLengthSurcharge: 2500,
    longLengthFromCm: 500,
};

/** The parts of a delivery's price: the rate of the country and the surcharges on top. */
export const DELIVERY_CHARGE_KINDS = ['delivery', 'belgiumSurcharge', 'longLengthSurcharge'] as const;
export type DeliveryChargeKind = (typeof DELIVERY_CHARGE_KINDS)[number];

export function isDeliveryChargeKind(kind: unknown): kind is DeliveryChargeKind {
    return (DELIVERY_CHARGE_KINDS as readonly unknown[]).includes(kind);
}

export interface DeliveryCharge {
    kind: DeliveryChargeKind;
    /** cents excluding VAT */
    amount: number;
}

/** A piece longer than the rates' long-length limit, by its length in cm. */
export function isLongLength(lengthCm: number | null | undefined, rates: Pick<DeliveryRates, 'longLengthFromCm'>): boolean {
    return typeof lengthCm === 'number' && lengthCm > rates.longLengthFromCm;
}

/**
 * What delivering an order costs, part by part (excluding VAT): the Dutch rate (with the Belgian
 * surcharge for Belgium) or the German rate, and the long-length surcharge when a piece is longer
 * than the limit. Undefined for a country the shop does not deliver to.
 */
export function deliveryCharges(rates: DeliveryRates, countryCode: string | null | undefined, lengthsCm: readonly (number | null | undefined)[] = []): DeliveryCharge[] | undefined {
    const charges: DeliveryCharge[] = [];
    if (countryCode === 'NL' || countryCode === 'BE') charges.push({ kind: 'delivery', amount: rates.netherlands });
    else if (countryCode === 'DE') charges.push({ kind: 'delivery', amount: rates.germany });
    else return undefined;
    if (countryCode === 'BE' && rates.belgiumSurcharge) charges.push({ kind: 'belgiumSurcharge', amount: rates.belgiumSurcharge });
    if (rates.longLengthSurcharge && lengthsCm.some(length => isLongLength(length, rates))) charges.push({ kind: 'longLengthSurcharge', amount: rates.longLengthSurcharge });
    return charges;
}

export const sumOfCharges = (charges: readonly DeliveryCharge[]) => charges.reduce((sum, charge) => sum + charge.amount, 0);

/** The working days a delivery takes after the goods are ready, per delivery country (spec: +4 to +8, to +15 for Germany). */
export const DELIVERY_WORKING_DAYS: Record<DeliveryCountryCode, { from: number; to: number }> = {
    NL: { from: 4, to: 8 },
    BE: { from: 4, to: 8 },
    DE: { from: 4, to: 15 },
};

/**
 * The country whose VAT and delivery time a visitor sees: the delivery country once the cart has one
 * (pick-up is handed over at the yard in the Netherlands), else the country of the site they are on
 * (nl and en: the Netherlands, de: Germany).
 */
export function shownCountry(locale: Locale, deliveryCountry: string | null | undefined): DeliveryCountryCode {
    return deliveryCountry === 'NL' || deliveryCountry === 'BE' || deliveryCountry === 'DE' ? deliveryCountry : LOCALE_INFO[locale].vatCountry;
}

// ---------------------------------------------------------------------------------------------
// The shop's calendar: working days are Monday to Friday except the Dutch public holidays.
// Dates are calendar dates ('2026-12-01'), counted in UTC so no time zone or clock change moves them.
// ---------------------------------------------------------------------------------------------

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Easter Sunday of a year (the Gregorian computus, Meeus/Jones/Butcher). */
function easterSunday(year: number): number {
    const a = year % 19;
    const b = Math.floor(year / 100);
    const c = year % 100;
    const d = Math.floor(b / 4);
    const e = b % 4;
    const f = Math.floor((b + 8) / 25);
    const g = Math.floor((b - f + 1) / 3);
    const h = (19 * a + b - d - g + 15) % 30;
    const i = Math.floor(c / 4);
    const k = c % 4;
    const l = (32 + 2 * e + 2 * i - h - k) % 7;
    const m = Math.floor((a + 11 * h + 22 * l) / 451);
    const month = Math.floor((h + l - 7 * m + 114) / 31);
    const day = ((h + l - 7 * m + 114) % 31) + 1;
    return Date.UTC(year, month - 1, day);
}

const holidayCache = new Map<number, Set<string>>();

/** The days the yard and the trucks do not work in a year besides weekends: the Dutch public holidays. */
export function shopHolidays(year: number): Set<string> {
    let days = holidayCache.get(year);
    if (!days) {
        const easter = easterSunday(year);
        // King's Day moves to the 26th when the 27th is a Sunday
        const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? 26 : 27;
        days = new Set([
            `${year}-01-01`,
            isoDate(easter + DAY_MS), // Easter Monday
            `${year}-04-${kingsDay}`,
            ...(year % 5 === 0 ? [`${year}-05-05`] : []), // Liberation Day, a day off every fifth year
            isoDate(easter + 39 * DAY_MS), // Ascension Day
            isoDate(easter + 50 * DAY_MS), // Whit Monday
            `${year}-12-25`,
            `${year}-12-26`,
        ]);
        holidayCache.set(year, days);
    }
    return days;
}

export function isWorkingDay(date: string): boolean {
    const weekday = new Date(timeOf(date)).getUTCDay();
    return weekday !== 0 && weekday !== 6 && !shopHolidays(Number(date.slice(0, 4))).has(date);
}

/** The date `days` working days after `date` (0: the date itself, or the next working day when it is none). */
export function addWorkingDays(date: string, days: number): string {
    let time = timeOf(date);
    while (!isWorkingDay(isoDate(time))) time += DAY_MS;
    for (let left = Math.max(0, Math.floor(days)); left > 0; ) {
        time += DAY_MS;
        if (isWorkingDay(isoDate(time))) left--;
    }
    return isoDate(time);
}

// made once: an Intl format costs far more to make than to use
let yardCalendar: Intl.DateTimeFormat | undefined;

/** Today's date at the yard (Amsterdam time). */
export function shopToday(now: Date = new Date()): string {
    yardCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });
    return yardCalendar.format(now);
}

/**
 * The delivery estimate (spec section 9): from the day the goods can leave (today plus the sale
 * delay, in working days: made to measure or back-ordered) the country's range of working days.
 * A product page takes its quickest variant, a cart or an order its slowest line.
 */
export function deliveryWindow(today: string, saleDelayDays: number, country: DeliveryCountryCode): { from: string; to: string } {
    const ready = addWorkingDays(today, Number.isFinite(saleDelayDays) ? saleDelayDays : 0);
    const range = DELIVERY_WORKING_DAYS[country];
    return { from: addWorkingDays(ready, range.from), to: addWorkingDays(ready, range.to) };
}

/** 'di 8 dec – do 17 dec' */
export function formatDeliveryWindow(window: { from: string; to: string }, locale: Locale): string {
    const day = (date: string) => formatDate(new Date(timeOf(date)), locale, 'short', 'UTC');
    return `${day(window.from)} – ${day(window.to)}`;
}

/** 'Verwachte levering: di 8 dec – do 17 dec', on the product page, in the cart and in the order mail. */
export function deliveryEstimateText(window: { from: string; to: string }, locale: Locale): string {
    return `${DELIVERY_WORDS[locale].expected}: ${formatDeliveryWindow(window, locale)}`;
}

// ---------------------------------------------------------------------------------------------
// How delivery is stated, in every locale
// ---------------------------------------------------------------------------------------------

const DELIVERY_WORDS = {
    nl: {
        includes: 'Bezorgd met een vrachtwagen en gelost aan de stoeprand (zonder kraan)',
        workingDays: (from: number, to: number) => `${from} tot ${to} werkdagen`,
        charge: { delivery: 'Bezorgen', belgiumSurcharge: 'Toeslag België', longLengthSurcharge: 'Toeslag lange lengtes' },
        longLength: (amount: string, limit: string) => `Toeslag lange lengtes: ${amount} per bezorging, voor lengtes boven ${limit}`,
        longLengthRule: (limit: string) => `Voor lengtes boven ${limit} komt er per bezorging een toeslag lange lengtes bij.`,
        conditions: (includes: string, days: string) => `${includes}. Levertijd: ${days}. Zorg dat er iemand is om het hout in ontvangst te nemen.`,
        expected: 'Verwachte levering',
    },
    en: {
        includes: 'Delivered by truck and unloaded at the kerb (no crane)',
        workingDays: (from: number, to: number) => `${from} to ${to} working days`,
        charge: { delivery: 'Delivery', belgiumSurcharge: 'Belgium surcharge', longLengthSurcharge: 'Long-length surcharge' },
        longLength: (amount: string, limit: string) => `Long-length surcharge: ${amount} per delivery, for lengths over ${limit}`,
        longLengthRule: (limit: string) => `Lengths over ${limit} add a long-length surcharge per delivery.`,
        conditions: (includes: string, days: string) => `${includes}. Delivery time: ${days}. Please make sure someone is there to receive the timber.`,
        expected: 'Expected delivery',
    },
    de: {
        includes: 'Lieferung per LKW, abgeladen an der Bordsteinkante (ohne Kran)',
        workingDays: (from: number, to: number) => `${from} bis ${to} Werktage`,
        charge: { delivery: 'Lieferung', belgiumSurcharge: 'Zuschlag Belgien', longLengthSurcharge: 'Zuschlag Überlänge' },
        longLength: (amount: string, limit: string) => `Zuschlag Überlänge: ${amount} pro Lieferung, für Längen über ${limit}`,
        longLengthRule: (limit: string) => `Für Längen über ${limit} kommt pro Lieferung ein Zuschlag Überlänge hinzu.`,
        conditions: (includes: string, days: string) => `${includes}. Lieferzeit: ${days}. Bitte sorgen Sie dafür, dass jemand das Holz entgegennimmt.`,
        expected: 'Voraussichtliche Lieferung',
    },
} satisfies Record<Locale, unknown>;

/** The name of a delivery charge on a bill: 'Bezorgen', 'Toeslag België', 'Toeslag lange lengtes'. */
export function deliveryChargeName(kind: DeliveryChargeKind, locale: Locale): string {
    return DELIVERY_WORDS[locale].charge[kind];
}

/** '4 tot 8 werkdagen' for a delivery country. */
export function deliveryWorkingDaysText(country: DeliveryCountryCode, locale: Locale): string {
    const range = DELIVERY_WORKING_DAYS[country];
    return DELIVERY_WORDS[locale].workingDays(range.from, range.to);
}

/** What delivery includes: by truck to the kerb, no crane. */
export function deliveryIncludesText(locale: Locale): string {
    return DELIVERY_WORDS[locale].includes;
}

/** The delivery's conditions for a delivery country, as the cart offers delivery and the mails confirm it. */
export function deliveryConditionsText(country: DeliveryCountryCode, locale: Locale): string {
    return DELIVERY_WORDS[locale].conditions(deliveryIncludesText(locale), deliveryWorkingDaysText(country, locale));
}

/** '5 m' */
function lengthLimit(rates: Pick<DeliveryRates, 'longLengthFromCm'>, locale: Locale): string {
    return `${formatNumber(rates.longLengthFromCm / 100, locale)} m`;
}

/**
 * 'Toeslag lange lengtes: € 30,25 per bezorging, voor lengtes boven 5 m', announced on a long variant
 * and with the delivery costs; `amount` is the surcharge as the page shows prices (its VAT or none).
 */
export function longLengthText(rates: Pick<DeliveryRates, 'longLengthFromCm'>, amount: number, locale: Locale): string {
    return DELIVERY_WORDS[locale].longLength(formatMoney(amount), lengthLimit(rates, locale));
}

/** When the long-length surcharge applies, where its amount stands per country beside it. */
export function longLengthRuleText(rates: Pick<DeliveryRates, 'longLengthFromCm'>, locale: Locale): string {
    return DELIVERY_WORDS[locale].longLengthRule(lengthLimit(rates, locale));
}

/** The VAT rate (percent) of each delivery country, as the backend's tax zones charge it. */
export type DeliveryVatRates = Record<DeliveryCountryCode, number>;

/**
 * The delivery facts the content pages may state, as tokens an editor writes in a story
 * (`{{delivery.price.NL}}`): filled from the rates and the VAT the cart charges, so a page cannot
 * say another price, surcharge, time or service than the cart. Prices with the country's VAT.
 */
export function deliveryTokens(rates: DeliveryRates, vat: DeliveryVatRates, locale: Locale): Record<string, string> {
    const money = (cents: number, country: DeliveryCountryCode) => formatMoney(withVat(cents, vat[country]));
    return {
        'delivery.price.NL': money(rates.netherlands, 'NL'),
        'delivery.price.BE': money(rates.netherlands + rates.belgiumSurcharge, 'BE'),
        'delivery.price.DE': money(rates.germany, 'DE'),
        'delivery.surcharge.BE': money(rates.belgiumSurcharge, 'BE'),
        'delivery.surcharge.longLength': money(rates.longLengthSurcharge, LOCALE_INFO[locale].vatCountry),
        'delivery.longLengthFrom': lengthLimit(rates, locale),
        'delivery.days.NL': deliveryWorkingDaysText('NL', locale),
        'delivery.days.BE': deliveryWorkingDaysText('BE', locale),
        'delivery.days.DE': deliveryWorkingDaysText('DE', locale),
        'delivery.includes': deliveryIncludesText(locale),
    };
}

/** Fills a text's `{{delivery.…}}` tokens; an unknown token is left as written (the content check reports it). */
export function fillDeliveryTokens(text: string, tokens: Record<string, string>): string {
    return text.replace(/\{\{\s*(delivery\.[\w.]+)\s*\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}
