import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the storefront, generated from the running backend's Shop API schema: every
 * document is written once in `src/lib/api/*.graphql`; `gql/<domain>/graphql.ts` gets one constant per
 * document (`CartLoadDocument`, …) as its text (documentMode 'string'), with its result and variable
 * types. API modules import only the constants they send, so a bundle holds only those (the
 * constants are pure: see `treeshake.manualPureFunctions` in astro.config.mjs). One output per API
 * module (src/lib/api/<domain>.ts and .graphql), so an island's bundle holds only its modules' documents.
 */
const DOMAINS = ['account', 'addresses', 'cart', 'catalogue', 'checkout', 'content', 'dashboard', 'lookups', 'newsletter', 'product', 'quotes', 'requests'];

const config: CodegenConfig = {
    schema: `${process.env.BACKEND_URL ?? 'http://localhost:3000'}/shop-api`,
    generates: Object.fromEntries(
        DOMAINS.map(domain => [
            `src/lib/api/gql/${domain}/`,
            {
                documents: [`src/lib/api/${domain}.graphql`, 'src/lib/api/fragments.graphql'],
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
        ]),
    ),
};

export default config;
