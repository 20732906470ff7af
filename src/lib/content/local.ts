import { getCollection } from 'astro:content';
import { isLocale, type Locale } from '@timber-shop/rules';
import type { Block, RelatedArticle, Story } from './schema';

/**
 * The local source: the `stories` content collection (src/content.config.ts), one file per story per
 * locale. A relation field names its stories by full slug (`nl/blog/…`), resolved here to the stories as
 * Storyblok's client resolves UUIDs (storyblok.ts, RELATIONS).
 */
export async function localStories(locale: Locale): Promise<Story[]> {
    const entries = await getCollection('stories');
    const stories = entries.map(entry => {
        const [lang, ...slug] = entry.id.split('/');
        if (!isLocale(lang)) throw new Error(`src/content/stories/${entry.id}: the first folder must be a locale`);
        return { ...entry.data, lang, slug: slug.join('/') } satisfies Story;
    });
    const bySlug = new Map(stories.map(story => [`${story.lang}/${story.slug}`, story]));
    const related = (reference: string | RelatedArticle): string | RelatedArticle => {
        const story = typeof reference === 'string' ? bySlug.get(reference) : undefined;
        return story?.content.component === 'article' ? { name: story.name, full_slug: `${story.lang}/${story.slug}`, content: story.content } : reference;
    };
    const withRelations = (block: Block): Block => (block.component === 'article_list' ? { ...block, articles: block.articles.map(related) } : block);
    return stories
        .filter(story => story.lang === locale)
        .map(story => ('body' in story.content ? { ...story, content: { ...story.content, body: story.content.body.map(withRelations) } } : story));
}
