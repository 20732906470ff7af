import { OnApplicationBootstrap } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { CacheService, I18nService, PluginCommonModule, RuntimeVendureConfig, VendureConfig, VendurePlugin } from '@vendure/core';
import type { Request } from 'express';
import { resolveLocale } from '@timber-shop/rules';
import { addTranslations, translator } from '../../common/i18n';
import { AbuseLimitsInterceptor } from './abuse-limits.interceptor';
import { AbuseLimitService } from './abuse-limits.service';
import { CheckoutLockInterceptor } from './checkout-lock.interceptor';
import { ClientErrorFilter } from './client-error.filter';
import { SECURITY_PLUGIN_OPTIONS } from './constants';
import { ADMIN_API_LIMITS, graphqlLimitPlugins, graphqlLimitRules, SHOP_API_LIMITS, stripStackTraces } from './graphql-limits';
import { bodyLimit, loopbackOnly, securityHeaders } from './http-protection';
import { idempotentMutations } from './idempotency';
import { productionProblems } from './production-checks';
import type { SecurityPluginOptions } from './types';

/**
 * What keeps one request from taking the shop down or an account over: limits on GraphQL
 * documents (depth, aliases, cost, tokens), abuse limits on logins and mails (AbuseLimitService,
 * for every plugin), the HTTP headers, a body size limit with a 413, the dev mailbox on this
 * machine only, and in production no introspection, no playground, no stack traces and no start
 * with the demo's credentials.
 */
@VendurePlugin({
    imports: [PluginCommonModule],
    providers: [
        { provide: SECURITY_PLUGIN_OPTIONS, useFactory: () => SecurityPlugin.options },
        AbuseLimitService,
        { provide: APP_INTERCEPTOR, useClass: AbuseLimitsInterceptor },
        { provide: APP_INTERCEPTOR, useClass: CheckoutLockInterceptor },
        { provide: APP_FILTER, useClass: ClientErrorFilter },
    ],
    exports: [AbuseLimitService],
    configuration: config => SecurityPlugin.configure(config),
    compatibility: '^3.0.0',
})
export class SecurityPlugin implements OnApplicationBootstrap {
    static options: SecurityPluginOptions = { production: false, trustProxy: 'loopback', devMailbox: false, https: false };

    static init(options: Partial<SecurityPluginOptions>) {
        SecurityPlugin.options = { ...SecurityPlugin.options, ...options };
        return SecurityPlugin;
    }

    static configure(config: RuntimeVendureConfig): RuntimeVendureConfig {
        const { production, trustProxy, devMailbox, https } = SecurityPlugin.options;
        const api = config.apiOptions;
        api.introspection = !production;
        api.shopApiPlayground = production ? false : api.shopApiPlayground;
        api.adminApiPlayground = production ? false : api.adminApiPlayground;
        api.trustProxy = trustProxy;
        api.shopApiValidationRules = [...api.shopApiValidationRules, ...graphqlLimitRules(SHOP_API_LIMITS)];
        api.adminApiValidationRules = [...api.adminApiValidationRules, ...graphqlLimitRules(ADMIN_API_LIMITS)];
        api.apolloServerPlugins = [...api.apolloServerPlugins, ...graphqlLimitPlugins(), stripStackTraces];
        const tooLarge = (req: Request) => translator(SecurityPlugin.localeOf(req)).text('error.security.body-too-large');
        api.middleware.push(
            { route: '/', handler: securityHeaders({ production, https }), beforeListen: true },
            { route: `/${api.shopApiPath}`, handler: bodyLimit('shop', tooLarge), beforeListen: true },
            { route: `/${api.adminApiPath}`, handler: bodyLimit('admin', tooLarge), beforeListen: true },
            // after the body limit, which parses the JSON body it compares
            { route: `/${api.shopApiPath}`, handler: idempotentMutations(() => SecurityPlugin.cache), beforeListen: true },
        );
        if (devMailbox) api.middleware.push({ route: '/mailbox', handler: loopbackOnly, beforeListen: true });
        return config;
    }

    /**
     * For the processes that serve or work (index.ts, index-worker.ts), before they bootstrap: in
     * production mode, refuses the demo's credentials. Not in the configuration hook, which the
     * dashboard's build also runs (with NODE_ENV=production) to read the schema.
     */
    static refuseInsecureProduction(config: VendureConfig) {
        const problems = productionProblems(config, SecurityPlugin.options);
        if (SecurityPlugin.options.production && problems.length) {
            throw new Error(`Refusing to start in production mode:\n- ${problems.join('\n- ')}`);
        }
    }

    private static localeOf(req: Request) {
        return resolveLocale(typeof req.query?.languageCode === 'string' ? req.query.languageCode : undefined);
    }

    /** Vendure's cache once the app is up (the answers kept for retried mutations). */
    private static cache: CacheService | undefined;

    constructor(
        private i18nService: I18nService,
        private cacheService: CacheService,
    ) {}

    onApplicationBootstrap() {
        addTranslations(this.i18nService, __dirname);
        SecurityPlugin.cache = this.cacheService;
    }
}
