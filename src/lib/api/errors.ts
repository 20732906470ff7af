/**
 * Errors from the backend, one home (spec section 8): server errors arrive as GraphQL errors or a
 * network error list, business errors as Vendure's ErrorResult members of a result union (the
 * `ErrorResult` fragment in `fragments.graphql`). Either way the visitor reads the messages joined
 * with commas, with the fallback 'Some error'.
 */
export class ApiError extends Error {
    constructor(
        public readonly messages: string[],
        /** the errors' `extensions.code`s, e.g. USER_INPUT_ERROR */
        public readonly codes: string[] = [],
        /** messages about one input field (`extensions.field`), so a form shows them at the field */
        public readonly fields: Partial<Record<string, string>> = {},
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
        messages: string | string[],
    ) {
        super(typeof messages === 'string' ? [messages] : messages);
    }
}

/** What the `ErrorResult` fragment selects. */
export interface ErrorResultFields {
    errorCode: string;
    message: string;
}

function isErrorResult(value: unknown): value is ErrorResultFields {
    return typeof value === 'object' && value !== null && 'errorCode' in value && typeof (value as ErrorResultFields).errorCode === 'string';
}

/** A result union's value, or its ErrorResult thrown as a ResultError; no result at all is an ApiError ('Some error'). */
export function resultOrThrow<T extends object>(result: T | null | undefined): Exclude<T, ErrorResultFields> {
    if (!result) throw new ApiError([]);
    if (isErrorResult(result)) throw new ResultError(result.errorCode, result.message);
    return result as Exclude<T, ErrorResultFields>;
}

/** A list of error results (addItemsToOrder's errorResults): thrown as one ResultError, the first code and every message. */
export function throwErrorResults(results: readonly object[]): void {
    const errors = results.filter(isErrorResult);
    if (errors.length) throw new ResultError(errors[0].errorCode, errors.map(e => e.message));
}

/** A GraphQL client's failure as an ApiError: the GraphQL errors' messages and codes, or the network error's message. */
export function toApiError(error: unknown, graphqlErrors?: readonly { message: string; extensions?: Record<string, unknown> }[]): ApiError {
    if (error instanceof ApiError) return error;
    if (graphqlErrors) {
        return new ApiError(
            graphqlErrors.map(e => e.message),
            graphqlErrors.map(e => String(e.extensions?.code ?? '')).filter(Boolean),
            Object.fromEntries(graphqlErrors.filter(e => typeof e.extensions?.field === 'string').map(e => [e.extensions?.field as string, e.message])),
        );
    }
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError(message ? [message] : []);
}

/**
 * The text of an error for the visitor: the island's own translation of a known business error code
 * (Vendure answers those in English), else the server's messages joined (spec section 8).
 */
export function errorMessage(error: unknown, translations: Partial<Record<string, string>> = {}): string {
    if (error instanceof ResultError && translations[error.code]) return translations[error.code]!;
    return error instanceof ApiError ? error.message : error instanceof Error && error.message ? error.message : 'Some error';
}
