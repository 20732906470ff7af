import path from 'node:path';
import { DEFAULT_QUOTE_VALIDITY_DAYS, DEVELOPMENT_WEBHOOK_SECRET } from '@timber-shop/rules';
import { trustProxySetting } from '@timber-shop/rules/client-address';
import { DEV_COOKIE_SECRET } from './plugins/security/constants';

/**
 * Everything the backend reads from the environment, in one place.
 * Defaults give the one-machine set-up: SQLite under data/, jobs in process, mails in a dev mailbox.
 */
// this file runs from backend/src (development) or backend/dist/server (compiled): the folder above `backend`
const repoRoot = __dirname.slice(0, __dirname.lastIndexOf(`${path.sep}backend${path.sep}`));

// Vendure reports usage to its servers on start; the shop makes no calls out.
process.env.VENDURE_DISABLE_TELEMETRY = 'true';

export const env = {
    repoRoot,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data')),
    port: Number(process.env.BACKEND_PORT ?? 3000),
    /** `sample`: a first start seeds a quarter of the demo catalogue (every category and facet), for quick trials and the PostgreSQL test */
    demoCatalogue: process.env.DEMO_CATALOGUE === 'sample' ? ('sample' as const) : ('full' as const),
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    smtpUrl: process.env.SMTP_URL,
    superadminUsername: process.env.SUPERADMIN_USERNAME ?? 'superadmin',
    superadminPassword: process.env.SUPERADMIN_PASSWORD ?? 'superadmin',
    cookieSecret: process.env.COOKIE_SECRET ?? DEV_COOKIE_SECRET,
    /** signs the catalogue webhook to the storefront (the storefront checks it with the same secret) */
    webhookSecret: process.env.WEBHOOK_SECRET ?? DEVELOPMENT_WEBHOOK_SECRET,
    /** where shoppers reach the shop: used in mails and for CORS */
    shopUrl: (process.env.SHOP_URL ?? 'http://localhost:4321').replace(/\/$/, ''),
    /** asset URLs are relative so the storefront serves them from its own origin */
    assetUrlPrefix: process.env.ASSET_URL_PREFIX ?? '/assets/',
    /** `off`: no AVIF images are made in the background (the AVIF addresses answer with the WebP); the test shop and the benchmark */
    avifPresets: process.env.AVIF_PRESETS === 'off' ? ('off' as const) : ('background' as const),
    /** days a quote saved from the cart is valid */
    quoteValidityDays: Number(process.env.QUOTE_VALIDITY_DAYS ?? DEFAULT_QUOTE_VALIDITY_DAYS),
    isProduction: process.env.NODE_ENV === 'production',
    /**
     * Which proxies' X-Forwarded-For to believe for a client's address (the abuse limits count per
     * address): Express's `trust proxy`, by default the loopback, where the storefront's proxy runs.
     */
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    /** the backend's own public address (links to the dashboard in staff mails) */
    backendUrl: (process.env.BACKEND_URL ?? `http://localhost:${process.env.BACKEND_PORT ?? 3000}`).replace(/\/$/, ''),
    /** requests (contact forms, chat): the staff inbox (else the brand's address per language), the captcha */
    staffEmail: process.env.STAFF_EMAIL,
    /** signs the self-hosted captcha's challenges: set it in production, the same on every backend instance */
    captchaSecret: process.env.CAPTCHA_SECRET ?? 'timber-shop-dev-captcha-secret',
    /** secrets left at their public development value (refused in production mode) */
    developmentSecrets: ['WEBHOOK_SECRET', 'CAPTCHA_SECRET'].filter(name => !process.env[name]),
    /** reCAPTCHA v2 instead of the self-hosted captcha: on only when both keys are set */
    recaptcha:
        process.env.RECAPTCHA_SITE_KEY && process.env.RECAPTCHA_SECRET_KEY
            ? { siteKey: process.env.RECAPTCHA_SITE_KEY, secretKey: process.env.RECAPTCHA_SECRET_KEY, verifyUrl: process.env.RECAPTCHA_VERIFY_URL }
            : undefined,
    /**
     * VAT numbers checked with VIES (production: https://ec.europa.eu/taxation_customs/vies/rest-api);
     * unset, only their format is checked and staff confirm them in the admin
     */
    viesUrl: process.env.VIES_URL || undefined,
    /** the IP geolocation service (ipapi.co's contract) for the visitor's country; unset: the browser's language decides */
    geolocationUrl: process.env.GEOLOCATION_URL,
    /** the bank account shoppers pay wire transfers to (the defaults are an example account: set them in production) */
    wireTransfer: {
        iban: process.env.WIRE_IBAN ?? 'NL91ABNA0417164300',
        bic: process.env.WIRE_BIC ?? 'ABNANL2A',
        accountHolder: process.env.WIRE_ACCOUNT_HOLDER ?? 'Geven Hout B.V.',
    },
    /**
     * The merchant's details on invoices and quotes (PDF): each MERCHANT_* variable left unset keeps
     * the demo's value (customer-orders plugin, DEFAULT_MERCHANT); the bank account is the wire transfer's.
     */
    merchant: Object.fromEntries(
        Object.entries({
            name: process.env.MERCHANT_NAME ?? process.env.WIRE_ACCOUNT_HOLDER,
            address: process.env.MERCHANT_ADDRESS,
            vatNumber: process.env.MERCHANT_VAT_NUMBER,
            kvk: process.env.MERCHANT_KVK,
            email: process.env.MERCHANT_EMAIL,
            iban: process.env.WIRE_IBAN,
            bic: process.env.WIRE_BIC,
        }).filter(([, value]) => value),
    ),
    /** card payments through Adyen: on only when the key, merchant account, client key and HMAC key are all set */
    adyen: {
        apiKey: process.env.ADYEN_API_KEY,
        merchantAccount: process.env.ADYEN_MERCHANT_ACCOUNT,
        clientKey: process.env.ADYEN_CLIENT_KEY,
        hmacKey: process.env.ADYEN_HMAC_KEY,
        environment: process.env.ADYEN_ENVIRONMENT === 'LIVE' ? ('LIVE' as const) : ('TEST' as const),
        liveEndpointUrlPrefix: process.env.ADYEN_LIVE_URL_PREFIX,
        endpoint: process.env.ADYEN_ENDPOINT,
    },
};

export const paths = {
    sqlite: path.join(env.dataDir, 'shop.sqlite'),
    assets: path.join(env.dataDir, 'assets'),
    mailbox: path.join(env.dataDir, 'mailbox'),
    dashboard: path.join(repoRoot, 'backend/dist/dashboard'),
    /** Vendure's default templates plus the shop's own (order confirmation, cart mail) */
    emailTemplates: path.join(repoRoot, 'backend/email-templates'),
};
