import {
    type CalculateTaxLinesArgs,
    type Channel,
    Customer,
    type Injector,
    type Order,
    type RequestContext,
    ShippingMethod,
    type TaxLineCalculationStrategy,
    type TaxZoneStrategy,
    TransactionalConnection,
    type Zone,
} from '@vendure/core';
import type { TaxLine } from '@vendure/common/lib/generated-types';
import { REVERSE_CHARGE_TAX_LINE, reverseChargeApplies } from '@timber-shop/rules';

/** The pick-up shipping method's code (the delivery plugin's). */
const PICKUP_METHOD_CODE = 'pickup';

/** The tax zone of reverse-charged orders: no countries, no tax rates (so 0 %); the plugin makes it at start-up. */
export const REVERSE_CHARGE_ZONE = 'Intra-EU reverse charge';

/** Whether the rules package's `reverseChargeApplies` holds for an order: its customer's VAT check, its delivery country and method. */
class ReverseChargeCheck {
    private connection: TransactionalConnection;
    /** shipping method id -> code; a method's code does not change */
    private methodCodes = new Map<string, string>();

    init(injector: Injector) {
        this.connection = injector.get(TransactionalConnection);
    }

    async applies(ctx: RequestContext, order: Order | undefined): Promise<boolean> {
        const countryCode = order?.shippingAddress?.countryCode;
        if (!order || !countryCode || !order.customerId) return false;
        const customer = order.customer ?? (await this.connection.getRepository(ctx, Customer).findOne({ where: { id: order.customerId } }));
        const fields = (customer?.customFields ?? {}) as { vatStatus?: string | null; vatNumber?: string | null };
        return reverseChargeApplies({ vatStatus: fields.vatStatus, vatNumber: fields.vatNumber, deliveryCountry: countryCode, pickup: await this.isPickup(ctx, order) });
    }

    private async isPickup(ctx: RequestContext, order: Order): Promise<boolean> {
        for (const line of order.shippingLines ?? []) {
            const id = String(line.shippingMethodId ?? line.shippingMethod?.id ?? '');
            if (!id) continue;
            let code = line.shippingMethod?.code ?? this.methodCodes.get(id);
            if (code === undefined) {
                code = (await this.connection.getRepository(ctx, ShippingMethod).findOne({ where: { id }, withDeleted: true }))?.code ?? '';
                this.methodCodes.set(id, code);
            }
            if (code === PICKUP_METHOD_CODE) return true;
        }
        return false;
    }
}

/**
 * The tax zone with the reverse charge: a reverse-charged order is in the reverse-charge zone
 * (0 %), every other one where the shop's strategy puts it (the delivery plugin's: the delivery
 * country's zone). A zone of its own because Vendure prices an order's lines again only when its
 * tax zone changes: so a switch to pick-up, another country or another VAT verdict reprices.
 */
export class ReverseChargeTaxZoneStrategy implements TaxZoneStrategy {
    private check = new ReverseChargeCheck();

    constructor(private fallback: TaxZoneStrategy) {}

    async init(injector: Injector) {
        this.check.init(injector);
        await this.fallback.init?.(injector);
    }

    async determineTaxZone(ctx: RequestContext, zones: Zone[], channel: Channel, order?: Order): Promise<Zone> {
        const zone = zones.find(z => z.name === REVERSE_CHARGE_ZONE);
        if (zone && (await this.check.applies(ctx, order))) return zone;
        // Vendure's own strategies always answer (the channel's default zone at the least)
        return (await this.fallback.determineTaxZone(ctx, zones, channel, order)) as Zone;
    }
}

/**
 * Vendure's tax line with the reverse charge: a line of a reverse-charged order gets one tax line
 * at 0 % named `reverse-charge` (what the cart, the mails and the invoice look for); every other
 * line the zone's rate, as Vendure's default strategy gives it. The delivery's VAT asks this
 * strategy too (delivery plugin), so delivery is reverse-charged with the goods.
 */
export class ReverseChargeTaxLineStrategy implements TaxLineCalculationStrategy {
    private check = new ReverseChargeCheck();

    init(injector: Injector) {
        this.check.init(injector);
    }

    async calculate({ ctx, order, applicableTaxRate }: CalculateTaxLinesArgs): Promise<TaxLine[]> {
        if (await this.check.applies(ctx, order)) return [{ description: REVERSE_CHARGE_TAX_LINE, taxRate: 0 }];
        return [{ description: applicableTaxRate.name, taxRate: applicableTaxRate.value }];
    }
}
