import { rememberCampaign } from '../cart/campaign';

/**
 * The spec's `add-utm-parameters` route middleware (section 4): on every page, the address's utm_source,
 * utm_medium, utm_campaign and utm_keyword are kept until the visitor has a cart, which then gets them
 * as its campaign record (src/lib/cart/campaign.ts). Run by the header's script on each page load.
 */
export function addUtmParameters(search = window.location.search): void {
    rememberCampaign(search);
}
