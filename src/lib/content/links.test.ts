import { describe, expect, it } from 'vitest';
import { linkHref, storyLinkPath } from './links';

const link = (fields: Record<string, unknown>) => ({ url: '', cached_url: '', ...fields }) as Parameters<typeof linkHref>[0];

describe("Storyblok's link field as an href", () => {
    it("makes a story link the story's path behind its locale's prefix, with its anchor", () => {
        expect(linkHref(link({ linktype: 'story', cached_url: 'nl/t/privacy' }))).toBe('/t/privacy');
        expect(linkHref(link({ linktype: 'story', cached_url: 'en/t/privacy', anchor: 'cookies' }))).toBe('/en/t/privacy#cookies');
        // resolved (resolve_links): the story's own full slug counts, as a moved story's cached_url may be old
        expect(linkHref(link({ linktype: 'story', cached_url: 'de/t/alt', story: { full_slug: 'de/t/agb' } }))).toBe('/de/t/agb');
        expect(storyLinkPath('/nl/home/')).toBe('/');
        expect(storyLinkPath('en/home')).toBe('/en');
        expect(storyLinkPath('de/')).toBe('/de');
    });

    it('keeps a web address or shop path, and writes mailto: for an e-mail address', () => {
        expect(linkHref(link({ linktype: 'url', url: 'https://www.facebook.com/gevenhout', cached_url: 'https://www.facebook.com/gevenhout' }))).toBe('https://www.facebook.com/gevenhout');
        expect(linkHref(link({ linktype: 'url', url: '/offerte' }))).toBe('/offerte');
        expect(linkHref(link({ linktype: 'email', email: 'info@gevenhout.nl' }))).toBe('mailto:info@gevenhout.nl');
        expect(linkHref(link({ linktype: 'asset', url: 'https://a.storyblok.com/f/1/gids.pdf' }))).toBe('https://a.storyblok.com/f/1/gids.pdf');
    });

    it('gives no href for a link field left empty (Storyblok stores a story link without a story)', () => {
        expect(linkHref(link({ id: '', linktype: 'story', fieldtype: 'multilink' }))).toBeUndefined();
        expect(linkHref(link({ linktype: 'url' }))).toBeUndefined();
        expect(linkHref(undefined)).toBeUndefined();
    });
});
