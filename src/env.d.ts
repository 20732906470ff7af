/// <reference types="astro/client" />

interface ImportMetaEnv {
    /** true in a build for the CDN (SHOP_ADAPTER=netlify, astro.config.mjs): the on-demand routes run as functions there */
    readonly SHOP_ON_CDN: boolean;
    /** the messaging-app (WhatsApp) number per shop language, e.g. "+31 85 130 45 60" (read when the storefront is built) */
    readonly PUBLIC_MESSAGING_APP_NL?: string;
    readonly PUBLIC_MESSAGING_APP_EN?: string;
    readonly PUBLIC_MESSAGING_APP_DE?: string;
}

declare namespace App {
    interface Locals {
        /** set by the Storyblok preview route: the middleware gives the answer the preview's policy (framable by the editor) */
        storyblokPreview?: boolean;
        /** set by the Storyblok preview of the `config` story: its draft for the header, footer and logo (pageSiteConfig) */
        draftSiteConfig?: import('./lib/content').SiteConfig;
    }
}
