import { Inject, Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    ConfigService,
    ID,
    Order,
    type OrderLine,
    OrderService,
    RequestContext,
    ShippingMethodService,
    TaxCategoryService,
    TaxRateService,
    UserInputError,
    ZoneService,
} from '@vendure/core';
import type { CreateAddressInput } from '@vendure/common/lib/generated-types';
import { DELIVERY_COUNTRIES, isDeliveryCountry, normalizePostalCode, withVat } from '@timber-shop/rules';
import { translator } from '../../common/i18n';
import { requirePieces } from '../../common/order-lines';
import { DELIVERY_METHOD_CODE, DELIVERY_PLUGIN_OPTIONS, ERRORS } from './constants';
import { undeliverableArea } from './postal-code';
import { deliveryPrice } from './delivery-price';
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

    /**
     * Sets the delivery country and postal code on the active order's shipping address, so the
     * shipping costs and the VAT zone follow the delivery country. Other address fields are kept
     * unless the postal code or country changes (then street and city no longer belong to it).
     * With no shipping method chosen yet, delivery is chosen.
     */
    async setOrderPostalCode(ctx: RequestContext, countryCode: string, postalCode: string): Promise<Order> {
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        // the active order comes without its lines
        const order = active && (await this.orderService.findOne(ctx, active.id));
        requirePieces(order);
        if (order.state !== 'AddingItems') throw new UserInputError(ERRORS.orderLocked);
        const check = this.check(countryCode, postalCode);
        if (check.error) throw new UserInputError(check.error);

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
        await this.orderService.setShippingAddress(ctx, order.id, address);
        await this.chooseDeliveryWhenNoMethod(ctx, order.id);
        return (await this.orderService.findOne(ctx, order.id))!;
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

    /**
     * What delivery costs per delivery country, as the cart will charge it: the delivery method's
     * rates as staff set them (its calculator arguments, else the plugin's defaults), with the VAT
     * of the country's tax zone rounded as the cart rounds it. For the shop's texts on delivery.
     */
    async deliveryCosts(ctx: RequestContext): Promise<DeliveryCost[]> {
        const methods = await this.shippingMethodService.findAll(ctx, { filter: { code: { eq: DELIVERY_METHOD_CODE } } });
        const method = methods.items[0];
        if (!method) return [];
        const arg = (name: string) => {
            const value = method.calculator.args.find(a => a.name === name)?.value;
            return value === undefined || value === '' ? undefined : Number(value);
        };
        const rates = {
            netherlands: arg('netherlandsRate') ?? this.options.rates.netherlands,
            belgiumSurcharge: arg('belgiumSurcharge') ?? this.options.rates.belgiumSurcharge,
            germany: arg('germanyRate') ?? this.options.rates.germany,
        };
        return Promise.all(
            DELIVERY_COUNTRIES.map(async countryCode => {
                const order = { shippingAddress: { countryCode } } as Order;
                const price = deliveryPrice(order, rates) ?? 0;
                const taxRate = await this.taxRateFor(ctx, order);
                return { countryCode, price, taxRate, priceWithTax: withVat(price, taxRate) };
            }),
        );
    }
}
