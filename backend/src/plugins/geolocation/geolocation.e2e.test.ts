import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import { EMPTY_INITIAL_DATA } from '../../common/testing/test-shop';
import { GeolocationPlugin } from './geolocation.plugin';
import { countryFromLanguage } from './geolocation.service';

/**
 * The visitor's country on a real Vendure server, against a fake of the geolocation service that
 * keeps ipapi.co's contract (`GET /{ip}/json/`: `{ country_code }`, or `{ error, reason }` for an
 * address it does not know): the service's answer wins; without one the browser's language decides.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3079;
const KNOWN: Record<string, string> = { '81.2.69.142': 'BE', '93.184.216.34': 'DE' };
const asked: string[] = [];
let service: Server;

const { server } = createTestEnvironment(
    mergeConfig(testConfig, {
        // as the security plugin sets it in the shop: the visitor's address is what the storefront's proxy on the loopback forwards
        apiOptions: { port: PORT, trustProxy: 'loopback' },
        plugins: [GeolocationPlugin.init({ serviceUrl: 'http://127.0.0.1:0' })],
    }),
);

beforeAll(async () => {
    service = createServer((req, res) => {
        const ip = decodeURIComponent(/^\/([^/]+)\/json\/$/.exec(req.url ?? '')?.[1] ?? '');
        asked.push(ip);
        res.setHeader('content-type', 'application/json');
        if (KNOWN[ip]) return res.end(JSON.stringify({ ip, country_code: KNOWN[ip], country_name: 'x' }));
        res.end(JSON.stringify({ ip, error: true, reason: 'Reserved IP Address' }));
    });
    await new Promise<void>(resolve => service.listen(0, '127.0.0.1', resolve));
    GeolocationPlugin.options.serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
}, 300_000);

afterAll(async () => {
    await server.destroy();
    service.close();
});

/** Asks the Shop API as a visitor behind the storefront's proxy (which forwards the visitor's address). */
async function ask(headers: Record<string, string>) {
    const response = await fetch(`http://localhost:${PORT}/shop-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: '{ ipCountry { countryCode source } be: checkIpCountry(countryCode: "be") nl: checkIpCountry(countryCode: "NL") }' }),
    });
    return ((await response.json()) as { data: unknown }).data;
}

describe('the visitor country', () => {
    it("is the geolocation service's answer for the visitor's address, asked once", async () => {
        const headers = { 'x-forwarded-for': '81.2.69.142', 'accept-language': 'nl-NL' };
        expect(await ask(headers)).toEqual({ ipCountry: { countryCode: 'BE', source: 'geolocation' }, be: true, nl: false });
        await ask(headers);
        expect(asked.filter(ip => ip === '81.2.69.142')).toHaveLength(1);
    });

    it("falls back to the browser's language when the service does not know the address, or for a local one", async () => {
        expect(await ask({ 'x-forwarded-for': '203.0.113.9', 'accept-language': 'nl-BE,nl;q=0.9' })).toEqual({
            ipCountry: { countryCode: 'BE', source: 'language' },
            be: true,
            nl: false,
        });
        expect(await ask({ 'accept-language': 'nl' })).toEqual({ ipCountry: { countryCode: 'NL', source: 'language' }, be: false, nl: true });
        expect(asked).not.toContain('127.0.0.1');
    });

    it('falls back when the service is down', async () => {
        const url = GeolocationPlugin.options.serviceUrl;
        GeolocationPlugin.options.serviceUrl = 'http://127.0.0.1:9';
        try {
            expect(await ask({ 'x-forwarded-for': '93.184.216.34', 'accept-language': 'de-DE' })).toMatchObject({ ipCountry: { countryCode: 'DE', source: 'language' } });
        } finally {
            GeolocationPlugin.options.serviceUrl = url;
        }
        expect(await ask({ 'x-forwarded-for': '93.184.216.34', 'accept-language': 'nl' })).toMatchObject({ ipCountry: { countryCode: 'DE', source: 'geolocation' } });
    });
});

describe('countryFromLanguage', () => {
    it('takes the first region named, else the language', () => {
        expect(countryFromLanguage('en-US,en;q=0.9')).toBe('US');
        expect(countryFromLanguage('de;q=1, nl-BE;q=0.5')).toBe('BE');
        expect(countryFromLanguage('de')).toBe('DE');
        expect(countryFromLanguage('en')).toBeNull();
        expect(countryFromLanguage(undefined)).toBeNull();
    });
});
