import { createHmac } from 'node:crypto';
import type { APIContext } from 'astro';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_SIGNATURE_HEADER, DEVELOPMENT_WEBHOOK_SECRET, signCatalogueWebhook } from '@timber-shop/rules';
import { POST as catalogueWebhook } from '../../src/pages/api/webhooks/catalogue';
import { POST as storyblokWebhook } from '../../src/pages/api/webhooks/storyblok';

/** The webhook routes against a recording publisher (what server/serve.ts hands them from server/live-site.ts). */
const schedule = vi.fn();
const call = (route: typeof catalogueWebhook, request: Request) => route({ request, locals: { publisher: { schedule, token: 'live-site-token' } } } as unknown as APIContext);
const post = (path: string, body: string, headers: Record<string, string>) => new Request(`http://shop.test${path}`, { method: 'POST', body, headers });

beforeEach(() => {
    vi.stubEnv('STORYBLOK_WEBHOOK_SECRET', 'sb-secret');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
    schedule.mockReset();
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
});

describe('catalogue webhook', () => {
    const body = JSON.stringify({ scope: 'products', productIds: ['10', '11'] });

    it('refuses a bad or missing signature with 401 and asks for nothing', async () => {
        const unsigned: Record<string, string> = {};
        for (const headers of [unsigned, { [CATALOGUE_SIGNATURE_HEADER]: await signCatalogueWebhook('wrong secret', body) }]) {
            const response = await call(catalogueWebhook, post('/api/webhooks/catalogue', body, headers));
            expect(response.status).toBe(401);
        }
        expect(schedule).not.toHaveBeenCalled();
    });

    it('asks for a rebuild of the changed products when signed with the shared secret', async () => {
        const headers = { [CATALOGUE_SIGNATURE_HEADER]: await signCatalogueWebhook(DEVELOPMENT_WEBHOOK_SECRET, body) };
        const response = await call(catalogueWebhook, post('/api/webhooks/catalogue', body, headers));
        expect(response.status).toBe(202);
        expect(schedule).toHaveBeenCalledWith('catalogue: products 10, 11', ['10', '11']);
    });

    it('rebuilds everything for a change of categories, facets or assets', async () => {
        const all = JSON.stringify({ scope: 'all' });
        const response = await call(catalogueWebhook, post('/api/webhooks/catalogue', all, { [CATALOGUE_SIGNATURE_HEADER]: await signCatalogueWebhook(DEVELOPMENT_WEBHOOK_SECRET, all) }));
        expect(response.status).toBe(202);
        expect(schedule).toHaveBeenCalledWith(expect.stringContaining('catalogue'), undefined);
    });
});

describe('Storyblok webhook', () => {
    const body = JSON.stringify({ text: 'The user published the Story Privacy', action: 'published', space_id: 1, story_id: 7, full_slug: 'en/t/privacy' });

    it('checks webhook-signature (HMAC-SHA1) before anything else', async () => {
        const bad = await call(storyblokWebhook, post('/api/webhooks/storyblok', body, { 'webhook-signature': 'deadbeef' }));
        expect(bad.status).toBe(401);
        expect(schedule).not.toHaveBeenCalled();
        const signature = createHmac('sha1', 'sb-secret').update(body).digest('hex');
        const good = await call(storyblokWebhook, post('/api/webhooks/storyblok', body, { 'webhook-signature': signature }));
        expect(good.status).toBe(202);
        expect(schedule).toHaveBeenCalledWith('storyblok: published en/t/privacy', undefined);
    });

    it('refuses every call when no webhook secret is configured', async () => {
        vi.stubEnv('STORYBLOK_WEBHOOK_SECRET', '');
        const signature = createHmac('sha1', '').update(body).digest('hex');
        expect((await call(storyblokWebhook, post('/api/webhooks/storyblok', body, { 'webhook-signature': signature }))).status).toBe(401);
    });
});
