/**
 * Forwards a request to the commerce backend and its answer back, so that the browser talks to
 * one origin: the backend's session cookie stays first-party and httpOnly, assets share the page's cache.
 */
// apollo-require-preflight: the complaint form's multipart upload (the backend's CSRF guard asks for it)
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'cookie', 'authorization', 'if-none-match', 'if-modified-since', 'vendure-token', 'apollo-require-preflight'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'vendure-auth-token', 'content-disposition'];

export function backendUrl(): string {
    return (process.env.BACKEND_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

export async function proxyToBackend(request: Request, backendPath: string): Promise<Response> {
    const incoming = new URL(request.url);
    const target = `${backendUrl()}${backendPath}${incoming.search}`;
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers.get(name);
        if (value) headers.set(name, value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let answer: Response;
    try {
        answer = await fetch(target, {
            method: request.method,
            headers,
            body: hasBody ? await request.arrayBuffer() : undefined,
            redirect: 'manual',
        });
    } catch {
        return Response.json({ errors: [{ message: 'The shop is temporarily unavailable. Please try again in a moment.' }] }, { status: 502 });
    }
    const responseHeaders = new Headers();
    for (const name of FORWARDED_RESPONSE_HEADERS) {
        const value = answer.headers.get(name);
        if (value) responseHeaders.set(name, value);
    }
    for (const cookie of answer.headers.getSetCookie()) responseHeaders.append('set-cookie', cookie);
    return new Response(answer.body, { status: answer.status, headers: responseHeaders });
}
