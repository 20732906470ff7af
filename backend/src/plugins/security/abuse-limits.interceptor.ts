import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthenticatedSession, ConfigService, Logger, RequestContext, TransactionalConnection } from '@vendure/core';
import { internal_getRequestContext } from '@vendure/core/dist/api/common/request-context';
import type { Request } from 'express';
import { LessThan } from 'typeorm';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { clientAddress } from '../../common/client-address';
import { AbuseLimitService } from './abuse-limits.service';
import type { AbuseLimit } from './types';
import { LIMITS, loggerCtx } from './constants';

type Args = Record<string, unknown> & { input?: Record<string, unknown> };

const lower = (value: unknown) => String(value ?? '').trim().toLowerCase();

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Counts one use of a per-address limit. This machine itself (the tests, the benchmark, staff's
 * scripts on the server) is not counted per address: visitors never appear as the loopback, as
 * the storefront's proxy forwards their own address. Per account and recipient limits still hold.
 */
function perAddress(limits: AbuseLimitService, limit: AbuseLimit, ip: string): Promise<void> {
    return LOOPBACK.has(ip) ? Promise.resolve() : limits.consume(undefined, limit, ip);
}

/**
 * Puts the abuse limits in front of Vendure's own mutations that try passwords or send mails
 * (both APIs), and ends a customer's other sessions when the password is reset or changed.
 * A Nest interceptor: it runs for root resolvers only (Vendure enhances field resolvers with
 * guards alone), after Vendure's auth guard has made the RequestContext.
 */
@Injectable()
export class AbuseLimitsInterceptor implements NestInterceptor {
    constructor(
        private limits: AbuseLimitService,
        private connection: TransactionalConnection,
        private configService: ConfigService,
    ) {}

    private clientIp(req: Request | undefined): string {
        return clientAddress(this.configService, req);
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
        if (context.getType<string>() !== 'graphql') return next.handle();
        const gql = GqlExecutionContext.create(context);
        const info = gql.getInfo<{ fieldName: string; parentType: { name: string } }>();
        if (info.parentType.name !== 'Mutation') return next.handle();
        const req: Request | undefined = gql.getContext()?.req;
        const handler = this.handlers[info.fieldName];
        if (!handler || !req) return next.handle();
        return from(handler(req, gql.getArgs<Args>(), () => lastValueFrom(next.handle(), { defaultValue: undefined }), context));
    }

    private handlers: Record<string, (req: Request, args: Args, run: () => Promise<unknown>, context: ExecutionContext) => Promise<unknown>> = {
        // Shop API `login` and Admin API `login`; the Admin API's `authenticate` carries the same in `input.native`
        login: (req, args, run) => this.login(req, lower(args.username), run),
        authenticate: (req, args, run) => {
            const native = (args.input as { native?: { username?: string } } | undefined)?.native;
            return native ? this.login(req, lower(native.username), run) : run();
        },
        registerCustomerAccount: async (req, args, run) => {
            await perAddress(this.limits, LIMITS.registrations, this.clientIp(req));
            await this.accountMail(req, args.input?.emailAddress);
            return run();
        },
        requestPasswordReset: async (req, args, run) => {
            await this.accountMail(req, args.emailAddress);
            return run();
        },
        refreshCustomerVerification: async (req, args, run) => {
            await this.accountMail(req, args.emailAddress);
            return run();
        },
        requestUpdateCustomerEmailAddress: async (req, args, run) => {
            await this.accountMail(req, args.newEmailAddress);
            return run();
        },
        verifyCustomerAccount: async (req, _args, run) => {
            await perAddress(this.limits, LIMITS.tokenTries, this.clientIp(req));
            return run();
        },
        resetPassword: async (req, _args, run) => {
            await perAddress(this.limits, LIMITS.tokenTries, this.clientIp(req));
            const result = (await run()) as { id?: unknown; identifier?: string; errorCode?: string } | undefined;
            // The reset logs the customer in with a new session, the user's newest: every other one ends.
            // (Not by time: the database may keep a session's creation to the second, as old as the reset's start.)
            if (result && !result.errorCode && result.id != null) {
                await this.endSessions(result.id, { keepNewest: true });
                // proof of the mailbox: from here the account's owner logs in even while it is under attack
                if (result.identifier) await this.loggedIn(lower(result.identifier), this.clientIp(req));
            }
            return result;
        },
        updateCustomerPassword: async (req, _args, run, context) => {
            const started = new Date();
            const result = (await run()) as { success?: boolean } | undefined;
            const ctx = this.requestContext(req, context);
            if (result?.success && ctx?.activeUserId != null) await this.endSessions(ctx.activeUserId, { before: started, keepToken: ctx.session?.token });
            return result;
        },
        sendCartEmail: async (req, _args, run) => {
            await perAddress(this.limits, LIMITS.cartMailsPerIp, this.clientIp(req));
            return run();
        },
        // the guest's e-mail address gets the order confirmation: one address is not named by ever more carts
        setCustomerForOrder: async (_req, args, run) => {
            if (args.input?.emailAddress) await this.limits.consume(undefined, LIMITS.guestCheckoutsPerRecipient, lower(args.input.emailAddress));
            return run();
        },
    };

    /**
     * A login (customers and staff alike): refused while its address is locked out for the account
     * (10 wrong passwords in a minute), or has tried too many accounts; and, while the account is
     * under attack from many addresses (50 wrong passwords in an hour), refused from every address
     * the account never logged in from. So an attacker slows only themselves: the owner's right
     * password from an address they used before keeps working, and from a new one a password reset
     * (which logs in and remembers the address) lets them in. A wrong password counts everywhere, a
     * right one clears its address's count and remembers the address.
     */
    private async login(req: Request, username: string, run: () => Promise<unknown>) {
        const ip = this.clientIp(req);
        const accountKey = `${username}|${ip}`;
        const countIp = !LOOPBACK.has(ip);
        if (countIp) await this.limits.check(LIMITS.loginFailuresPerIp, ip);
        await this.limits.check(LIMITS.loginFailures, accountKey);
        if (!(await this.limits.remembers(LIMITS.knownLoginAddresses, accountKey))) await this.limits.check(LIMITS.loginFailuresPerAccount, username);
        const result = (await run()) as { errorCode?: string } | undefined;
        if (result?.errorCode === 'INVALID_CREDENTIALS_ERROR') {
            await Promise.all([
                this.limits.penalize(LIMITS.loginFailures, accountKey),
                this.limits.penalize(LIMITS.loginFailuresPerAccount, username),
                countIp ? this.limits.penalize(LIMITS.loginFailuresPerIp, ip) : undefined,
            ]);
        } else if (result && !result.errorCode) {
            await this.loggedIn(username, ip);
        }
        return result;
    }

    /** The account logged in from this address: its count there ends, and the address is one of the account's own. */
    private async loggedIn(username: string, ip: string) {
        const accountKey = `${username}|${ip}`;
        await Promise.all([this.limits.reset(LIMITS.loginFailures, accountKey), this.limits.remember(LIMITS.knownLoginAddresses, accountKey)]);
    }

    private async accountMail(req: Request, emailAddress: unknown) {
        await perAddress(this.limits, LIMITS.accountMailsPerIp, this.clientIp(req));
        if (emailAddress) await this.limits.consume(undefined, LIMITS.accountMailsPerRecipient, lower(emailAddress));
    }

    private requestContext(req: Request, context: ExecutionContext): RequestContext | undefined {
        try {
            return internal_getRequestContext(req as never, context);
        } catch {
            return undefined;
        }
    }

    /**
     * Ends a user's other sessions, in the database and in this process's session cache: those opened
     * before `before` but the one with `keepToken`, or all but the newest (`keepNewest`).
     */
    private async endSessions(userId: unknown, keep: { before: Date; keepToken?: string } | { keepNewest: true }) {
        // after the resolver's own transaction has ended: the plain connection
        const repository = this.connection.rawConnection.getRepository(AuthenticatedSession);
        const user = { id: userId as string };
        const ended =
            'keepNewest' in keep
                ? (await repository.find({ where: { user }, order: { id: 'DESC' } })).slice(1)
                : (await repository.find({ where: { user, createdAt: LessThan(keep.before) } })).filter(session => session.token !== keep.keepToken);
        if (ended.length === 0) return;
        await repository.remove(ended);
        const cache = this.configService.authOptions.sessionCacheStrategy;
        await Promise.all(ended.map(session => cache.delete(session.token)));
        Logger.verbose(`ended ${ended.length} other session(s) of user ${String(userId)} after a password change`, loggerCtx);
    }
}
