import type { APIRoute } from 'astro';
import { verifyStoryblokWebhook } from '@timber-shop/rules';
import { json, requestRebuild, storyblokEvent, webhookBody } from '../../../lib/publishing';

/**
 * POST /api/webhooks/storyblok: Storyblok's story webhook (published, unpublished, deleted, moved),
 * signed with the webhook secret set in Storyblok and here as STORYBLOK_WEBHOOK_SECRET (the
 * `webhook-signature` header: HMAC-SHA1 of the body). Without that secret every call is refused:
 * an unsigned webhook could rebuild the site at will.
 */
export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
    const body = await webhookBody(request);
    if (body === undefined) return json({ error: 'too large' }, 413);
    if (!(await verifyStoryblokWebhook(process.env.STORYBLOK_WEBHOOK_SECRET ?? '', body, request.headers.get('webhook-signature')))) {
        console.warn('[webhook] storyblok: refused a request with a bad or missing signature');
        return json({ error: 'bad signature' }, 401);
    }
    const parsed = storyblokEvent.safeParse((() => {
        try {
            return JSON.parse(body);
        } catch {
            return undefined;
        }
    })());
    if (!parsed.success) return json({ error: 'not a Storyblok story event' }, 400);
    const answer = await requestRebuild(locals, `storyblok: ${parsed.data.action} ${parsed.data.full_slug ?? parsed.data.story_id ?? ''}`.trim());
    return answer.accepted ? json(answer, 202) : json(answer, 503);
};
