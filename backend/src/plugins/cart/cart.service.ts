import { Inject, Injectable } from '@nestjs/common';
import {
    ActiveOrderService,
    EventBus,
    Order,
    OrderService,
    ProductService,
    RequestContext,
    UserInputError,
} from '@vendure/core';
import { localeUrl, pagePath, productPath, resolveLocale } from '@timber-shop/rules';
import { asStrings } from '../../common/i18n';
import { AbuseLimitService } from '../security/abuse-limits.service';
import type { AbuseLimit } from '../security/types';
import { requirePieces } from '../../common/order-lines';
import { CartEmailEvent } from './cart-email.handler';
import { CAMPAIGN_FIELD_MAX, CART_MAILS_PER_HOUR, CART_PLUGIN_OPTIONS, ERRORS, TRANSPORT_MSG_MAX } from './constants';
import { isValidClientOrderRef } from './custom-fields';
import type { CampaignInput, CartPluginOptions } from './types';

/** A plain e-mail address check: something@domain.tld without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** cart mails per cart and hour, counted where every backend instance sees them */
const CART_MAILS: AbuseLimit = { name: 'cart-mails', points: CART_MAILS_PER_HOUR, durationSeconds: 3600, message: ERRORS.tooManyMails };

@Injectable()
export class CartService {
    constructor(
        private abuseLimits: AbuseLimitService,
        @Inject(CART_PLUGIN_OPTIONS) private options: CartPluginOptions,
        private activeOrderService: ActiveOrderService,
        private orderService: OrderService,
        private productService: ProductService,
        private eventBus: EventBus,
    ) {}

    /** The shopper's own order number: checked here too, at least 6 characters (spec section 5). */
    async setClientOrderRef(ctx: RequestContext, clientOrderRef: string): Promise<Order> {
        const value = clientOrderRef.trim();
        if (!isValidClientOrderRef(value)) throw new UserInputError(ERRORS.invalidClientOrderRef);
        return this.updateActiveOrder(ctx, { clientOrderRef: value });
    }

    /** The message for the delivery; an empty message removes it. */
    async updateTransportMsg(ctx: RequestContext, transportMsg: string): Promise<Order> {
        const value = transportMsg.trim();
        if (value.length > TRANSPORT_MSG_MAX) {
            throw new UserInputError(ERRORS.transportMsgTooLong, asStrings({ max: TRANSPORT_MSG_MAX }));
        }
        return this.updateActiveOrder(ctx, { transportMsg: value || null });
    }

    /** The campaign the shopper came from (utm parameters): the latest visit's record replaces the earlier one. */
    async setCampaign(ctx: RequestContext, input: CampaignInput): Promise<Order> {
        const field = (value?: string | null) => value?.trim().slice(0, CAMPAIGN_FIELD_MAX) || null;
        return this.updateActiveOrder(ctx, {
            campaignName: field(input.campaignName),
            keywordName: field(input.keywordName),
            mediumName: field(input.mediumName),
            sourceName: field(input.sourceName),
        });
    }

    /** E-mails the active cart with its lines, totals and links back to the shop. */
    async sendCartEmail(ctx: RequestContext, emailAddress: string): Promise<boolean> {
        const address = emailAddress.trim();
        if (!EMAIL.test(address)) throw new UserInputError(ERRORS.invalidEmail);
        const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
        // the active order comes without its lines
        const order = active && (await this.orderService.findOne(ctx, active.id));
        requirePieces(order);
        await this.abuseLimits.consume(ctx, CART_MAILS, String(order.id));
        await this.abuseLimits.mailTo(address);

        const locale = resolveLocale(ctx.languageCode);
        const { shopUrl } = this.options;
        const productUrls = new Map<string, string>();
        for (const line of order.lines) {
            const product = await this.productService.findOne(ctx, line.productVariant.productId);
            if (product) productUrls.set(String(line.id), localeUrl(locale, productPath(locale, product.slug, product.id), shopUrl));
        }
        await this.eventBus.publish(new CartEmailEvent(ctx, order, address, productUrls, localeUrl(locale, pagePath(locale, 'cart'), shopUrl)));
        return true;
    }

    private async updateActiveOrder(ctx: RequestContext, customFields: Record<string, string | null>): Promise<Order> {
        const order = await this.activeOrderService.getActiveOrder(ctx, undefined, true);
        await this.orderService.updateCustomFields(ctx, order.id, customFields);
        return (await this.orderService.findOne(ctx, order.id))!;
    }
}
