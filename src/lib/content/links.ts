import { isLocale, localePrefix } from '@timber-shop/rules';

/**
 * Where a Storyblok link points, as the shop writes it. A story link names the story by its full slug
 * (`nl/t/privacy`, `/de/blog/…`: the language folder first, Storyblok's folder-level translation); on the
 * page it is the story's path, behind the locale's prefix (none for Dutch, none on a locale's own host).
 * A slug outside a language folder is kept as a path.
 */
export function storyLinkPath(fullSlug: string): string {
    const [lang, ...slug] = fullSlug.replace(/^\/+|\/+$/g, '').split('/');
    if (!isLocale(lang)) return `/${[lang, ...slug].join('/')}`;
    const path = slug.join('/');
    return `${localePrefix(lang)}/${path}` || '/';
}
