import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import ProductCard from '../../components/ProductCard';
import { SORT_OPTIONS } from '../../lib/catalogue/category-url';
import {
    selectedCount,
    listingUrl,
    loadListing,
    MIN_FETCH_DISPLAY_MS,
    sameState,
    sortKey,
    stateFromUrl,
    type ListingData,
    type ListingState,
} from '../../lib/catalogue/category-listing';
import { texts } from '../../lib/interpolate';
import { categoryPath, type Locale, type PriceUnit } from '@timber-shop/rules';
import FilterPanel from './FilterPanel';
import Pagination from './Pagination';
import type { CategoryStrings } from './strings';
import { useOnHydration } from '../../lib/hydration';
import { differsFromPublic, priceDisplay, PUBLIC_PRICES } from '../../lib/catalogue/pricing';
import { isUserInputError } from '../../lib/api/errors';
import { stickyHeaderHeight } from '../../lib/sticky-header';

/** The filter drawer's and the results' anchors: links to them open and close the drawer (CSS :target, and the island). */
const FILTERS_HASH = '#category-filters';
const RESULTS_HASH = '#category-results';

export interface CategoryBrowserProps {
    locale: Locale;
    /** the category's path slugs ([] for all products) */
    categorySlugs: string[];
    /** the category's slug for the API (null for all products) */
    collectionSlug: string | null;
    /** what the page was rendered with */
    initialState: ListingState;
    initialData: ListingData;
    strings: CategoryStrings;
    /** the category's comparable price basis: every card leads with its price in it, and the price sort compares in it */
    priceBasis?: PriceUnit;
    /** the brand after the page title: "{title} | {brand}" */
    brand: string;
    /** static content between the heading and the listing (subcategories) */
    children?: ReactNode;
}

const SORT_LABELS: Record<string, keyof CategoryStrings> = {
    'relevance,ASC': 'catalogue.listing.sort.relevance',
    'thickness,ASC': 'catalogue.listing.sort.thickness',
    'width,ASC': 'catalogue.listing.sort.width',
    'quality,ASC': 'catalogue.listing.sort.quality',
    'name,ASC': 'catalogue.listing.sort.nameAsc',
    'name,DESC': 'catalogue.listing.sort.nameDesc',
    'price,ASC': 'catalogue.listing.sort.priceAsc',
    'price,DESC': 'catalogue.listing.sort.priceDesc',
};

type HistoryMode = 'push' | 'none';

/**
 * The category page's listing: heading and text, filters with counts, sort, result count, product
 * grid and pagination. Rendered on the server with the page's data (complete HTML without
 * JavaScript: every filter and page is a link); hydrated, it loads a changed filter, sort or page
 * through the API without a reload, keeps the URL in step (history.pushState, the spec's URL
 * format), follows back and forward (popstate), and on start applies what the address asks for
 * when the pre-rendered page shows something else (?page=, ?sort= on a static page).
 */
export default function CategoryBrowser({ locale, categorySlugs, collectionSlug, initialState, initialData, strings, priceBasis, brand, children }: CategoryBrowserProps) {
    const t = texts(strings);
    const [state, setState] = useState(initialState);
    const [data, setData] = useState(initialData);
    const [pending, setPending] = useState<ListingState | null>(null);
    const [failed, setFailed] = useState<{ state: ListingState; mode: HistoryMode } | null>(null);
    const shown = useRef(initialState);
    const requestId = useRef(0);
    const resultsRef = useRef<HTMLElement>(null);
    const [filtersOpen, setFiltersOpen] = useState(false);
    // before hydration (or without JavaScript) the filters stay in the page: the drawer needs the island
    const [hydrated, setHydrated] = useState(false);
    // the pre-rendered cards show the public prices with VAT; a customer's own follow after hydration
    const [display, setDisplay] = useState(PUBLIC_PRICES);
    // category availability follows the price list (spec section 6): the backend does not know this category for this customer
    const [notSold, setNotSold] = useState(false);

    const load = useCallback(
        async (next: ListingState, mode: HistoryMode) => {
            const id = ++requestId.current;
            setPending(next);
            setFailed(null);
            const started = Date.now();
            try {
                const result = await loadListing(locale, collectionSlug, next);
                const wait = MIN_FETCH_DISPLAY_MS - (Date.now() - started);
                if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait));
                if (id !== requestId.current) return;
                const pageChanged = next.page !== shown.current.page;
                shown.current = next;
                setState(next);
                setData(result);
                setPending(null);
                if (mode === 'push') history.pushState(null, '', listingUrl(locale, categorySlugs, next));
                document.title = `${result.text.seoTitle || result.text.title} | ${brand}`;
                // another page starts at its first card, below the sticky header (the page's scroll-padding-top)
                const first = resultsRef.current?.querySelector('.product-grid > *') ?? resultsRef.current;
                const top = first?.getBoundingClientRect().top;
                if (pageChanged && first && top !== undefined && top < stickyHeaderHeight()) first.scrollIntoView({ block: 'start' });
            } catch (error) {
                if (id !== requestId.current) return;
                setPending(null);
                if (isUserInputError(error) && priceDisplay().pricelistId) {
                    setNotSold(true);
                    return;
                }
                // The list on screen stays; the message says the new one did not come.
                setFailed({ state: next, mode });
            }
        },
        [locale, collectionSlug, categorySlugs, brand],
    );

    useOnHydration(() => {
        setHydrated(true);
        const fromAddress = () => stateFromUrl(locale, categorySlugs, location.pathname, location.search);
        // A static page answers every ?page=/?sort= with its first page: load what the address asks for.
        const asked = fromAddress();
        const customer = priceDisplay();
        if (differsFromPublic(customer, locale)) setDisplay(customer);
        // a customer with a price list sees its prices: the listing comes again, live through their session
        if (asked && !sameState(asked, shown.current)) load(asked, 'none');
        else if (customer.pricelistId) load(shown.current, 'none');
        const onPopState = () => {
            const next = fromAddress();
            if (next && !sameState(next, shown.current)) load(next, 'none');
            else if (next) {
                requestId.current++;
                setPending(null);
                setFailed(null);
            }
        };
        addEventListener('popstate', onPopState);
        // The filter drawer (phones and tablets) opens by its link's #target, before hydration by CSS alone.
        const onHashChange = () => {
            const open = location.hash === FILTERS_HASH;
            setFiltersOpen(open);
            // the drawer's heading takes the focus, so the keyboard and screen readers start there
            if (open) requestAnimationFrame(() => document.getElementById('category-filters-title')?.focus());
        };
        onHashChange();
        addEventListener('hashchange', onHashChange);
        return () => {
            removeEventListener('popstate', onPopState);
            removeEventListener('hashchange', onHashChange);
        };
        // once, on hydration
    });

    const view = pending ?? state;
    const href = (next: ListingState) => listingUrl(locale, categorySlugs, next);
    const go = (next: ListingState) => {
        if (!sameState(next, view)) load(next, 'push');
    };
    const follow = (event: MouseEvent<HTMLAnchorElement>, next: ListingState) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(next);
    };
    // Escape in the drawer: to the results, as its close links go (which leaves the drawer's #target)
    const closeFilters = () => {
        setFiltersOpen(false);
        window.location.replace(RESULTS_HASH);
    };
    const count = t(data.totalItems === 1 ? 'catalogue.productCount_one' : 'catalogue.productCount_other', { count: data.totalItems });

    return (
        <div className="category-browser" data-hydrated={hydrated ? 'true' : undefined} data-testid="category-browser" data-loading={pending ? 'true' : 'false'} data-state={listingUrl(locale, categorySlugs, state)}>
            <header className="category-header">
                <h1 data-testid="category-title">{data.text.title}</h1>
                {data.text.text && <p className="category-text">{data.text.text}</p>}
            </header>
            {children}
            {notSold && (
                <p className="category-error" role="status" data-testid="category-not-sold">
                    {strings['businessPrices.categoryNotSold']} <a href={categoryPath(locale, [])}>{strings['businessPrices.allProducts']}</a>
                </p>
            )}
            <div className="category-layout" hidden={notSold}>
                <FilterPanel
                    filters={data.filters}
                    view={view}
                    strings={strings}
                    href={href}
                    follow={follow}
                    go={go}
                    open={filtersOpen}
                    onClose={closeFilters}
                    totalItems={data.totalItems}
                />
                <section id="category-results" className="category-results" ref={resultsRef} aria-busy={pending ? 'true' : 'false'} aria-labelledby="category-count">
                    <div className="category-toolbar">
                        {/* phones and tablets: the filters are a drawer behind this sticky link (its #target opens it), the sort beside it */}
                        <a
                            href={FILTERS_HASH}
                            className="button button--secondary category-filter-toggle"
                            data-testid="filter-toggle"
                            aria-controls="category-filters"
                            aria-expanded={filtersOpen}
                        >
                            {strings['catalogue.listing.filterButton']}
                            {selectedCount(view.filters) > 0 && ` (${selectedCount(view.filters)})`}
                        </a>
                        <h2 className="category-count" id="category-count" data-testid="category-count" aria-live="polite">
                            {count}
                            {pending && <span className="category-loading"> · {strings['catalogue.listing.loading']}</span>}
                        </h2>
                        <label className="category-sort">
                            <span>{strings['catalogue.listing.sortLabel']}</span>{' '}
                            <select
                                data-testid="category-sort"
                                value={sortKey(view.sort)}
                                onChange={event => {
                                    const sort = SORT_OPTIONS.find(option => sortKey(option) === event.target.value);
                                    if (sort) go({ ...view, sort, page: 1 });
                                }}
                            >
                                {/* prices compare only on one basis: without one (all products), no price sort */}
                                {SORT_OPTIONS.filter(option => priceBasis || option.field !== 'price' || sortKey(option) === sortKey(view.sort)).map(option => (
                                    <option key={sortKey(option)} value={sortKey(option)}>
                                        {strings[SORT_LABELS[sortKey(option)]]}
                                    </option>
                                ))}
                            </select>
                        </label>
                    </div>
                    {failed && (
                        <p className="category-error" role="alert" data-testid="category-error">
                            {strings['catalogue.listing.loadError']}{' '}
                            <button type="button" className="link-button" onClick={() => load(failed.state, failed.mode)}>
                                {strings['catalogue.listing.retry']}
                            </button>
                        </p>
                    )}
                    {data.cards.length > 0 ? (
                        <div className="product-grid" data-testid="category-products">
                            {data.cards.map((card, i) => (
                                <ProductCard key={card.id} locale={locale} card={card} strings={strings} eager={i < 4} display={display} basis={priceBasis} />
                            ))}
                        </div>
                    ) : (
                        <p className="category-empty" data-testid="category-empty">
                            {strings['catalogue.listing.empty']}
                        </p>
                    )}
                    <Pagination totalItems={data.totalItems} view={state} strings={strings} href={href} follow={follow} />
                </section>
            </div>
        </div>
    );
}
