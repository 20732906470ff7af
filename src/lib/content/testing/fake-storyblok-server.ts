import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Storyblok's Content Delivery API v2, used only by tests. It keeps the contract
 * the shop relies on: GET /v2/cdn/stories (filtered by `starts_with`, paginated by `page` and
 * `per_page` (at most 100) with the `total` and `per-page` headers) and GET /v2/cdn/stories/{full_slug};
 * `version` published (the default) or draft, where draft needs the preview token; `cv` accepted;
 * 401 {"error":"Unauthorized"} for an unknown token, 404 for an unknown story. Each story has a `uuid`;
 * in the draft version each block carries `_editable` (the visual editor's comment naming the block,
 * which the SDK's storyblokEditable turns into attributes).
 * Relations: with `resolve_relations=component.field,…` the answer's `rels` holds the stories whose UUIDs
 * those fields name (the fields keep the UUIDs; the client puts the stories in). Rate limit: with
 * `requestsPerSecond`, a request beyond that many in the last second answers 429 (Storyblok's limit on
 * uncached requests), and the next second succeeds again.
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
    /** the story's UUID (relation fields name it); one is made from the full slug when not given */
    uuid?: string;
}

export interface FakeStoryblok {
    url: string;
    requests: URL[];
    /** the status of each answer to a request of the API, in order */
    statuses: number[];
    close(): Promise<void>;
}

export async function startFakeStoryblok({
    stories,
    publicToken,
    previewToken,
    port = 0,
    requestsPerSecond,
}: {
    stories: FakeStory[];
    publicToken: string;
    previewToken: string;
    /** a fixed port (the browser tests name it), else a free one */
    port?: number;
    /** Storyblok's rate limit: more requests in one second answer 429 */
    requestsPerSecond?: number;
}): Promise<FakeStoryblok> {
    const requests: URL[] = [];
    const statuses: number[] = [];
    const recent: number[] = [];
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
        if (requestsPerSecond !== undefined) {
            const now = Date.now();
            while (recent.length > 0 && recent[0] <= now - 1000) recent.shift();
            if (recent.length >= requestsPerSecond) {
                statuses.push(429);
                return send(429, { error: 'Too Many Requests' });
            }
            recent.push(now);
        }
        const sendCounted = (status: number, body: unknown, headers?: Record<string, string>) => {
            statuses.push(status);
            send(status, body, headers);
        };
        const token = url.searchParams.get('token');
        const version = url.searchParams.get('version') ?? 'published';
        if (token !== publicToken && token !== previewToken) return sendCounted(401, { error: 'Unauthorized' });
        if (version === 'draft' && token !== previewToken) return sendCounted(401, { error: 'Unauthorized' });
        const visible = stories
            .filter(story => version === 'draft' || !story.unpublished)
            .map(({ draft, unpublished, ...story }) => {
                const uuid = story.uuid ?? uuidOf(story.full_slug);
                const content = version === 'draft' ? withEditable(draft ?? story.content, uuid) : story.content;
                return { ...story, uuid, id: storyIdOf(uuid), content, lang: 'default' };
            });
        // the stories the asked relation fields name, by UUID
        const relationFields = (url.searchParams.get('resolve_relations') ?? '').split(',').filter(Boolean);
        const rels = (answered: typeof visible) => {
            const named = new Set(answered.flatMap(story => relationUuids(story.content, relationFields)));
            return visible.filter(story => named.has(story.uuid));
        };
        const one = url.pathname.match(/^\/v2\/cdn\/stories\/(.+)$/);
        if (one) {
            const story = visible.find(candidate => candidate.full_slug === decodeURIComponent(one[1]));
            return story ? sendCounted(200, { story, cv: 1, rels: rels([story]), links: [] }) : sendCounted(404, { error: 'Not Found' });
        }
        if (url.pathname !== '/v2/cdn/stories') return sendCounted(404, { error: 'Not Found' });
        const startsWith = url.searchParams.get('starts_with') ?? '';
        const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? 25));
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        const matching = visible.filter(story => story.full_slug.startsWith(startsWith));
        const pageStories = matching.slice((page - 1) * perPage, page * perPage);
        sendCounted(200, { stories: pageStories, cv: 1, rels: rels(pageStories), links: [] }, { total: String(matching.length), 'per-page': String(perPage) });
    });
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const { port: listening } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${listening}`,
        requests,
        statuses,
        close: () => new Promise(resolve => server.close(() => resolve())),
    };
}

/** A stable UUID-shaped id for a story without one. */
function uuidOf(fullSlug: string): string {
    const hex = createHash('sha1').update(fullSlug).digest('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The UUIDs the relation fields (`component.field`) of a content tree name. */
function relationUuids(value: unknown, fields: string[]): string[] {
    if (Array.isArray(value)) return value.flatMap(item => relationUuids(item, fields));
    if (!value || typeof value !== 'object') return [];
    const node = value as Record<string, unknown>;
    return Object.entries(node).flatMap(([key, field]) => {
        const named = fields.includes(`${node.component}.${key}`) ? [field].flat().filter((entry): entry is string => typeof entry === 'string') : [];
        return [...named, ...relationUuids(field, fields)];
    });
}

const storyIdOf = (uuid: string) => Number.parseInt(uuid.slice(0, 6), 16);

/** A draft's blocks with `_editable`, as Storyblok writes it: `<!--#storyblok#{"name":…,"space":…,"uid":…,"id":…}-->`. */
function withEditable(value: unknown, uuid: string): unknown {
    if (Array.isArray(value)) return value.map(item => withEditable(item, uuid));
    if (!value || typeof value !== 'object') return value;
    const node = Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withEditable(field, uuid)]));
    if (typeof node.component !== 'string' || typeof node._uid !== 'string') return node;
    const editable = { name: node.component, space: TEST_SPACE.spaceId, uid: node._uid, id: String(storyIdOf(uuid)) };
    return { ...node, _editable: `<!--#storyblok#${JSON.stringify(editable)}-->` };
}
