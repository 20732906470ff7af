import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { NestedErrorResultsInterceptor } from '../../common/nested-error-results.interceptor';
import { usePerPieceMoney } from '../../common/per-piece-money.strategy';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { cartEmailHandler } from './cart-email.handler';
import { CART_PLUGIN_OPTIONS } from './constants';
import { CartShopResolver, cartShopSchema } from './cart.resolver';
import { CartService } from './cart.service';
import { orderFields } from './custom-fields';
import type { CartPluginOptions } from './types';
import { SecurityPlugin } from '../security/security.plugin';

/**
 * The cart's own fields and calls: the shopper's order number, the message for the delivery, the
 * campaign record, and e-mailing the cart (with its mail). The cart itself is Vendure's active order.
 */
@VendurePlugin({
    // the security plugin's abuse limits count the cart mails
    imports: [PluginCommonModule, SecurityPlugin],
    providers: [
        CartService,
        { provide: CART_PLUGIN_OPTIONS, useFactory: () => CartPlugin.options },
        // the cart's batch mutations answer refusals in a list Vendure leaves untranslated
        { provide: APP_INTERCEPTOR, useClass: NestedErrorResultsInterceptor },
    ],
    configuration: config => {
        config.customFields.Order.push(...orderFields);
        addEmailHandlers(cartEmailHandler);
        // the cart's amounts and its mail follow the shop's rounding rule, with or without the catalogue plugin
        return useShopLanguage(usePerPieceMoney(config));
    },
    shopApiExtensions: { schema: cartShopSchema, resolvers: [CartShopResolver] },
    compatibility: '^3.0.0',
})
export class CartPlugin implements OnApplicationBootstrap {
    static options: CartPluginOptions = { shopUrl: 'http://localhost:4321' };

    static init(options: CartPluginOptions) {
        CartPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, '') };
        return CartPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
