import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { I18nError, LogLevel, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import Redis from 'ioredis';
import {
    RateLimiterAbstract,
    RateLimiterMemory,
    RateLimiterPostgres,
    RateLimiterRedis,
    RateLimiterRes,
    RateLimiterSQLite,
} from 'rate-limiter-flexible';
import { LIMITS, loggerCtx, SECURITY_PLUGIN_OPTIONS } from './constants';
import type { AbuseLimit, SecurityPluginOptions } from './types';

/** A request refused by an abuse limit: HTTP 429 with Retry-After, the message in the request's language. */
export class TooManyRequestsError extends I18nError {
    constructor(message: string, retryAfterSeconds: number) {
        super(message, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }, 'TOO_MANY_REQUESTS', LogLevel.Verbose);
        // Apollo takes the HTTP status and headers of the answer from here.
        this.extensions.http = { status: 429, headers: new Map([['retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds)))]]) };
    }
}

export const TOO_MANY_REQUESTS = 'error.security.too-many-requests';

/**
 * The shop's abuse limits (rate-limiter-flexible), kept where every backend instance sees them:
 * in Redis when REDIS_URL is set, else in the shop's database (SQLite or PostgreSQL, a table
 * `abuse_limit` of its own). Any plugin can use it: inject the service and call `consume` with a
 * limit of its own. In-memory only for sql.js, the e2e tests' database.
 */
@Injectable()
export class AbuseLimitService implements OnApplicationShutdown {
    private limiters = new Map<string, Promise<RateLimiterAbstract>>();
    private redis?: Promise<Redis>;
    private tableReady?: Promise<void>;

    constructor(
        @Inject(SECURITY_PLUGIN_OPTIONS) private options: SecurityPluginOptions,
        private connection: TransactionalConnection,
    ) {}

    /** Counts one use; past the limit throws TooManyRequestsError (429). */
    async consume(_ctx: RequestContext | undefined, limit: AbuseLimit, key: string): Promise<void> {
        const limiter = await this.limiter(limit);
        try {
            await limiter.consume(key);
        } catch (refusal) {
            if (!(refusal instanceof RateLimiterRes)) throw refusal;
            if (limit.blockSeconds && refusal.msBeforeNext < limit.blockSeconds * 1000) await limiter.block(key, limit.blockSeconds);
            Logger.verbose(`${limit.name} limited for ${key}`, loggerCtx);
            throw new TooManyRequestsError(limit.message ?? TOO_MANY_REQUESTS, (limit.blockSeconds ?? refusal.msBeforeNext / 1000));
        }
    }

    /**
     * Counts a mail the shop sends to an address a visitor typed (LIMITS.visitorMailsPerRecipient, per
     * hour and per day); past the limit throws TooManyRequestsError (429).
     */
    async mailTo(emailAddress: string): Promise<void> {
        const recipient = emailAddress.trim().toLowerCase();
        await this.consume(undefined, LIMITS.visitorMailsPerRecipient, recipient);
        await this.consume(undefined, LIMITS.visitorMailsPerRecipientPerDay, recipient);
    }

    /** As `mailTo`, for a mail that goes only when it may (a request's confirmation): whether it may. */
    async mayMail(emailAddress: string): Promise<boolean> {
        try {
            await this.mailTo(emailAddress);
            return true;
        } catch (error) {
            if (error instanceof TooManyRequestsError) return false;
            throw error;
        }
    }

    /** Refuses (TooManyRequestsError) when the key has used up its limit, without counting a use. */
    async check(limit: AbuseLimit, key: string): Promise<void> {
        const state = await (await this.limiter(limit)).get(key);
        if (state && state.consumedPoints >= limit.points) {
            throw new TooManyRequestsError(limit.message ?? TOO_MANY_REQUESTS, state.msBeforeNext / 1000);
        }
    }

    /** Counts one failure (a wrong password) without refusing; the failure that reaches the limit starts the block. */
    async penalize(limit: AbuseLimit, key: string): Promise<void> {
        const limiter = await this.limiter(limit);
        const state = await limiter.penalty(key, 1);
        if (limit.blockSeconds && state.consumedPoints >= limit.points) await limiter.block(key, limit.blockSeconds);
    }

    /** Remembers a key for the limit's duration (an address an account logged in from). */
    async remember(limit: AbuseLimit, key: string): Promise<void> {
        const limiter = await this.limiter(limit);
        // the memory store forgets by a timer, which Node fires at once past 2^31 ms (~24 days)
        const seconds = limiter instanceof RateLimiterMemory ? Math.min(limit.durationSeconds, MAX_TIMER_SECONDS) : limit.durationSeconds;
        await limiter.set(key, 1, seconds);
    }

    /** Whether the key is remembered (`remember`) and not yet forgotten. */
    async remembers(limit: AbuseLimit, key: string): Promise<boolean> {
        return ((await (await this.limiter(limit)).get(key))?.consumedPoints ?? 0) > 0;
    }

    /** Forgets a key's count (a correct password ends the count of wrong ones). */
    async reset(limit: AbuseLimit, key: string): Promise<void> {
        await (await this.limiter(limit)).delete(key);
    }

    async onApplicationShutdown() {
        await (await this.redis?.catch(() => undefined))?.quit().catch(() => undefined);
    }

    private limiter(limit: AbuseLimit): Promise<RateLimiterAbstract> {
        let limiter = this.limiters.get(limit.name);
        if (!limiter) {
            limiter = this.createLimiter(limit);
            this.limiters.set(limit.name, limiter);
            limiter.catch(() => this.limiters.delete(limit.name));
        }
        return limiter;
    }

    private async createLimiter(limit: AbuseLimit): Promise<RateLimiterAbstract> {
        const base = { keyPrefix: `abuse:${limit.name}`, points: limit.points, duration: limit.durationSeconds };
        // While the store cannot be reached, this process counts on its own instead of failing the request.
        const common = { ...base, insuranceLimiter: new RateLimiterMemory(base) };
        if (this.options.redisUrl) {
            this.redis ??= this.connectRedis(this.options.redisUrl).catch(error => {
                this.redis = undefined; // the next use tries again
                throw error;
            });
            return new RateLimiterRedis({ ...common, storeClient: await this.redis });
        }
        const dataSource = this.connection.rawConnection;
        const type = dataSource.options.type;
        if (type !== 'better-sqlite3' && type !== 'postgres') return new RateLimiterMemory(base);
        // One table for every limit (keys carry the limit's name); created once, before the first limiter uses it.
        this.tableReady ??= this.createTable();
        await this.tableReady;
        const driver = dataSource.driver as unknown as { databaseConnection: unknown; master: unknown };
        return type === 'postgres'
            ? new RateLimiterPostgres({ ...common, storeClient: driver.master, tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false })
            : new RateLimiterSQLite({ ...common, storeClient: driver.databaseConnection, storeType: 'better-sqlite3', tableName: TABLE, tableCreated: true, clearExpiredByTimeout: false });
    }

    /** Connected before the first limit uses it: without an offline queue, a command before the connection fails. */
    private async connectRedis(url: string): Promise<Redis> {
        const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
        redis.on('error', error => Logger.warn(`Redis for abuse limits: ${error.message}`, loggerCtx));
        await redis.connect();
        return redis;
    }

    /** The table rate-limiter-flexible expects, in the database's own dialect. */
    private async createTable() {
        const postgres = this.connection.rawConnection.options.type === 'postgres';
        const sql = postgres
            ? `CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`
            : `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`;
        try {
            await this.connection.rawConnection.query(sql);
        } catch (error) {
            // Two instances starting at once on PostgreSQL: the other one created it.
            if (!postgres) throw error;
            await this.connection.rawConnection.query(sql);
        }
    }
}

const TABLE = 'abuse_limit';
const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);
