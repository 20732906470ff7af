import { isLocale, type Locale } from '@timber-shop/rules';
import StoryblokClient, { type ISbError } from 'storyblok-js-client';
import { z } from 'zod';
import { pageContent, type Story } from './schema';

/**
 * The Storyblok source: Storyblok's Content Delivery API v2 through Storyblok's own client
 * (storyblok-js-client) when STORYBLOK_TOKEN is set. Stories use folder-level translation: `{lang}/{slug}`
 * (nl/t/privacy, en/t/privacy), linked by their group_id. The published version at build time, the
 * draft version for a preview (`_storyblok` query). The client keeps to the API's rate limits (it
 * throttles by page size and retries a 429 answer, RETRIES times) and resolves the relation fields
 * (RELATIONS: the related stories in place of their UUIDs). A fetch error logs 'error fetching
 * storyblok data' (spec section 8) and throws: a build fails loudly rather than publish an empty page.
 */
const PER_PAGE = 100;
const RETRIES = 5;
const RETRY_DELAY_MS = 500;
/** Fields that hold other stories (Storyblok's "stories" option fields), as component.field. */
export const RELATIONS = ['article_list.articles'];

export function storyblokConfigured(): boolean {
    return Boolean(storyblokToken());
}

function storyblokToken(): string | undefined {
    return process.env.STORYBLOK_TOKEN || import.meta.env?.STORYBLOK_TOKEN || undefined;
}

/** The API's address: Storyblok's EU region unless STORYBLOK_API_URL names another (a region, or the tests' fake server). */
function apiBase(): string {
    return (process.env.STORYBLOK_API_URL || 'https://api.storyblok.com').replace(/\/+$/, '');
}

function client(token: string | undefined): StoryblokClient {
    return new StoryblokClient({ accessToken: token, endpoint: `${apiBase()}/v2`, maxRetries: RETRIES, retriesDelay: RETRY_DELAY_MS, timeout: 15, cache: { type: 'none', clear: 'manual' } });
}

const apiStory = z.object({
    name: z.string(),
    full_slug: z.string(),
    group_id: z.string(),
    published_at: z.string().nullable().optional(),
    content: pageContent,
});

export class StoryblokError extends Error {
    constructor(
        message: string,
        readonly status?: number,
    ) {
        super(message);
    }
}

/** The client's call, its failure logged and thrown as a StoryblokError with the API's status. */
async function fetched<T>(path: string, call: () => Promise<T>): Promise<T> {
    try {
        return await call();
    } catch (error) {
        const { status, message } = (error ?? {}) as ISbError;
        console.error('error fetching storyblok data', status ?? message, path);
        throw new StoryblokError(`error fetching storyblok data: ${status ?? message} for ${path}`, status);
    }
}

function toStory(raw: unknown): Story {
    const parsed = apiStory.safeParse(raw);
    if (!parsed.success) {
        console.error('error fetching storyblok data', parsed.error.message);
        throw new StoryblokError(`error fetching storyblok data: a story does not have the shop's shape: ${parsed.error.message}`);
    }
    const [lang, ...slug] = parsed.data.full_slug.split('/');
    if (!isLocale(lang)) throw new StoryblokError(`error fetching storyblok data: ${parsed.data.full_slug} is not in a language folder (nl/, en/, de/)`);
    return {
        name: parsed.data.name,
        slug: slug.join('/'),
        lang,
        group: parsed.data.group_id,
        published_at: parsed.data.published_at ?? undefined,
        content: parsed.data.content,
    };
}

/** Every story of a locale (its language folder), all pages of the listing. */
export async function storyblokStories(locale: Locale, version: 'published' | 'draft'): Promise<Story[]> {
    const stories = await fetched('/v2/cdn/stories', () =>
        client(storyblokToken()).getAll('cdn/stories', { starts_with: `${locale}/`, version, per_page: PER_PAGE, resolve_relations: RELATIONS.join(',') }, 'stories'),
    );
    return stories.map(toStory);
}

/**
 * One story by its slug, in the given version (the draft for a preview, read with the preview token);
 * undefined when Storyblok knows none.
 */
export async function storyblokStory(locale: Locale, slug: string, version: 'published' | 'draft', token = storyblokToken()): Promise<Story | undefined> {
    const path = `cdn/stories/${locale}/${slug}`;
    try {
        const { data } = await fetched(`/v2/${path}`, () => client(token).get(path, { version, cv: Date.now(), resolve_relations: RELATIONS.join(',') }));
        return toStory(data.story);
    } catch (error) {
        if (error instanceof StoryblokError && error.status === 404) return undefined;
        throw error;
    }
}

/**
 * The story the visual editor posts to the preview while an editor types (@storyblok/astro's
 * handleStoryblokMessage: `{ story: {…, is_storyblok_preview: true} }`), in the shop's shape; undefined
 * when it is not the previewed story's or not of the shop's shape. Only the signed preview route calls it.
 */
export async function editorsStory(request: Request, locale: Locale, slug: string): Promise<Story | undefined> {
    const body = await request.json().catch(() => undefined);
    const posted = (body as { story?: { full_slug?: unknown; is_storyblok_preview?: unknown } } | undefined)?.story;
    if (!posted?.is_storyblok_preview || posted.full_slug !== `${locale}/${slug}`) return undefined;
    try {
        return toStory(posted);
    } catch {
        return undefined;
    }
}
