import type { APIRoute } from 'astro';
import { categoryPath, homePath, LOCALE_INFO, LOCALES, type Locale, productPath } from '@timber-shop/rules';
import { categorySlugs, loadSite } from '../lib/site';

/**
 * The sitemap robots.txt names: the indexable pages of every locale (home, all products, each
 * category's first page, each product page), each with its hreflang alternates, in the one URL
 * form the pages' canonical links use. Built with the pages.
 */
export const GET: APIRoute = async ({ site }) => {
    const base = site ?? new URL('http://localhost:4321');
    const sites = Object.fromEntries(await Promise.all(LOCALES.map(async locale => [locale, await loadSite(locale)] as const))) as Record<Locale, Awaited<ReturnType<typeof loadSite>>>;
    const entries: Partial<Record<Locale, string>>[] = [Object.fromEntries(LOCALES.map(l => [l, homePath(l)])), Object.fromEntries(LOCALES.map(l => [l, categoryPath(l, [])]))];
    for (const product of sites.nl.products) {
        entries.push(Object.fromEntries(LOCALES.flatMap(l => sites[l].products.filter(p => p.id === product.id).map(p => [l, productPath(l, p.slug, p.id)]))));
    }
    for (const category of sites.nl.categories) {
        entries.push(Object.fromEntries(LOCALES.flatMap(l => sites[l].categories.filter(c => c.id === category.id).map(c => [l, categoryPath(l, categorySlugs(c))]))));
    }
    const url = (path: string) => new URL(path, base).href;
    const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    const xml = entries.flatMap(alternates =>
        LOCALES.filter(l => alternates[l]).map(
            l =>
                `<url><loc>${xmlText(url(alternates[l]!))}</loc>${LOCALES.filter(a => alternates[a])
                    .map(a => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[a].tag}" href="${xmlText(url(alternates[a]!))}"/>`)
                    .join('')}</url>`,
        ),
    );
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${xml.join('\n')}\n</urlset>\n`;
    return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
