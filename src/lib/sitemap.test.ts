import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLocaleOrigins } from '@timber-shop/rules';
import { inSitemap, robotsTxt, shopHosts, sitemapChunks, sitemapChunksOf, sitemapEntry, sitemapEntryOf, sitemapsPerHost } from './sitemap';

const HOSTS = parseLocaleOrigins('en=https://www.geventimber.com,de=https://www.gevenholz.de');

describe('sitemap', () => {
    it('lists content and catalogue pages, not the cart, checkout, account, search or files', () => {
        for (const path of ['/', '/en/', '/t/privacy/', '/de/blog/thermoholz-erklaert/', '/producten/vlonderplanken/', '/g/douglas-vlonder/']) {
            expect(inSitemap(`http://shop.test${path}`), path).toBe(true);
        }
        for (const path of ['/winkelwagen/', '/en/cart/', '/checkout/payment/', '/de/my-account/', '/inloggen/', '/zoek/', '/en/search/', '/pay/fail/', '/search-records/nl.json']) {
            expect(inSitemap(`http://shop.test${path}`), path).toBe(false);
        }
    });

    it('puts each locale in its own file', () => {
        expect(sitemapChunks.nl({ url: 'http://shop.test/t/privacy/' })).toBeTruthy();
        expect(sitemapChunks.en({ url: 'http://shop.test/t/privacy/' })).toBeUndefined();
        expect(sitemapChunks.de({ url: 'http://shop.test/de/t/agb/' })).toBeTruthy();
    });

    it("gives each page's address as its canonical link does: no trailing slash but the root's", () => {
        expect(sitemapEntry({ url: 'http://shop.test/t/privacy/' }).url).toBe('http://shop.test/t/privacy');
        expect(sitemapEntry({ url: 'http://shop.test/en/' }).url).toBe('http://shop.test/en');
        expect(sitemapEntry({ url: 'http://shop.test/' }).url).toBe('http://shop.test/');
    });

    it('lists each locale with a host of its own on that host, without its prefix, in its own sitemap', () => {
        const entry = sitemapEntryOf(HOSTS);
        const chunks = sitemapChunksOf(HOSTS);
        const german = entry({ url: 'http://shop.test/de/produkte/eiche/' });
        expect(german.url).toBe('https://www.gevenholz.de/produkte/eiche');
        expect(entry({ url: 'http://shop.test/en/' }).url).toBe('https://www.geventimber.com/');
        expect(entry({ url: 'http://shop.test/producten/' }).url).toBe('http://shop.test/producten');
        expect(chunks.de(german)).toBeTruthy();
        expect(chunks.nl(german)).toBeUndefined();
        expect(chunks.nl(entry({ url: 'http://shop.test/t/privacy/' }))).toBeTruthy();
    });

    it('gives every host its robots.txt and sitemap index', async () => {
        const hosts = shopHosts('http://shop.test', HOSTS);
        expect(hosts).toEqual([
            { origin: 'http://shop.test', locales: ['nl'], dir: '' },
            { origin: 'https://www.geventimber.com', locales: ['en'], dir: '/en' },
            { origin: 'https://www.gevenholz.de', locales: ['de'], dir: '/de' },
        ]);
        const german = robotsTxt(hosts[2], HOSTS);
        expect(german).toContain('Disallow: /einkaufswagen\n');
        expect(german).not.toContain('/winkelwagen');
        expect(german).toContain('Sitemap: https://www.gevenholz.de/sitemap-index.xml');
        // one host: every locale's private pages, behind their prefixes
        const [one] = shopHosts('http://shop.test', {});
        expect(robotsTxt(one, {})).toContain('Disallow: /de/einkaufswagen\n');

        const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemaps-'));
        for (const locale of ['nl', 'en', 'de']) fs.writeFileSync(path.join(dir, `sitemap-${locale}-0.xml`), locale);
        fs.writeFileSync(path.join(dir, 'sitemap-index.xml'), 'all');
        await sitemapsPerHost(dir, 'http://shop.test', HOSTS);
        expect(fs.readFileSync(path.join(dir, 'sitemap-index.xml'), 'utf8')).toContain('<loc>http://shop.test/sitemap-nl-0.xml</loc></sitemap></sitemapindex>');
        expect(fs.readFileSync(path.join(dir, 'de', 'sitemap-index.xml'), 'utf8')).toContain('<sitemap><loc>https://www.gevenholz.de/sitemap-de-0.xml</loc></sitemap></sitemapindex>');
        expect(fs.readFileSync(path.join(dir, 'de', 'sitemap-de-0.xml'), 'utf8')).toBe('de');
        expect(fs.existsSync(path.join(dir, 'sitemap-de-0.xml'))).toBe(false);
        fs.rmSync(dir, { recursive: true });
    });
});
