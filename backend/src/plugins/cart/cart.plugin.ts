import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { CART_PLUGIN_OPTIONS } from './constants';
import { CartShopResolver, cartShopSchema } from './cart.resolver';
import { CartService } from './cart.service';
import { orderFields } from './custom-fields';
import type { CartPluginOptions } from './types';

/**
 * The cart's own fields and calls: the shopper's order number, the message for the delivery, the
 * campaign record, and e-mailing the cart. The cart itself is Vendure's active order.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CartService, { provide: CART_PLUGIN_OPTIONS, useFactory: () => CartPlugin.options }],
    configuration: config => {
        config.customFields.Order.push(...orderFields);
        return config;
    },
    shopApiExtensions: { schema: cartShopSchema, resolvers: [CartShopResolver] },
    compatibility: '^3.0.0',
})
export class CartPlugin {
    static options: CartPluginOptions = { shopUrl: 'http://localhost:4321' };

    static init(options: CartPluginOptions) {
        CartPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, '') };
        return CartPlugin;
    }
}
