import type { AstroIntegration } from 'astro';
import { LOCALES } from '@timber-shop/rules';
import { catalogueRead, endEarly, startEarly } from '../lib/catalogue/early-reads';

/**
 * Starts a build's largest backend read, every product in full per locale (loadCatalogue in
 * src/lib/site.ts), as the build starts: the backend answers on the other core while vite bundles the
 * pages, instead of the pages waiting for it once the bundles are done.
 * The answers are in their files before the first page renders: `astro:build:ssr` comes after bundling
 * and before Astro renders the pages.
 */
export function catalogueEarlyRead(): AstroIntegration {
    let reading: Promise<void> | undefined;
    return {
        name: 'timber-shop:catalogue-early-read',
        hooks: {
            'astro:build:start': () => {
                reading = startEarly(LOCALES.map(catalogueRead));
                // a failure here only means the pages read for themselves
                reading.catch(() => {});
            },
            'astro:build:ssr': async () => {
                await reading?.catch(() => {});
            },
            'astro:build:done': async () => {
                await endEarly();
            },
        },
    };
}
