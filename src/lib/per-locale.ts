import type { Locale } from '@timber-shop/rules';

/**
 * A backend read done once per locale for the pages of a build (and of a running server) and shared
 * by every page that asks; a failed read is forgotten, so the next page asks again. `forget()` drops
 * every locale's read.
 */
export function readOncePerLocale<T>(read: (locale: Locale) => Promise<T>): ((locale: Locale) => Promise<T>) & { forget(): void } {
    const reads = new Map<Locale, Promise<T>>();
    const get = (locale: Locale): Promise<T> => {
        let result = reads.get(locale);
        if (!result) {
            const started = read(locale);
            reads.set(locale, started);
            started.catch(() => {
                if (reads.get(locale) === started) reads.delete(locale);
            });
            result = started;
        }
        return result;
    };
    return Object.assign(get, { forget: () => reads.clear() });
}
