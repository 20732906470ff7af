import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storyblokStories, storyblokStory } from './storyblok';
import { type FakeStoryblok, type FakeStory, startFakeStoryblok } from './testing/fake-storyblok-server';

const page = (uid: string, text: string) => ({ component: 'page', _uid: uid, layout: 'static', body: [{ component: 'richtext', _uid: `${uid}-1`, text }] });
const stories: FakeStory[] = [
    { name: 'Privacy', full_slug: 'nl/t/privacy', group_id: 'g-privacy', content: page('p-nl', '<p>Gepubliceerd</p>'), draft: page('p-nl', '<p>Concept</p>') },
    { name: 'Privacy', full_slug: 'en/t/privacy', group_id: 'g-privacy', content: page('p-en', '<p>Published</p>') },
    { name: 'Nieuw', full_slug: 'nl/t/nieuw', group_id: 'g-new', content: page('n-nl', '<p>Nog niet gepubliceerd</p>'), unpublished: true },
    // enough stories for a second page of 100
    ...Array.from({ length: 120 }, (_, i) => ({ name: `Blog ${i}`, full_slug: `nl/blog/post-${i}`, group_id: `g-${i}`, content: page(`b-${i}`, `<p>${i}</p>`) })),
];

let fake: FakeStoryblok;
beforeAll(async () => {
    fake = await startFakeStoryblok({ stories, publicToken: 'public-token', previewToken: 'preview-token' });
    vi.stubEnv('STORYBLOK_API_URL', fake.url);
});
afterAll(async () => {
    vi.unstubAllEnvs();
    await fake.close();
});

describe('Storyblok source (Content Delivery API v2, against the fake server)', () => {
    it("reads a locale's published stories in the shop's story shape, all pages of the listing", async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'public-token');
        const nl = await storyblokStories('nl', 'published');
        expect(nl).toHaveLength(121);
        expect(nl.find(story => story.slug === 't/privacy')).toMatchObject({ lang: 'nl', group: 'g-privacy', name: 'Privacy' });
        expect(nl.some(story => story.slug === 't/nieuw')).toBe(false);
        const listings = fake.requests.filter(url => url.pathname === '/v2/cdn/stories' && url.searchParams.get('starts_with') === 'nl/');
        expect(listings.map(url => url.searchParams.get('page'))).toEqual(['1', '2']);
        expect((await storyblokStories('en', 'published')).map(story => story.slug)).toEqual(['t/privacy']);
    });

    it('reads the draft version of one story for a preview', async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'preview-token');
        const draft = await storyblokStory('nl', 't/privacy', 'draft');
        expect(JSON.stringify(draft?.content)).toContain('Concept');
        expect(await storyblokStory('nl', 't/nieuw', 'draft')).toMatchObject({ name: 'Nieuw' });
        expect(await storyblokStory('nl', 't/bestaat-niet', 'draft')).toBeUndefined();
    });

    it("fails loudly with 'error fetching storyblok data' on a bad token", async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'wrong-token');
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
        await expect(storyblokStories('nl', 'published')).rejects.toThrow(/error fetching storyblok data: 401/);
        expect(logged).toHaveBeenCalledWith('error fetching storyblok data', 401, '/v2/cdn/stories');
        logged.mockRestore();
    });

    it('refuses a story that does not have the shop shape, rather than publish an empty page', async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'public-token');
        const broken = await startFakeStoryblok({
            stories: [{ name: 'Kapot', full_slug: 'de/t/kaputt', group_id: 'g', content: { component: 'unknown_thing', _uid: 'x' } }],
            publicToken: 'public-token',
            previewToken: 'preview-token',
        });
        vi.stubEnv('STORYBLOK_API_URL', broken.url);
        const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
        await expect(storyblokStories('de', 'published')).rejects.toThrow(/error fetching storyblok data/);
        logged.mockRestore();
        vi.stubEnv('STORYBLOK_API_URL', fake.url);
        await broken.close();
    });
});
