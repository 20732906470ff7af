import type { ConfigService } from '@vendure/core';
import type { Request } from 'express';
import { clientAddressOf } from '@timber-shop/rules/client-address';

type TrustSetting = string | number | boolean;
const resolvers = new Map<TrustSetting, ReturnType<typeof clientAddressOf>>();

/**
 * The visitor's address of a request: the connection's, or what a proxy the API trusts (Vendure's
 * `apiOptions.trustProxy`, which the security plugin sets from TRUST_PROXY; by default the
 * storefront's on the loopback) forwarded in X-Forwarded-For. Express's own rule (proxy-addr),
 * applied here so that it holds whatever server bootstraps the app.
 */
export function clientAddress(configService: ConfigService, req: Request | undefined): string {
    if (!req) return 'unknown';
    const setting = configService.apiOptions.trustProxy ?? false;
    // a list or a function (not what TRUST_PROXY gives): Express has applied it to req.ip already
    if (typeof setting !== 'string' && typeof setting !== 'number' && typeof setting !== 'boolean') return req.ip ?? 'unknown';
    let resolve = resolvers.get(setting);
    if (!resolve) {
        resolve = clientAddressOf(setting);
        resolvers.set(setting, resolve);
    }
    return resolve(req);
}
