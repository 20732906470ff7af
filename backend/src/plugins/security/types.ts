export interface SecurityPluginOptions {
    /** the abuse limits' store when set (shared by every instance), else the database */
    redisUrl?: string;
    /** production mode: no introspection, no playground, and no start with default credentials */
    production: boolean;
    /**
     * Which proxies' X-Forwarded-For to believe for the client's address (Express's `trust proxy`):
     * by default the loopback, where the storefront's /shop-api proxy runs on one machine.
     */
    trustProxy: string | boolean | number;
    /** mails go to the dev mailbox (no SMTP): refused in production, else this machine only */
    devMailbox: boolean;
    /** the shop's other secrets still at their public development value (environment variable names): refused in production */
    developmentSecrets?: string[];
    /** the shop is reached over HTTPS: HSTS */
    https: boolean;
}

/**
 * One abuse limit: at most `points` uses per `durationSeconds` for one key (an IP address, an
 * account, a recipient, a cart). With `blockSeconds`, reaching the limit blocks the key that long
 * (a lockout); never longer, so a real customer always gets back in. `message` is the i18n key of
 * the refusal (with `{minutes}`), else the general one.
 */
export interface AbuseLimit {
    name: string;
    points: number;
    durationSeconds: number;
    blockSeconds?: number;
    message?: string;
}
