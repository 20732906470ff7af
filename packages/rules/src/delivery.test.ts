import { describe, expect, it } from 'vitest';
import {
    addWorkingDays,
    DEFAULT_DELIVERY_RATES,
    deliveryCharges,
    deliveryTokens,
    deliveryWindow,
    fillDeliveryTokens,
    formatDeliveryWindow,
    longLengthRuleText,
    longLengthText,
    isWorkingDay,
    shopHolidays,
    shopToday,
    shownCountry,
} from './delivery.ts';

describe('delivery charges', () => {
    it('charges the country\'s rate, Belgium\'s surcharge and the long-length surcharge', () => {
        expect(deliveryCharges(DEFAULT_DELIVERY_RATES, 'NL', [300])).toEqual([{ kind: 'delivery', amount: 6500 }]);
        expect(deliveryCharges(DEFAULT_DELIVERY_RATES, 'BE', [500])).toEqual([
            { kind: 'delivery', amount: 6500 },
            { kind: 'belgiumSurcharge', amount: 2000 },
        ]);
        expect(deliveryCharges(DEFAULT_DELIVERY_RATES, 'DE', [300, 600])).toEqual([
            { kind: 'delivery', amount: 9500 },
            { kind: 'longLengthSurcharge', amount: 2500 },
        ]);
        expect(deliveryCharges(DEFAULT_DELIVERY_RATES, 'FR')).toBeUndefined();
        expect(deliveryCharges(DEFAULT_DELIVERY_RATES, 'NL', [500])).toEqual([{ kind: 'delivery', amount: 6500 }]);
        expect(deliveryCharges({ ...DEFAULT_DELIVERY_RATES, longLengthSurcharge: 0 }, 'NL', [600])).toEqual([{ kind: 'delivery', amount: 6500 }]);
    });
});

describe('the long-length surcharge, as announced', () => {
    it('names its amount as the page shows prices, and its limit', () => {
        expect(longLengthText(DEFAULT_DELIVERY_RATES, 3025, 'nl')).toBe('Toeslag lange lengtes: € 30,25 per bezorging, voor lengtes boven 5 m');
        expect(longLengthText({ longLengthFromCm: 450 }, 2975, 'de')).toBe('Zuschlag Überlänge: € 29,75 pro Lieferung, für Längen über 4,5 m');
        expect(longLengthRuleText(DEFAULT_DELIVERY_RATES, 'en')).toBe('Lengths over 5 m add a long-length surcharge per delivery.');
    });
});

describe('the shop\'s calendar and the delivery estimate', () => {
    it('knows the Dutch public holidays', () => {
        expect([...shopHolidays(2026)]).toEqual(['2026-01-01', '2026-04-06', '2026-04-27', '2026-05-14', '2026-05-25', '2026-12-25', '2026-12-26']);
        // King's Day on a Sunday moves to Saturday; Liberation Day every fifth year
        expect(shopHolidays(2025).has('2025-04-26')).toBe(true);
        expect(shopHolidays(2025).has('2025-05-05')).toBe(true);
        expect(isWorkingDay('2026-11-27')).toBe(true);
        expect(isWorkingDay('2026-11-28')).toBe(false);
        expect(isWorkingDay('2026-12-25')).toBe(false);
    });

    it('counts working days, from the next working day when today is none', () => {
        expect(addWorkingDays('2026-11-26', 4)).toBe('2026-12-02');
        expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30');
        expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-28');
    });

    it('gives 4 to 8 working days, 4 to 15 for Germany, after the sale delay; never a weekend day', () => {
        // the product page promised "di 1 dec – za 5 dec" on Thursday 26 November: calendar days ending on a Saturday
        expect(deliveryWindow('2026-11-26', 0, 'NL')).toEqual({ from: '2026-12-02', to: '2026-12-08' });
        expect(deliveryWindow('2026-11-26', 0, 'DE')).toEqual({ from: '2026-12-02', to: '2026-12-17' });
        expect(deliveryWindow('2026-11-26', 5, 'BE')).toEqual({ from: '2026-12-09', to: '2026-12-15' });
        expect(formatDeliveryWindow(deliveryWindow('2026-11-26', 0, 'NL'), 'nl')).toBe('wo 2 dec – di 8 dec');
        expect(formatDeliveryWindow(deliveryWindow('2026-11-26', 0, 'DE'), 'de')).toBe('Mi., 2. Dez. – Do., 17. Dez.');
        for (let day = 1; day <= 28; day++) {
            const window = deliveryWindow(`2026-02-${String(day).padStart(2, '0')}`, day % 6, 'NL');
            expect(isWorkingDay(window.from) && isWorkingDay(window.to)).toBe(true);
        }
    });

    it('counts from today without a sale delay (or a nonsense one), and crosses years', () => {
        expect(deliveryWindow('2026-11-26', Number.POSITIVE_INFINITY, 'NL')).toEqual(deliveryWindow('2026-11-26', 0, 'NL'));
        expect(deliveryWindow('2026-11-26', -3, 'NL')).toEqual(deliveryWindow('2026-11-26', 0, 'NL'));
        // Monday 28 December 2026 + 1 working day is the 29th; then 4 to 15 working days, New Year's Day and the weekend skipped
        expect(deliveryWindow('2026-12-28', 1, 'DE')).toEqual({ from: '2027-01-05', to: '2027-01-20' });
    });

    it('takes today at the yard, in Amsterdam', () => {
        expect(shopToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    });
});

describe('the country a visitor\'s prices and delivery time are for', () => {
    it('is the delivery country once known, else the site\'s', () => {
        expect(shownCountry('de', null)).toBe('DE');
        expect(shownCountry('nl', undefined)).toBe('NL');
        expect(shownCountry('en', 'BE')).toBe('BE');
        expect(shownCountry('de', 'NL')).toBe('NL');
    });
});

describe('delivery tokens in content', () => {
    const vat = { NL: 21, BE: 21, DE: 19 };
    it('fills prices with the country\'s VAT, surcharges, times and what delivery includes', () => {
        const tokens = deliveryTokens(DEFAULT_DELIVERY_RATES, vat, 'nl');
        expect(fillDeliveryTokens('Bezorging in Nederland {{delivery.price.NL}}, België {{ delivery.price.BE }} ({{delivery.surcharge.BE}} toeslag).', tokens)).toBe(
            'Bezorging in Nederland € 78,65, België € 102,85 (€ 24,20 toeslag).',
        );
        expect(fillDeliveryTokens('{{delivery.days.DE}}; {{delivery.includes}}', tokens)).toBe('4 tot 15 werkdagen; Bezorgd met een vrachtwagen en gelost aan de stoeprand (zonder kraan)');
        expect(deliveryTokens(DEFAULT_DELIVERY_RATES, vat, 'de')['delivery.price.DE']).toBe('€ 113,05');
        expect(deliveryTokens(DEFAULT_DELIVERY_RATES, vat, 'de')['delivery.longLengthFrom']).toBe('5 m');
        expect(fillDeliveryTokens('{{delivery.unknown}}', tokens)).toBe('{{delivery.unknown}}');
    });
});
