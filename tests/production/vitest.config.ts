import { defineConfig } from 'vitest/config';

/** The production path (`npm run test:production`): a fresh clone installed without devDependencies, built and started in production mode. */
export default defineConfig({
    test: {
        name: 'production',
        root: import.meta.dirname,
        include: ['*.test.ts'],
        environment: 'node',
        testTimeout: 30 * 60_000,
        hookTimeout: 5 * 60_000,
    },
});
