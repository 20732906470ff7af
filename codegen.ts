import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the storefront, generated from the running backend's Shop API schema: every
 * document is written once in `src/lib/api/*.graphql`; `gql/graphql.ts` gets one constant per
 * document (`CartLoadDocument`, …) as its text (documentMode 'string'), with its result and variable
 * types. API modules import only the constants they send, so a bundle holds only those (the
 * constants are pure: see `treeshake.manualPureFunctions` in astro.config.mjs).
 */
const config: CodegenConfig = {
    schema: `${process.env.BACKEND_URL ?? 'http://localhost:3000'}/shop-api`,
    documents: ['src/lib/api/**/*.graphql'],
    generates: {
        'src/lib/api/gql/': {
            preset: 'client',
            presetConfig: { fragmentMasking: false },
            config: {
                documentMode: 'string',
                useTypeImports: true,
                enumsAsTypes: true,
                avoidOptionals: { field: true, inputValue: false, object: true },
                scalars: { Money: 'number', DateTime: 'string', JSON: 'unknown', ID: 'string', Upload: 'unknown' },
            },
        },
    },
};

export default config;
