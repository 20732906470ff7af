import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';

/**
 * Two projects: `unit` for the storefront's src/lib and islands, `backend` for the Vendure plugins,
 * compiled by SWC because Vendure needs decorator metadata.
 */
export default defineConfig({
    test: {
        projects: [
            {
                test: {
                    name: 'unit',
                    include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
                    environment: 'node',
                    // in `npm test` these share two cores with the shop under the browser tests and the backend
                    // tests: the waits a test names (a build, a browser) decide, not vitest's default 5 s
                    testTimeout: 60_000,
                },
            },
            {
                plugins: [
                    swc.vite({
                        jsc: {
                            parser: { syntax: 'typescript', decorators: true },
                            transform: { legacyDecorator: true, decoratorMetadata: true },
                            target: 'es2022',
                        },
                        module: { type: 'es6' },
                    }),
                ],
                test: {
                    name: 'backend',
                    include: ['backend/src/**/*.test.ts'],
                    globalSetup: ['backend/src/common/testing/stale-test-databases.ts'],
                    environment: 'node',
                    // Test servers bootstrap Vendure without backend/src/environment.ts: no calls out from here either.
                    env: { VENDURE_DISABLE_TELEMETRY: 'true' },
                    testTimeout: 120_000,
                    hookTimeout: 300_000,
                    // two test servers at a time (each file has its own ports and database): the run ends
                    // minutes sooner on two cores, once the browser tests beside it are done
                    maxWorkers: 2,
                },
            },
        ],
    },
});
