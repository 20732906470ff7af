import { describe, expect, it } from 'vitest';
import { astroCsp, contentSecurityPolicy, cspIntegrationsFromEnv, scriptHashesOfPolicy, securityHeaders } from './security-headers.ts';

const HASH = "'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='";

describe('the content security policy', () => {
    it('runs no inline script without its hash; styles stay inline', () => {
        const policy = contentSecurityPolicy({ scriptHashes: [HASH] });
        const scriptSrc = policy.split('; ').find(directive => directive.startsWith('script-src '));
        expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${HASH}`);
        expect(policy).toContain("style-src 'self' 'unsafe-inline'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(contentSecurityPolicy()).not.toContain("'unsafe-inline' 'wasm");
    });

    it('reads the hashes back from a policy (Astro\'s, for the pre-rendered pages)', () => {
        expect(scriptHashesOfPolicy(contentSecurityPolicy({ scriptHashes: [HASH], integrations: ['adyen'] }))).toEqual([HASH]);
        expect(scriptHashesOfPolicy("default-src 'self'; style-src 'sha256-abc='")).toEqual([]);
    });

    it('gives Astro the same policy: its directives, and script and style sources for it to add hashes to', () => {
        const csp = astroCsp({ https: true, integrations: ['tagManager'] });
        expect(csp.directives).toContain("frame-ancestors 'none'");
        expect(csp.directives).toContain('upgrade-insecure-requests');
        expect(csp.directives.some(directive => /^(script|style)-src /.test(directive))).toBe(false);
        expect(csp.scriptDirective.resources).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://www.googletagmanager.com']);
        expect(csp.styleDirective.resources).toContain("'unsafe-inline'");
    });

    it('lets reCAPTCHA in when its site key is set', () => {
        expect(cspIntegrationsFromEnv({ RECAPTCHA_SITE_KEY: 'key' })).toEqual(['recaptcha']);
        const policy = contentSecurityPolicy({ integrations: cspIntegrationsFromEnv({ RECAPTCHA_SITE_KEY: 'key' }) });
        expect(policy).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
        expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    });

    it('sends HSTS only over HTTPS', () => {
        expect(securityHeaders({ https: true })['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(securityHeaders()['strict-transport-security']).toBeUndefined();
    });
});

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
