/**
 * The shop's breakpoints (spec section 9: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536), in CSS
 * pixels: the one home for the stylesheets (as custom media, postcss.config.mjs: `@media (--md)` is
 * from 768 px on, `@media (--below-md)` below it) and for scripts (`mediaQuery`).
 */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** The media query of a breakpoint: from it on, or (`below`) up to the pixel before it. */
export function mediaQuery(breakpoint: Breakpoint, below = false): string {
    return below ? `(max-width: ${BREAKPOINTS[breakpoint] - 1}px)` : `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}

/** The custom media the stylesheets use: `--md` from 768 px on, `--below-md` below it, for every breakpoint. */
export function customMedia(): string {
    return (Object.keys(BREAKPOINTS) as Breakpoint[]).flatMap(name => [`@custom-media --${name} ${mediaQuery(name)};`, `@custom-media --below-${name} ${mediaQuery(name, true)};`]).join('\n');
}
