import type { MouseEvent } from 'react';
import type { ProductTemplateFilter } from '../../lib/api/catalogue';
import { selectedCount, toggleFilter, type ListingState } from '../../lib/catalogue/category-listing';
import type { CategoryStrings } from './strings';

interface Props {
    filters: ProductTemplateFilter[];
    /** the state shown: the one being loaded, else the loaded one */
    view: ListingState;
    strings: CategoryStrings;
    href: (state: ListingState) => string;
    follow: (event: MouseEvent<HTMLAnchorElement>, state: ListingState) => void;
    go: (state: ListingState) => void;
    /** below 1024 px the panel is a drawer: open or not, and closing it (back to the products) */
    open: boolean;
    onClose: () => void;
    /** the products the chosen filters give, for the drawer's "show N products" */
    totalItems: number;
}

/**
 * The facet filters with their counts and the thickness and width ranges, as checkbox-like links
 * to the filtered URLs (crawlable, and working without JavaScript), plus the clear-filters link.
 * Links to combinations of more than one value are nofollow: those pages are noindex.
 */
export default function FilterPanel({ filters, view, strings, href, follow, go, open, onClose, totalItems }: Props) {
    const chosen = selectedCount(view.filters);
    const cleared: ListingState = { ...view, filters: {}, page: 1 };
    return (
        <aside
            id="category-filters"
            className="category-filters"
            aria-labelledby="category-filters-title"
            data-testid="category-filters"
            data-open={open ? 'true' : 'false'}
            onKeyDown={event => {
                if (event.key === 'Escape' && open) onClose();
            }}
        >
            <div className="category-filters__head">
                <h2 id="category-filters-title" tabIndex={-1}>
                    {strings['catalogue.listing.filtersTitle']}
                </h2>
                {chosen > 0 && (
                    <a href={href(cleared)} onClick={event => follow(event, cleared)} className="category-filters__clear" data-testid="clear-filters" data-listing-link="">
                        {strings['catalogue.listing.clearFilters']}
                    </a>
                )}
                <a href="#category-results" className="category-filters__close" aria-label={strings['catalogue.listing.closeFilters']}>
                    ×
                </a>
            </div>
            {filters
                .filter(filter => filter.values.length > 0)
                .map(filter => (
                    <details key={filter.attribute} className="filter-group" open data-testid="filter-group" data-attribute={filter.attribute}>
                        <summary>{filter.name}</summary>
                        <ul>
                            {filter.values.map(value => {
                                const checked = (view.filters[filter.attribute] ?? []).includes(value.value);
                                const next: ListingState = { ...view, filters: toggleFilter(view.filters, filter.attribute, value.value), page: 1 };
                                return (
                                    <li key={value.value}>
                                        <a
                                            href={href(next)}
                                            rel={selectedCount(next.filters) > 1 ? 'nofollow' : undefined}
                                            role="checkbox"
                                            aria-checked={checked}
                                            className="filter-value"
                                            data-testid="filter-value"
                                            data-attribute={filter.attribute}
                                            data-value={value.value}
                                            data-listing-link=""
                                            onClick={event => follow(event, next)}
                                            onKeyDown={event => {
                                                if (event.key === ' ') {
                                                    event.preventDefault();
                                                    go(next);
                                                }
                                            }}
                                        >
                                            <span className="filter-value__box" aria-hidden="true" />
                                            <span className="filter-value__name">{value.name}</span>
                                            <span className="filter-value__count">({value.count})</span>
                                        </a>
                                    </li>
                                );
                            })}
                        </ul>
                    </details>
                ))}
            <div className="category-filters__foot">
                <a href="#category-results" className="button" data-testid="filter-show-results">
                    {strings[totalItems === 1 ? 'catalogue.listing.showResults_one' : 'catalogue.listing.showResults_other'].replace('{{count}}', String(totalItems))}
                </a>
            </div>
        </aside>
    );
}
