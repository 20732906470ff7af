/**
 * Backend reads a build starts before Astro has bundled its pages (src/integrations/catalogue-early-read.ts,
 * at `astro:build:start`), so the backend reads the catalogue on the other core while vite bundles,
 * instead of the build waiting for it once the bundles are done. The pages' modules are another module
 * instance than the integration's (the config's loader, then the prerender bundle) in the same process:
 * the reads are handed over through a global, each taken once; a read not started early, or failed, is
 * simply made again.
 */
import type { Locale } from '@timber-shop/rules';
import { getProductTemplates, type ProductDetail } from '../api/product';

/** A read by its key: the one who starts it early and the one who takes it name it by the same function. */
export interface EarlyRead<T> {
    key: string;
    read: () => Promise<T>;
}

/** Every product of a locale in full, a build's largest read (loadCatalogue in src/lib/site.ts). */
export const catalogueRead = (locale: Locale): EarlyRead<ProductDetail[]> => ({ key: `catalogue:${locale}`, read: () => getProductTemplates(locale) });

const STORE = Symbol.for('timber-shop.early-reads');

function store(): Map<string, Promise<unknown>> {
    const holder = globalThis as { [STORE]?: Map<string, Promise<unknown>> };
    holder[STORE] ??= new Map();
    return holder[STORE];
}

export function startEarly({ key, read }: EarlyRead<unknown>) {
    const started = read();
    // a failed early read is made again by whoever takes it
    started.catch(() => {});
    store().set(key, started);
}

/** The read started early under this key (once), else a new one. */
export function takeEarly<T>({ key, read }: EarlyRead<T>): Promise<T> {
    const early = store().get(key) as Promise<T> | undefined;
    store().delete(key);
    return early ? early.catch(read) : read();
}
