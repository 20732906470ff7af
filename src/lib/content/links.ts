import { homePath, isLocale, localePrefix } from '@timber-shop/rules';
import type { Multilink } from './schema';

/**
 * Where a Storyblok link points, as the shop writes it. A story link names the story by its full slug
 * (`nl/t/privacy`, `/de/blog/…`: the language folder first, Storyblok's folder-level translation); on the
 * page it is the story's path, behind the locale's prefix (none for Dutch, none on a locale's own host).
 * The home story is the locale's home page; a slug outside a language folder is kept as a path.
 */
export function storyLinkPath(fullSlug: string): string {
    const [lang, ...slug] = fullSlug.replace(/^\/+|\/+$/g, '').split('/');
    if (!isLocale(lang)) return `/${[lang, ...slug].join('/')}`;
    const path = slug.join('/');
    // the home story (and the language folder itself) is the locale's home page
    return path === '' || path === 'home' ? homePath(lang) : `${localePrefix(lang)}/${path}`;
}

/**
 * A link field's href: a story's path (with its anchor), a web address or shop path, `mailto:` for an
 * e-mail address; undefined for a link field left empty (Storyblok stores it as a story link without a story).
 */
export function linkHref(link: Multilink | undefined): string | undefined {
    if (!link) return undefined;
    switch (link.linktype) {
        case 'story': {
            const slug = link.story?.full_slug ?? link.cached_url;
            if (!slug) return undefined;
            const path = storyLinkPath(slug);
            return link.anchor ? `${path}#${link.anchor}` : path;
        }
        case 'email': {
            const address = link.email ?? link.url;
            return address ? `mailto:${address}` : undefined;
        }
        default:
            return link.url || link.cached_url || undefined;
    }
}
