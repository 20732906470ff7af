import { type Locale, pagePath } from '@timber-shop/rules';
import { isStoryOf, loadStories, type Story } from './index';
import type { PageContent } from './schema';

/** Blog posts per page of /blog (then /blog/page/2, …). */
export const BLOG_PAGE_SIZE = 6;
/** The knowledge base index: its articles are the article stories below it. */
export const KNOWLEDGE_GROUP = 'knowledge';

export type Article = Story<Extract<PageContent, { component: 'article' }>>;

/** A locale's blog posts (article stories under blog/), newest first. */
export async function blogPosts(locale: Locale): Promise<Article[]> {
    return (await loadStories(locale))
        .filter((story): story is Article => story.slug.startsWith('blog/') && isStoryOf(story, 'article'))
        .sort((a, b) => b.content.date.localeCompare(a.content.date) || a.slug.localeCompare(b.slug));
}

/** The articles directly below a story (the knowledge base's articles below its index). */
export async function childArticles(story: Story): Promise<Article[]> {
    return (await loadStories(story.lang))
        .filter((child): child is Article => child.slug.startsWith(`${story.slug}/`) && isStoryOf(child, 'article'))
        .sort((a, b) => a.name.localeCompare(b.name, story.lang));
}

export function blogPagePath(locale: Locale, page: number): string {
    return page === 1 ? pagePath(locale, 'blog') : `${pagePath(locale, 'blog')}/page/${page}`;
}

export function blogPageCount(posts: number): number {
    return Math.max(1, Math.ceil(posts / BLOG_PAGE_SIZE));
}
