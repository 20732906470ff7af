/**
 * The shop's security headers, in one place for every server that answers a browser: the
 * storefront's Node server (scripts/serve.mjs), its on-demand pages (src/middleware.ts, also on
 * Netlify), the CDN's static files (the `_headers` file the Netlify build writes) and the backend.
 *
 * To let a new integration in, add its sources to CSP_INTEGRATIONS and name it where the headers
 * are made (`integrations`); a page that must be framed (a CMS preview) passes `frameAncestors`.
 */

export type CspDirective =
    | 'default-src'
    | 'script-src'
    | 'style-src'
    | 'img-src'
    | 'font-src'
    | 'connect-src'
    | 'frame-src'
    | 'worker-src'
    | 'form-action'
    | 'frame-ancestors';

type Sources = Partial<Record<CspDirective, readonly string[]>>;

/**
 * What the shop itself needs: its own origin; Astro's island scripts and style attributes inline;
 * WebAssembly compiled by the search page's pagefind (no eval of scripts).
 */
const SHOP_SOURCES: Sources = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
};

/** The sources each optional integration adds when it is configured. */
export const CSP_INTEGRATIONS = {
    /** Adyen's Drop-in: its card fields and wallets in frames, 3-D Secure challenges from the card issuer, redirects to banks */
    adyen: {
        'script-src': ['https://*.adyen.com'],
        'style-src': ['https://*.adyen.com'],
        'img-src': ['https://*.adyen.com'],
        'connect-src': ['https://*.adyen.com'],
        'frame-src': ['https:'],
        'form-action': ['https:'],
    },
    /** Storyblok's visual editor: its bridge script and API (preview pages only) */
    storyblokBridge: {
        'script-src': ['https://app.storyblok.com'],
        'connect-src': ['https://api.storyblok.com', 'https://api-us.storyblok.com', 'https://app.storyblok.com'],
        'img-src': ['https://a.storyblok.com'],
    },
    /** Storyblok's asset CDN: the images of pages built from Storyblok (logo, footer cards, content images) */
    storyblokAssets: { 'img-src': ['https://a.storyblok.com'] },
    /** ALTCHA: proof of work in web workers, no third party */
    captcha: { 'worker-src': ["'self'", 'blob:'] },
    /** Google Tag Manager and Analytics, after consent */
    tagManager: {
        'script-src': ['https://www.googletagmanager.com'],
        'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
        'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    },
} satisfies Record<string, Sources>;

export type CspIntegration = keyof typeof CSP_INTEGRATIONS;

export interface SecurityHeaderOptions {
    /** the shop is reached over HTTPS: HSTS and upgrade-insecure-requests */
    https?: boolean;
    integrations?: readonly CspIntegration[];
    /** who may frame the page (the CMS preview); by default nobody */
    frameAncestors?: readonly string[];
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy({ https = false, integrations = [], frameAncestors }: SecurityHeaderOptions = {}): string {
    const directives = new Map<string, Set<string>>();
    for (const sources of [SHOP_SOURCES, ...integrations.map(name => CSP_INTEGRATIONS[name] as Sources)]) {
        for (const [directive, values] of Object.entries(sources)) {
            const set = directives.get(directive) ?? new Set<string>();
            for (const value of values ?? []) set.add(value);
            directives.set(directive, set);
        }
    }
    if (frameAncestors?.length) directives.set('frame-ancestors', new Set(frameAncestors));
    const parts = [...directives].map(([directive, values]) => `${directive} ${[...values].join(' ')}`);
    parts.push("object-src 'none'", "base-uri 'self'");
    if (https) parts.push('upgrade-insecure-requests');
    return parts.join('; ');
}

/** Every security header of a page or file of the storefront. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
    const headers: Record<string, string> = {
        'content-security-policy': contentSecurityPolicy(options),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': `camera=(), microphone=(), geolocation=(), usb=(), payment=(self${options.integrations?.includes('adyen') ? ' "https://*.adyen.com"' : ''})`,
        'cross-origin-opener-policy': 'same-origin-allow-popups',
    };
    // A frame-ancestors list replaces X-Frame-Options in every current browser; DENY for older ones when nobody may frame.
    if (!options.frameAncestors?.length) headers['x-frame-options'] = 'DENY';
    if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    return headers;
}

/**
 * The integrations the storefront's environment configures (each is on when its public key is set).
 * Storyblok's bridge is not among them: only the preview's answers carry it (src/pages/preview).
 * `env` is process.env or import.meta.env.
 */
export function cspIntegrationsFromEnv(env: Record<string, string | undefined>): CspIntegration[] {
    const on: CspIntegration[] = [];
    if (env.ADYEN_CLIENT_KEY || env.PUBLIC_ADYEN_CLIENT_KEY) on.push('adyen');
    if (env.STORYBLOK_TOKEN) on.push('storyblokAssets');
    if (env.ALTCHA_HMAC_KEY) on.push('captcha');
    if (env.GTM_ID || env.PUBLIC_GTM_ID) on.push('tagManager');
    return on;
}
