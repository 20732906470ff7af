import { describe, expect, it } from 'vitest';
import { inSitemap, sitemapChunks, sitemapEntry } from './sitemap';

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
});
