import { readCookie } from '../../lib/cookies';
import { $cartSize } from '../cart/cart-size';

/**
 * The header's small widgets as a plain script (no React): the cart count badge and
 * the account icon, which leads to the account area when the user cookie says logged in.
 */
for (const badge of document.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    $cartSize.subscribe(size => {
        badge.textContent = String(size);
        badge.hidden = size === 0;
    });
}

if (readCookie(document.cookie, 'user')) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
        link.href = link.dataset.accountHref ?? link.href;
    }
}
