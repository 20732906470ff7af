import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storyblokStories, storyblokStory } from './storyblok';
import { type FakeStoryblok, type FakeStory, startFakeStoryblok } from './testing/fake-storyblok-server';

const page = (uid: string, text: string) => ({ component: 'page', _uid: uid, layout: 'static', body: [{ component: 'richtext', _uid: `${uid}-1`, text }] });
const stories: FakeStory[] = [
    { name: 'Privacy', full_slug: 'nl/t/privacy', group_id: 'g-privacy', content: page('p-nl', '<p>Gepubliceerd</p>'), draft: page('p-nl', '<p>Concept</p>') },
    { name: 'Privacy', full_slug: 'en/t/privacy', group_id: 'g-privacy', content: page('p-en', '<p>Published</p>') },
    { name: 'Nieuw', full_slug: 'nl/t/nieuw', group_id: 'g-new', content: page('n-nl', '<p>Nog niet gepubliceerd</p>'), unpublished: true },
    // as Storyblok's fields write what an editor left empty: alt null, a datetime with its time, a number as text, an empty link
    {
        name: 'Bewertungen',
        full_slug: 'de/t/bewertungen',
        group_id: 'g-reviews',
        content: {
            component: 'page',
            _uid: 'r-de',
            layout: 'static',
            body: [
                { component: 'hero', _uid: 'r-de-1', title: 'Bewertungen', image: { id: null, alt: null, name: '', filename: '', fieldtype: 'asset' }, cta_label: '', cta_link: { id: '', url: '', linktype: 'story', fieldtype: 'multilink', cached_url: '' } },
                { component: 'review_list', _uid: 'r-de-2', reviews: [{ component: 'review', _uid: 'r-de-3', author: 'Jan', date: '2026-10-14 00:00', rating: '5', text: 'Gut.' }] },
            ],
        },
    },
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

    it('waits out Storyblok\'s rate limit: a 429 answer is retried until the request succeeds', async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'public-token');
        const limited = await startFakeStoryblok({ stories: stories.slice(0, 2), publicToken: 'public-token', previewToken: 'preview-token', requestsPerSecond: 2 });
        vi.stubEnv('STORYBLOK_API_URL', limited.url);
        const waiting = vi.spyOn(console, 'log').mockImplementation(() => {});
        const read = await Promise.all(Array.from({ length: 4 }, () => storyblokStory('nl', 't/privacy', 'published')));
        waiting.mockRestore();
        vi.stubEnv('STORYBLOK_API_URL', fake.url);
        await limited.close();
        expect(read.map(story => story?.name)).toEqual(['Privacy', 'Privacy', 'Privacy', 'Privacy']);
        expect(limited.statuses.filter(status => status === 429).length).toBeGreaterThanOrEqual(2);
        expect(limited.statuses.filter(status => status === 200)).toHaveLength(4);
    });

    it("resolves relation fields: an article list gets its articles' stories in place of their UUIDs", async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'public-token');
        const article = (name: string) => ({ component: 'article', _uid: name, date: '2026-05-01', intro: `Over ${name}`, image: { filename: '/content/a.svg', alt: '' }, body: [] });
        const related = await startFakeStoryblok({
            stories: [
                { name: 'Accoya', full_slug: 'nl/blog/accoya', group_id: 'g-a', uuid: 'uuid-accoya', content: article('accoya') },
                { name: 'Nieuw', full_slug: 'nl/blog/nieuw', group_id: 'g-n', uuid: 'uuid-nieuw', content: article('nieuw'), unpublished: true },
                {
                    name: 'Lezen',
                    full_slug: 'nl/t/lezen',
                    group_id: 'g-l',
                    content: { component: 'page', _uid: 'l', layout: 'static', body: [{ component: 'article_list', _uid: 'l-1', title: 'Lees ook', articles: ['uuid-accoya', 'uuid-nieuw'] }] },
                },
            ],
            publicToken: 'public-token',
            previewToken: 'preview-token',
        });
        vi.stubEnv('STORYBLOK_API_URL', related.url);
        const [one, all] = [await storyblokStory('nl', 't/lezen', 'published'), await storyblokStories('nl', 'published')];
        vi.stubEnv('STORYBLOK_API_URL', fake.url);
        await related.close();
        for (const story of [one, all.find(candidate => candidate.slug === 't/lezen')]) {
            const list = story?.content.component === 'page' ? story.content.body[0] : undefined;
            expect(list?.component === 'article_list' && list.articles).toEqual([
                { name: 'Accoya', full_slug: 'nl/blog/accoya', content: expect.objectContaining({ intro: 'Over accoya' }) },
                // not published: stays its UUID (and is left out of the cards)
                'uuid-nieuw',
            ]);
        }
        expect(related.requests.every(url => url.searchParams.get('resolve_relations') === 'article_list.articles')).toBe(true);
    });

    it("reads fields as Storyblok writes them when an editor leaves them empty: alt null, a datetime, a number as text, an empty link", async () => {
        vi.stubEnv('STORYBLOK_TOKEN', 'public-token');
        const story = await storyblokStory('de', 't/bewertungen', 'published');
        const [hero, reviews] = story?.content.component === 'page' ? story.content.body : [];
        expect(hero?.component === 'hero' && hero.image).toEqual({ filename: '', alt: '' });
        expect(reviews?.component === 'review_list' && reviews.reviews[0]).toMatchObject({ date: '2026-10-14', rating: 5 });
    });
});
