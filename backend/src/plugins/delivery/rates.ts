import type { DeliveryRates } from '@timber-shop/rules';

/** The delivery method's rates: its calculator arguments, each unset one the plugin's default. */
export function ratesOf(args: Partial<Record<'netherlandsRate' | 'belgiumSurcharge' | 'germanyRate' | 'longLengthSurcharge' | 'longLengthFromCm', unknown>>, defaults: DeliveryRates): DeliveryRates {
    const value = (arg: unknown, fallback: number) => (arg === undefined || arg === null || arg === '' || !Number.isFinite(Number(arg)) ? fallback : Number(arg));
    return {
        netherlands: value(args.netherlandsRate, defaults.netherlands),
        belgiumSurcharge: value(args.belgiumSurcharge, defaults.belgiumSurcharge),
        germany: value(args.germanyRate, defaults.germany),
        longLengthSurcharge: value(args.longLengthSurcharge, defaults.longLengthSurcharge),
        longLengthFromCm: value(args.longLengthFromCm, defaults.longLengthFromCm),
    };
}
