import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { CatalogueWebhookService } from './catalogue-webhook.service';
import { PUBLISHING_PLUGIN_OPTIONS, type PublishingPluginOptions } from './constants';
import { globalSettingsFields } from './custom-fields';
import { SearchRedirectsResolver, searchRedirectsSchema } from './search-redirects.resolver';

/**
 * Publishing: the catalogue webhook that tells the storefront to rebuild what changed, and the
 * search-term redirects staff keep in the global settings (Shop API `searchRedirects`, which the
 * storefront serves as GET /api/redirects).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [{ provide: PUBLISHING_PLUGIN_OPTIONS, useFactory: () => PublishingPlugin.options }, CatalogueWebhookService],
    configuration: config => {
        config.customFields.GlobalSettings.push(...globalSettingsFields);
        return config;
    },
    shopApiExtensions: { schema: searchRedirectsSchema, resolvers: [SearchRedirectsResolver] },
    compatibility: '^3.0.0',
})
export class PublishingPlugin {
    static options: PublishingPluginOptions = { shopUrl: 'http://localhost:4321', webhookSecret: undefined };

    static init(options: PublishingPluginOptions) {
        PublishingPlugin.options = { ...options, shopUrl: options.shopUrl.replace(/\/$/, '') };
        return PublishingPlugin;
    }
}
