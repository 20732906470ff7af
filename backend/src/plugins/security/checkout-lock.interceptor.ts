import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { Logger, TransactionalConnection } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { loggerCtx } from './constants';

/** Shop API mutations that move a session's active order towards an order: one at a time per session. */
const CHECKOUT_MUTATIONS = new Set(['addPaymentToOrder', 'transitionOrderToState', 'adyenMakeDirectPayment', 'adyenPaymentDetails']);
const WAIT_MS = 30_000;

/**
 * One checkout step at a time per session, across every backend instance: two tabs (or a double
 * click reaching two instances) paying one cart must end in one order and one payment. On
 * PostgreSQL a session-keyed advisory lock (tried, not waited on, so no pooled connection idles
 * in a queue); on SQLite, one process: a queue in memory.
 */
@Injectable()
export class CheckoutLockInterceptor implements NestInterceptor {
    private queues = new Map<string, Promise<unknown>>();

    constructor(private connection: TransactionalConnection) {}

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<string>() !== 'graphql') return next.handle();
        const gql = GqlExecutionContext.create(context);
        const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
        if (info.parentType.name !== 'Mutation' || !CHECKOUT_MUTATIONS.has(info.fieldName)) return next.handle();
        const req = gql.getContext()?.req;
        let sessionId: string | undefined;
        try {
            const ctx = internal_getRequestContext(req, context);
            sessionId = ctx.apiType === 'shop' && ctx.session ? String(ctx.session.id) : undefined;
        } catch {
            sessionId = undefined;
        }
        if (!sessionId) return next.handle();
        const run = () => lastValueFrom(next.handle(), { defaultValue: undefined });
        return from(this.connection.rawConnection.options.type === 'postgres' ? this.withAdvisoryLock(`checkout:${sessionId}`, run) : this.inQueue(sessionId, run));
    }

    private async withAdvisoryLock<T>(key: string, work: () => Promise<T>): Promise<T> {
        const runner = this.connection.rawConnection.createQueryRunner();
        const deadline = Date.now() + WAIT_MS;
        try {
            for (;;) {
                const [row] = await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
                if (row?.locked) break;
                if (Date.now() > deadline) {
                    Logger.warn(`${key}: lock not free after ${WAIT_MS / 1000} s, going on without`, loggerCtx);
                    return await work();
                }
                await new Promise(resolve => setTimeout(resolve, 25));
            }
            try {
                return await work();
            } finally {
                await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
            }
        } finally {
            await runner.release();
        }
    }

    private inQueue<T>(key: string, work: () => Promise<T>): Promise<T> {
        const next = (this.queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(work);
        this.queues.set(key, next);
        const forget = () => {
            if (this.queues.get(key) === next) this.queues.delete(key);
        };
        next.then(forget, forget);
        return next;
    }
}
