import { OnApplicationBootstrap } from '@nestjs/common';
import { PluginCommonModule, ProcessContext, RequestContextService, VendurePlugin, ZoneService } from '@vendure/core';
import { ReverseChargeOrderResolver, reverseChargeSchema } from './reverse-charge.resolver';
import { REVERSE_CHARGE_ZONE, ReverseChargeTaxLineStrategy, ReverseChargeTaxZoneStrategy } from './reverse-charge.strategy';

/**
 * Intra-EU reverse charge (beyond the spec): orders of verified business customers from another
 * member state delivered to BE or DE carry 0 % VAT (the rule: rules package `reverseChargeApplies`),
 * through Vendure's tax zone and tax line strategies (the zone strategy wraps the one configured
 * before this plugin, the delivery plugin's); `Order.reverseCharge` tells the cart, checkout,
 * success page and dashboard to show the legal line; the mails and the invoice read the same tax lines.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        config.taxOptions.taxZoneStrategy = new ReverseChargeTaxZoneStrategy(config.taxOptions.taxZoneStrategy);
        config.taxOptions.taxLineCalculationStrategy = new ReverseChargeTaxLineStrategy();
        return config;
    },
    shopApiExtensions: { schema: reverseChargeSchema, resolvers: [ReverseChargeOrderResolver] },
    adminApiExtensions: { schema: reverseChargeSchema, resolvers: [ReverseChargeOrderResolver] },
    compatibility: '^3.0.0',
})
export class ReverseChargePlugin implements OnApplicationBootstrap {
    constructor(
        private zoneService: ZoneService,
        private requestContextService: RequestContextService,
        private processContext: ProcessContext,
    ) {}

    /** The reverse-charge zone, made once (by the server, not the worker): no members and no tax rates, so 0 %. */
    async onApplicationBootstrap() {
        if (!this.processContext.isServer) return;
        const ctx = await this.requestContextService.create({ apiType: 'admin' });
        const zones = await this.zoneService.getAllWithMembers(ctx);
        if (!zones.some(zone => zone.name === REVERSE_CHARGE_ZONE)) await this.zoneService.create(ctx, { name: REVERSE_CHARGE_ZONE, memberIds: [] });
    }
}
