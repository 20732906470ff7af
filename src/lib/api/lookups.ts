import type { Locale } from '@timber-shop/rules';
import { request } from './client';
import { IpCountryDocument } from './gql/lookups/graphql';

/**
 * The spec's lookups (section 7) the storefront asks live: the visitor's country (checkIpCountry's
 * IP geolocation, or the browser's language when the backend has no geolocation service).
 */
export async function getIpCountry(locale: Locale): Promise<string | null> {
    return (await request(locale, IpCountryDocument)).ipCountry.countryCode;
}
