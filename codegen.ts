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
/**
 * The schema's enums the operations use: written once, in `gql/schema.ts` (every enum of the schema), and
 * imported by each domain's output instead of repeated in it (CurrencyCode alone is 300 lines). An enum
 * missing here is still generated, inline in the outputs that use it.
 */
const SCHEMA_ENUMS = ['CurrencyCode', 'ErrorCode', 'LogicalOperator', 'OrderListKind', 'PriceOption', 'ProductTemplateSortField', 'SortOrder', 'VatStatus'];
const SCALARS = { Money: 'number', DateTime: 'string', JSON: 'unknown', ID: 'string', Upload: 'unknown' };

const config: CodegenConfig = {
    schema: `${process.env.BACKEND_URL ?? 'http://localhost:3000'}/shop-api`,
    hooks: { afterOneFileWrite: ['node scripts/lib/codegen-type-exports.mjs'] },
    generates: {
        'src/lib/api/gql/schema.ts': { plugins: ['typescript'], config: { onlyEnums: true, enumsAsTypes: true, scalars: SCALARS } },
        ...Object.fromEntries(
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
                        enumValues: Object.fromEntries(SCHEMA_ENUMS.map(name => [name, `../schema#${name}`])),
                        avoidOptionals: { field: true, inputValue: false, object: true },
                        scalars: SCALARS,
                    },
                },
            ]),
        ),
    },
};

export default config;
