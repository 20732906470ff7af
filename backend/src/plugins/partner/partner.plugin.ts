import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, ScheduledTask, Type, VendurePlugin } from '@vendure/core';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { PARTNER_PLUGIN_OPTIONS, type PartnerPluginOptions } from './constants';
import { customerFields } from './custom-fields';
import { PartnerCustomerFieldsResolver, PartnerShopResolver, partnerShopSchema } from './partner.resolver';
import { PartnerService } from './partner.service';
import { VatCheckService } from './vat-check.service';
import { CompanyRegistrationInterceptor } from './company-registration.interceptor';

/** VIES could not answer: the unavailable checks are asked again every quarter of an hour. */
const retryVatChecks = new ScheduledTask({
    id: 'retry-vat-checks',
    description: 'Asks VIES again about the VAT numbers it could not answer for',
    schedule: cron => cron.every(15).minutes(),
    execute: async ({ injector, scheduledContext }) => ({ queued: await injector.get(VatCheckService).retryUnavailable(scheduledContext) }),
});

/**
 * The customer as the spec's partner (sections 3 and 5): company data (name, phone, VAT number,
 * KvK, industry from getIndustries, billing contact) and mobile on Customer, the invoice address as
 * the default billing address, and `updatePartnerProfile`. The address book itself is Vendure's
 * customer addresses (the storefront's getAddresses, addAddress, updateAddress, deleteAddress,
 * selectAddress). The business customer's VAT check (VatCheckService: jsvat format, VIES, the
 * retry job and task, the business customer group).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        PartnerService,
        VatCheckService,
        { provide: PARTNER_PLUGIN_OPTIONS, useFactory: () => PartnerPlugin.options },
        { provide: APP_INTERCEPTOR, useClass: CompanyRegistrationInterceptor },
    ],
    configuration: config => {
        config.customFields.Customer.push(...customerFields);
        config.schedulerOptions.tasks.push(retryVatChecks);
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: partnerShopSchema, resolvers: [PartnerShopResolver, PartnerCustomerFieldsResolver] },
    compatibility: '^3.0.0',
})
export class PartnerPlugin implements OnApplicationBootstrap {
    static options: PartnerPluginOptions = {};

    static init(options: PartnerPluginOptions): Type<PartnerPlugin> {
        PartnerPlugin.options = options;
        return PartnerPlugin;
    }

    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
