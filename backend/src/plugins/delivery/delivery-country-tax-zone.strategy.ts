import {
    AddressBasedTaxZoneStrategy,
    type Channel,
    type Injector,
    type Order,
    type RequestContext,
    ShippingMethod,
    type TaxZoneStrategy,
    TransactionalConnection,
    type Zone,
} from '@vendure/core';
import { type DeliveryCountryCode, LOCALE_INFO, resolveLocale } from '@timber-shop/rules';
import { PICKUP_METHOD_CODE } from './constants';

/**
 * VAT follows the delivery country (21% NL and BE, 19% DE): the zone of the order's shipping address,
 * as Vendure's AddressBasedTaxZoneStrategy finds it. Picked up, the goods are handed over at the yard,
 * so Dutch VAT. Before there is a country (a new cart, a product's price), the zone of the country
 * whose VAT the visitor's site shows on its static pages: the German site's cart charges the 19% its
 * product pages showed, not the channel's default 21%.
 */
export class DeliveryCountryTaxZoneStrategy implements TaxZoneStrategy {
    private addressBased = new AddressBasedTaxZoneStrategy();
    private connection: TransactionalConnection | undefined;
    /** shipping method codes by id: an id keeps its code */
    private methodCodes = new Map<string, string>();

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
    }

    async determineTaxZone(ctx: RequestContext, zones: Zone[], channel: Channel, order?: Order): Promise<Zone> {
        if (order && (await this.picksUp(ctx, order))) return this.zoneOf('NL', zones, channel);
        if (order?.shippingAddress?.countryCode) return this.addressBased.determineTaxZone(ctx, zones, channel, order);
        return this.zoneOf(LOCALE_INFO[resolveLocale(ctx.languageCode)].vatCountry, zones, channel);
    }

    private zoneOf(country: DeliveryCountryCode, zones: Zone[], channel: Channel): Zone {
        return zones.find(zone => zone.members?.some(member => member.code === country)) ?? channel.defaultTaxZone;
    }

    private async picksUp(ctx: RequestContext, order: Order): Promise<boolean> {
        const line = order.shippingLines?.[0];
        if (!line) return false;
        if (line.shippingMethod?.code) return line.shippingMethod.code === PICKUP_METHOD_CODE;
        const id = line.shippingMethodId == null ? undefined : String(line.shippingMethodId);
        if (!id || !this.connection) return false;
        let code = this.methodCodes.get(id);
        if (code === undefined) {
            const method = await this.connection.getRepository(ctx, ShippingMethod).findOne({ where: { id }, select: ['id', 'code'], withDeleted: true });
            code = method?.code ?? '';
            this.methodCodes.set(id, code);
        }
        return code === PICKUP_METHOD_CODE;
    }
}
