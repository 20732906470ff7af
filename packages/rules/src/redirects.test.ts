import { describe, expect, it } from 'vitest';
import { findRedirect } from './redirects';

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
