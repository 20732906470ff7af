import type { Locale } from '@timber-shop/rules';
import { useEffect, useState } from 'react';
import { checkIpCountry } from '../../lib/api/lookups';

/** One question per page, whichever forms ask. */
let asked: Promise<string | null> | undefined;

/**
 * Which of the delivery countries the visitor is in (spec: checkIpCountry, the backend's IP geolocation
 * or the browser's language): the locale's own country first (`usual`, where most visitors are: one
 * question), else the others at once.
 */
async function deliveryCountryOfVisitor(locale: Locale, codes: string[], usual: string): Promise<string | null> {
    const ordered = [usual, ...codes.filter(code => code !== usual)];
    if (await checkIpCountry(locale, { countryCode: usual })) return usual;
    const answers = await Promise.all(ordered.slice(1).map(countryCode => checkIpCountry(locale, { countryCode })));
    return ordered.slice(1).find((_, i) => answers[i]) ?? null;
}

/**
 * The country the visitor is in, when it is one the shop delivers to: the preselected delivery country
 * until the visitor or the cart names one. Null while asking, when unknown, or when the lookup fails
 * (the locale's country, `usual`, stays).
 */
export function useVisitorCountry(locale: Locale, countries: readonly { code: string }[], usual: string): string | null {
    const [country, setCountry] = useState<string | null>(null);
    const codes = countries.map(c => c.code).join(',');
    useEffect(() => {
        let current = true;
        asked ??= deliveryCountryOfVisitor(locale, codes.split(','), usual).catch(() => null);
        asked.then(code => current && setCountry(code && codes.split(',').includes(code) ? code : null));
        return () => {
            current = false;
        };
    }, [locale, codes, usual]);
    return country;
}
