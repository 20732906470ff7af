import type { Locale } from '@timber-shop/rules';
import { useEffect, useState } from 'react';
import { getIpCountry } from '../../lib/api/lookups';

/** One question per page, whichever forms ask. */
let asked: Promise<string | null> | undefined;

/**
 * The country the visitor is in (the backend's IP geolocation, or the browser's language), when it
 * is one the shop delivers to: the preselected delivery country until the visitor or the cart
 * names one. Null while asking, when unknown, or when the lookup fails (the locale's country stays).
 */
export function useVisitorCountry(locale: Locale, countries: readonly { code: string }[]): string | null {
    const [country, setCountry] = useState<string | null>(null);
    const codes = countries.map(c => c.code).join(',');
    useEffect(() => {
        let current = true;
        asked ??= getIpCountry(locale).catch(() => null);
        asked.then(code => current && setCountry(code && codes.split(',').includes(code) ? code : null));
        return () => {
            current = false;
        };
    }, [locale, codes]);
    return country;
}
