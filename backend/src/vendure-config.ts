import {
    DefaultCachePlugin,
    DefaultJobQueuePlugin,
    DefaultSchedulerPlugin,
    DefaultSearchPlugin,
    LanguageCode,
    RedisCachePlugin,
    type RequestContext,
    VendureConfig,
} from '@vendure/core';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { LOCALE_ORIGINS } from '@timber-shop/rules';
import { EmailPlugin, FileBasedTemplateLoader } from '@vendure/email-plugin';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { emailHandlers } from './common/email-handlers';
import { migrationFiles } from './database/migrate';
import { env, paths } from './environment';
import { AccountPlugin } from './plugins/account/account.plugin';
import { CartPlugin } from './plugins/cart/cart.plugin';
import { CataloguePlugin } from './plugins/catalogue/catalogue.plugin';
import { CustomerOrdersPlugin } from './plugins/customer-orders/customer-orders.plugin';
import { DeliveryPlugin } from './plugins/delivery/delivery.plugin';
import { OrdersPlugin } from './plugins/orders/orders.plugin';
import { PartnerPlugin } from './plugins/partner/partner.plugin';
import { PriceListPlugin } from './plugins/price-list/price-list.plugin';
import { PaymentsPlugin } from './plugins/payments/payments.plugin';
import { QuotesPlugin } from './plugins/quotes/quotes.plugin';
import { SecurityPlugin } from './plugins/security/security.plugin';
import { SqliteTransactionsPlugin } from './plugins/sqlite-transactions/sqlite-transactions.plugin';
import { PublishingPlugin } from './plugins/publishing/publishing.plugin';
import { RequestsPlugin } from './plugins/requests/requests.plugin';
import { NewsletterPlugin } from './plugins/newsletter/newsletter.plugin';
import { ReverseChargePlugin } from './plugins/reverse-charge/reverse-charge.plugin';
import { GeolocationPlugin } from './plugins/geolocation/geolocation.plugin';
import { ImagesPlugin } from './plugins/images/images.plugin';
import { ASSETS_ROUTE } from './plugins/images/constants';
import { IMAGE_PRESETS } from './plugins/images/image-presets';
import { ShopImageTransformStrategy } from './plugins/images/image-transform.strategy';

/**
 * Asset URLs: relative for the storefront, which serves /assets from its own origin; absolute for the
 * Admin API, because Vendure's dashboard builds a URL object from every asset address (a relative one
 * made the order detail page fail). An absolute ASSET_URL_PREFIX (a CDN) is used as it is.
 */
function assetUrlPrefix(ctx: RequestContext): string {
    if (/^https?:\/\//.test(env.assetUrlPrefix) || ctx.apiType !== 'admin' || !ctx.req) return env.assetUrlPrefix;
    return new URL(env.assetUrlPrefix, `${ctx.req.protocol}://${ctx.req.get('host')}`).href;
}

/**
 * Prepared SQLite statements TypeORM keeps (its default: 100). TypeORM writes ids and numbers into
 * some statements' text (`… WHERE "id" IN (28803)`), so each cart call prepares about 14 statements
 * never seen before; its cache drops the oldest first, however often it is used, so with 100 places
 * the statements every call runs were dropped every few calls and prepared again: 33 prepares per cart
 * call, 13 with 2000 places, and +14 to +17 % cart calls per second in rounds taking turns
 * (bench/RESULTS.md). The dropped statements also waited for the garbage collector in native memory:
 * the backend's memory after 10,000 cart calls was 1.4-1.8 GB with 100 places, 1.1-1.4 GB with 2000.
 */
const STATEMENT_CACHE_SIZE = 2000;

/**
 * The schema comes from migrations (backend/src/database), run at start before the server listens;
 * `synchronize` is off everywhere but in the e2e tests' throwaway databases (@vendure/testing's own config).
 */
function databaseOptions(): VendureConfig['dbConnectionOptions'] {
    if (env.databaseUrl) {
        return { type: 'postgres', url: env.databaseUrl, synchronize: false, migrations: migrationFiles('postgres'), logging: false };
    }
    return {
        type: 'better-sqlite3',
        database: paths.sqlite,
        synchronize: false,
        migrations: migrationFiles('sqlite'),
        logging: false,
        statementCacheSize: STATEMENT_CACHE_SIZE,
        // WAL lets the storefront build read while the server writes; the busy timeout rides out short locks.
        prepareDatabase: db => {
            db.pragma('journal_mode = WAL');
            db.pragma('busy_timeout = 5000');
        },
    };
}

function redisConnection(redisUrl: string) {
    const url = new URL(redisUrl);
    return { host: url.hostname, port: Number(url.port || 6379), username: url.username || undefined, password: url.password || undefined };
}

function jobQueuePlugin() {
    if (env.redisUrl) return BullMQJobQueuePlugin.init({ connection: { ...redisConnection(env.redisUrl), maxRetriesPerRequest: null } });
    return DefaultJobQueuePlugin.init({ useDatabaseForBuffer: true, pollInterval: 500 });
}

/**
 * Vendure's cache, which also holds the session cache (DefaultSessionCacheStrategy): shared by every
 * backend instance when there can be several (in Redis, else in the PostgreSQL database), so a session
 * ended on one instance (logout, password reset) ends on all at once. One instance on SQLite keeps it in memory.
 */
function cachePlugin() {
    if (env.redisUrl) return [RedisCachePlugin.init({ redisOptions: redisConnection(env.redisUrl) })];
    if (env.databaseUrl) return [DefaultCachePlugin.init({})];
    return [];
}

/** Where mails go: SMTP when SMTP_URL is set, else the dev mailbox (demo and tests; production refuses to start with it). */
function mailDelivery() {
    if (!env.smtpUrl) return { devMode: true as const, outputPath: paths.mailbox };
    const url = new URL(env.smtpUrl);
    return {
        transport: {
            type: 'smtp' as const,
            host: url.hostname,
            port: Number(url.port || 587),
            secure: url.protocol === 'smtps:',
            auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
        },
    };
}

export const config: VendureConfig = {
    apiOptions: {
        port: env.port,
        adminApiPath: 'admin-api',
        shopApiPath: 'shop-api',
        shopApiPlayground: !env.isProduction,
        adminApiPlayground: !env.isProduction,
        // the shop's main host and each locale's own host (SHOP_LOCALE_URLS)
        cors: { origin: [...new Set([env.shopUrl, ...Object.values(LOCALE_ORIGINS)])], credentials: true },
        // Cookie sessions: refuse cross-site form posts (login CSRF); every client sends JSON.
        csrfPrevention: true,
    },
    authOptions: {
        tokenMethod: ['cookie', 'bearer'],
        superadminCredentials: {
            identifier: env.superadminUsername,
            password: env.superadminPassword,
        },
        // Sessions (and the carts in them) last 30 days from the last visit; the storefront's proxy
        // marks the cookie Secure when the shop is served over HTTPS.
        sessionDuration: '30d',
        cookieOptions: { secret: env.cookieSecret, sameSite: 'lax', httpOnly: true, maxAge: 30 * 24 * 3600 * 1000 },
    },
    dbConnectionOptions: databaseOptions(),
    // the payments plugin adds its handlers (wire transfer, Adyen)
    paymentOptions: { paymentMethodHandlers: [] },
    defaultLanguageCode: LanguageCode.nl,
    plugins: [
        // first: its gate is on the database before any other plugin's start-up work
        SqliteTransactionsPlugin,
        SecurityPlugin.init({
            production: env.isProduction,
            redisUrl: env.redisUrl,
            devMailbox: !env.smtpUrl,
            developmentSecrets: env.developmentSecrets,
            https: env.shopUrl.startsWith('https:'),
            trustProxy: env.trustProxy,
        }),
        // before the asset server: its filters modifier answers requests with `filters` on the same route
        ImagesPlugin.init({ avifPresets: env.avifPresets }),
        AssetServerPlugin.init({
            route: ASSETS_ROUTE,
            assetUploadDir: paths.assets,
            assetUrlPrefix,
            presets: IMAGE_PRESETS,
            imageTransformStrategy: new ShopImageTransformStrategy(),
        }),
        jobQueuePlugin(),
        ...cachePlugin(),
        DefaultSchedulerPlugin.init(),
        DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
        EmailPlugin.init({
            route: 'mailbox',
            // the shop's mails, which its plugins add in their configuration hooks (each from the brand of the mail's language)
            handlers: emailHandlers(),
            templateLoader: new FileBasedTemplateLoader(paths.emailTemplates),
            ...mailDelivery(),
        }),
        DashboardPlugin.init({ route: 'dashboard', appDir: paths.dashboard }),
        CataloguePlugin,
        DeliveryPlugin.init(),
        ReverseChargePlugin,
        CartPlugin.init({ shopUrl: env.shopUrl }),
        PaymentsPlugin.init({ shopUrl: env.shopUrl, wireTransfer: env.wireTransfer, adyen: env.adyen }),
        OrdersPlugin,
        QuotesPlugin.init({ validityDays: env.quoteValidityDays }),
        AccountPlugin.init({ shopUrl: env.shopUrl }),
        PublishingPlugin.init({ shopUrl: env.shopUrl, webhookSecret: env.webhookSecret }),
        RequestsPlugin.init({
            shopUrl: env.shopUrl,
            adminUrl: env.backendUrl,
            staffEmail: env.staffEmail,
            captchaSecret: env.captchaSecret,
            recaptcha: env.recaptcha,
        }),
        NewsletterPlugin.init({ shopUrl: env.shopUrl }),
        GeolocationPlugin.init({ serviceUrl: env.geolocationUrl }),
        CustomerOrdersPlugin.init({ shopUrl: env.shopUrl, secret: env.cookieSecret, merchant: env.merchant }),
        PartnerPlugin.init({ viesUrl: env.viesUrl }),
        PriceListPlugin,
    ],
};
