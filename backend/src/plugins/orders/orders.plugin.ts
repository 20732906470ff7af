import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { orderConfirmationEmailHandler } from './order-confirmation-email.handler';

/**
 * Placed orders: the order confirmation mail, in place of Vendure's (sent on PaymentAuthorized
 * too, so a wire transfer's customer gets it with the bank details). The cart and quote mails
 * share its order table (common/order-mail.ts).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        addEmailHandlers(orderConfirmationEmailHandler);
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
