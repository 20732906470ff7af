import { Injectable } from '@nestjs/common';
import { RequestContext, UserInputError } from '@vendure/core';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RequestsPlugin } from './requests.plugin';

/**
 * The one rate limit of the requests and newsletter operations: so many creating calls per client
 * address and window. Kept in this process's memory (rate-limiter-flexible); a store shared by all
 * backend instances (its database or Redis limiters) replaces RateLimiterMemory here alone.
 */
@Injectable()
export class RequestRateLimit {
    private limiter: RateLimiterMemory | undefined;

    private get rateLimiter() {
        const { points, durationSeconds } = RequestsPlugin.options.rateLimit;
        this.limiter ??= new RateLimiterMemory({ keyPrefix: 'requests', points, duration: durationSeconds });
        return this.limiter;
    }

    /** Counts one creating call of the client; refuses it past the limit ('Too many requests…'). */
    async consume(ctx: RequestContext): Promise<void> {
        const key = ctx.req?.ip ?? 'unknown';
        try {
            await this.rateLimiter.consume(key);
        } catch (error) {
            if (error instanceof RateLimiterRes) {
                throw new UserInputError('error.requests.too-many', { minutes: Math.max(1, Math.ceil(error.msBeforeNext / 60_000)) });
            }
            throw error;
        }
    }
}
