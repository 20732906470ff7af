import { GraphQLClient, ClientError } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Locale } from '@timber-shop/rules';

/**
 * The one way the storefront talks to the commerce backend.
 * At build time and in on-demand routes it calls the backend directly (BACKEND_URL);
 * in the browser it calls the same-origin /shop-api proxy, so the session cookie stays first-party.
 */
function endpoint(locale: Locale) {
    const base = typeof window === 'undefined' ? `${process.env.BACKEND_URL ?? 'http://localhost:3000'}/shop-api` : `${window.location.origin}/shop-api`;
    return `${base}?languageCode=${locale}`;
}

/** Server errors arrive as GraphQL errors or a network error list: messages joined with commas (spec section 8). */
export class ApiError extends Error {
    constructor(
        public readonly messages: string[],
        /** the errors' `extensions.code`s, e.g. USER_INPUT_ERROR */
        public readonly codes: string[] = [],
    ) {
        super(messages.length ? messages.join(', ') : 'Some error');
    }
}

/** The backend refused the request's input (an unknown category, filter or value, bad paging): a 404 for a page. */
export function isUserInputError(error: unknown): boolean {
    return error instanceof ApiError && error.codes.includes('USER_INPUT_ERROR');
}

/** A business error Vendure answers as a result union (ErrorResult): its code lets callers react or translate. */
export class ResultError extends ApiError {
    constructor(
        public readonly code: string,
        message: string,
    ) {
        super([message]);
    }
}

/**
 * A document as its text, typed with the result and variables codegen generated for it: for modules
 * an island imports, whose documents should not come from gql/ (that module holds every document of
 * the shop, and a bundle cannot split it per island).
 */
export type TypedQuery<TResult, TVariables> = string & { readonly __result?: TResult; readonly __variables?: TVariables };

/** A typed document from its parts: the operation and the fragments it spreads. */
export function typedQuery<TResult, TVariables>(...parts: string[]): TypedQuery<TResult, TVariables> {
    return parts.join('\n') as TypedQuery<TResult, TVariables>;
}

export async function request<TResult, TVariables extends Record<string, unknown>>(
    locale: Locale,
    document: TypedDocumentNode<TResult, TVariables> | TypedQuery<TResult, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
    const client = new GraphQLClient(endpoint(locale), { credentials: 'include' });
    try {
        return await client.request<TResult>(document as TypedDocumentNode<TResult, Record<string, unknown>> | string, variables as Record<string, unknown>);
    } catch (error) {
        if (error instanceof ClientError) {
            const errors = error.response.errors ?? [];
            throw new ApiError(
                errors.map(e => e.message),
                errors.map(e => String(e.extensions?.code ?? '')).filter(Boolean),
            );
        }
        throw new ApiError([error instanceof Error ? error.message : String(error)]);
    }
}
