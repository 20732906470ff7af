import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signCatalogueWebhook, verifyCatalogueWebhook, verifyStoryblokWebhook, WEBHOOK_MAX_AGE_S } from './webhooks.ts';

describe('webhook signatures', () => {
    const body = JSON.stringify({ scope: 'products', productIds: ['10'] });

    it('accepts the catalogue webhook signed with the shared secret, and nothing else', async () => {
        const header = await signCatalogueWebhook('secret', body);
        expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
        expect(await verifyCatalogueWebhook('secret', body, header)).toBe(true);
        expect(await verifyCatalogueWebhook('other secret', body, header)).toBe(false);
        expect(await verifyCatalogueWebhook('secret', `${body} `, header)).toBe(false);
        expect(await verifyCatalogueWebhook('secret', body, undefined)).toBe(false);
        expect(await verifyCatalogueWebhook('secret', body, 'v1=abc')).toBe(false);
        expect(await verifyCatalogueWebhook('', body, header)).toBe(false);
    });

    it('refuses a catalogue signature older than five minutes (a replayed call)', async () => {
        const then = Date.now() - (WEBHOOK_MAX_AGE_S + 5) * 1000;
        expect(await verifyCatalogueWebhook('secret', body, await signCatalogueWebhook('secret', body, then))).toBe(false);
    });

    it("checks Storyblok's webhook-signature (HMAC-SHA1 of the body, hex)", async () => {
        const storyblokBody = '{"text":"The user x published the Story y","action":"published","space_id":1,"story_id":2,"full_slug":"en/t/privacy"}';
        const signature = createHmac('sha1', 'sb-secret').update(storyblokBody).digest('hex');
        expect(await verifyStoryblokWebhook('sb-secret', storyblokBody, signature)).toBe(true);
        expect(await verifyStoryblokWebhook('sb-secret', storyblokBody.replace('published', 'deleted'), signature)).toBe(false);
        expect(await verifyStoryblokWebhook('', storyblokBody, signature)).toBe(false);
        expect(await verifyStoryblokWebhook('sb-secret', storyblokBody, null)).toBe(false);
    });
});
