import { Inject, Injectable } from '@nestjs/common';
import { ConfigService, RequestContext } from '@vendure/core';
import { clientAddress } from '../../common/client-address';
import { AbuseLimitService } from '../security/abuse-limits.service';
import { REQUESTS_PLUGIN_OPTIONS, type RequestsOptions } from './constants';

const ORDER_NUMBER_CHECKS = { name: 'order-number-checks', points: 60, durationSeconds: 60 * 60, message: 'error.requests.too-many' };

/**
 * The one rate limit of the requests and newsletter operations: so many creating calls per client
 * address and window, counted by the shop's abuse limits (SecurityPlugin: in the database, or in
 * Redis when REDIS_URL is set, so it holds across backend instances).
 */
@Injectable()
export class RequestRateLimit {
    constructor(
        private abuseLimits: AbuseLimitService,
        private configService: ConfigService,
        @Inject(REQUESTS_PLUGIN_OPTIONS) private options: RequestsOptions,
    ) {}

    /** Whether the visitor's confirmation may go to this address (the shop's limit per recipient, AbuseLimitService.mayMail). */
    mayConfirmTo(emailAddress: string): Promise<boolean> {
        return this.abuseLimits.mayMail(emailAddress);
    }

    /** Counts a mail to an address the visitor typed (the newsletter's opt-in); refuses it past the limit per recipient (429). */
    mailTo(emailAddress: string): Promise<void> {
        return this.abuseLimits.mailTo(emailAddress);
    }

    /**
     * Counts one look-up of an order number (checkOrder, and the requests that take one): 60 an hour
     * per address, so that order numbers cannot be found by trying.
     */
    async consumeOrderNumberCheck(ctx: RequestContext): Promise<void> {
        await this.abuseLimits.consume(ctx, ORDER_NUMBER_CHECKS, clientAddress(this.configService, ctx.req));
    }

    /** Counts one creating call of the client; refuses it past the limit ('Too many requests…', HTTP 429). */
    async consume(ctx: RequestContext): Promise<void> {
        const { points, durationSeconds } = this.options.rateLimit;
        await this.abuseLimits.consume(ctx, { name: 'requests', points, durationSeconds, message: 'error.requests.too-many' }, clientAddress(this.configService, ctx.req));
    }
}
