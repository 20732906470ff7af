import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type ApiError, toApiError } from './errors';
import { backendTimeoutMs, backendUrl, type Locale } from '@timber-shop/rules';

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
    fetch(input, { ...init, signal: AbortSignal.timeout(timeoutOfThisCall() ?? backendTimeoutMs(process.env)) });

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
 * Actions (mutations) whose outcome the browser did not learn: no answer, or the proxy's 503/504 while
 * the backend may still carry the action out. The same action again (the visitor's "try again": the
 * same document and variables) within RETRY_WINDOW_MS is their retry and goes with the same
 * Idempotency-Key, which the backend answers once (backend/src/plugins/security/idempotency.ts): a
 * retried add after a timeout does not add twice. Any other call, or one after an answer, is a new action.
 */
const unsettled = new Map<string, { key: string; at: number }>();
const RETRY_WINDOW_MS = 10 * 60_000;

function actionKey(body: string) {
    const kept = unsettled.get(body);
    const key =
        kept && Date.now() - kept.at < RETRY_WINDOW_MS ? kept.key : Array.from(crypto.getRandomValues(new Uint8Array(16)), byte => byte.toString(16).padStart(2, '0')).join('');
    let unknown = false;
    return {
        key,
        unsettled: () => {
            unknown = true;
        },
        settled: () => {
            if (unknown) unsettled.set(body, { key, at: kept?.at ?? Date.now() });
            else unsettled.delete(body);
        },
    };
}

/** A GraphQL answer: its data, and its errors (with Vendure's `extensions.code`) when something failed. */
interface GraphQLAnswer<TResult> {
    data?: TResult | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * Sends one of the generated documents (`src/lib/api/*.graphql`, in `gql/<domain>/graphql.ts` a
 * TypedDocumentString: its text with its result and variable types) and gives its typed data; a
 * failure comes back as an ApiError (GraphQL errors' or the network's messages, spec section 8).
 *
 * A POST of the document's text, as GraphQL Code Generator shows for string documents: each holds
 * one operation, so nothing parses it here (graphql-request did, with graphql-js's parser: 14 KB
 * compressed in every page with an island). The proxy's own answers (413, 503, 504) carry GraphQL
 * errors too, so their message in the visitor's language reaches the form.
 */
export async function request<TResult, TVariables extends Record<string, unknown>>(
    locale: Locale,
    document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
    ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TResult> {
    const browser = typeof window !== 'undefined';
    if (browser && sessionChange) await sessionChange.catch(() => null);
    const body = JSON.stringify({ query: document.toString(), variables });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const action = browser && /^\s*mutation\b/.test(document.toString()) ? actionKey(body) : undefined;
    if (action) headers['idempotency-key'] = action.key;
    const call = post<TResult>(browser ? fetch : fetchWithTimeout, endpoint(locale), { body, headers, outcomeUnknown: action?.unsettled });
    if (action) call.then(action.settled, action.settled);
    if (browser) {
        inFlight.add(call);
        const done = () => inFlight.delete(call);
        call.then(done, done);
    }
    return call;
}

/**
 * A call in a visitor's session, from the server (the add-to-cart form posted before the product page's
 * island hydrated: src/pages/api/cart/add.ts): their cookie goes with it, and their address for the
 * backend's limits as the proxy sends it; the backend's cookies come back (`setCookies`), also with a
 * refusal, so the session it opened or renewed stays the visitor's. A backend that does not answer throws.
 */
export async function requestInSession<TResult, TVariables extends Record<string, unknown>>(
    locale: Locale,
    document: DocumentTypeDecoration<TResult, TVariables> & { toString(): string },
    variables: TVariables,
    session: { cookie: string; clientAddress?: string },
): Promise<{ setCookies: string[] } & ({ data: TResult; error?: undefined } | { data?: undefined; error: ApiError })> {
    const setCookies: string[] = [];
    const headers: Record<string, string> = { 'content-type': 'application/json', cookie: session.cookie };
    if (session.clientAddress) headers['x-forwarded-for'] = session.clientAddress;
    let answered = false;
    const onResponse = (response: Response) => {
        answered = true;
        setCookies.push(...response.headers.getSetCookie());
    };
    try {
        const data = await post<TResult>(fetchWithTimeout, endpoint(locale), { body: JSON.stringify({ query: document.toString(), variables }), headers, onResponse });
        return { data, setCookies };
    } catch (error) {
        if (!answered) throw error;
        return { error: toApiError(error), setCookies };
    }
}

/**
 * A GraphQL multipart request (files: the complaint form's photos), answered as `request` answers. The
 * preflight header tells the backend's CSRF guard it is no cross-site form post.
 */
export function requestMultipart<TResult>(locale: Locale, body: FormData): Promise<TResult> {
    return post<TResult>(fetch, endpoint(locale), { body, headers: { 'apollo-require-preflight': 'true' } });
}

/**
 * `outcomeUnknown` is told when the call may or may not have been carried out: no answer, a 5xx, or the
 * backend still at it (409); `onResponse` gets the answer's response before its body is read.
 */
async function post<TResult>(
    send: typeof fetch,
    url: string,
    { body, headers, outcomeUnknown, onResponse }: { body: BodyInit; headers: Record<string, string>; outcomeUnknown?: () => void; onResponse?: (response: Response) => void },
): Promise<TResult> {
    let answer: GraphQLAnswer<TResult> | undefined;
    let response: Response;
    try {
        response = await send(url, {
            method: 'POST',
            credentials: 'include',
            headers: { ...headers, accept: 'application/graphql-response+json, application/json' },
            body,
        });
        onResponse?.(response);
        if (response.status >= 500 || response.status === 409) outcomeUnknown?.();
        answer = /json/.test(response.headers.get('content-type') ?? '') ? ((await response.json()) as GraphQLAnswer<TResult>) : undefined;
    } catch (error) {
        outcomeUnknown?.();
        throw toApiError(error);
    }
    if (answer?.errors?.length) throw toApiError(null, answer.errors);
    if (!response.ok || answer?.data == null) throw toApiError(null, []);
    return answer.data;
}
