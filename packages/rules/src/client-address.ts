import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * TRUST_PROXY, read the same way by the backend (Express's `trust proxy`) and the storefront's Node
 * server: `true`/`false`, a hop count, or a list of addresses, CIDR ranges and proxy-addr's names
 * (`loopback`, `uniquelocal`). Default `loopback`: on one machine a TLS proxy (and, for the backend,
 * the storefront) runs there.
 */
export function trustProxySetting(value: string | undefined): string | number | boolean {
    const setting = (value ?? 'loopback').trim();
    if (setting === 'true' || setting === 'false') return setting === 'true';
    return /^\d+$/.test(setting) ? Number(setting) : setting;
}

/**
 * The visitor's address of a request by a TRUST_PROXY setting (Express's own rule, proxy-addr): the
 * connection's, or the nearest address in X-Forwarded-For that a trusted proxy added. A Node module
 * apart from the package's index, so that no browser bundle takes proxy-addr along.
 */
export function clientAddressOf(setting: string | number | boolean): (req: Pick<IncomingMessage, 'headers' | 'socket'>) => string {
    const trust =
        setting === true
            ? () => true
            : setting === false
              ? () => false
              : typeof setting === 'number'
                ? (_address: string, hop: number) => hop < setting
                : proxyaddr.compile(setting.split(',').map(value => value.trim()));
    return req => proxyaddr(req as IncomingMessage, trust);
}
