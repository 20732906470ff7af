import { GraphQLClient, ClientError } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Locale } from '../locale';

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
    constructor(public readonly messages: string[]) {
        super(messages.length ? messages.join(', ') : 'Some error');
    }
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

export async function request<TResult, TVariables extends Record<string, unknown>>(
    locale: Locale,
    document: TypedDocumentNode<TResult, TVariables>,
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
    const client = new GraphQLClient(endpoint(locale), { credentials: 'include' });
    try {
        return await client.request<TResult>(document as TypedDocumentNode<TResult, Record<string, unknown>>, variables as Record<string, unknown>);
    } catch (error) {
        if (error instanceof ClientError) {
            throw new ApiError((error.response.errors ?? []).map(e => e.message));
        }
        throw new ApiError([error instanceof Error ? error.message : String(error)]);
    }
}
