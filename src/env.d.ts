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
    /** Set per request by the Node server (server/serve.ts); none of them on Netlify or under `astro dev`. */
    interface Locals {
        /** the visitor's address by the TRUST_PROXY rule (behind a TLS proxy, what the proxy forwarded) */
        clientAddress?: string;
        /** the live site's rebuilds (server/live-site.ts), asked for by the webhook routes */
        publisher?: import('./lib/publishing').Publisher;
        /** set by the Storyblok preview route: the middleware gives the answer the preview's policy (framable by the editor) */
        storyblokPreview?: boolean;
        /** set by the Storyblok preview of the `config` story: its draft for the header, footer and logo (pageSiteConfig) */
        draftSiteConfig?: import('./lib/content').SiteConfig;
    }
}
