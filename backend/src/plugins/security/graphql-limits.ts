import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApiOptions } from '@vendure/core';
import type { ValidationRule } from 'graphql';

type ApolloServerPlugin = NonNullable<ApiOptions['apolloServerPlugins']>[number];
type GraphQLArmorConfig = NonNullable<ConstructorParameters<typeof ApolloArmor>[0]>;

/**
 * Limits on what one GraphQL document may ask, checked before anything runs (graphql-armor's
 * validation rules on Vendure's Apollo server): a collection's `parent { children { … } }` nested
 * 20 deep, or 500 aliased product lists, are refused in milliseconds with a 400 and a message
 * naming the limit, instead of running the backend out of memory.
 *
 * The Shop API is open to anyone: its limits sit a little above the storefront's own documents
 * (checked by graphql-limits.test.ts against every `src/lib/api/*.graphql`). The Admin API's are
 * wider for the dashboard's larger documents; most of its fields need a login anyway.
 */
export const SHOP_API_LIMITS = { maxDepth: 12, maxAliases: 20, maxCost: 8000, maxDirectives: 30 };
export const ADMIN_API_LIMITS = { maxDepth: 20, maxAliases: 60, maxCost: 60000, maxDirectives: 100 };
/** Tokens (names, braces, …) in one document, both APIs: counted while parsing, before validation. */
export const MAX_TOKENS = 20000;

type Limits = typeof SHOP_API_LIMITS;

function armorConfig(limits: Limits): GraphQLArmorConfig {
    return {
        maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: limits.maxAliases },
        maxDirectives: { n: limits.maxDirectives },
        costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
        maxTokens: { n: MAX_TOKENS },
        // Vendure's schema is public knowledge; what matters is that a refused document says why.
        blockFieldSuggestion: { enabled: false },
    };
}

/** The validation rules for one API's limits. */
export function graphqlLimitRules(limits: Limits): ValidationRule[] {
    return new ApolloArmor(armorConfig(limits)).protect().validationRules;
}

/** The Apollo plugins both APIs share: the token limit. */
export function graphqlLimitPlugins(): ApolloServerPlugin[] {
    return new ApolloArmor({ ...armorConfig(SHOP_API_LIMITS), costLimit: { enabled: false }, maxAliases: { enabled: false }, maxDepth: { enabled: false }, maxDirectives: { enabled: false } }).protect().plugins;
}

/**
 * No stack traces, server file paths or internal hints in any answer: Apollo leaves them out only when NODE_ENV
 * is production or test; this plugin makes sure in every mode. The server log still has them.
 */
export const stripStackTraces: ApolloServerPlugin = {
    async requestDidStart() {
        return {
            async willSendResponse({ response }) {
                if (response.body.kind !== 'single') return;
                for (const error of response.body.singleResult.errors ?? []) {
                    if (error.extensions) {
                        delete error.extensions.stacktrace;
                        delete error.extensions.exception;
                        // Apollo's own status hint (already applied); Vendure's error translation would pass it on
                        delete error.extensions.http;
                    }
                }
            },
        };
    },
};
