/**
 * Netlify's edge layer for the Netlify path (netlify-path.test.ts), in Deno, in front of `netlify serve`.
 * The CLI runs edge functions in Netlify's edge bootstrap, which it loads from edge.netlify.com when it
 * starts: out of reach offline. This server takes that layer's place with the part of its contract the
 * shop's edge function (netlify/edge-functions/locale-hosts.ts) relies on, so that the function's own code
 * runs in Deno, the runtime it is written for:
 * - a request on the function's `config.path` and not on an `excludedPath` goes to the function; any other
 *   request goes to the origin (the CLI's server: files, rules, the adapter's function) unchanged;
 * - `context.next()` is the origin's answer to the request; a URL returned is a rewrite, the origin's answer
 *   for that path; a Response returned is the answer;
 * - `Netlify.env.get(name)` reads the environment.
 *   deno run --allow-net --allow-env --allow-read tests/netlify/edge-layer.ts <port> <origin>
 */
import localeHosts, { config } from '../../netlify/edge-functions/locale-hosts.ts';

declare const Deno: {
    args: string[];
    env: { get(name: string): string | undefined };
    serve(options: { port: number; hostname: string; onListen(address: { port: number }): void }, handler: (request: Request) => Promise<Response>): unknown;
};

const [port, origin] = Deno.args;
Object.assign(globalThis, { Netlify: { env: { get: (name: string) => Deno.env.get(name) } } });

/** Netlify's path globs: `*` matches the rest of the path. */
const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
const onPath = glob(config.path);
const excluded = config.excludedPath.map(glob);

/** The origin's answer for this path and query, with the request's method, headers and body; redirects are answered, not followed. */
function fromOrigin(request: Request, target: URL): Promise<Response> {
    const headers = new Headers(request.headers);
    headers.set('x-forwarded-host', target.host);
    headers.delete('host');
    return fetch(new URL(`${target.pathname}${target.search}`, origin), { method: request.method, headers, body: request.body, redirect: 'manual' });
}

Deno.serve({ port: Number(port), hostname: '127.0.0.1', onListen: address => console.log(`edge layer on http://127.0.0.1:${address.port}`) }, async request => {
    const url = new URL(request.url);
    if (!onPath.test(url.pathname) || excluded.some(pattern => pattern.test(url.pathname))) return fromOrigin(request, url);
    const answer = await localeHosts(request, { next: () => fromOrigin(request, url) });
    return answer instanceof URL ? fromOrigin(request, answer) : answer;
});
