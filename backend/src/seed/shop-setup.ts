import type { INestApplicationContext } from '@nestjs/common';
import {
    ChannelService,
    CountryService,
    CurrencyCode,
    GlobalSettingsService,
    LanguageCode,
    RequestContextService,
    TaxCategoryService,
    TaxRateService,
    ZoneService,
} from '@vendure/core';
import { COUNTRY_VAT_RATES } from '@timber-shop/rules';
import { translationsOf } from './translations';

/** The delivery countries with their VAT rates (the rules package's; spec section 9: 21% nl, 19% de; Belgium 21%). */
const COUNTRIES = [
    { code: 'NL', vat: COUNTRY_VAT_RATES.NL, names: { nl: 'Nederland', en: 'Netherlands', de: 'Niederlande' } },
    { code: 'BE', vat: COUNTRY_VAT_RATES.BE, names: { nl: 'België', en: 'Belgium', de: 'Belgien' } },
    { code: 'DE', vat: COUNTRY_VAT_RATES.DE, names: { nl: 'Duitsland', en: 'Germany', de: 'Deutschland' } },
];

/**
 * Channel, languages, currency, countries, a tax zone per country and their VAT rates.
 * Prices are stored excluding VAT: the shop is wholesale and the VAT rate depends on the delivery country.
 */
export async function setUpShop(app: INestApplicationContext) {
    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
    const channelService = app.get(ChannelService);
    const globalSettingsService = app.get(GlobalSettingsService);
    const countryService = app.get(CountryService);
    const zoneService = app.get(ZoneService);
    const taxCategoryService = app.get(TaxCategoryService);
    const taxRateService = app.get(TaxRateService);

    const languages = [LanguageCode.nl, LanguageCode.en, LanguageCode.de];
    await globalSettingsService.updateSettings(ctx, { availableLanguages: languages });

    const taxCategory = await taxCategoryService.create(ctx, { name: 'Standaard', isDefault: true });
    const zones = new Map<string, string | number>();
    for (const country of COUNTRIES) {
        const created = await countryService.create(ctx, {
            code: country.code,
            enabled: true,
            translations: translationsOf(country.names),
        });
        const zone = await zoneService.create(ctx, { name: country.names.nl, memberIds: [created.id] });
        zones.set(country.code, zone.id);
        await taxRateService.create(ctx, {
            name: `BTW ${country.code} ${country.vat}%`,
            enabled: true,
            value: country.vat,
            categoryId: taxCategory.id,
            zoneId: zone.id,
        });
    }

    const channel = await channelService.getDefaultChannel(ctx);
    await channelService.update(ctx, {
        id: channel.id,
        defaultLanguageCode: LanguageCode.nl,
        availableLanguageCodes: languages,
        defaultCurrencyCode: CurrencyCode.EUR,
        availableCurrencyCodes: [CurrencyCode.EUR],
        pricesIncludeTax: false,
        defaultTaxZoneId: zones.get('NL'),
        defaultShippingZoneId: zones.get('NL'),
    });
}
