// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@timber-shop/rules';
import { type ListingState, listingUrl } from '../../lib/catalogue/category-listing';
import { islandStrings } from '../../lib/i18n';
import Pagination from './Pagination';
import { reactRoot } from '../../../tests/lib/react-root';
import { CATEGORY_STRINGS } from './strings';

describe('Pagination: the page links of a category listing', () => {
    let root: ReturnType<typeof reactRoot>;
    const follow = vi.fn();
    const render = (locale: Locale, slugs: string[], totalItems: number, view: ListingState) =>
        root.render(createElement(Pagination, { totalItems, view, strings: islandStrings(locale, CATEGORY_STRINGS), href: state => listingUrl(locale, slugs, state), follow }));
    /** The bar as a visitor reads it: each entry's text, where it leads, and its spoken name or current mark. */
    const bar = () =>
        [...document.querySelectorAll('[data-testid="pagination"] a, [data-testid="pagination"] span, [data-testid="pagination"] li[aria-hidden]')].map(element =>
            [element.textContent?.trim(), element.getAttribute('href') ?? element.getAttribute('aria-current') ?? 'gap', element.getAttribute('rel') ?? element.getAttribute('aria-label') ?? ''].join(' | '),
        );
    const view = (page: number, filters: Record<string, string[]> = {}): ListingState => ({ filters, page, itemsPerPage: 18, sort: { field: 'relevance', direction: 'ASC' } });

    beforeEach(() => {
        root = reactRoot();
        follow.mockClear();
    });
    afterEach(() => root.unmount());

    it('shows previous, the first, the last and two pages either side of the current one, and next, with real addresses (nl)', async () => {
        await render('nl', ['vlonderplanken'], 180, view(5, { species: ['douglas'] }));
        expect(bar()).toEqual([
            'Vorige | /producten/vlonderplanken/__species.douglas?page=4 | prev',
            '1 | /producten/vlonderplanken/__species.douglas | Pagina 1',
            '… | gap | ',
            '3 | /producten/vlonderplanken/__species.douglas?page=3 | Pagina 3',
            '4 | /producten/vlonderplanken/__species.douglas?page=4 | Pagina 4',
            '5 | page | ',
            '6 | /producten/vlonderplanken/__species.douglas?page=6 | Pagina 6',
            '7 | /producten/vlonderplanken/__species.douglas?page=7 | Pagina 7',
            '… | gap | ',
            '10 | /producten/vlonderplanken/__species.douglas?page=10 | Pagina 10',
            'Volgende | /producten/vlonderplanken/__species.douglas?page=6 | next',
        ]);
        expect(document.querySelector('nav')?.getAttribute('aria-label')).toBe("Pagina's");
    });

    it('has no previous on the first page and no next on the last (de)', async () => {
        await render('de', ['terrassendielen'], 54, view(1));
        expect(bar()).toEqual(['1 | page | ', '2 | /de/produkte/terrassendielen?page=2 | Seite 2', '3 | /de/produkte/terrassendielen?page=3 | Seite 3', 'Weiter | /de/produkte/terrassendielen?page=2 | next']);
        await render('de', ['terrassendielen'], 54, view(3));
        expect(bar()[0]).toBe('Zurück | /de/produkte/terrassendielen?page=2 | prev');
        expect(bar().at(-1)).toBe('3 | page | ');
    });

    it('shows nothing when everything fits on one page', async () => {
        await render('nl', ['vlonderplanken'], 18, view(1));
        expect(document.querySelector('[data-testid="pagination"]')).toBeNull();
    });

    it('hands a click to the listing with the page it leads to, so the island can load it in place', async () => {
        await render('nl', ['vlonderplanken'], 180, view(5));
        await act(() => (document.querySelector('a[rel="next"]') as HTMLAnchorElement).click());
        expect(follow).toHaveBeenCalledTimes(1);
        expect(follow.mock.calls[0][1]).toMatchObject({ page: 6, itemsPerPage: 18 });
    });
});
