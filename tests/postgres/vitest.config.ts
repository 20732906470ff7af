import { defineConfig } from 'vitest/config';

/** The PostgreSQL path (`npm run test:postgres`): a throwaway cluster and the backend on it, minutes on two cores. */
export default defineConfig({
    test: {
        name: 'postgres',
        root: import.meta.dirname,
        include: ['*.test.ts'],
        environment: 'node',
        testTimeout: 60_000,
        hookTimeout: 120_000,
    },
});
