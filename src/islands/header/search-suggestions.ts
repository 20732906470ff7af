import { texts } from '../../lib/interpolate';
import { isAvailableResult } from '../../lib/search/availability';
import { type Suggestion, type SuggestionIndex, suggestionIndex, suggestionsFor } from '../../lib/search/suggestions';
import { readUserCookie } from '../../lib/user';
import type { Locale } from '@timber-shop/rules';
import type { SuggestStrings } from './strings';

/**
 * Suggestions while typing in the header's search box (plain script, no React, loaded on the box's
 * first focus): products, categories and articles from the locale's suggestion list, matched in the
 * browser on every keystroke. The WAI-ARIA combobox pattern with a listbox popup: the focus stays in
 * the box, the arrow keys move the active option (aria-activedescendant), Enter opens it (without
 * one, the form goes to the search page), Escape closes the list, a click or tap opens an option.
 * A price-list customer is not offered what the list does not sell.
 */
let index: Promise<SuggestionIndex> | undefined;
const loadIndex = (locale: Locale) => {
    index ??= fetch(`/pagefind/${locale}/suggestions.json`)
        .then(response => (response.ok ? (response.json() as Promise<Suggestion[]>) : []))
        .then(suggestionIndex);
    index.catch(() => {
        index = undefined;
    });
    return index;
};

const GROUP_LABELS = { product: 'content.search.products', category: 'content.search.categories', article: 'content.search.articles' } as const;

export function startSearchSuggestions(locale: Locale, input: HTMLInputElement, listbox: HTMLElement, status: HTMLElement) {
    const t = texts(JSON.parse(document.querySelector('script[data-search-suggest]')?.textContent ?? '{}') as SuggestStrings);
    let available: Promise<ReadonlySet<string> | null> | undefined;
    // the categories a price-list customer may see (null: all); the module only loads for such a customer
    const availableCategories = () => {
        available ??= (async () => {
            const key = readUserCookie(document.cookie)?.categoryCacheKey;
            if (!key || key === 'public') return null;
            const access = await import('../../lib/catalogue/category-access');
            return access.availableCategories(locale).catch(() => null);
        })();
        return available;
    };
    let options: HTMLElement[] = [];
    let active = -1;

    const setActive = (index: number) => {
        options[active]?.setAttribute('aria-selected', 'false');
        active = index;
        const option = options[active];
        if (option) {
            option.setAttribute('aria-selected', 'true');
            input.setAttribute('aria-activedescendant', option.id);
            option.scrollIntoView({ block: 'nearest' });
        } else {
            input.removeAttribute('aria-activedescendant');
        }
    };
    const close = () => {
        listbox.hidden = true;
        listbox.replaceChildren();
        options = [];
        active = -1;
        input.setAttribute('aria-expanded', 'false');
        input.removeAttribute('aria-activedescendant');
    };

    const option = (entry: Suggestion, index: number) => {
        const item = document.createElement('div');
        item.id = `header-suggestion-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', 'false');
        item.className = 'search-suggestions__option';
        item.dataset.url = entry.url;
        const name = document.createElement('span');
        name.textContent = entry.title;
        item.append(name);
        if (entry.price) {
            const price = document.createElement('span');
            price.className = 'search-suggestions__price';
            price.textContent = `${t('content.search.from')} ${entry.price}`;
            item.append(price);
        }
        return item;
    };

    let latest = 0;
    async function show(query: string) {
        const ticket = ++latest;
        if (!query.trim()) return close();
        const list = await loadIndex(locale).catch(() => suggestionIndex([]));
        const sold = await availableCategories();
        if (ticket !== latest) return;
        const found = suggestionsFor(query, list);
        const shown = found.suggestions.filter(entry => isAvailableResult({ type: entry.type, categories: entry.categories, category: entry.category }, sold));
        if (shown.length === 0) {
            close();
            status.textContent = list.entries.length ? t('content.search.noSuggestions') : '';
            return;
        }
        const groups: HTMLElement[] = [];
        if (found.corrected) {
            const note = document.createElement('div');
            note.setAttribute('role', 'presentation');
            note.className = 'search-suggestions__note';
            note.textContent = t('content.search.didYouMean', { term: found.term });
            groups.push(note);
        }
        options = [];
        for (const type of ['product', 'category', 'article'] as const) {
            const ofType = shown.filter(entry => entry.type === type);
            if (ofType.length === 0) continue;
            // as the APG's grouped listbox: the group named by a presentational label inside it
            const group = document.createElement('div');
            group.setAttribute('role', 'group');
            const label = document.createElement('div');
            label.setAttribute('role', 'presentation');
            label.id = `header-suggestions-${type}`;
            label.className = 'search-suggestions__label';
            label.textContent = t(GROUP_LABELS[type]);
            group.setAttribute('aria-labelledby', label.id);
            group.append(label);
            for (const entry of ofType) {
                const item = option(entry, options.length);
                options.push(item);
                group.append(item);
            }
            groups.push(group);
        }
        active = -1;
        listbox.replaceChildren(...groups);
        listbox.hidden = false;
        input.setAttribute('aria-expanded', 'true');
        input.removeAttribute('aria-activedescendant');
        status.textContent = found.corrected
            ? `${t('content.search.didYouMean', { term: found.term })} ${t('content.search.suggestionCount', { count: options.length })}`
            : t('content.search.suggestionCount', { count: options.length });
    }

    const open = (item: HTMLElement | undefined) => {
        if (item?.dataset.url) window.location.assign(item.dataset.url);
    };

    input.addEventListener('input', () => void show(input.value));
    input.addEventListener('focus', () => {
        if (input.value.trim() && listbox.hidden) void show(input.value);
    });
    input.addEventListener('keydown', event => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (listbox.hidden) {
                if (input.value.trim()) void show(input.value);
                return;
            }
            event.preventDefault();
            // round the options and back to the box (-1: no option active)
            const next = active + (event.key === 'ArrowDown' ? 1 : -1);
            setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
        } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            open(options[active]);
        } else if (event.key === 'Escape' && !listbox.hidden) {
            // the list closes and the term stays (a search box clears itself on Escape); on a phone the header hides the bar too
            event.preventDefault();
            close();
        }
    });
    // a press on an option keeps the focus in the box (so a phone's bar stays open), the click opens it
    listbox.addEventListener('pointerdown', event => event.preventDefault());
    listbox.addEventListener('click', event => open((event.target as Element).closest<HTMLElement>('[role="option"]') ?? undefined));
    input.addEventListener('blur', () => {
        // after a click on an option has been handled
        setTimeout(close, 0);
    });
    // the list is fetched and made ready as the box is taken, so the first letter typed finds it there
    loadIndex(locale).catch(() => undefined);
    void show(input.value);
}
