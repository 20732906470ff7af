import { findRedirect, type Locale, searchPath } from '@timber-shop/rules';
import { texts } from '../../lib/interpolate';
import { normalizeQuery } from '../../lib/search/timber-words';
import { correctQuery, holdsEveryWord } from '../../lib/search/vocabulary';
import { loadRedirects } from './redirects';
import { isAvailableResult } from '../../lib/search/availability';
import { readUserCookie } from '../../lib/user';
import type { SearchStrings } from './strings';

/**
 * The search page's script (plain TypeScript, no framework): pagefind's JS API over the locale's
 * index (/pagefind/{locale}/), instant as the visitor types (pagefind's debounced search), results
 * grouped by type with filters for type and species, the term and filters kept in the address,
 * arrow keys between the input and the results. A term with no results is retried with its typos
 * corrected against the catalogue's vocabulary; still nothing shows the pre-rendered suggestions.
 * A term that is a staff redirect (GET /api/redirects) goes straight to its target on submit and
 * when the page opens with it (the header and 404 search boxes lead here). A customer whose price list
 * sells only some categories does not see the products and categories it does not sell. When the
 * index cannot be loaded, the backend's product search answers instead (getSearchResults).
 */

interface PagefindResultData {
    url: string;
    excerpt: string;
    content?: string;
    meta: Record<string, string>;
}
interface Pagefind {
    options(options: Record<string, unknown>): Promise<void>;
    init(): Promise<void>;
    search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindResultData> }[] }>;
    debouncedSearch(term: string, options?: { filters?: Record<string, string> }, ms?: number): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
    filters(): Promise<Record<string, Record<string, number>>>;
}

const SHOWN_PER_SEARCH = 40;
/** how many results are checked against a customer's price list (each one a small fragment to load) */
const SOLD_CHECKED_PER_SEARCH = 200;
const GROUPS = [
    ['product', 'content.search.products'],
    ['category', 'content.search.categories'],
    ['article', 'content.search.articles'],
] as const;

const root = document.querySelector<HTMLElement>('[data-search]');
if (root) start(root);

function start(root: HTMLElement) {
    const locale = root.dataset.locale ?? 'nl';
    const t = texts(JSON.parse(document.querySelector('[data-search-strings]')?.textContent ?? '{}') as SearchStrings);
    const form = root.querySelector<HTMLFormElement>('[data-search-form]') as HTMLFormElement;
    const input = root.querySelector<HTMLInputElement>('[data-search-input]') as HTMLInputElement;
    const title = root.querySelector<HTMLElement>('[data-search-title]') as HTMLElement;
    const status = root.querySelector<HTMLElement>('[data-search-status]') as HTMLElement;
    const correction = root.querySelector<HTMLElement>('[data-search-correction]') as HTMLElement;
    const resultsBox = root.querySelector<HTMLElement>('[data-search-results]') as HTMLElement;
    const suggestions = root.querySelector<HTMLElement>('[data-search-suggestions]') as HTMLElement;
    const filtersBox = root.querySelector<HTMLElement>('[data-search-filters]') as HTMLElement;
    const speciesSelect = root.querySelector<HTMLSelectElement>('[data-search-species]') as HTMLSelectElement;
    const params = new URLSearchParams(location.search);
    const initialTerm = params.get('q')?.trim() ?? '';
    input.value = initialTerm;
    const typeRadio = filtersBox.querySelector<HTMLInputElement>(`input[name="type"][value="${params.get('type') ?? 'all'}"]`);
    if (typeRadio) typeRadio.checked = true;

    const brandSuffix = document.title.includes(' | ') ? document.title.slice(document.title.indexOf(' | ')) : '';
    let pagefind: Promise<Pagefind> | undefined;
    let vocabulary: Promise<string[]> | undefined;
    const loadPagefind = () => {
        pagefind ??= (async () => {
            const module = (await import(/* @vite-ignore */ `/pagefind/${locale}/pagefind.js`)) as Pagefind;
            await module.options({ excerptLength: 18 });
            await module.init();
            return module;
        })();
        // not kept when it failed: the next search tries the index again
        pagefind.catch(() => {
            pagefind = undefined;
        });
        return pagefind;
    };
    const loadVocabulary = () => {
        vocabulary ??= fetch(`/pagefind/${locale}/vocabulary.json`).then(response => (response.ok ? response.json() : []));
        return vocabulary;
    };

    // the categories a price-list customer may see (null: all); the module only loads for such a customer
    const availableCategories = async (): Promise<ReadonlySet<string> | null> => {
        const key = readUserCookie(document.cookie)?.categoryCacheKey;
        if (!key || key === 'public') return null;
        const access = await import('../../lib/catalogue/category-access');
        return access.availableCategories(locale as Locale).catch(() => null);
    };

    const currentFilters = (): Record<string, string> => {
        const filters: Record<string, string> = {};
        const type = filtersBox.querySelector<HTMLInputElement>('input[name="type"]:checked')?.value;
        if (type && type !== 'all') filters.type = type;
        // the address's species until the list to choose from is there (the index's, or the backend's answer's)
        const species = speciesSelect.value || (speciesSelect.options.length <= 1 ? params.get('species') : '');
        if (species) filters.species = species;
        return filters;
    };

    const keepInAddress = (term: string) => {
        const url = new URL(location.href);
        url.search = '';
        if (term) url.searchParams.set('q', term);
        for (const [key, value] of Object.entries(currentFilters())) url.searchParams.set(key, value);
        history.replaceState(history.state, '', url);
    };

    let latest = 0;
    async function run(term: string, debounce: boolean) {
        const ticket = ++latest;
        keepInAddress(term);
        title.textContent = term ? t('content.search.titleWithTerm', { term }) : t('content.search.title');
        document.title = `${title.textContent}${brandSuffix}`;
        if (!term) {
            resultsBox.replaceChildren();
            status.textContent = '';
            correction.hidden = true;
            suggestions.hidden = true;
            return;
        }
        status.textContent = t('content.search.loading');
        try {
            const module = await loadPagefind().catch(error => {
                console.error(error);
                return undefined;
            });
            if (!module) return await runOnBackend(term, ticket);
            const filters = currentFilters();
            // sizes as the names write them: "28x145" is searched as "28 x 145"
            const query = normalizeQuery(term);
            const search = debounce ? await module.debouncedSearch(query, { filters }, 150) : await module.search(query, { filters });
            if (search === null || ticket !== latest) return;
            // a price-list customer's results are loaded further, so the ones shown and the count leave out what the list does not sell
            const available = await availableCategories();
            let found = await genuineResults(query, search.results, available);
            let shownTerm = term;
            if (found.count === 0) {
                const corrected = correctQuery(query, await loadVocabulary());
                if (corrected) {
                    const retry = await module.search(corrected, { filters });
                    if (ticket !== latest) return;
                    const correctedFound = await genuineResults(corrected, retry.results, available);
                    if (correctedFound.count > 0) {
                        found = correctedFound;
                        shownTerm = corrected;
                    }
                }
            }
            if (ticket !== latest) return;
            const { count, data } = found;
            // a near miss: nothing for what was typed, the results of the close word, and a link to search that word
            showCorrection(shownTerm === term ? undefined : shownTerm);
            status.textContent =
                shownTerm === term
                    ? count
                        ? t('content.search.results', { count, term })
                        : t('content.search.noResults', { term })
                    : `${t('content.search.noResults', { term })} ${t('content.search.results', { count, term: shownTerm })}`;
            suggestions.hidden = count > 0;
            render(data);
        } catch (error) {
            if (ticket !== latest) return;
            console.error(error);
            status.textContent = t('content.search.error');
        }
    }

    function showCorrection(corrected: string | undefined) {
        correction.hidden = corrected === undefined;
        if (corrected === undefined) return correction.replaceChildren();
        const [before, after] = t('content.search.didYouMean', { term: '\u0000' }).split('\u0000');
        const link = document.createElement('a');
        link.href = searchPath(locale as Locale, corrected);
        link.textContent = corrected;
        link.dataset.testid = 'search-did-you-mean';
        correction.replaceChildren(before ?? '', link, after ?? '');
    }

    /**
     * The results that hold every word of the query, and their count. pagefind shortens a word that
     * starts no indexed word until one does ("xyzzy" became "x") and also matches the results' meta
     * (a price's "28" for "28 x 145"): such results lack the word (holdsEveryWord) and are left out, as
     * are those a price-list customer's list does not sell. The loaded ones are checked; the count of
     * the rest is pagefind's.
     */
    async function genuineResults(query: string, results: { data(): Promise<PagefindResultData> }[], available: ReadonlySet<string> | null) {
        const loaded = await Promise.all(results.slice(0, available ? SOLD_CHECKED_PER_SEARCH : SHOWN_PER_SEARCH).map(result => result.data()));
        const kept = loaded.filter(item => isAvailableResult(item.meta, available) && holdsEveryWord(query, `${item.meta.title ?? ''} ${item.content ?? ''}`));
        return { count: kept.length === 0 ? 0 : results.length - (loaded.length - kept.length), data: kept.slice(0, SHOWN_PER_SEARCH) };
    }

    /**
     * Without the index (not loaded: offline, swapped, blocked): the products and categories the backend
     * finds (getSearchResults), with the type and species filters; the species to choose from are those of
     * the products found, since the index's list of them is not there.
     */
    async function runOnBackend(term: string, ticket: number) {
        const { backendSearchResults } = await import('./backend-results');
        const { count, results, species } = await backendSearchResults(locale as Locale, term, SHOWN_PER_SEARCH, unit => t(`catalogue.perUnit.${unit}`), currentFilters());
        if (ticket !== latest) return;
        if (filtersBox.hidden) {
            const chosen = speciesSelect.value || params.get('species') || '';
            const names = [...new Set([...species, ...(chosen ? [chosen] : [])])].sort((a, b) => a.localeCompare(b, locale));
            speciesSelect.replaceChildren(speciesSelect.options[0], ...names.map(name => new Option(name, name, false, name === chosen)));
            filtersBox.hidden = false;
        }
        correction.hidden = true;
        status.textContent = count ? t('content.search.results', { count, term }) : t('content.search.noResults', { term });
        suggestions.hidden = count > 0;
        render(results);
    }

    function render(data: PagefindResultData[]) {
        const sections = GROUPS.map(([type, label]) => {
            const items = data.filter(item => (type === 'article' ? item.meta.type !== 'product' && item.meta.type !== 'category' : item.meta.type === type));
            if (items.length === 0) return undefined;
            const section = document.createElement('section');
            section.className = `search-group search-group--${type}`;
            section.dataset.testid = `search-group-${type}`;
            const heading = document.createElement('h2');
            heading.textContent = `${t(label)} (${items.length})`;
            const list = document.createElement('ul');
            list.append(...items.map(item => resultItem(item)));
            section.append(heading, list);
            return section;
        });
        resultsBox.replaceChildren(...sections.filter(section => section !== undefined));
    }

    function resultItem(item: PagefindResultData) {
        const li = document.createElement('li');
        li.className = 'search-result';
        const link = document.createElement('a');
        link.href = item.url;
        link.dataset.searchResult = '';
        if (item.meta.image) {
            const image = document.createElement('img');
            image.src = item.meta.image;
            image.alt = '';
            image.width = 73;
            image.height = 90;
            image.loading = 'lazy';
            link.append(image);
        }
        const text = document.createElement('span');
        const name = document.createElement('strong');
        name.textContent = item.meta.title ?? item.url;
        text.append(name);
        if (item.meta.price) {
            const price = document.createElement('span');
            price.className = 'search-result__price';
            price.textContent = `${t('content.search.from')} ${item.meta.price} ${item.meta.unit ?? ''}`.trim();
            text.append(price);
        } else if (item.excerpt) {
            const excerpt = document.createElement('span');
            excerpt.className = 'search-result__excerpt';
            // pagefind's excerpt: the page's own text, HTML-escaped, with <mark> around the matches
            excerpt.innerHTML = item.excerpt;
            text.append(excerpt);
        }
        link.append(text);
        li.append(link);
        return li;
    }

    async function loadSpeciesFilter() {
        const module = await loadPagefind();
        const species = Object.keys((await module.filters()).species ?? {}).sort((a, b) => a.localeCompare(b, locale));
        speciesSelect.append(...species.map(name => new Option(name, name, false, name === params.get('species'))));
        filtersBox.hidden = false;
    }

    async function redirectFor(term: string) {
        try {
            return findRedirect(term, await loadRedirects());
        } catch {
            return undefined; // the list is a shortcut: without it, the search still runs
        }
    }

    input.addEventListener('input', () => run(input.value.trim(), true));
    filtersBox.addEventListener('change', () => run(input.value.trim(), false));
    form.addEventListener('submit', async event => {
        event.preventDefault();
        const term = input.value.trim();
        const target = await redirectFor(term);
        if (target) location.assign(target);
        else run(term, false);
    });

    // Arrow keys: from the input into the results, between results, back to the input; Escape returns too.
    root.addEventListener('keydown', event => {
        const links = [...resultsBox.querySelectorAll<HTMLAnchorElement>('[data-search-result]')];
        const index = links.indexOf(document.activeElement as HTMLAnchorElement);
        if (event.key === 'ArrowDown' && (document.activeElement === input || index >= 0)) {
            links[Math.min(index + 1, links.length - 1)]?.focus();
            event.preventDefault();
        } else if (event.key === 'ArrowUp' && index >= 0) {
            (index === 0 ? input : links[index - 1]).focus();
            event.preventDefault();
        } else if (event.key === 'Escape' && index >= 0) {
            input.focus();
        }
    });

    loadSpeciesFilter().catch(error => console.error(error));
    (async () => {
        const target = initialTerm ? await redirectFor(initialTerm) : undefined;
        if (target) location.replace(target);
        else await run(initialTerm, false);
    })();
}
