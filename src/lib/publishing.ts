import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { LIVE_SITE_TOKEN_HEADER } from '@timber-shop/rules';

/**
 * Asking for a rebuild from the storefront's webhook routes. Under server/serve.ts the live site
 * (server/live-site.ts) hands its publisher to every route as `locals.publisher`: the rebuild runs
 * in that process, debounced, one at a time, and is swapped in when it succeeds. On a CDN (Netlify)
 * there is no such process: NETLIFY_BUILD_HOOK, the site's build hook address, starts a deploy instead.
 */
export interface Publisher {
    /** a rebuild of the pages of these products, or of everything without them */
    schedule(reason: string, productIds?: string[]): void;
    /** what the live site's own calls to the publishing routes carry (LIVE_SITE_TOKEN_HEADER): a random value per process */
    token: string;
}

/**
 * Whether a request to the publishing routes (src/pages/publishing: the pages and search records of a
 * product publish) comes from the live site in this process: nobody else knows its token. Those
 * routes answer anyone else with an empty 404, as if they were not there.
 */
export function isLiveSiteCall(request: Request, locals: App.Locals): boolean {
    const token = locals.publisher?.token;
    const given = request.headers.get(LIVE_SITE_TOKEN_HEADER);
    if (!token || !given || given.length !== token.length) return false;
    return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

export type RebuildAnswer = { accepted: true; by: 'live-site' | 'build-hook' } | { accepted: false; reason: string };

export async function requestRebuild(locals: App.Locals, reason: string, productIds?: string[]): Promise<RebuildAnswer> {
    const { publisher } = locals;
    if (publisher) {
        publisher.schedule(reason, productIds);
        return { accepted: true, by: 'live-site' };
    }
    const hook = process.env.NETLIFY_BUILD_HOOK;
    if (hook) {
        const response = await fetch(`${hook}?trigger_title=${encodeURIComponent(reason.slice(0, 100))}`, {
            method: 'POST',
            signal: AbortSignal.timeout(10_000),
        });
        return response.ok ? { accepted: true, by: 'build-hook' } : { accepted: false, reason: `the build hook answered ${response.status}` };
    }
    return { accepted: false, reason: 'nothing here can rebuild the site (no live site, no NETLIFY_BUILD_HOOK)' };
}

/** Webhook bodies are small; anything larger is refused before it is read whole. */
export const MAX_WEBHOOK_BODY = 64 * 1024;

/** The body as text, or undefined when it is larger than MAX_WEBHOOK_BODY. */
export async function webhookBody(request: Request): Promise<string | undefined> {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_WEBHOOK_BODY) return undefined;
    const body = await request.text();
    return body.length > MAX_WEBHOOK_BODY ? undefined : body;
}

export const catalogueChange = z.union([
    z.object({ scope: z.literal('all'), at: z.string().optional() }),
    z.object({ scope: z.literal('products'), productIds: z.array(z.string()).max(10_000), at: z.string().optional() }),
]);

/** Storyblok's webhook body (story publish, unpublish, delete, move). */
export const storyblokEvent = z.object({
    action: z.string(),
    text: z.string().optional(),
    story_id: z.union([z.number(), z.string()]).optional(),
    full_slug: z.string().optional(),
    space_id: z.union([z.number(), z.string()]).optional(),
});

export const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
