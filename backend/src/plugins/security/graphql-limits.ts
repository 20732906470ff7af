import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { ApiOptions } from '@vendure/core';
import { Lexer, Source, TokenKind, type ValidationRule } from 'graphql';

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
/** Tokens (names, braces, …) in one document, both APIs: counted before the document is parsed (`tokenLimitError`). */
export const MAX_TOKENS = 20000;

type Limits = typeof SHOP_API_LIMITS;

function armorConfig(limits: Limits): GraphQLArmorConfig {
    return {
        maxDepth: { n: limits.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: limits.maxAliases },
        maxDirectives: { n: limits.maxDirectives },
        costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true },
        // counted by the body limit instead: graphql-armor's plugin throws while Apollo parses, which answers 500
        maxTokens: { enabled: false },
        // "Did you mean …" would name the schema's fields although introspection is off in production
        blockFieldSuggestion: { enabled: true, mask: '' },
    };
}

/** The validation rules for one API's limits. */
export function graphqlLimitRules(limits: Limits): ValidationRule[] {
    return new ApolloArmor(armorConfig(limits)).protect().validationRules;
}

/** The Apollo plugins both APIs share: no field suggestions in error messages. */
export function graphqlLimitPlugins(): ApolloServerPlugin[] {
    return new ApolloArmor({ ...armorConfig(SHOP_API_LIMITS), costLimit: { enabled: false }, maxAliases: { enabled: false }, maxDepth: { enabled: false }, maxDirectives: { enabled: false } }).protect().plugins;
}

/**
 * The message when a GraphQL document has more than MAX_TOKENS tokens, else undefined: counted with
 * graphql-js's own lexer, which stops at the limit. A document that does not lex is left to the
 * parser's own 400.
 */
export function tokenLimitError(query: unknown): string | undefined {
    if (typeof query !== 'string' || query.length < MAX_TOKENS) return undefined;
    const lexer = new Lexer(new Source(query));
    try {
        for (let tokens = 0; lexer.advance().kind !== TokenKind.EOF; tokens++) {
            if (tokens >= MAX_TOKENS) return `Token limit of ${MAX_TOKENS} exceeded.`;
        }
    } catch {
        return undefined;
    }
    return undefined;
}

/**
 * File paths of a server in a message: absolute ones under the usual roots or this process's own
 * folder (the repository, the data folder), Windows ones, and anything in node_modules. Not URLs.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SERVER_PATH = new RegExp(
    [
        ...(process.cwd().length > 1 ? [`${escaped(process.cwd())}[^\\s'"()]*`] : []),
        `(?<![\\w:/.])/(?:home|root|usr|var|tmp|opt|srv|app|work|etc|mnt|data|Users|private)(?:/[^\\s'"()/]+)+/?`,
        `\\b[A-Za-z]:\\\\[^\\s'"()]+`,
        `(?:[\\w./-]*/)?node_modules/[^\\s'"()]*`,
    ].join('|'),
    'g',
);

/** A message with any server file path in it replaced. */
export function withoutServerPaths(message: string): string {
    return message.replace(SERVER_PATH, '[server]');
}

/**
 * No stack traces, server file paths or internal hints in any answer: Apollo leaves them out only when NODE_ENV
 * is production or test; this plugin makes sure in every mode, and takes any file path out of the
 * messages (a database or file system error names its files). The server log still has them.
 */
export const stripStackTraces: ApolloServerPlugin = {
    async requestDidStart() {
        return {
            async willSendResponse({ response }) {
                if (response.body.kind !== 'single') return;
                for (const error of response.body.singleResult.errors ?? []) {
                    (error as { message: string }).message = withoutServerPaths(error.message);
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
