import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Storyblok's Content Delivery API v2, used only by tests. It keeps the contract
 * the shop relies on: GET /v2/cdn/stories (filtered by `starts_with`, paginated by `page` and
 * `per_page` (at most 100) with the `total` and `per-page` headers) and GET /v2/cdn/stories/{full_slug};
 * `version` published (the default) or draft, where draft needs the preview token; `cv` accepted;
 * 401 {"error":"Unauthorized"} for an unknown token, 404 for an unknown story.
 * Beside the contract, the tests' own control: PUT /_fake/stories with a FakeStory as JSON adds or
 * replaces a story (what an editor's save does in Storyblok), for tests in another process than the
 * fake's (the browser tests against the shop that scripts/lib/shop.mjs starts with this fake).
 */

/** The space and tokens of the fake that scripts/lib/shop.mjs starts beside a test shop. */
export const TEST_SPACE = { spaceId: '104729', publicToken: 'test-public-token', previewToken: 'test-preview-token' } as const;
export interface FakeStory {
    name: string;
    full_slug: string;
    group_id: string;
    content: Record<string, unknown>;
    published_at?: string | null;
    /** the draft's content when it differs from the published one */
    draft?: Record<string, unknown>;
    /** only a draft exists: not in the published version */
    unpublished?: boolean;
}

export interface FakeStoryblok {
    url: string;
    requests: URL[];
    close(): Promise<void>;
}

export async function startFakeStoryblok({
    stories,
    publicToken,
    previewToken,
    port = 0,
}: {
    stories: FakeStory[];
    publicToken: string;
    previewToken: string;
    /** a fixed port (the browser tests name it), else a free one */
    port?: number;
}): Promise<FakeStoryblok> {
    const requests: URL[] = [];
    const server = http.createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://fake-storyblok');
        requests.push(url);
        const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
            res.writeHead(status, { 'content-type': 'application/json', ...headers });
            res.end(status === 204 ? undefined : JSON.stringify(body));
        };
        if (req.method === 'PUT' && url.pathname === '/_fake/stories') {
            let body = '';
            req.on('data', chunk => {
                body += chunk;
            });
            req.on('end', () => {
                const story = JSON.parse(body) as FakeStory;
                const index = stories.findIndex(existing => existing.full_slug === story.full_slug);
                if (index >= 0) stories[index] = story;
                else stories.push(story);
                send(204, null);
            });
            return;
        }
        const token = url.searchParams.get('token');
        const version = url.searchParams.get('version') ?? 'published';
        if (token !== publicToken && token !== previewToken) return send(401, { error: 'Unauthorized' });
        if (version === 'draft' && token !== previewToken) return send(401, { error: 'Unauthorized' });
        const visible = stories
            .filter(story => version === 'draft' || !story.unpublished)
            .map(({ draft, unpublished, ...story }) => ({ ...story, content: version === 'draft' && draft ? draft : story.content, lang: 'default' }));
        const one = url.pathname.match(/^\/v2\/cdn\/stories\/(.+)$/);
        if (one) {
            const story = visible.find(candidate => candidate.full_slug === decodeURIComponent(one[1]));
            return story ? send(200, { story, cv: 1, rels: [], links: [] }) : send(404, { error: 'Not Found' });
        }
        if (url.pathname !== '/v2/cdn/stories') return send(404, { error: 'Not Found' });
        const startsWith = url.searchParams.get('starts_with') ?? '';
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 25));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        const matching = visible.filter(story => story.full_slug.startsWith(startsWith));
        send(200, { stories: matching.slice((page - 1) * perPage, page * perPage), cv: 1, rels: [], links: [] }, { total: String(matching.length), 'per-page': String(perPage) });
    });
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const { port: listening } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${listening}`,
        requests,
        close: () => new Promise(resolve => server.close(() => resolve())),
    };
}
