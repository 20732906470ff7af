import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import { CatalogueWebhookService } from './catalogue-webhook.service';
import { globalSettingsFields } from './custom-fields';
import { SearchRedirectsResolver, searchRedirectsSchema } from './search-redirects.resolver';

export interface PublishingPluginOptions {
    /** the storefront that receives the catalogue webhook */
    shopUrl: string;
    /** the secret the webhook is signed with (WEBHOOK_SECRET, the same on both sides); none: no webhook */
    webhookSecret: string | undefined;
}

/**
 * Publishing: the catalogue webhook that tells the storefront to rebuild what changed, and the
 * search-term redirects staff keep in the global settings (Shop API `searchRedirects`, which the
 * storefront serves as GET /api/redirects).
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [CatalogueWebhookService],
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
