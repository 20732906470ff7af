import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { UnverifiedAccountGuestCheckoutStrategy } from './guest-checkout-strategy';

/**
 * Customer accounts around Vendure's own login, registration and e-mail verification: guest
 * checkout stays open to an address whose account is not confirmed yet. The verification mail
 * handler, `verificationEmailHandler`, replaces Vendure's in the EmailPlugin's handlers.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    configuration: config => {
        config.orderOptions.guestCheckoutStrategy = new UnverifiedAccountGuestCheckoutStrategy();
        return config;
    },
    compatibility: '^3.0.0',
})
export class AccountPlugin {}
