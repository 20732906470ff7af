import { isLocale, type Locale } from '@timber-shop/rules';
import { z } from 'zod';
import { pageContent, type Story } from './schema';

/**
 * The Storyblok source: Storyblok's Content Delivery API v2 when STORYBLOK_TOKEN is set. Stories use
 * folder-level translation: `{lang}/{slug}` (nl/t/privacy, en/t/privacy), linked by their group_id.
 * The published version at build time, the draft version for a preview (`_storyblok` query). A fetch
 * error logs 'error fetching storyblok data' (spec section 8) and throws: a build fails loudly rather
 * than publish an empty page.
 */
const PER_PAGE = 100;

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

const apiStory = z.object({
    name: z.string(),
    full_slug: z.string(),
    group_id: z.string(),
    published_at: z.string().nullable().optional(),
    content: pageContent,
});
const storiesResponse = z.object({ stories: z.array(z.unknown()), cv: z.number().optional() });
const storyResponse = z.object({ story: z.unknown() });

export class StoryblokError extends Error {}

async function getJson(path: string, params: Record<string, string>, token = storyblokToken()): Promise<{ body: unknown; total: number }> {
    const url = new URL(`${apiBase()}/v2/cdn/${path}`);
    for (const [key, value] of Object.entries({ ...params, token: token ?? '' })) url.searchParams.set(key, value);
    let response: Response;
    try {
        response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    } catch (error) {
        console.error('error fetching storyblok data', error);
        throw new StoryblokError(`error fetching storyblok data: ${error instanceof Error ? error.message : error}`);
    }
    if (!response.ok) {
        console.error('error fetching storyblok data', response.status, url.pathname);
        throw new StoryblokError(`error fetching storyblok data: ${response.status} for ${url.pathname}`);
    }
    return { body: await response.json(), total: Number(response.headers.get('total') ?? 0) };
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
    const stories: Story[] = [];
    for (let page = 1; ; page++) {
        const { body, total } = await getJson('stories', { starts_with: `${locale}/`, version, per_page: String(PER_PAGE), page: String(page) });
        const parsed = storiesResponse.parse(body);
        stories.push(...parsed.stories.map(toStory));
        if (parsed.stories.length < PER_PAGE || stories.length >= total) return stories;
    }
}

/**
 * One story by its slug, in the given version (the draft for a preview, read with the preview token);
 * undefined when Storyblok knows none.
 */
export async function storyblokStory(locale: Locale, slug: string, version: 'published' | 'draft', token = storyblokToken()): Promise<Story | undefined> {
    try {
        const { body } = await getJson(`stories/${locale}/${slug}`, { version, cv: String(Date.now()) }, token);
        return toStory(storyResponse.parse(body).story);
    } catch (error) {
        if (error instanceof StoryblokError && / 404 for /.test(error.message)) return undefined;
        throw error;
    }
}
