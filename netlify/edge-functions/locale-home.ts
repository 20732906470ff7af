/**
 * The root `/` on the CDN: a returning visitor whose locale cookie says en or de goes to that language's
 * home, as scripts/serve.mjs does on the Node server (spec section 4). netlify.toml's redirect rules can
 * test that a cookie exists but not its value, so this is a Netlify Edge Function (Deno), on `/` only.
 * The rule itself is the rules package's; this file only reads the request.
 */
import { cameFromOwnPage, localeCookieHome } from '../../packages/rules/src/routes.ts';

/** The part of Netlify's edge context this function uses. */
interface EdgeContext {
    next(): Promise<Response>;
}

export default async function localeHome(request: Request, context: EdgeContext): Promise<Response> {
    const url = new URL(request.url);
    const fromOwnPage = cameFromOwnPage({ secFetchSite: request.headers.get('sec-fetch-site'), referer: request.headers.get('referer'), host: url.host });
    const home = localeCookieHome(url.pathname, request.headers.get('cookie') ?? undefined, fromOwnPage);
    if (!home) {
        const page = await context.next();
        const answer = new Response(page.body, page);
        answer.headers.append('vary', 'Cookie');
        return answer;
    }
    return new Response(null, { status: 302, headers: { location: `${home}${url.search}`, 'cache-control': 'private, no-store', vary: 'Cookie' } });
}

export const config = { path: '/' };
