import { Inject, Injectable } from '@nestjs/common';
import { ConfigService, Logger, type RequestContext } from '@vendure/core';
import type { Request } from 'express';
import { clientAddress } from '../../common/client-address';
import { GEOLOCATION_PLUGIN_OPTIONS, type GeolocationPluginOptions, loggerCtx } from './constants';
/** A visitor's country rarely changes: one lookup per address a day, for the busiest addresses. */
const CACHE_TTL_MS = 24 * 3600 * 1000;
const CACHE_MAX = 10_000;
const LOOKUP_TIMEOUT_MS = 3000;
/** Addresses no geolocation service knows: this machine, private networks, link-local. */
const LOCAL_ADDRESS = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|::1$|::ffff:127\.|f[cd]|fe80:)/i;
const COUNTRY_CODE = /^[A-Z]{2}$/;
/** The shop's languages and the country each one most likely means, when the browser names none. */
const LANGUAGE_COUNTRY: Record<string, string> = { nl: 'NL', de: 'DE' };

export interface IpCountry {
    countryCode: string | null;
    /** where the answer came from: the geolocation service, or the browser's language (the offline default) */
    source: 'geolocation' | 'language';
}

/**
 * The visitor's country (spec section 7: checkIpCountry, the IP geolocation lookup), for the
 * default delivery country. With `GEOLOCATION_URL` the backend asks that service about the
 * visitor's address (it sees the address itself, forwarded by the storefront's proxy: no public
 * IP lookup in the browser); the contract is ipapi.co's `GET {url}/{ip}/json/` answering
 * `{ "country_code": "NL" }` or `{ "error": true, "reason": "…" }`. Without it, or when the service
 * fails or does not know the address, the country comes from the browser's language
 * (Accept-Language `nl-BE` is Belgium, plain `de` Germany).
 */
@Injectable()
export class GeolocationService {
    /** answers (and lookups under way, so one page's questions ask the service once) per address */
    private cache = new Map<string, { countryCode: Promise<string | null>; expires: number }>();

    constructor(
        private configService: ConfigService,
        @Inject(GEOLOCATION_PLUGIN_OPTIONS) private options: GeolocationPluginOptions,
    ) {}

    async ipCountry(ctx: RequestContext): Promise<IpCountry> {
        const req = ctx.req as Request | undefined;
        const fromService = await this.lookup(clientAddress(this.configService, req));
        if (fromService) return { countryCode: fromService, source: 'geolocation' };
        return { countryCode: countryFromLanguage(req?.headers['accept-language']), source: 'language' };
    }

    /** The spec's checkIpCountry: is the visitor in this country? */
    async checkIpCountry(ctx: RequestContext, countryCode: string): Promise<boolean> {
        return (await this.ipCountry(ctx)).countryCode === countryCode.trim().toUpperCase();
    }

    private lookup(ip: string): Promise<string | null> {
        const { serviceUrl } = this.options;
        if (!serviceUrl || !ip || ip === 'unknown' || LOCAL_ADDRESS.test(ip)) return Promise.resolve(null);
        const cached = this.cache.get(ip);
        if (cached && cached.expires > Date.now()) return cached.countryCode;
        if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value as string);
        const countryCode = this.ask(serviceUrl, ip).catch(error => {
            // not kept: the next visit asks again
            this.cache.delete(ip);
            Logger.warn(`geolocation lookup failed: ${error}`, loggerCtx);
            return null;
        });
        this.cache.set(ip, { countryCode, expires: Date.now() + CACHE_TTL_MS });
        return countryCode;
    }

    private async ask(serviceUrl: string, ip: string): Promise<string | null> {
        const response = await fetch(`${serviceUrl}/${encodeURIComponent(ip)}/json/`, { signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
        const body = (await response.json()) as { country_code?: unknown; error?: unknown; reason?: unknown };
        if (response.ok && !body.error && typeof body.country_code === 'string' && COUNTRY_CODE.test(body.country_code)) return body.country_code;
        Logger.verbose(`no country for an address: ${response.status} ${String(body.reason ?? '')}`, loggerCtx);
        return null;
    }
}

/** The offline default: the region of the browser's first language with one, else the shop language's country. */
export function countryFromLanguage(acceptLanguage: string | undefined): string | null {
    const tags = (acceptLanguage ?? '')
        .split(',')
        .map(part => part.split(';')[0].trim())
        .filter(Boolean);
    for (const tag of tags) {
        const region = tag.split('-')[1]?.toUpperCase();
        if (region && COUNTRY_CODE.test(region)) return region;
    }
    for (const tag of tags) {
        const country = LANGUAGE_COUNTRY[tag.split('-')[0].toLowerCase()];
        if (country) return country;
    }
    return null;
}
