import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspIntegrationsFromEnv } from './security-headers.ts';

describe('Storyblok in the content security policy', () => {
    it("lets pages built from Storyblok show its CDN's images; the bridge only where the preview asks for it", () => {
        const built = cspIntegrationsFromEnv({ STORYBLOK_TOKEN: 'public-token' });
        expect(contentSecurityPolicy({ integrations: built })).toMatch(/img-src [^;]*https:\/\/a\.storyblok\.com/);
        expect(contentSecurityPolicy({ integrations: built })).not.toContain('https://app.storyblok.com');
        expect(cspIntegrationsFromEnv({})).toEqual([]);
        expect(contentSecurityPolicy({ integrations: ['storyblokBridge'], frameAncestors: ["'self'", 'https://app.storyblok.com'] })).toMatch(
            /frame-ancestors 'self' https:\/\/app\.storyblok\.com/,
        );
    });
});
