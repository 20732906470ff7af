import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addEmailHandlers } from '../../common/email-handlers';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { emailAddressChangeEmailHandler, passwordResetEmailHandler, verificationEmailHandler } from './account-email.handlers';
import { UnverifiedAccountGuestCheckoutStrategy } from './guest-checkout.strategy';

export interface AccountPluginOptions {
    /** where shoppers reach the shop: the links in the verification and password reset mails */
    shopUrl: string;
}

/**
 * Customer accounts around Vendure's own login, registration and e-mail verification: guest
 * checkout stays open to an address whose account is not confirmed yet, and the verification and
 * password reset mails (in the customer's language) take the place of Vendure's.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        config.orderOptions.guestCheckoutStrategy = new UnverifiedAccountGuestCheckoutStrategy();
        // the wishlist (product ids) of a logged-in customer; a visitor's is kept in the browser and moves here at login
        config.customFields.Customer.push({ name: 'wishlist', type: 'string', list: true, public: true, nullable: true });
        addEmailHandlers(
            verificationEmailHandler(AccountPlugin.options),
            passwordResetEmailHandler(AccountPlugin.options),
            emailAddressChangeEmailHandler(AccountPlugin.options),
        );
        return useShopLanguage(config);
    },
    compatibility: '^3.0.0',
})
export class AccountPlugin implements OnApplicationBootstrap {
    static options: AccountPluginOptions = { shopUrl: 'http://localhost:4321' };

    static init(options: AccountPluginOptions) {
        AccountPlugin.options = { shopUrl: options.shopUrl.replace(/\/$/, '') };
        return AccountPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
