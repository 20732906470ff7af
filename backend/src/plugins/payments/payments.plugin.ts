import { Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { AdyenNotificationController } from './adyen.controller';
import { adyenConfiguredChecker } from './adyen.handler';
import { AdyenShopResolver, adyenShopSchema } from './adyen.resolver';
import { AdyenService } from './adyen.service';
import { adyenConfigured } from './adyen-client';
import { loggerCtx, PAYMENTS_PLUGIN_OPTIONS } from './constants';
import type { PaymentsPluginOptions } from './types';

/**
 * Payments: wire transfer (always available; staff mark it paid) and Adyen (cards, iDEAL,
 * Bancontact) when configured. The handlers `wireTransferHandler` and `adyenPaymentHandler` go
 * into the config's paymentOptions; the plugin brings the Adyen service, its Shop API calls and
 * the notification webhook.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [AdyenService, { provide: PAYMENTS_PLUGIN_OPTIONS, useFactory: () => PaymentsPlugin.options }],
    controllers: [AdyenNotificationController],
    configuration: config => {
        config.paymentOptions.paymentMethodEligibilityCheckers = [
            ...(config.paymentOptions.paymentMethodEligibilityCheckers ?? []),
            adyenConfiguredChecker,
        ];
        return config;
    },
    shopApiExtensions: { schema: adyenShopSchema, resolvers: [AdyenShopResolver] },
    compatibility: '^3.0.0',
})
export class PaymentsPlugin {
    static options: PaymentsPluginOptions;

    static init(options: PaymentsPluginOptions) {
        PaymentsPlugin.options = { ...options, shopUrl: options.shopUrl.replace(/\/$/, '') };
        if (!adyenConfigured(options.adyen)) {
            Logger.info('Adyen is not configured (ADYEN_* variables): card payments are off, wire transfer is on', loggerCtx);
        }
        return PaymentsPlugin;
    }
}
