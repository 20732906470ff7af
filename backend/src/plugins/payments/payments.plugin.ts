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
import { creditAccountFields } from './custom-fields';
import { onAccountChecker, onAccountPaymentHandler } from './on-account.handler';
import { OnAccountOrderResolver, onAccountSchema } from './on-account.resolver';
import gql from 'graphql-tag';

/**
 * Payments: wire transfer (always available; staff mark it paid), payment on account for customers
 * staff grant a credit limit and payment term, and Adyen (cards, iDEAL, Bancontact) when configured:
 * the payment method handlers, the Adyen service, its Shop API
 * calls and the notification webhook.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [AdyenService, { provide: PAYMENTS_PLUGIN_OPTIONS, useFactory: () => PaymentsPlugin.options }],
    controllers: [AdyenNotificationController],
    configuration: config => {
        const { paymentOptions } = config;
        // once, should the configuration run again in this process
        for (const handler of [wireTransferHandler, adyenPaymentHandler, onAccountPaymentHandler]) {
            if (!paymentOptions.paymentMethodHandlers.includes(handler)) paymentOptions.paymentMethodHandlers.push(handler);
        }
        paymentOptions.paymentMethodEligibilityCheckers = [
            ...(paymentOptions.paymentMethodEligibilityCheckers ?? []).filter(checker => checker !== adyenConfiguredChecker && checker !== onAccountChecker),
            adyenConfiguredChecker,
            onAccountChecker,
        ];
        const customerFields = config.customFields.Customer;
        for (const field of creditAccountFields) if (!customerFields.some(f => f.name === field.name)) customerFields.push(field);
        return useShopLanguage(config);
    },
    shopApiExtensions: {
        schema: gql`
            ${adyenShopSchema}
            ${onAccountSchema}
        `,
        resolvers: [AdyenShopResolver, OnAccountOrderResolver],
    },
    adminApiExtensions: { schema: onAccountSchema, resolvers: [OnAccountOrderResolver] },
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
