import type { Locale } from '@timber-shop/rules';
import { LOCALE_INFO, localePrefix, LOCALES, publicPathOf } from '@timber-shop/rules';
import type { Alternates } from '../site';
import type { PageContent, Story } from './schema';
import { localStories } from './local';
import { storyblokStories, storyblokConfigured } from './storyblok';
import { withDeliveryFacts } from './delivery-facts';

/**
 * The one content interface: every story of a locale from the configured source, Storyblok when
 * STORYBLOK_TOKEN is set, else the local files, with their delivery tokens filled (delivery-facts.ts).
 * Read once per build and locale.
 */
const cache = new Map<Locale, Promise<Story[]>>();

/**
 * Editors link to the shop's pages by their paths on the one host (`/de/t/agb`); on a locale's own host
 * (SHOP_LOCALE_URLS) those paths are without the prefix (`/t/agb`): the stories' links (link fields,
 * richtext's link marks and HTML) are written so, sparing the visitor a redirect per click.
 */
function withHostLinks<T>(value: T, locale: Locale): T {
    const prefix = LOCALE_INFO[locale].prefix;
    if (Array.isArray(value)) return value.map(item => withHostLinks(item, locale)) as T;
    if (typeof value === 'string') return value.replace(new RegExp(`href="${prefix}(?=[/"])`, 'g'), 'href="').replace(/href=""/g, 'href="/"') as T;
    if (!value || typeof value !== 'object') return value;
    // a path is in a richtext link's `href`, or in a link field's `url` (story links become paths in links.ts)
    const pathKeys = 'linktype' in value && value.linktype === 'url' ? ['url', 'cached_url'] : ['href'];
    return Object.fromEntries(
        Object.entries(value).map(([key, field]) => [key, pathKeys.includes(key) && typeof field === 'string' && field.startsWith('/') ? publicPathOf(locale, field) : withHostLinks(field, locale)]),
    ) as T;
}

export function loadStories(locale: Locale): Promise<Story[]> {
    let stories = cache.get(locale);
    if (!stories) {
        stories = (storyblokConfigured() ? storyblokStories(locale, 'published') : localStories(locale)).then(read => withDeliveryFacts(read, locale));
        if (LOCALE_INFO[locale].prefix && !localePrefix(locale)) stories = stories.then(list => list.map(story => ({ ...story, content: withHostLinks(story.content, locale) })));
        cache.set(locale, stories);
        // A failed read is not kept: an on-demand page (404) tries again on its next request.
        stories.catch(() => cache.delete(locale));
    }
    return stories;
}

type ContentOf<K extends PageContent['component']> = Extract<PageContent, { component: K }>;

export function isStoryOf<K extends PageContent['component']>(story: Story, component: K): story is Story<ContentOf<K>> {
    return story.content.component === component;
}

export type SiteConfig = ContentOf<'site_config'>;

/** The locale's header and footer content (the `config` story). */
export async function siteConfig(locale: Locale): Promise<SiteConfig> {
    const config = (await loadStories(locale)).find(story => story.slug === 'config');
    if (!config || !isStoryOf(config, 'site_config')) throw new Error(`The content source has no site_config story "config" for ${locale}`);
    return config.content;
}

/** A page's header, footer and logo content: the editor's draft in a preview of the `config` story, else the published story. */
export function pageSiteConfig(locals: App.Locals, locale: Locale): Promise<SiteConfig> {
    return locals.draftSiteConfig ? Promise.resolve(locals.draftSiteConfig) : siteConfig(locale);
}

/** The locale's home page sections (the `home` story). */
export async function homeContent(locale: Locale): Promise<ContentOf<'home'>> {
    const home = (await loadStories(locale)).find(story => story.slug === 'home');
    if (!home || !isStoryOf(home, 'home')) throw new Error(`The content source has no home story "home" for ${locale}`);
    return home.content;
}

/** Whether a story is a page of its own (a page or an article), not the site configuration or the home page's sections. */
export function isPageStory(story: Story): story is Story<ContentOf<'page'> | ContentOf<'article'>> {
    return story.content.component === 'page' || story.content.component === 'article';
}

/** A story's path: its slug behind the locale's prefix (`/t/privacy`, `/en/blog/…`; none on the locale's own host). */
export function storyPath(story: Pick<Story, 'lang' | 'slug'>): string {
    return `${localePrefix(story.lang)}/${story.slug}`;
}

/** The story's translations, for hreflang and the language switch. */
export async function storyAlternates(story: Story): Promise<Alternates> {
    const alternates: Alternates = {};
    for (const locale of LOCALES) {
        const translation = (await loadStories(locale)).find(other => other.group === story.group);
        if (translation) alternates[locale] = storyPath(translation);
    }
    return alternates;
}

/** The path of the story of a translation group in a locale (a fixed page the shop links to: terms, product information). */
export async function groupPath(locale: Locale, group: string): Promise<string | undefined> {
    const story = (await loadStories(locale)).find(candidate => candidate.group === group);
    return story && storyPath(story);
}

export type { Story } from './schema';
