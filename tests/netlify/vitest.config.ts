import { defineConfig } from 'vitest/config';

/** The Netlify path (`npm run test:netlify`): netlify.toml as pushed, with Netlify's CLI offline, on a fresh clone. */
export default defineConfig({
    test: {
        name: 'netlify',
        root: import.meta.dirname,
        include: ['*.test.ts'],
        environment: 'node',
        testTimeout: 60_000,
        hookTimeout: 15 * 60_000,
    },
});
