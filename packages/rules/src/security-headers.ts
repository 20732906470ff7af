/**
 * The shop's security headers, in one place for every server that answers a browser: the
 * storefront's Node server (server/serve.ts), its on-demand pages (src/middleware.ts, also on
 * Netlify), the CDN's static files (the `_headers` file the Netlify build writes) and the backend.
 *
 * To let a new integration in, add its sources to CSP_INTEGRATIONS and name it where the headers
 * are made (`integrations`); a page that must be framed (a CMS preview) passes `frameAncestors`.
 *
 * Scripts run only from the shop's origin and the configured integrations: no inline script runs
 * unless its SHA-256 hash is listed. Astro computes the hashes of its own inline scripts (the island
 * bootstrap, the hydration directives, small component scripts it inlines) at build time
 * (`security.csp` in astro.config.mjs, from `astroCsp` below): on-demand pages carry them in Astro's
 * own header, pre-rendered pages in the header of the server that serves them (`scriptHashes`).
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
 * What the shop itself needs: its own origin; WebAssembly compiled by the search page's pagefind
 * (no eval of scripts); inline styles (React islands render style attributes, which hashes cannot
 * allow; a style cannot run code).
 */
const SHOP_SOURCES: Sources = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
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
    /** Google reCAPTCHA v2 instead of ALTCHA (RECAPTCHA_SITE_KEY): its script and its challenge frame, as Google's CSP guide lists them */
    recaptcha: {
        'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
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
    /** the hashes of the inline scripts the page may run, as CSP sources: 'sha256-…' (with the quotes) */
    scriptHashes?: readonly string[];
}

/** Every directive with its sources, in the order they are sent. */
function cspDirectives({ https = false, integrations = [], frameAncestors, scriptHashes = [] }: SecurityHeaderOptions): [string, string[]][] {
    const directives = new Map<string, Set<string>>();
    for (const sources of [SHOP_SOURCES, ...integrations.map(name => CSP_INTEGRATIONS[name] as Sources), { 'script-src': scriptHashes }]) {
        for (const [directive, values] of Object.entries(sources)) {
            const set = directives.get(directive) ?? new Set<string>();
            for (const value of values ?? []) set.add(value);
            directives.set(directive, set);
        }
    }
    if (frameAncestors?.length) directives.set('frame-ancestors', new Set(frameAncestors));
    const all: [string, string[]][] = [...directives].map(([directive, values]) => [directive, [...values]]);
    all.push(['object-src', ["'none'"]], ['base-uri', ["'self'"]]);
    if (https) all.push(['upgrade-insecure-requests', []]);
    return all;
}

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
    return cspDirectives(options)
        .map(([directive, values]) => [directive, ...values].join(' '))
        .join('; ');
}

/** The quoted CSP hash sources ('sha256-…') in a Content-Security-Policy's script-src. */
export function scriptHashesOfPolicy(policy: string): string[] {
    const scriptSrc = policy.split(';').find(directive => directive.trim().startsWith('script-src '));
    return scriptSrc?.match(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g) ?? [];
}

/**
 * The same policy as Astro's `security.csp` setting: Astro adds the hashes of its inline scripts to
 * script-src and sends the whole on on-demand pages (and hands it to the adapter for pre-rendered ones).
 */
export function astroCsp(options: Omit<SecurityHeaderOptions, 'scriptHashes'> = {}) {
    const directives = cspDirectives(options);
    const sources = (name: string) => directives.find(([directive]) => directive === name)?.[1] ?? [];
    return {
        algorithm: 'SHA-256' as const,
        directives: directives
            .filter(([directive]) => directive !== 'script-src' && directive !== 'style-src')
            .map(([directive, values]) => [directive, ...values].join(' ')),
        scriptDirective: { resources: sources('script-src') },
        // 'unsafe-inline' among the resources: Astro adds no style hashes (which would switch it off)
        styleDirective: { resources: sources('style-src') },
    };
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
    if (env.RECAPTCHA_SITE_KEY) on.push('recaptcha');
    if (env.GTM_ID || env.PUBLIC_GTM_ID) on.push('tagManager');
    return on;
}
