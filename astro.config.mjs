// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import netlify from '@astrojs/netlify';
import react from '@astrojs/react';
import { netlifyHeaders } from './src/integrations/netlify-headers.ts';
import { cspScriptHashes } from './src/integrations/csp-script-hashes.ts';
import { catalogueEarlyRead } from './src/integrations/catalogue-early-read.ts';
import { layoutChunk } from './src/integrations/layout-chunk.ts';
import { astroCsp, cspIntegrationsFromEnv } from '@timber-shop/rules';
import sitemap from '@astrojs/sitemap';
import { storyblok } from '@storyblok/astro';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { CONSENT_SHELL_SCRIPT } from './src/lib/consent-shell.ts';
import { CART_FILLED_SCRIPT } from './src/lib/cart/cart-filled-script.ts';
import { inSitemap, sitemapChunks, sitemapEntry, sitemapsPerHost } from './src/lib/sitemap.ts';
import { buildSearchIndex } from './server/search-index.ts';

/**
 * After the pages are built: the pagefind index per locale (server/search-index.ts). Our own
 * server's build keeps the search records beside its client folder, for the live site's product
 * publishing (server/live-site.ts); the Netlify build has no live site.
 */
const searchIndex = {
    name: 'timber-shop:search-index',
    hooks: {
        'astro:build:done': ({ dir }) => {
            const clientDir = fileURLToPath(dir);
            return buildSearchIndex(clientDir, {
                keepRecordsIn: process.env.SHOP_ADAPTER === 'netlify' ? undefined : path.join(clientDir, '..', 'search-records'),
            });
        },
    },
};

/**
 * Where a locale has a host of its own (SHOP_LOCALE_URLS): its sitemaps and their index in its folder,
 * answered as that host's /sitemap-index.xml (src/lib/sitemap.ts). After @astrojs/sitemap wrote them.
 */
const sitemapsOfHosts = {
    name: 'timber-shop:sitemaps-per-host',
    hooks: {
        /** @param {{ dir: URL }} options */
        'astro:build:done': ({ dir }) => sitemapsPerHost(fileURLToPath(dir), process.env.SHOP_URL ?? 'http://localhost:4321'),
    },
};

/**
 * `client:interaction`: an island that hydrates when the visitor first reaches for it, or at once when the
 * page as rendered is not what they should see (src/lib/hydrate-on-interaction.ts; the category listing).
 */
const hydrateOnInteraction = {
    name: 'timber-shop:client-interaction',
    hooks: {
        /** @param {{ addClientDirective: (directive: { name: string; entrypoint: string }) => void }} options */
        'astro:config:setup': ({ addClientDirective }) =>
            addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./src/lib/hydrate-on-interaction.ts', import.meta.url)) }),
    },
};

/**
 * `astro dev` (npm run dev) matches on-demand routes before pre-rendered ones, so the filtered category
 * route ([...base]/[filters], on demand, one segment longer than the catch-all) took every page path
 * there, where the built shop serves the pre-rendered file first. In dev it counts as pre-rendered with
 * no paths of its own: the catch-alls render the pages, as in the build. A filtered URL opened directly
 * is the built shop's (the category page's island filters in dev as everywhere). And no CSP in dev.
 */
let devServer = false;
const devRoutes = {
    name: 'timber-shop:dev-routes',
    hooks: {
        /** @param {{ command: string, updateConfig: (config: Record<string, unknown>) => unknown }} options */
        'astro:config:setup': ({ command, updateConfig }) => {
            devServer = command === 'dev';
            // the dev server's pages run inline scripts of Vite's and unbundled islands that no hash covers
            if (devServer) updateConfig({ security: { csp: false } });
        },
        /** @param {{ route: { component: string, prerender?: boolean } }} options */
        'astro:route:setup': ({ route }) => {
            if (devServer && route.component.endsWith('[...base]/[filters].astro')) route.prerender = true;
        },
    },
};

/**
 * Storyblok's Astro integration: the shop's blocks mapped to their components, which StoryblokComponent
 * renders (src/components/content/Blocks.astro) for the local stories and Storyblok's alike. The shop reads
 * the API with its own client module (src/lib/content/storyblok.ts: useCustomApi), and loads the bridge
 * itself on the signed preview only (src/pages/preview): with the integration's bridge every public page
 * would load Storyblok's script, and its live preview needs a server-rendered site.
 */
const storyblokBlocks = storyblok({
    accessToken: process.env.STORYBLOK_TOKEN ?? '',
    useCustomApi: true,
    bridge: false,
    components: {
        richtext: 'components/content/RichtextBlock',
        hero: 'components/content/HeroBlock',
        text_image: 'components/content/TextImageBlock',
        usp_list: 'components/content/UspListBlock',
        faq: 'components/content/FaqBlock',
        product_teaser: 'components/content/ProductTeaserBlock',
        category_teaser: 'components/content/CategoryTeaserBlock',
        review_list: 'components/content/ReviewListBlock',
        cta: 'components/content/CtaBlock',
        image_slider: 'components/content/ImageSliderBlock',
        article_list: 'components/content/ArticleListBlock',
    },
});

// Astro must not phone home (telemetry) from builds or the dev server.
process.env.ASTRO_TELEMETRY_DISABLED = '1';

/**
 * Astro's CSP with the hashes of inline scripts of our own (`is:inline`, which Astro does not hash).
 * @param {ReturnType<typeof astroCsp>} csp
 * @param {string[]} scripts
 */
function withScriptHashes(csp, scripts) {
    const hashes = scripts.map(script => /** @type {`sha256-${string}`} */ (`sha256-${createHash('sha256').update(script).digest('base64')}`));
    return { ...csp, scriptDirective: { ...csp.scriptDirective, hashes } };
}

export default defineConfig({
    site: process.env.SHOP_URL ?? 'http://localhost:4321',
    // Pages are pre-rendered; the few on-demand routes (API proxy, webhooks, preview) opt out per file.
    output: 'static',
    // One machine: our server (server/serve.ts) around Astro's handler. CDN: netlify.toml sets SHOP_ADAPTER=netlify.
    // staticHeaders: pre-rendered pages get their CSP as a header from the server that serves them,
    // not as a <meta> tag (which cannot say frame-ancestors)
    adapter: process.env.SHOP_ADAPTER === 'netlify' ? netlify({ staticHeaders: true }) : node({ mode: 'middleware', staticHeaders: true }),
    // The shop's CSP (packages/rules, security-headers.ts) with the hashes of Astro's inline scripts
    // (island bootstrap, hydration directives, small inlined component scripts): no 'unsafe-inline' for scripts.
    security: {
        csp: withScriptHashes(
            astroCsp({
                https: (process.env.SHOP_URL ?? '').startsWith('https:') || process.env.SHOP_ADAPTER === 'netlify',
                integrations: cspIntegrationsFromEnv(process.env),
            }),
            // the consent banner's and the cart page's first paint, inline scripts of our own (src/lib/consent-shell.ts,
            // src/lib/cart/cart-filled-script.ts)
            [CONSENT_SHELL_SCRIPT, CART_FILLED_SCRIPT],
        ),
    },
    integrations: [
        devRoutes,
        catalogueEarlyRead(),
        react(),
        storyblokBlocks,
        hydrateOnInteraction,
        sitemap({ filter: inSitemap, chunks: sitemapChunks, serialize: sitemapEntry }),
        sitemapsOfHosts,
        searchIndex,
        cspScriptHashes(),
        ...(process.env.SHOP_ADAPTER === 'netlify' ? [netlifyHeaders()] : []),
    ],
    // One URL form, no trailing slash (rules package, withoutTrailingSlash): canonicals, hreflang links and
    // sitemaps alike; on-demand routes redirect a trailing slash, serve.ts does so for the static pages.
    // On Netlify, pages are written as `page.html`: Netlify then answers `/page/` with a 301 to `/page`
    // itself (its redirect rules match paths regardless of a trailing slash, so a rule cannot do it).
    trailingSlash: 'never',
    build: { format: process.env.SHOP_ADAPTER === 'netlify' ? 'file' : 'directory' },
    // spec 9: every link on hover; links in view on idle (src/islands/layout/prefetch.ts); never on 2g or save-data
    prefetch: { prefetchAll: true, defaultStrategy: 'hover' },
    devToolbar: { enabled: false },
    vite: {
        // the functions' settings check (src/lib/cdn-settings.ts) runs in the CDN build only. Each locale's own host
        // (SHOP_LOCALE_URLS, packages/rules/src/locale-hosts.ts) as the build's constant: the pages, their scripts
        // and the on-demand routes link as the build was configured.
        define: {
            'import.meta.env.SHOP_ON_CDN': JSON.stringify(process.env.SHOP_ADAPTER === 'netlify'),
            __SHOP_LOCALE_URLS__: JSON.stringify(process.env.SHOP_LOCALE_URLS ?? ''),
        },
        // Netlify's functions load with flags under which a CommonJS package cannot require an ES module
        // (sanitize-html requires htmlparser2 12: ERR_REQUIRE_ESM on the preview route): bundled into the function instead
        ...(process.env.SHOP_ADAPTER === 'netlify' ? { ssr: { noExternal: ['sanitize-html'] } } : {}),
        build: {
            rolldownOptions: {
                // The generated GraphQL documents (src/lib/api/gql/graphql.ts, documentMode 'string') are
                // `new TypedDocumentString(…)` constants; marked pure, a bundle keeps only those its code sends.
                treeshake: { manualPureFunctions: ['TypedDocumentString'] },
                output: {
                    codeSplitting: {
                        groups: [
                            // the layouts' scripts and what they import in one chunk (src/integrations/layout-chunk.ts)
                            layoutChunk(fileURLToPath(new URL('./src', import.meta.url)), ['routes']),
                            // React and Astro's renderer for it, which every island needs whole: one file, not six
                            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                        ],
                    },
                },
            },
        },
    },
});
