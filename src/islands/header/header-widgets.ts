import { hasCookie, readCookie } from '../../lib/cookies';
import { clearUserCookie, readUserCookie } from '../../lib/user';
import { ACCOUNT_PAGES, LOCALE_INFO, loginPath, mediaQuery, pagePath, registerPath } from '@timber-shop/rules';
import { pageLocale } from '../../lib/page-locale';
import { $cartSize } from '../../lib/cart/cart-size';
import { readDeliveryCountry } from '../../lib/vat-country';
import { followStickyHeader } from '../../lib/sticky-header';

/**
 * The header's small widgets as a plain script (no React): the cart count badge and
 * the account icon, which leads to the account area when the user cookie says logged in (on phones
 * it opens the dashboard menu),
 * else to the login page and from there back to this page; on desktop it opens the login
 * pop-up instead (spec section 2), whose React code is fetched on that first click.
 */
for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    $cartSize.subscribe(size => {
        badge.textContent = String(size);
        badge.hidden = size === 0;
    });
}

const locale = pageLocale();
const loggedIn = readUserCookie(document.cookie) !== null;
// An unreadable user cookie (malformed, cut off) is dropped; an unreadable cart count is replaced by the cart's below.
if (!loggedIn && hasCookie(document.cookie, 'user')) document.cookie = clearUserCookie();
const cartSize = Number(readCookie(document.cookie, 'cartSize') ?? 0);
const cartSizeUnreadable = hasCookie(document.cookie, 'cartSize') && !(Number.isInteger(cartSize) && cartSize >= 0);
const onAccountPage = ACCOUNT_PAGES.some(page => window.location.pathname === pagePath(locale, page));
const DESKTOP = mediaQuery('lg');
for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    if (loggedIn) {
        link.href = link.dataset.accountHref ?? link.href;
        // on phones the icon opens the dashboard menu (spec section 2); on desktop it goes to the dashboard
        const menu = document.getElementById('account-menu');
        if (menu && 'togglePopover' in menu) {
            menu.addEventListener('toggle', event => link.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open')));
            link.addEventListener('click', event => {
                if (window.matchMedia(DESKTOP).matches || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                menu.togglePopover();
            });
        }
    } else if (!onAccountPage) {
        const returnTo = `${window.location.pathname}${window.location.search}`;
        link.href = loginPath(locale, returnTo);
        link.addEventListener('click', event => {
            const strings = document.querySelector('script[data-login-dialog]')?.textContent;
            if (!window.matchMedia(DESKTOP).matches || !strings || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            const links = { forgotPassword: pagePath(locale, 'forgotPassword'), register: registerPath(locale, returnTo) };
            import('./login-dialog')
                .then(({ openLoginDialog }) => openLoginDialog({ locale, strings: JSON.parse(strings), links }))
                .catch(() => window.location.assign(link.href));
        });
    }
}

/**
 * The cart is reloaded, forced, when the header starts (spec section 4), so the count is the
 * server's: the cart may have changed elsewhere (a quote saved, an order placed, a login merging an
 * older cart, another tab). Only when there can be a cart: a count in the cookie, logged in, or a
 * session the backend keeps (the proxies' session hint) while the cart-size cookie is gone (it lasts
 * the spec's 7 days, a session longer: the count comes back for a visitor returning after a week).
 * A first visit asks nothing, so the backend opens no session for every visitor. The cart store
 * comes as its own chunk, only then.
 */
const countForgotten = !hasCookie(document.cookie, 'cartSize') && hasCookie(document.cookie, 'sessionHint');
if (loggedIn || cartSize > 0 || cartSizeUnreadable || countForgotten) {
    import('../../lib/cart/store').then(({ loadCart }) => loadCart(locale, true)).catch(() => undefined);
}

/**
 * A visitor whose cart goes to a country with other VAT than the site's sees the static cards' prices
 * with that country's VAT (a logged-in customer's are shown by followAccount below). Loaded only then.
 */
const deliveryCountry = readDeliveryCountry(document.cookie);
if (!loggedIn && deliveryCountry && deliveryCountry !== LOCALE_INFO[locale].vatCountry) {
    import('../../lib/catalogue/card-prices').then(({ showCardPrices }) => showCardPrices(locale)).catch(() => undefined);
}

/**
 * Logged in: the user cookie follows the account (a price list that came later, spec section 6), and
 * the categories the customer's price list does not sell are hidden from the menus and tiles.
 */
if (loggedIn) {
    import('../../lib/session').then(({ followAccount }) => followAccount(locale)).catch(() => undefined);
}

/**
 * The search bar on phones (spec section 4): its toggle in the header shows it and puts the cursor in
 * it, and it hides when the focus leaves it (or on Escape); on desktop it is always there. The toggle
 * is a link to the search page, for a phone without JavaScript. A tap on the toggle while the bar is
 * open closes it: the state at the press counts, not what the blur before the click left.
 */
const header = document.querySelector<HTMLElement>('.site-header');
const searchBar = document.querySelector<HTMLFormElement>('[data-search-bar]');
const searchToggle = document.querySelector<HTMLAnchorElement>('[data-search-toggle]');
if (header && searchBar && searchToggle) {
    const phone = () => window.matchMedia(mediaQuery('lg', true)).matches;
    const isOpen = () => header.hasAttribute('data-search-open');
    const show = (open: boolean) => {
        header.toggleAttribute('data-search-open', open);
        searchToggle.setAttribute('aria-expanded', String(open));
        if (open) searchBar.querySelector('input')?.focus();
    };
    let openAtPress: boolean | undefined;
    searchToggle.addEventListener('pointerdown', () => {
        openAtPress = isOpen();
    });
    searchToggle.addEventListener('click', event => {
        const wasOpen = openAtPress ?? isOpen();
        openAtPress = undefined;
        if (!phone() || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        show(!wasOpen);
    });
    searchBar.addEventListener('focusout', event => {
        const next = event.relatedTarget as Node | null;
        if (!phone() || (next && (searchBar.contains(next) || next === searchToggle))) return;
        show(false);
    });
    searchBar.addEventListener('keydown', event => {
        if (event.key !== 'Escape' || !phone()) return;
        show(false);
        searchToggle.focus();
    });
}

followStickyHeader();

/**
 * The search box: on the search page it holds the term searched for; its suggestions while typing
 * are a module of their own, loaded when the box is first used (focus, a tap or a key, or the phone's toggle).
 */
const searchInput = document.querySelector<HTMLInputElement>('#header-search');
const suggestions = document.getElementById('header-suggestions');
const suggestStatus = document.querySelector<HTMLElement>('[data-search-suggest-status]');
if (searchInput && window.location.pathname === pagePath(locale, 'search')) {
    searchInput.value = new URLSearchParams(window.location.search).get('q') ?? '';
}
if (searchInput && suggestions && suggestStatus) {
    let started = false;
    const start = () => {
        if (started) return;
        started = true;
        import('./search-suggestions').then(({ startSearchSuggestions }) => startSearchSuggestions(locale, searchInput, suggestions, suggestStatus)).catch(() => {
            started = false;
        });
    };
    for (const type of ['focus', 'pointerdown', 'keydown'] as const) searchInput.addEventListener(type, start, { once: true });
    // on a phone the box is behind its toggle: loading starts with the tap that opens it
    searchToggle?.addEventListener('pointerdown', start, { once: true });
}

/**
 * The language switch keeps the page's query (a category's ?sort= and ?page=, a search term): the
 * pre-rendered links carry only the path, the address the visitor is on adds the rest.
 */
for (const link of document.querySelectorAll<HTMLAnchorElement>('.language-switch a[hreflang]')) {
    // on use, not on load: the category island changes the query without a reload
    const withQuery = () => {
        link.search = window.location.search;
    };
    link.addEventListener('pointerdown', withQuery);
    link.addEventListener('keydown', withQuery);
    link.addEventListener('click', withQuery);
}

/**
 * The wishlist hearts (product cards, product pages): marked from the browser's list without
 * loading anything; a click loads the wishlist module, which keeps the list (and the account's,
 * when logged in). Cards the category island renders later are marked as they appear.
 */
function markHearts() {
    let ids: string[] = [];
    try {
        ids = JSON.parse(localStorage.getItem('wishlist') ?? '[]');
    } catch {
        // nothing usable saved
    }
    for (const heart of document.querySelectorAll<HTMLElement>('[data-wishlist-toggle]')) {
        const pressed = String(Array.isArray(ids) && ids.includes(heart.dataset.wishlistToggle ?? ''));
        if (heart.getAttribute('aria-pressed') !== pressed) heart.setAttribute('aria-pressed', pressed);
    }
}
markHearts();
addEventListener('wishlist-change', markHearts);
addEventListener('storage', markHearts);
new MutationObserver(markHearts).observe(document.body, { childList: true, subtree: true });
document.addEventListener('click', event => {
    const heart = (event.target as Element | null)?.closest<HTMLElement>('[data-wishlist-toggle]');
    if (!heart?.dataset.wishlistToggle) return;
    event.preventDefault();
    const productId = heart.dataset.wishlistToggle;
    import('../../lib/wishlist').then(({ toggleWishlist }) => toggleWishlist(locale, productId)).catch(() => undefined);
});
