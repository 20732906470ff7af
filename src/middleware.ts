import { AsyncLocalStorage } from 'node:async_hooks';
import { defineMiddleware } from 'astro:middleware';
import { cspIntegrationsFromEnv, scriptHashesOfPolicy, securityHeaders } from '@timber-shop/rules';
import { setBackendTimeoutOfCall } from './lib/api/client';
import { cdnSettingsProblems, refusedForSettings } from './lib/cdn-settings';
import { movedProductPath } from './lib/not-found';

/**
 * The shop's security headers (packages/rules, security-headers.ts) on every on-demand answer:
 * the filtered category pages, the 404 page, the proxies. Pre-rendered files get them from the
 * server that serves them (server/serve.ts, or the `_headers` file of the Netlify build).
 */
const integrations = cspIntegrationsFromEnv(process.env);
// built once per scheme, not per request: the proxy answers every island's calls through here
const HEADERS = {
    http: Object.entries(securityHeaders({ https: false, integrations })),
    https: Object.entries(securityHeaders({ https: true, integrations })),
};

/** Storyblok's visual editor frames the preview and runs its bridge script there. */
const STORYBLOK_EDITOR = ["'self'", 'https://app.storyblok.com'];

/**
 * The live site's publishing routes (src/pages/publishing) read the catalogue as a build does: their
 * backend calls get a build's timeout (scripts/build.mjs), not the short one of a visitor's page.
 */
const PUBLISHING_BACKEND_TIMEOUT_MS = 120_000;
const publishingCall = new AsyncLocalStorage<number>();
setBackendTimeoutOfCall(() => publishingCall.getStore());

/** On the CDN (a build for Netlify), the functions' settings, checked once per instance: none may be a development default. */
const settingsProblems = import.meta.env.SHOP_ON_CDN ? cdnSettingsProblems(process.env) : [];

export const onRequest = defineMiddleware(async (context, next) => {
    if (settingsProblems.length > 0 && !context.isPrerendered) return refusedForSettings(settingsProblems);
    // Storyblok's editor on the CDN: netlify.toml's `_storyblok` rule sends the request to this function,
    // which gets the page's own (pre-rendered) path; the preview route renders it
    if (import.meta.env.SHOP_ON_CDN && context.url.searchParams.has('_storyblok') && !context.url.pathname.startsWith('/preview/')) {
        return context.rewrite(new URL(`/preview${context.url.pathname.replace(/\/$/, '')}${context.url.search}`, context.url));
    }
    // A product's id under an old or wrong slug: 301 to the product. Such a path has no file and reaches
    // Astro (whose filtered-category route takes its shape, then the 404 page): answered here, first,
    // since a page rendered in place of a 404 keeps that status whatever it returns.
    if (!context.isPrerendered && (context.request.method === 'GET' || context.request.method === 'HEAD')) {
        const moved = await movedProductPath(context.url.pathname);
        if (moved) return new Response(null, { status: 301, headers: { location: `${moved}${context.url.search}`, 'cache-control': 'public, max-age=3600' } });
    }
    const response = await (context.url.pathname.startsWith('/publishing/') ? publishingCall.run(PUBLISHING_BACKEND_TIMEOUT_MS, next) : next());
    const https = context.url.protocol === 'https:' || (process.env.SHOP_URL ?? '').startsWith('https:');
    if (context.locals.storyblokPreview) {
        // The preview's whole set, with the hashes Astro computed for the page's inline scripts.
        const scriptHashes = scriptHashesOfPolicy(response.headers.get('content-security-policy') ?? '');
        const preview = securityHeaders({ https, integrations: [...integrations, 'storyblokBridge'], frameAncestors: STORYBLOK_EDITOR, scriptHashes });
        for (const [name, value] of Object.entries(preview)) response.headers.set(name, value);
        return response;
    }
    // Pre-rendered files get theirs from the server. The dev server (npm run dev) renders every page on
    // demand with inline scripts of its own (Vite's client, islands unbundled) that no policy hashes: none there.
    if (context.isPrerendered || import.meta.env.DEV) return response;
    // A page's CSP is Astro's (with the hashes of its inline scripts): kept, and the rest added, also
    // where the server set none (the 500 page of a failed preview, which the server hands to Astro
    // untouched). An answer without a body runs no script: when it is a page's 404, Astro renders the
    // 404 page in its place and would keep this answer's headers over the page's own, so it gets no CSP here.
    const withoutCsp = response.body === null;
    const addMissing = (headers: Headers) => {
        for (const [name, value] of HEADERS[https ? 'https' : 'http']) {
            if (!headers.has(name) && !(withoutCsp && name === 'content-security-policy')) headers.set(name, value);
        }
    };
    try {
        addMissing(response.headers);
        return response;
    } catch {
        // a response with immutable headers (from fetch): the same answer in a new Response
        const copy = new Response(response.body, response);
        addMissing(copy.headers);
        return copy;
    }
});
