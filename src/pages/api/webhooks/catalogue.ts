import type { APIRoute } from 'astro';
import { CATALOGUE_SIGNATURE_HEADER, DEVELOPMENT_WEBHOOK_SECRET, verifyCatalogueWebhook } from '@timber-shop/rules';
import { catalogueChange, json, requestRebuild, webhookBody } from '../../../lib/publishing';

/**
 * POST /api/webhooks/catalogue: the backend's catalogue webhook (publishing plugin). The signature is
 * checked first (WEBHOOK_SECRET, shared with the backend): a bad or missing one gets 401 and nothing
 * happens. A good one asks for a rebuild (202).
 */
export const prerender = false;

export const POST: APIRoute = async ({ request, locals }) => {
    const body = await webhookBody(request);
    if (body === undefined) return json({ error: 'too large' }, 413);
    const secret = process.env.WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET;
    if (!(await verifyCatalogueWebhook(secret, body, request.headers.get(CATALOGUE_SIGNATURE_HEADER)))) {
        console.warn('[webhook] catalogue: refused a request with a bad or missing signature');
        return json({ error: 'bad signature' }, 401);
    }
    let change: ReturnType<typeof catalogueChange.parse>;
    try {
        change = catalogueChange.parse(JSON.parse(body));
    } catch {
        return json({ error: 'not a catalogue change' }, 400);
    }
    const reason = change.scope === 'all' ? 'catalogue: categories, facets or assets' : `catalogue: products ${change.productIds.join(', ')}`;
    const answer = await requestRebuild(locals, reason, change.scope === 'products' ? change.productIds : undefined);
    return answer.accepted ? json(answer, 202) : json(answer, 503);
};
