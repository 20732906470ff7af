import { Logger } from '@vendure/core';

export const loggerCtx = 'VatCheck';

/** What VIES says about a number: known (valid), not known (invalid), or nothing (unavailable). */
export type ViesVerdict = 'valid' | 'invalid' | 'unavailable';

/** VIES's errors about the number itself; every other error is about VIES or the member state. */
const NUMBER_ERRORS = new Set(['INVALID_INPUT', 'VAT_BLOCKED']);

/**
 * The EU's VIES REST API (`POST {baseUrl}/check-vat-number`, production base
 * https://ec.europa.eu/taxation_customs/vies/rest-api). A number VIES knows is valid, one it does
 * not know or calls malformed is invalid; a member state that does not answer (MS_UNAVAILABLE,
 * TIMEOUT, SERVICE_UNAVAILABLE, the concurrency limits), an HTTP error without VIES's error body
 * or no answer within the timeout is unavailable: the shop asks again later.
 */
export class ViesClient {
    constructor(
        private readonly baseUrl: string,
        private readonly timeoutMs = 10_000,
    ) {}

    async check(countryCode: string, vatNumber: string): Promise<ViesVerdict> {
        let response: Response;
        try {
            response = await fetch(`${this.baseUrl.replace(/\/$/, '')}/check-vat-number`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', accept: 'application/json' },
                body: JSON.stringify({ countryCode, vatNumber }),
                signal: AbortSignal.timeout(this.timeoutMs),
            });
        } catch (error) {
            Logger.warn(`VIES did not answer for ${countryCode}: ${(error as Error).message}`, loggerCtx);
            return 'unavailable';
        }
        const body = (await response.json().catch(() => undefined)) as
            | { valid?: unknown; errorWrappers?: Array<{ error?: string }> }
            | undefined;
        if (response.ok && typeof body?.valid === 'boolean') return body.valid ? 'valid' : 'invalid';
        const error = body?.errorWrappers?.[0]?.error;
        if (error && NUMBER_ERRORS.has(error)) return 'invalid';
        Logger.warn(`VIES answered ${response.status} ${error ?? ''} for ${countryCode}`, loggerCtx);
        return 'unavailable';
    }
}
