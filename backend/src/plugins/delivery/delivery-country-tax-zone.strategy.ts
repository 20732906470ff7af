import { AddressBasedTaxZoneStrategy, type Channel, type Order, type RequestContext, type TaxZoneStrategy, type Zone } from '@vendure/core';
import { LOCALE_INFO, resolveLocale } from '@timber-shop/rules';

/**
 * VAT follows the delivery country (21% NL and BE, 19% DE): the zone of the order's shipping address,
 * as Vendure's AddressBasedTaxZoneStrategy finds it. Before there is one (a new cart, a product's
 * price), the zone of the country whose VAT the visitor's site shows on its static pages: the German
 * site's cart charges the 19% its product pages showed, not the channel's default 21%.
 */
export class DeliveryCountryTaxZoneStrategy implements TaxZoneStrategy {
    private addressBased = new AddressBasedTaxZoneStrategy();

    determineTaxZone(ctx: RequestContext, zones: Zone[], channel: Channel, order?: Order): Zone | Promise<Zone> {
        if (order?.shippingAddress?.countryCode) return this.addressBased.determineTaxZone(ctx, zones, channel, order);
        const country = LOCALE_INFO[resolveLocale(ctx.languageCode)].vatCountry;
        return zones.find(zone => zone.members?.some(member => member.code === country)) ?? channel.defaultTaxZone;
    }
}
