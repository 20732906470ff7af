import type { Locale } from '@timber-shop/rules';
import { request } from './client';
import { CheckIpCountryDocument, GetEmailProvidersDocument, GetIndustriesDocument } from './gql/lookups/graphql';

/** The spec's lookups (section 7), under its names: checkIpCountry, getEmailProviders, getIndustries (getCountries is the checkout's). */

/** Whether the visitor is in this country (spec: checkIpCountry(args) returns a boolean result): the backend's IP geolocation, else the browser's language. */
export async function checkIpCountry(locale: Locale, { countryCode }: { countryCode: string }): Promise<boolean> {
    return (await request(locale, CheckIpCountryDocument, { countryCode })).checkIpCountry;
}

/** How many free-mail providers have this domain (spec: getEmailProviders({search: domain}) returns totalCount). */
export async function getEmailProviders(locale: Locale, { search }: { search: string }): Promise<number> {
    return (await request(locale, GetEmailProvidersDocument, { search })).emailProviders.totalCount;
}

export type Industry = Awaited<ReturnType<typeof getIndustries>>[number];

/** The industries a business customer can name, in the visitor's language (spec: getIndustries; the company form's industry). */
export async function getIndustries(locale: Locale) {
    return (await request(locale, GetIndustriesDocument)).getIndustries;
}
