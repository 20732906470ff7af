// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { islandStrings } from '../../lib/i18n';
import type { Suggestion } from '../../lib/search/suggestions';
import { startSearchSuggestions } from './search-suggestions';
import { SUGGEST_STRINGS } from './strings';

/**
 * The header's search box with its suggestions (the WAI-ARIA combobox) on the header's markup, the
 * Dutch texts the page gives it and the locale's suggestion list as the build writes it.
 */
const LIST: Suggestion[] = [
    { title: 'Douglas plank 28 x 195 mm', url: '/producten/douglas-plank-28-x-195-mm/3', type: 'product', price: '€ 4,12 per m1', categories: '7' },
    { title: 'Douglas paal 70 x 70 mm', url: '/producten/douglas-paal-70-x-70-mm/9', type: 'product', categories: '8' },
    { title: 'Douglas', url: '/producten/douglas', type: 'category', category: '7' },
    { title: 'Douglas onderhouden', url: '/blog/douglas-onderhouden', type: 'article' },
];
const fetched: string[] = [];
const opened: string[] = [];
let input: HTMLInputElement;
let listbox: HTMLElement;
let status: HTMLElement;

beforeAll(() => {
    vi.stubGlobal('fetch', async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify(LIST), { headers: { 'content-type': 'application/json' } });
    });
    vi.spyOn(window.location, 'assign').mockImplementation(url => void opened.push(String(url)));
    document.body.innerHTML = `
        <script type="application/json" data-search-suggest>${JSON.stringify(islandStrings('nl', SUGGEST_STRINGS))}</script>
        <input id="header-search" type="search" role="combobox" aria-expanded="false" aria-controls="header-suggestions">
        <div id="header-suggestions" role="listbox" hidden></div>
        <p role="status" data-search-suggest-status></p>`;
    input = document.querySelector('#header-search') as HTMLInputElement;
    listbox = document.querySelector('#header-suggestions') as HTMLElement;
    status = document.querySelector('[data-search-suggest-status]') as HTMLElement;
    startSearchSuggestions('nl', input, listbox, status);
});
afterAll(() => vi.unstubAllGlobals());

const type = (value: string) => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
};
const key = (name: string) => input.dispatchEvent(new KeyboardEvent('keydown', { key: name, cancelable: true }));
/** What the list shows: each group's label, then its options as a visitor reads them. */
const shown = () =>
    [...listbox.querySelectorAll('[role="group"]')].map(group => [
        group.querySelector('[role="presentation"]')?.textContent,
        ...[...group.querySelectorAll('[role="option"]')].map(option => option.textContent),
    ]);

describe('the search suggestions', () => {
    it('fetches the locale’s list once, when the box is first used', () => {
        expect(fetched).toEqual(['/pagefind/nl/suggestions.json']);
    });

    it('shows products, categories and articles in groups, with a product’s price from, and says how many', async () => {
        type('douglas');
        await vi.waitFor(() => expect(listbox.hidden).toBe(false));
        expect(shown()).toEqual([
            ['Producten', 'Douglas paal 70 x 70 mm', 'Douglas plank 28 x 195 mmvanaf € 4,12 per m1'],
            ['Categorieën', 'Douglas'],
            ['Artikelen', 'Douglas onderhouden'],
        ]);
        expect(input.getAttribute('aria-expanded')).toBe('true');
        expect(status.textContent).toBe('4 suggesties; kies met de pijltjestoetsen en Enter.');
    });

    it('the arrow keys move the active option, round and back to the box; Enter opens it', () => {
        key('ArrowDown');
        key('ArrowDown');
        const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;
        expect(active()).toBe('Douglas plank 28 x 195 mmvanaf € 4,12 per m1');
        key('ArrowUp');
        key('ArrowUp');
        expect(active()).toBeNull();
        key('ArrowUp');
        expect(active()).toBe('Douglas onderhouden');
        key('Enter');
        expect(opened).toEqual(['/blog/douglas-onderhouden']);
    });

    it('Escape closes the list and keeps the term', () => {
        key('Escape');
        expect(listbox.hidden).toBe(true);
        expect(input.getAttribute('aria-expanded')).toBe('false');
        expect(input.value).toBe('douglas');
    });

    it('a typing error gets the corrected term’s suggestions, and says so', async () => {
        type('duoglas');
        await vi.waitFor(() => expect(listbox.hidden).toBe(false));
        expect(listbox.querySelector('.search-suggestions__note')?.textContent).toBe('Bedoelde u ‘douglas’?');
        expect(status.textContent).toBe('Bedoelde u ‘douglas’? 4 suggesties; kies met de pijltjestoetsen en Enter.');
    });

    it('nothing found: no list, and the status says Enter searches', async () => {
        type('zzzz');
        await vi.waitFor(() => expect(status.textContent).toBe('Geen suggesties. Druk op Enter om te zoeken.'));
        expect(listbox.hidden).toBe(true);
    });

    it('a click on an option opens it', async () => {
        type('paal');
        await vi.waitFor(() => expect(listbox.hidden).toBe(false));
        listbox.querySelector<HTMLElement>('[role="option"] span')?.click();
        expect(opened.at(-1)).toBe('/producten/douglas-paal-70-x-70-mm/9');
    });
});
