import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { GEOLOCATION_PLUGIN_OPTIONS, type GeolocationPluginOptions } from './constants';
import { GeolocationResolver, geolocationShopSchema } from './geolocation.resolver';
import { GeolocationService } from './geolocation.service';

/**
 * The visitor's country for the default delivery country (spec section 7: checkIpCountry and the
 * IP geolocation lookup), with the browser's language as the offline default.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [{ provide: GEOLOCATION_PLUGIN_OPTIONS, useFactory: () => GeolocationPlugin.options }, GeolocationService],
    shopApiExtensions: { schema: geolocationShopSchema, resolvers: [GeolocationResolver] },
    compatibility: '^3.0.0',
})
export class GeolocationPlugin {
    static options: GeolocationPluginOptions = {};

    static init(options: GeolocationPluginOptions) {
        GeolocationPlugin.options = { serviceUrl: options.serviceUrl?.replace(/\/$/, '') || undefined };
        return GeolocationPlugin;
    }
}
