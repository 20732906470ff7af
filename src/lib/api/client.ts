import { GraphQLClient, ClientError } from 'graphql-request';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { toApiError } from './errors';
import { backendUrl, type Locale } from '@timber-shop/rules';

/**
 * The one way the storefront talks to the commerce backend.
 * At build time and in on-demand routes it calls the backend directly (BACKEND_URL);
 * in the browser it calls the same-origin /shop-api proxy, so the session cookie stays first-party.
 */
function endpoint(locale: Locale) {
    const base = typeof window === 'undefined' ? `${backendUrl(process.env)}/shop-api` : `${window.location.origin}/shop-api`;
    return `${base}?languageCode=${locale}`;
}

/**
 * On the server (build, on-demand pages) a backend that does not answer must not hold the page:
 * each call gives up after BACKEND_TIMEOUT_MS (15 s; the build allows longer), and the page
 * answers 503 in its language (see the on-demand routes). The server's calls for the live site's
 * product publishing read whole catalogues as a build does, and get a build's time
 * (src/middleware.ts sets `timeoutOfThisCall` for them).
 */
let timeoutOfThisCall: () => number | undefined = () => undefined;
export function setBackendTimeoutOfCall(timeout: () => number | undefined) {
    timeoutOfThisCall = timeout;
}
const fetchWithTimeout: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutOfThisCall() ?? Number(process.env.BACKEND_TIMEOUT_MS ?? 15_000)) });

/** The browser's calls under way, and a login under way (changingSession). */
const inFlight = new Set<Promise<unknown>>();
let sessionChange: Promise<unknown> | null = null;

/**
 * Runs a call that logs the visitor in (the verification link) with no other call overlapping it:
 * the backend ends the anonymous session at login, and a call still carrying it gets a new anonymous
 * session whose cookie can replace the logged-in one (seen with the header's cart load and the
 * footer's captcha on the verify page). Calls under way are awaited first; calls made meanwhile wait.
 */
export async function changingSession<T>(change: () => Promise<T>): Promise<T> {
    await Promise.allSettled([...inFlight]);
    // the change's own call starts synchronously here, before the lock is set, so it does not wait for itself
    const running = change();
    sessionChange = running;
    try {
        return await running;
    } finally {
        if (sessionChange === running) sessionChange = null;
    }
}

/**
 * Sends one of the generated documents (`src/lib/api/*.graphql`, in `gql/<domain>/graphql.ts` a
 * TypedDocumentString: its text with its result and variable types) and gives its typed data; a
 * failure comes back as an ApiError (GraphQL errors' or the network's messages, spec section 8).
 */
export async function request<TResult, TVariables extends Record<string, unknown>>(
    locale: Locale,
    document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
    const browser = typeof window !== 'undefined';
    if (browser && sessionChange) await sessionChange.catch(() => null);
    const client = new GraphQLClient(endpoint(locale), { credentials: 'include', fetch: browser ? undefined : fetchWithTimeout });
    const call = client.request<TResult>(document.toString(), variables as Record<string, unknown>);
    if (browser) {
        inFlight.add(call);
        const done = () => inFlight.delete(call);
        call.then(done, done);
    }
    try {
        return await call;
    } catch (error) {
        throw toApiError(error, error instanceof ClientError ? (error.response.errors ?? []) : undefined);
    }
}
