import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the storefront, generated from the running backend's Shop API schema. */
const config: CodegenConfig = {
    schema: `${process.env.BACKEND_URL ?? 'http://localhost:3000'}/shop-api`,
    documents: ['src/lib/api/**/*.ts', '!src/lib/api/gql/**'],
    generates: {
        'src/lib/api/gql/': {
            preset: 'client',
            presetConfig: { fragmentMasking: false },
            config: {
                useTypeImports: true,
                enumsAsTypes: true,
                avoidOptionals: { field: true, inputValue: false, object: true },
                scalars: { Money: 'number', DateTime: 'string', JSON: 'unknown', ID: 'string', Upload: 'unknown' },
            },
        },
    },
};

export default config;
