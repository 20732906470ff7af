import type { APIRoute, GetStaticPaths } from 'astro';
import { type Locale, LOCALES } from '@timber-shop/rules';
import { searchRecords } from '../../lib/search/records';
import { loadSite } from '../../lib/site';

/**
 * The catalogue's search records and vocabulary per locale, written by the build for the post-build
 * search index step (server/search-index.ts), which moves the file out of the site: never
 * served. With them the site data the build rendered the locale from (categories, menu, every
 * product's card), from which the live site's product publishing renders the changed pages
 * (src/lib/catalogue/catalogue-pages.ts).
 */
export const getStaticPaths = (() => LOCALES.map(locale => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
    const locale = params.locale as Locale;
    return Response.json({ ...(await searchRecords(locale)), site: await loadSite(locale) });
};
