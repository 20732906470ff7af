import type { APIRoute } from 'astro';
import { z } from 'zod';
import { LOCALES } from '@timber-shop/rules';
import { pagesOfProducts } from '../../lib/catalogue/catalogue-pages';
import type { SiteData } from '../../lib/site';
import { isLiveSiteCall, json } from '../../lib/publishing';

/**
 * POST /publishing/plan `{ productIds, sites }`, for the live site only (server/live-site.ts): the pages
 * a change of these products shows on, with the props to render each (src/pages/publishing/page.astro),
 * or why a whole build is needed. Reads the site data anew for the pages rendered next.
 */
export const prerender = false;

const body = z.object({
    productIds: z.array(z.string()).min(1).max(1000),
    /** the live build's site data per locale (src/pages/search-records), when it kept them */
    sites: z.array(z.custom<SiteData>(site => typeof site === 'object' && site !== null && LOCALES.includes((site as SiteData).locale))).optional(),
});

export const POST: APIRoute = async ({ request, locals }) => {
    if (!isLiveSiteCall(request, locals)) return new Response(null, { status: 404 });
    const { productIds, sites } = body.parse(await request.json());
    return json(await pagesOfProducts(productIds, sites), 200);
};
