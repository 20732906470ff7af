import 'astro';

/** The shop's own client directive (astro.config.mjs, src/lib/hydrate-on-interaction.ts). */
declare module 'astro' {
    interface AstroClientDirectives {
        'client:interaction'?: boolean;
    }
}
