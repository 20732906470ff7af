import { getCollection } from 'astro:content';
import { isLocale, type Locale } from '@timber-shop/rules';
import type { Story } from './schema';

/** The local source: the `stories` content collection (src/content.config.ts), one file per story per locale. */
export async function localStories(locale: Locale): Promise<Story[]> {
    const entries = await getCollection('stories', entry => entry.id.startsWith(`${locale}/`));
    return entries.map(entry => {
        const [lang, ...slug] = entry.id.split('/');
        if (!isLocale(lang)) throw new Error(`src/content/stories/${entry.id}: the first folder must be a locale`);
        return { ...entry.data, lang, slug: slug.join('/') };
    });
}
