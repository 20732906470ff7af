// @vitest-environment happy-dom
import { type Locale, pagePath, searchPath } from '@timber-shop/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandStrings } from '../../lib/i18n';
import { SEARCH_STRINGS } from './strings';

/**
 * The search page's script against the page's markup (SearchView.astro), in Dutch and German. Pagefind's
 * index is a fake that keeps pagefind's contract as the page meets it: a word that starts no indexed word
 * is shortened until one does ("xyzzy" becomes "x"), and the results' meta texts match too; filters are
 * the records' meta values. The vocabulary and the redirects are what their files and route would answer.
 */
interface IndexRecord {
    url: string;
    content: string;
    excerpt: string;
    meta: Record<string, string>;
}
const index = vi.hoisted(() => {
    const state = { records: [] as IndexRecord[], loads: true };
    const words = (text: string) =>
        text
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')
            .toLowerCase()
            .split(/[^\p{L}\p{N}]+/u)
            .filter(Boolean);
    const textOf = (record: IndexRecord) => words(`${record.content} ${Object.values(record.meta).join(' ')}`);
    const search = async (term: string, options?: { filters?: Record<string, string> }) => {
        const indexed = state.records.flatMap(textOf);
        // pagefind shortens a word that starts no indexed word until one does
        const query = words(term).map(word => {
            let shortened = word;
            while (shortened.length > 1 && !indexed.some(known => known.startsWith(shortened))) shortened = shortened.slice(0, -1);
            return shortened;
        });
        const found = state.records.filter(
            record =>
                query.every(word => textOf(record).some(known => known.startsWith(word))) &&
                Object.entries(options?.filters ?? {}).every(([name, value]) => record.meta[name] === value),
        );
        return { results: found.map(record => ({ data: async () => record })) };
    };
    const pagefind = {
        options: async () => {},
        init: async () => {
            if (!state.loads) throw new Error('GET /pagefind/pagefind.js: 404');
        },
        search,
        debouncedSearch: search,
        filters: async () => ({ species: Object.fromEntries(state.records.filter(record => record.meta.species).map(record => [record.meta.species, 1])) }),
    };
    return { state, pagefind };
});
vi.mock('/pagefind/nl/pagefind.js', () => index.pagefind);
vi.mock('/pagefind/de/pagefind.js', () => index.pagefind);

// without the index: the backend's answer (./backend-results.ts, tested beside it), recorded
const backend = vi.hoisted(() => ({ asked: [] as unknown[][] }));
vi.mock('./backend-results', () => ({
    backendSearchResults: async (...args: unknown[]) => {
        backend.asked.push(args);
        return {
            count: 1,
            species: ['Douglasie'],
            results: [
                {
                    url: '/de/produkte/terrassendielen/douglasie-terrassendiele-28x145/12',
                    excerpt: '',
                    meta: { type: 'product', title: 'Douglasie Terrassendiele 28 x 145', price: '€ 12,34', unit: 'pro lfm' },
                },
            ],
        };
    },
}));

const NL: IndexRecord[] = [
    {
        url: '/producten/vlonderplanken/douglas-vlonderplank-28x145/12',
        content: 'Douglas vlonderplank 28 x 145 onbehandeld',
        excerpt: '',
        meta: { type: 'product', title: 'Douglas vlonderplank 28 x 145', species: 'Douglas', price: '€ 12,34', unit: 'per m1', image: '/assets/douglas.jpg' },
    },
    {
        url: '/producten/balken/eiken-balk-70x70/14',
        content: 'Eiken balk 70 x 70 geschaafd',
        excerpt: '',
        meta: { type: 'product', title: 'Eiken balk 70 x 70', species: 'Eiken', price: '€ 31,50', unit: 'per stuk' },
    },
    { url: '/producten/vlonderplanken', content: 'Vlonderplanken van douglas en eiken', excerpt: '', meta: { type: 'category', title: 'Vlonderplanken' } },
    {
        url: '/blog/vlonder-klaar-voor-de-winter',
        content: 'Uw vlonder klaar voor de winter: olie op douglas',
        excerpt: 'olie op <mark>douglas</mark>',
        meta: { type: 'article', title: 'Uw vlonder klaar voor de winter' },
    },
];
const DE: IndexRecord[] = [
    {
        url: '/de/produkte/terrassendielen/douglasie-terrassendiele-28x145/12',
        content: 'Douglasie Terrassendiele 28 x 145 unbehandelt',
        excerpt: '',
        meta: { type: 'product', title: 'Douglasie Terrassendiele 28 x 145', species: 'Douglasie', price: '€ 12,34', unit: 'pro lfm' },
    },
    {
        url: '/de/produkte/terrassendielen',
        content: 'Terrassendielen aus Douglasie und Eiche',
        excerpt: '',
        meta: { type: 'category', title: 'Terrassendielen' },
    },
];
const VOCABULARY = {
    nl: ['douglas', 'vlonderplank', 'vlonderplanken', 'eiken', 'balk', 'winter'],
    de: ['douglasie', 'terrassendiele', 'terrassendielen', 'eiche'],
};
const REDIRECTS = [{ from: 'Retour', to: '/klantenservice/retourneren' }];

/** The page's markup as SearchView.astro renders it. */
const page = (locale: Locale) => `
    <section class="search-page" data-search data-locale="${locale}">
        <h1 data-search-title></h1>
        <form data-search-form><input id="search-input" type="search" name="q" data-search-input><button type="submit">↵</button></form>
        <div data-search-filters hidden>
            <fieldset>${['all', 'product', 'category', 'article'].map(type => `<label><input type="radio" name="type" value="${type}"${type === 'all' ? ' checked' : ''}> ${type}</label>`).join('')}</fieldset>
            <label><select name="species" data-search-species><option value="">*</option></select></label>
        </div>
        <p role="status" data-search-status></p>
        <p data-search-correction hidden></p>
        <div id="search-results" data-search-results></div>
        <div data-search-suggestions hidden><a href="/producten">Alle producten</a></div>
    </section>
    <script type="application/json" data-search-strings>${JSON.stringify(islandStrings(locale, SEARCH_STRINGS))}</script>`;

/** A page load of `address` in `locale`: the page's markup, then its script. */
async function visit(locale: Locale, address: string, records: IndexRecord[]) {
    index.state.records = records;
    window.history.replaceState(null, '', address);
    document.title = `${locale === 'de' ? 'Suche' : 'Zoeken'} | Houthandel`;
    document.body.innerHTML = page(locale);
    vi.resetModules();
    await import('./search-page');
}
const status = () => document.querySelector('[data-search-status]')?.textContent;
const groups = () => [...document.querySelectorAll('[data-search-results] section')].map(section => section.querySelector('h2')?.textContent);
const results = () => [...document.querySelectorAll<HTMLAnchorElement>('[data-search-result]')].map(link => [link.getAttribute('href'), link.textContent]);
const input = () => document.querySelector<HTMLInputElement>('[data-search-input]') as HTMLInputElement;
const suggestionsShown = () => !document.querySelector<HTMLElement>('[data-search-suggestions]')?.hidden;

/** The browser's `new Option(text, value, defaultSelected, selected)`, which happy-dom lacks. */
function Option(text: string, value: string, defaultSelected = false, selected = false) {
    const option = document.createElement('option');
    Object.assign(option, { text, value, defaultSelected, selected });
    return option;
}

beforeEach(() => {
    index.state.loads = true;
    backend.asked = [];
    vi.stubGlobal('Option', Option);
    vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
            const vocabulary = /^\/pagefind\/(nl|de)\/vocabulary\.json$/.exec(url);
            if (vocabulary) return Response.json(VOCABULARY[vocabulary[1] as 'nl' | 'de']);
            if (url === '/api/redirects') return Response.json(REDIRECTS);
            return new Response('not found', { status: 404 });
        }),
    );
});
afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
});

describe('the search page', () => {
    it('shows the term’s results grouped by type, with their prices, and keeps the term in the address and the title', async () => {
        await visit('nl', `${pagePath('nl', 'search')}?q=douglas`, NL);
        await vi.waitFor(() => expect(status()).toBe('3 resultaten voor ‘douglas’'));
        expect(document.querySelector('h1')?.textContent).toBe('Zoekresultaten voor ‘douglas’');
        expect(document.title).toBe('Zoekresultaten voor ‘douglas’ | Houthandel');
        expect(input().value).toBe('douglas');
        expect(groups()).toEqual(['Producten (1)', 'Categorieën (1)', 'Artikelen (1)']);
        expect(results()).toEqual([
            ['/producten/vlonderplanken/douglas-vlonderplank-28x145/12', 'Douglas vlonderplank 28 x 145vanaf € 12,34 per m1'],
            ['/producten/vlonderplanken', 'Vlonderplanken'],
            ['/blog/vlonder-klaar-voor-de-winter', 'Uw vlonder klaar voor de winterolie op douglas'],
        ]);
        // the article's excerpt is pagefind's escaped text with its marks
        expect(document.querySelector('.search-result__excerpt mark')?.textContent).toBe('douglas');
        expect(suggestionsShown()).toBe(false);
    });

    it('leaves out what pagefind matched on a shortened word or a meta text, and then says nothing was found', async () => {
        await visit('nl', `${pagePath('nl', 'search')}?q=xyzzy`, NL);
        // pagefind answers "xyzzy" with the results holding "x" (of "28 x 145", "70 x 70")
        await vi.waitFor(() => expect(status()).toBe('Geen resultaten voor ‘xyzzy’.'));
        expect(groups()).toEqual([]);
        expect(suggestionsShown()).toBe(true);
        expect(document.querySelector<HTMLElement>('[data-search-correction]')?.hidden).toBe(true);
    });

    it('searches a typo’s correction from the vocabulary and offers it as a link', async () => {
        await visit('nl', `${pagePath('nl', 'search')}?q=dauglas`, NL);
        await vi.waitFor(() => expect(status()).toBe('Geen resultaten voor ‘dauglas’. 3 resultaten voor ‘douglas’'));
        const correction = document.querySelector<HTMLElement>('[data-search-correction]') as HTMLElement;
        expect(correction.hidden).toBe(false);
        expect(correction.textContent).toBe('Bedoelde u ‘douglas’?');
        expect(correction.querySelector('a')?.getAttribute('href')).toBe(searchPath('nl', 'douglas'));
        expect(groups()).toEqual(['Producten (1)', 'Categorieën (1)', 'Artikelen (1)']);
    });

    it('searches as the visitor types, and the type filter from the address narrows the results (German)', async () => {
        await visit('de', `${pagePath('de', 'search')}?type=category`, DE);
        expect(document.querySelector('h1')?.textContent).toBe('Suche');
        expect(document.querySelector<HTMLInputElement>('input[value="category"]')?.checked).toBe(true);
        // the species to filter by come from the index
        await vi.waitFor(() =>
            expect([...document.querySelectorAll('[data-search-species] option')].map(option => option.textContent)).toEqual(['*', 'Douglasie']),
        );
        input().value = 'douglasie';
        input().dispatchEvent(new Event('input'));
        await vi.waitFor(() => expect(status()).toBe('1 Ergebnisse für „douglasie“'));
        expect(groups()).toEqual(['Kategorien (1)']);
        expect(results()).toEqual([['/de/produkte/terrassendielen', 'Terrassendielen']]);
        expect(new URL(location.href).search).toBe('?q=douglasie&type=category');
    });

    it('asks the backend when the index cannot be loaded, with the filters of the address (German)', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        index.state.loads = false;
        await visit('de', `${pagePath('de', 'search')}?q=douglasie&species=Douglasie`, DE);
        await vi.waitFor(() => expect(status()).toBe('1 Ergebnisse für „douglasie“'));
        expect(backend.asked).toHaveLength(1);
        expect(backend.asked[0].slice(0, 3)).toEqual(['de', 'douglasie', 40]);
        expect(backend.asked[0][4]).toEqual({ species: 'Douglasie' });
        expect(results()).toEqual([['/de/produkte/terrassendielen/douglasie-terrassendiele-28x145/12', 'Douglasie Terrassendiele 28 x 145ab € 12,34 pro lfm']]);
        // the species to choose from are the found products', the address's one chosen
        const species = document.querySelector<HTMLSelectElement>('[data-search-species]') as HTMLSelectElement;
        expect([...species.options].map(option => option.value)).toEqual(['', 'Douglasie']);
        expect(species.value).toBe('Douglasie');
    });

    it('goes straight to a staff redirect’s address when its term is submitted', async () => {
        await visit('nl', pagePath('nl', 'search'), NL);
        const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
        input().value = ' retour ';
        document.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true }));
        await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/klantenservice/retourneren'));
    });

    it('moves between the box and the results with the arrow keys', async () => {
        await visit('nl', `${pagePath('nl', 'search')}?q=douglas`, NL);
        await vi.waitFor(() => expect(results()).toHaveLength(3));
        const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-search-result]')];
        const key = (name: string) => (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
        input().focus();
        key('ArrowDown');
        expect(document.activeElement).toBe(links[0]);
        key('ArrowDown');
        expect(document.activeElement).toBe(links[1]);
        key('ArrowUp');
        key('ArrowUp');
        expect(document.activeElement).toBe(input());
    });
});
