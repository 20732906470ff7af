import type { Locale } from '@timber-shop/rules';
import { request } from './client';
import { SearchRedirectsDocument } from './gql/content/graphql';
import type { SearchRedirect } from '../search/redirects';

/** The search-term redirects staff keep in the backend (spec section 7, served as GET /api/redirects). */
export async function getSearchRedirects(locale: Locale): Promise<SearchRedirect[]> {
    return (await request(locale, SearchRedirectsDocument)).searchRedirects;
}
