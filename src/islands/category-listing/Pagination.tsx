import type { MouseEvent } from 'react';
import { pageCount, pageNumbers, type ListingState } from '../../lib/catalogue/category-listing';
import { interpolate } from '../../lib/interpolate';
import type { CategoryStrings } from './strings';

interface Props {
    totalItems: number;
    view: ListingState;
    strings: CategoryStrings;
    href: (state: ListingState) => string;
    follow: (event: MouseEvent<HTMLAnchorElement>, state: ListingState) => void;
}

/** Page links (real hrefs with ?page=) with previous and next; nothing when everything fits on one page. */
export default function Pagination({ totalItems, view, strings, href, follow }: Props) {
    const total = pageCount(totalItems, view.itemsPerPage);
    if (total <= 1 && view.page <= 1) return null;
    const at = (page: number): ListingState => ({ ...view, page });
    const link = (page: number, label: string, rel?: string, className = 'pagination__step') => (
        <a href={href(at(page))} rel={rel} className={className} onClick={event => follow(event, at(page))} data-listing-link="">
            {label}
        </a>
    );
    return (
        <nav className="pagination" aria-label={strings['catalogue.listing.pagination']} data-testid="pagination">
            {view.page > 1 && link(Math.min(view.page - 1, total), strings['catalogue.listing.previous'], 'prev')}
            <ol>
                {pageNumbers(view.page, total).map((page, i) =>
                    page === null ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place in the list
                        <li key={`gap-${i}`} aria-hidden="true">
                            …
                        </li>
                    ) : (
                        <li key={page}>
                            {page === view.page ? (
                                // No aria-label here: a name on a plain span is not read out; aria-current says which page it is.
                                <span aria-current="page" className="pagination__page">
                                    {page}
                                </span>
                            ) : (
                                <a
                                    href={href(at(page))}
                                    className="pagination__page"
                                    aria-label={interpolate(strings['catalogue.listing.page'], { page })}
                                    data-listing-link=""
                                    onClick={event => follow(event, at(page))}
                                >
                                    {page}
                                </a>
                            )}
                        </li>
                    ),
                )}
            </ol>
            {view.page < total && link(view.page + 1, strings['catalogue.listing.next'], 'next')}
        </nav>
    );
}
