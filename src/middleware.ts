import { defineMiddleware } from 'astro:middleware';
import { cspIntegrationsFromEnv, securityHeaders } from '@timber-shop/rules';

/**
 * The shop's security headers (packages/rules, security-headers.ts) on every on-demand answer:
 * the filtered category pages, the 404 page, the proxies. Pre-rendered files get them from the
 * server that serves them (scripts/serve.mjs, or the `_headers` file of the Netlify build).
 */
const integrations = cspIntegrationsFromEnv(process.env);
const headersFor = (https: boolean) => Object.entries(securityHeaders({ https, integrations }));

export const onRequest = defineMiddleware(async (context, next) => {
    const response = await next();
    if (context.isPrerendered) return response;
    const https = context.url.protocol === 'https:' || (process.env.SHOP_URL ?? '').startsWith('https:');
    const headers = headersFor(https);
    try {
        for (const [name, value] of headers) if (!response.headers.has(name)) response.headers.set(name, value);
        return response;
    } catch {
        // a response with immutable headers (from fetch): the same answer in a new Response
        const copy = new Response(response.body, response);
        for (const [name, value] of headers) if (!copy.headers.has(name)) copy.headers.set(name, value);
        return copy;
    }
});
