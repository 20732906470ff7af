import type { APIRoute } from 'astro';
import { z } from 'zod';
import { LOCALES } from '@timber-shop/rules';
import { isLiveSiteCall, json } from '../../lib/publishing';
import { type SearchRecord, searchRecordsWithProducts } from '../../lib/search/records';
import { loadSite } from '../../lib/site';

/**
 * POST /publishing/search-records `{ locale, productIds, records }`, for the live site only, after
 * /publishing/plan: the live build's search records of a locale with those of the changed products
 * made anew, and the vocabulary (server/live-site.ts builds the pagefind index from them); with
 * them the site data the pages were rendered from, which the live site keeps for its next publish.
 */
export const prerender = false;

const body = z.object({
    locale: z.enum(LOCALES),
    productIds: z.array(z.string()).min(1).max(1000),
    records: z.array(z.custom<SearchRecord>(record => typeof record === 'object' && record !== null && typeof (record as SearchRecord).url === 'string')),
});

export const POST: APIRoute = async ({ request, locals }) => {
    if (!isLiveSiteCall(request, locals)) return new Response(null, { status: 404 });
    const { locale, productIds, records } = body.parse(await request.json());
    return json({ ...(await searchRecordsWithProducts(locale, records, productIds)), site: await loadSite(locale) }, 200);
};
