export const PUBLISHING_PLUGIN_OPTIONS = Symbol('PUBLISHING_PLUGIN_OPTIONS');

export interface PublishingPluginOptions {
    /** the storefront that receives the catalogue webhook */
    shopUrl: string;
    /** the secret the webhook is signed with (WEBHOOK_SECRET, the same on both sides); none: no webhook */
    webhookSecret: string | undefined;
}
