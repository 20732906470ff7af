import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { orderCancelledEmailHandler } from './order-cancelled-email.handler';
import { orderConfirmationEmailHandler } from './order-confirmation-email.handler';
import { orderLocaleField, orderLocaleProcess } from './order-locale';

/**
 * Placed orders: the order confirmation mail, in place of Vendure's (sent on PaymentAuthorized
 * too, so a wire transfer's customer gets it with the bank details), and the cancellation mail;
 * both in the language the customer ordered in (`orderLocale`). The cart and quote mails share
 * their order table (common/order-mail.ts).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        if (!config.customFields.Order.includes(orderLocaleField)) config.customFields.Order.push(orderLocaleField);
        if (!config.orderOptions.process?.includes(orderLocaleProcess)) config.orderOptions.process = [...(config.orderOptions.process ?? []), orderLocaleProcess];
        addEmailHandlers(orderConfirmationEmailHandler, orderCancelledEmailHandler);
        return useShopLanguage(config);
    },
    compatibility: '^3.0.0',
})
export class OrdersPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
