import * as loaded from '@timber-shop/rules';

/**
 * The rules package for the browser tests: Playwright's loader reads its TypeScript as CommonJS, so
 * its exports arrive as the module's default export.
 */
export const rules = ((loaded as { default?: typeof loaded }).default ?? loaded) as typeof loaded;
