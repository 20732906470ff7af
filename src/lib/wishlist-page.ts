import { pageLocale } from './page-locale';
import { readCookie } from './cookies';
import { $wishlist, syncWishlist } from './wishlist';

/** The wishlist page: shows the cards of the products on the wishlist, and says so when there are none. */
export function showWishlistPage() {
    const show = (ids: readonly string[]) => {
        const wanted = new Set(ids);
        let shown = 0;
        for (const item of document.querySelectorAll<HTMLElement>('[data-wishlist-item]')) {
            item.hidden = !wanted.has(item.dataset.wishlistItem ?? '');
            if (!item.hidden) shown++;
        }
        const empty = document.querySelector<HTMLElement>('[data-wishlist-empty]');
        if (empty) empty.hidden = shown > 0;
    };
    $wishlist.subscribe(show);
    // a logged-in customer's list is the account's (merged with this browser's)
    if (readCookie(document.cookie, 'user')) void syncWishlist(pageLocale());
}
