import { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { addTranslations, useShopLanguage } from '../../common/i18n';
import { customerFields } from './custom-fields';
import { PartnerCustomerFieldsResolver, PartnerShopResolver, partnerShopSchema } from './partner.resolver';
import { PartnerService } from './partner.service';

/**
 * The customer as the spec's partner (sections 3 and 5): company data (name, phone, VAT number,
 * KvK, industry from getIndustries, billing contact) and mobile on Customer, the invoice address as
 * the default billing address, and `updatePartnerProfile`. The address book itself is Vendure's
 * customer addresses (the storefront's getAddresses, addAddress, updateAddress, deleteAddress,
 * selectAddress).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [PartnerService],
    configuration: config => {
        config.customFields.Customer.push(...customerFields);
        return useShopLanguage(config);
    },
    shopApiExtensions: { schema: partnerShopSchema, resolvers: [PartnerShopResolver, PartnerCustomerFieldsResolver] },
    compatibility: '^3.0.0',
})
export class PartnerPlugin implements OnApplicationBootstrap {
    constructor(private i18nService: I18nService) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
    }
}
