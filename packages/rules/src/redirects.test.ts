import { describe, expect, it } from 'vitest';
import { cachedRedirects, findRedirect, fixedRedirect, searchTermRedirect } from './redirects.ts';

describe('search-term redirects', () => {
    const redirects = [
        { from: 'Vlonder', to: '/producten/vlonderplanken' },
        { from: 'terrasse bauen', to: '/de/t/wissen/terrasse-verlegen' },
        { from: 'evil', to: 'javascript:alert(1)' },
        { from: 'elsewhere', to: '//evil.example/' },
        { from: 'docs', to: 'https://example.com/docs' },
    ];

    it('matches the whole term without case, accents or extra spaces', () => {
        expect(findRedirect('  vlonder ', redirects)).toBe('/producten/vlonderplanken');
        expect(findRedirect('Terrasse   Bauen', redirects)).toBe('/de/t/wissen/terrasse-verlegen');
        expect(findRedirect('vlonderplank', redirects)).toBeUndefined();
        expect(findRedirect('', redirects)).toBeUndefined();
    });

    it('only leads to a shop path or a web address', () => {
        expect(findRedirect('evil', redirects)).toBeUndefined();
        expect(findRedirect('elsewhere', redirects)).toBeUndefined();
        expect(findRedirect('docs', redirects)).toBe('https://example.com/docs');
    });
});

describe('redirects the servers answer', () => {
    it('sends /contact of each locale to its quote child, on a locale host without the prefix', () => {
        expect(fixedRedirect('/contact', {})).toBe('/contact/quote');
        expect(fixedRedirect('/contact/', {})).toBe('/contact/quote');
        expect(fixedRedirect('/en/contact', {})).toBe('/en/contact/quote');
        expect(fixedRedirect('/de/kontakt', {})).toBe('/de/kontakt/quote');
        expect(fixedRedirect('/de/kontakt', { de: 'https://www.shop.de' })).toBe('/kontakt/quote');
        expect(fixedRedirect('/contact/quote', {})).toBeUndefined();
        expect(fixedRedirect('/de/contact', {})).toBeUndefined();
    });

    it('follows a search-term redirect only on the search route with a term', async () => {
        const list = async () => [{ from: 'Vlonder', to: '/producten/vlonderplanken' }];
        expect(await searchTermRedirect('/zoek', '?q=vlonder', list)).toBe('/producten/vlonderplanken');
        expect(await searchTermRedirect('/de/suche', '?q=%20VLONDER%20', list)).toBe('/producten/vlonderplanken');
        expect(await searchTermRedirect('/zoek', '?q=vlonderplank', list)).toBeUndefined();
        expect(await searchTermRedirect('/producten', '?q=vlonder', list)).toBeUndefined();
        expect(await searchTermRedirect('/zoek', '', list)).toBeUndefined();
        expect(await searchTermRedirect('/zoek', '?q=vlonder', () => Promise.reject(new Error('backend down')))).toBeUndefined();
    });

    it('keeps the list for its time and loads it again after a failure', async () => {
        let loads = 0;
        let clock = 0;
        let fail = true;
        const list = cachedRedirects(
            async () => {
                loads++;
                if (fail) throw new Error('down');
                return [];
            },
            60_000,
            () => clock,
        );
        await expect(list()).rejects.toThrow('down');
        fail = false;
        await list();
        await list();
        expect(loads).toBe(2);
        clock = 60_001;
        await list();
        expect(loads).toBe(3);
    });
});

