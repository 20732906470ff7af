import { Inject, Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    ConfigService,
    ID,
    Order,
    OrderLine,
    OrderService,
    ProductVariant,
    RequestContext,
    ShippingMethodService,
    TaxCategoryService,
    TaxRateService,
    TransactionalConnection,
    UserInputError,
    ZoneService,
} from '@vendure/core';
import type { CreateAddressInput } from '@vendure/common/lib/generated-types';
import { In } from 'typeorm';
import { DELIVERY_COUNTRIES, deliveryCharges, type DeliveryRates, isDeliveryCountry, normalizePostalCode, sumOfCharges, withVat } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { requirePieces } from '../../common/order-lines';
import { DELIVERY_METHOD_CODE, DELIVERY_PLUGIN_OPTIONS, ERRORS } from './constants';
import { undeliverableArea } from './postal-code';
import { ratesOf } from './rates';
import type { DeliveryCost, DeliveryPluginOptions, PostalCodeCheck } from './types';

@Injectable()
export class DeliveryService {
    constructor(
        @Inject(DELIVERY_PLUGIN_OPTIONS) private options: DeliveryPluginOptions,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private configService: ConfigService,
        private zoneService: ZoneService,
        private taxRateService: TaxRateService,
        private taxCategoryService: TaxCategoryService,
        private shippingMethodService: ShippingMethodService,
        private connection: TransactionalConnection,
    ) {}

    /** Format check per country, then the delivery area rules; the message in the request's language. */
    checkPostalCode(ctx: RequestContext, countryCode: string, postalCode: string): PostalCodeCheck {
        const { error, ...check } = this.check(countryCode, postalCode);
        return error ? { ...check, message: translator(ctx).text(error) } : check;
    }

    /** The check with the refusal as a translation key. */
    private check(countryCode: string, postalCode: string): PostalCodeCheck & { error?: string } {
        const country = countryCode.trim().toUpperCase();
        if (!isDeliveryCountry(country)) return { deliverable: false, countryCode: country, postalCode, error: ERRORS.unknownCountry };
        const normalized = normalizePostalCode(country, postalCode);
        if (!normalized) return { deliverable: false, countryCode: country, postalCode, error: `${ERRORS.format}.${country}` };
        if (undeliverableArea(this.options.undeliverableAreas, country, normalized)) {
            return { deliverable: false, countryCode: country, postalCode: normalized, error: ERRORS.undeliverable };
        }
        return { deliverable: true, countryCode: country, postalCode: normalized };
    }

    isDeliverable(countryCode: string | undefined, postalCode: string | undefined): boolean {
        return !!countryCode && !!postalCode && this.check(countryCode, postalCode).deliverable;
    }

    /** Whether the shop delivers to the order's address; null while it has no postal code. */
    deliverable(order: Pick<Order, 'shippingAddress'>): boolean | null {
        const { countryCode, postalCode } = order.shippingAddress ?? {};
        return countryCode && postalCode ? this.isDeliverable(countryCode, postalCode) : null;
    }

    /**
     * Sets the delivery country and postal code on the active order's shipping address, so the
     * shipping costs and the VAT zone follow the delivery country. Other address fields are kept
     * unless the postal code or country changes (then street and city no longer belong to it).
     * With no shipping method chosen yet, delivery is chosen. An address the trucks do not reach is
     * set too, and delivery leaves the order (Vendure would otherwise move it to pick-up unasked):
     * its price is out of the total, and the cart says why (`Order.deliverable`).
     */
    async setOrderPostalCode(ctx: RequestContext, countryCode: string, postalCode: string): Promise<Order> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        // the active order comes without its lines
        const order = active && (await this.orderService.findOne(ctx, active.id));
        requirePieces(order);
        if (order.state !== 'AddingItems') throw new UserInputError(ERRORS.orderLocked);
        const check = this.check(countryCode, postalCode);
        if (check.error && check.error !== ERRORS.undeliverable) throw new UserInputError(check.error);
        const current = order.shippingAddress ?? {};
        const samePlace = current.countryCode === check.countryCode && current.postalCode === check.postalCode;
        const address: CreateAddressInput = {
            fullName: current.fullName,
            company: current.company,
            phoneNumber: current.phoneNumber,
            streetLine1: samePlace ? (current.streetLine1 ?? '') : '',
            streetLine2: samePlace ? current.streetLine2 : undefined,
            city: samePlace ? current.city : undefined,
            province: samePlace ? current.province : undefined,
            countryCode: check.countryCode,
            postalCode: check.postalCode,
        };
        if (!check.deliverable) await this.dropDelivery(ctx, order);
        await this.orderService.setShippingAddress(ctx, order.id, address);
        if (check.deliverable) await this.chooseDeliveryWhenNoMethod(ctx, order.id);
        return (await this.orderService.findOne(ctx, order.id))!;
    }

    /**
     * Takes delivery off an order (its lines leave the delivery's shipping line; Vendure's next
     * pricing removes a shipping line no line is assigned to). Pick-up stays as it was.
     */
    private async dropDelivery(ctx: RequestContext, order: Order) {
        const lines = await this.connection.getRepository(ctx, OrderLine).find({ where: { order: { id: order.id } }, relations: ['shippingLine', 'shippingLine.shippingMethod'] });
        const delivered = lines.filter(line => line.shippingLine?.shippingMethod?.code === DELIVERY_METHOD_CODE);
        if (delivered.length) await this.connection.getRepository(ctx, OrderLine).update({ id: In(delivered.map(line => line.id)) }, { shippingLineId: null } as never);
    }

    /**
     * A cart without a delivery country is priced with the VAT of the site it is seen on (the tax
     * zone strategy takes the request's language): a cart filled on the Dutch site and opened on the
     * German one is priced again at 19 %. A cart with a delivery country (or pick-up) is left as it is.
     */
    async priceOrderForSite(ctx: RequestContext): Promise<Order | undefined> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        const order = active ? await this.orderService.findOne(ctx, active.id) : undefined;
        if (order?.state !== 'AddingItems' || !order.lines.length || order.shippingAddress?.countryCode || order.shippingLines.length) return order;
        return this.orderService.applyPriceAdjustments(ctx, order);
    }

    /** The lengths (cm) of an order's pieces, for the long-length surcharge. */
    async lineLengths(ctx: RequestContext, order: Order): Promise<(number | null)[]> {
        const lengthOf = (variant: ProductVariant | undefined) => (variant?.customFields as { length?: number | null } | undefined)?.length ?? null;
        if (order.lines.every(line => line.productVariant)) return order.lines.map(line => lengthOf(line.productVariant));
        const ids = order.lines.map(line => line.productVariantId);
        const variants = ids.length ? await this.connection.getRepository(ctx, ProductVariant).find({ where: { id: In(ids) } }) : [];
        return variants.map(lengthOf);
    }

    private async chooseDeliveryWhenNoMethod(ctx: RequestContext, orderId: ID) {
        const order = await this.orderService.findOne(ctx, orderId, ['shippingLines']);
        if (order?.shippingLines.length) return;
        const quotes = await this.orderService.getEligibleShippingMethods(ctx, orderId);
        const delivery = quotes.find(quote => quote.code === DELIVERY_METHOD_CODE);
        if (delivery) await this.orderService.setShippingMethod(ctx, orderId, [delivery.id]);
    }

    /**
     * The delivery's VAT rate: the standard category's rate in the order's tax zone (the delivery
     * country's, see AddressBasedTaxZoneStrategy), through the configured tax line strategy, as the
     * order's lines get theirs; so a reverse-charged order's delivery is at 0 % too.
     */
    async taxRateFor(ctx: RequestContext, order: Order): Promise<number> {
        const zones = await this.zoneService.getAllWithMembers(ctx);
        const zone = await this.configService.taxOptions.taxZoneStrategy.determineTaxZone(ctx, zones, ctx.channel, order);
        const categories = await this.taxCategoryService.findAll(ctx);
        const category = categories.items.find(c => c.isDefault) ?? categories.items[0];
        if (!zone || !category) return 0;
        const applicableTaxRate = await this.taxRateService.getApplicableTaxRate(ctx, zone, category);
        // the delivery has no order line: a line of nothing in the standard category stands in (Vendure's default strategy reads its price)
        const orderLine = { proratedUnitPrice: 0, taxCategory: category } as unknown as OrderLine;
        const taxLines = await this.configService.taxOptions.taxLineCalculationStrategy.calculate({ ctx, order, orderLine, applicableTaxRate });
        return taxLines.reduce((sum, line) => sum + line.taxRate, 0);
    }

    /** The delivery method's rates as staff set them (its calculator arguments, else the plugin's defaults). */
    async rates(ctx: RequestContext): Promise<DeliveryRates> {
        const methods = await this.shippingMethodService.findAll(ctx, { filter: { code: { eq: DELIVERY_METHOD_CODE } } });
        const args = Object.fromEntries((methods.items[0]?.calculator.args ?? []).map(arg => [arg.name, arg.value]));
        return ratesOf(args, this.options.rates);
    }

    /**
     * What delivery costs per delivery country, as the cart will charge it: the rates with the VAT
     * of the country's tax zone rounded as the cart rounds it. For the shop's texts on delivery.
     */
    async deliveryCosts(ctx: RequestContext): Promise<DeliveryCost[]> {
        const rates = await this.rates(ctx);
        return Promise.all(
            DELIVERY_COUNTRIES.map(async countryCode => {
                const order = { shippingAddress: { countryCode } } as Order;
                const price = sumOfCharges(deliveryCharges(rates, countryCode) ?? []);
                const taxRate = await this.taxRateFor(ctx, order);
                return { countryCode, price, taxRate, priceWithTax: withVat(price, taxRate) };
            }),
        );
    }
}
