import { DEVELOPMENT_WEBHOOK_SECRET } from '@timber-shop/rules';

/**
 * What the storefront's functions on a CDN (Netlify) must be given, and refuse to run without: there is
 * no machine of our own whose defaults would fit. Netlify hands a function only the variables set in
 * its UI or CLI (Site configuration → Environment variables, scope Functions), never those of
 * netlify.toml, so a missing one is a deployment mistake to say, not to paper over with a development
 * default (the backend at localhost, the public development webhook secret).
 */
export function cdnSettingsProblems(env: Record<string, string | undefined>): string[] {
    const problems: string[] = [];
    if (!env.BACKEND_URL) problems.push('BACKEND_URL is not set: the address of the commerce backend');
    else if (/^https?:\/\/(localhost|127\.|\[::1\])/.test(env.BACKEND_URL)) problems.push(`BACKEND_URL is ${env.BACKEND_URL}: a function cannot reach a backend on its own machine`);
    if (!env.WEBHOOK_SECRET) problems.push('WEBHOOK_SECRET is not set: the catalogue webhook secret the backend signs with');
    else if (env.WEBHOOK_SECRET === DEVELOPMENT_WEBHOOK_SECRET) problems.push('WEBHOOK_SECRET is the public development value');
    return problems;
}

/** The answer of every on-demand route while the settings are wrong: the visitor learns nothing of them, the log does. */
export function refusedForSettings(problems: string[]): Response {
    console.error(`[settings] refusing to serve: ${problems.join('; ')}. Set them in Netlify's UI or CLI (netlify env:set NAME value), scope Functions; netlify.toml's variables do not reach functions.`);
    return new Response('This shop is not configured yet.', { status: 503, headers: { 'content-type': 'text/plain;charset=utf-8', 'cache-control': 'no-store', 'retry-after': '300' } });
}
