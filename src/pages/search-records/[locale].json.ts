import type { APIRoute, GetStaticPaths } from 'astro';
import { type Locale, LOCALES } from '@timber-shop/rules';
import { searchRecords } from '../../lib/search/records';

/**
 * The catalogue's search records and vocabulary per locale, written by the build for the post-build
 * search index step (scripts/lib/search-index.mjs), which removes the file again: never served.
 */
export const getStaticPaths = (() => LOCALES.map(locale => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => Response.json(await searchRecords(params.locale as Locale));
