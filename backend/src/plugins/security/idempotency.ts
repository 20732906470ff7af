import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CacheService } from '@vendure/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** A key the storefront's API client makes per action (src/lib/api/client.ts): 16-100 URL-safe characters. */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** How long an answer is kept for a retry of its action: a retry comes seconds or minutes after the failure it answers. */
const KEEP_MS = 10 * 60_000;
/** How long a running action blocks its retries: longer than any call may take (the proxy gives up after BACKEND_TIMEOUT_MS). */
const RUNNING_MS = 2 * 60_000;
/** How long a retry waits for the first try of its action, still running, before it is told to try again. */
const WAIT_MS = 30_000;

interface Kept {
    /** a hash of the request's body: the same key with another body is refused */
    body: string;
    done?: { status: number; contentType?: string; setCookie?: string[]; text: string };
}

/**
 * Mutations safe to retry: a Shop API POST with an `Idempotency-Key` (the storefront's client sends
 * one per action, and the same one when it retries an action whose outcome it did not learn: a 504,
 * a dropped connection) runs once per key and session. A retry of a finished action gets the first
 * answer again, cookies included; a retry while the first try still runs (a paused backend
 * catching up on its queue) waits for it; the same key with another body is refused with 422.
 * An answer of 5xx is not kept: the action may be tried again.
 *
 * Kept in Vendure's cache (`cache`, set once the app is up): in this process on SQLite, in Redis or
 * the database with several instances, as the sessions are.
 */
export function idempotentMutations(cache: () => CacheService | undefined): RequestHandler {
    // this process's actions under way: a retry that arrives while its first try runs here waits for it
    const running = new Map<string, Promise<void>>();
    return async (req: Request, res: Response, next: NextFunction) => {
        const key = req.method === 'POST' ? req.header('idempotency-key') : undefined;
        const store = cache();
        if (!key || !store) return next();
        if (!KEY.test(key)) return refuse(res, 400, 'The Idempotency-Key header is not valid.');
        const id = `idempotency:${hash(`${session(req)} ${key}`)}`;
        const body = hash(JSON.stringify(req.body ?? null));
        try {
            const here = running.get(id);
            if (here) await Promise.race([here, sleep(WAIT_MS)]);
            let kept = await store.get<Kept>(id);
            for (const until = Date.now() + WAIT_MS; kept && !kept.done && Date.now() < until; kept = await store.get<Kept>(id)) await sleep(200);
            if (kept && kept.body !== body) return refuse(res, 422, 'This Idempotency-Key was used for another request.');
            if (kept?.done) return replay(res, kept.done);
            if (kept) return refuse(res, 409, 'The same request is still being handled. Please try again in a moment.');
        } catch {
            return next(); // the cache unreachable: the call goes through as without a key
        }
        let finished: () => void = () => {};
        running.set(id, new Promise<void>(resolve => (finished = resolve)));
        await store.set<Kept>(id, { body }, { ttl: RUNNING_MS }).catch(() => undefined);
        // Done when the answer is complete, whether or not its client still listens: a proxy that gave up
        // (504) closed the connection long before a paused backend carried the action out.
        const forget = setTimeout(() => complete(undefined), RUNNING_MS);
        let completed = false;
        const complete = (done: Kept['done']) => {
            if (completed) return;
            completed = true;
            clearTimeout(forget);
            const saved = done && done.status < 500 ? store.set<Kept>(id, { body, done }, { ttl: KEEP_MS }) : store.delete(id);
            saved.catch(() => undefined).finally(() => {
                running.delete(id);
                finished();
            });
        };
        const chunks: Buffer[] = [];
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => Response;
        const collect = (chunk: unknown, encoding?: unknown) => {
            if (chunk != null && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        };
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
            collect(chunk, rest[0]);
            return write(chunk, ...rest);
        }) as Response['write'];
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
            collect(chunk, rest[0]);
            // The session's cookie is set as the headers go out, within end(); for a client that hung up (the
            // proxy gave up on a paused backend) Node writes no headers, so their hooks run here: a first
            // visit's retry then gets the session its first try made.
            if (res.destroyed && !res.headersSent) res.writeHead(res.statusCode);
            const ended = end(chunk, ...rest);
            complete({
                status: res.statusCode,
                contentType: res.getHeader('content-type')?.toString(),
                setCookie: ([] as string[]).concat((res.getHeader('set-cookie') as string | string[] | undefined) ?? []),
                text: Buffer.concat(chunks).toString('utf8'),
            });
            return ended;
        }) as Response['end'];
        next();
    };
}

function replay(res: Response, done: NonNullable<Kept['done']>) {
    if (done.contentType) res.setHeader('content-type', done.contentType);
    if (done.setCookie?.length) res.setHeader('set-cookie', done.setCookie);
    res.setHeader('idempotent-replay', 'true');
    res.status(done.status).send(done.text);
}

function refuse(res: Response, status: number, message: string) {
    res.status(status).json({ errors: [{ message, extensions: { code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST' } }] });
}

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The visitor's session (its cookie, or a bearer token): a key counts within one session only. */
function session(req: Request): string {
    const cookie = /(?:^|;\s*)session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    return cookie ?? req.headers.authorization ?? '';
}
