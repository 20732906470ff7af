import type { APIRoute } from 'astro';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, pagePath, searchPath } from '@timber-shop/rules';

/**
 * The 404 page's search box (spec section 2): GET /api/search-term?locale=de&q=Eiche redirects to the
 * locale's search route with the term lower-cased (/de/suche?q=eiche). A form handler rather than a
 * script, so the lower-casing works without JavaScript too.
 */
export const prerender = false;

export const GET: APIRoute = ({ url }) => {
    const param = url.searchParams.get('locale');
    const locale = isLocale(param) ? param : DEFAULT_LOCALE;
    const term = (url.searchParams.get('q') ?? '').trim().toLocaleLowerCase(LOCALE_INFO[locale].tag);
    return new Response(null, {
        status: 303,
        headers: { location: term ? searchPath(locale, term) : pagePath(locale, 'search'), 'cache-control': 'no-store' },
    });
};
