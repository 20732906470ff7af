/**
 * Backend reads a build starts before Astro has bundled its pages (src/integrations/catalogue-early-read.ts,
 * at `astro:build:start`), so the backend reads the catalogue on the other core while vite bundles,
 * instead of the build waiting for it once the bundles are done. The pages' modules are another module
 * instance than the integration's (the config's loader, then the prerender bundle) in the same process:
 * the reads are handed over through a global, each taken once; a read not started early, or failed, is
 * simply made again.
 */
const STORE = Symbol.for('timber-shop.early-reads');

function store(): Map<string, Promise<unknown>> {
    const holder = globalThis as { [STORE]?: Map<string, Promise<unknown>> };
    holder[STORE] ??= new Map();
    return holder[STORE];
}

export function startEarly(key: string, read: () => Promise<unknown>) {
    const started = read();
    // a failed early read is made again by whoever takes it
    started.catch(() => {});
    store().set(key, started);
}

/** The read started early under this key (once), else a new one. */
export function takeEarly<T>(key: string, read: () => Promise<T>): Promise<T> {
    const early = store().get(key) as Promise<T> | undefined;
    store().delete(key);
    return early ? early.catch(read) : read();
}
