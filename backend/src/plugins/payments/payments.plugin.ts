import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, Logger, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { AdyenNotificationController } from './adyen.controller';
import { adyenConfiguredChecker, adyenPaymentHandler } from './adyen.handler';
import { AdyenShopResolver, adyenShopSchema } from './adyen.resolver';
import { AdyenService } from './adyen.service';
import { adyenConfigured } from './adyen-client';
import { loggerCtx, PAYMENTS_PLUGIN_OPTIONS } from './constants';
import type { PaymentsPluginOptions } from './types';
import { wireTransferHandler } from './wire-transfer.handler';

/**
 * Payments: wire transfer (always available; staff mark it paid) and Adyen (cards, iDEAL,
 * Bancontact) when configured: the two payment method handlers, the Adyen service, its Shop API
 * calls and the notification webhook.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [AdyenService, { provide: PAYMENTS_PLUGIN_OPTIONS, useFactory: () => PaymentsPlugin.options }],
    controllers: [AdyenNotificationController],
    configuration: config => {
        const { paymentOptions } = config;
        // once, should the configuration run again in this process
        for (const handler of [wireTransferHandler, adyenPaymentHandler]) {
            if (!paymentOptions.paymentMethodHandlers.includes(handler)) paymentOptions.paymentMethodHandlers.push(handler);
        }
        paymentOptions.paymentMethodEligibilityCheckers = [
            ...(paymentOptions.paymentMethodEligibilityCheckers ?? []).filter(checker => checker !== adyenConfiguredChecker),
            adyenConfiguredChecker,
        ];
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: adyenShopSchema, resolvers: [AdyenShopResolver] },
    compatibility: '^3.0.0',
})
export class PaymentsPlugin implements OnApplicationBootstrap {
    static options: PaymentsPluginOptions;

    static init(options: PaymentsPluginOptions) {
        PaymentsPlugin.options = { ...options, shopUrl: options.shopUrl.replace(/\/$/, '') };
        if (!adyenConfigured(options.adyen)) {
            Logger.info('Adyen is not configured (ADYEN_* variables): card payments are off, wire transfer is on', loggerCtx);
        }
        return PaymentsPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
