// @vitest-environment happy-dom
import { loginPath, pagePath } from '@timber-shop/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The header's script against the header's markup (Header.astro), once per visitor: each test sets the
 * cookies and the address a visitor arrives with, then runs the script as a page load would. What it
 * loads on demand (the cart store, the account's follow-up, the wishlist) is replaced by recorders.
 */
const loaded = vi.hoisted(() => ({ carts: [] as unknown[][], followed: [] as string[], toggled: [] as string[] }));
vi.mock('../../lib/cart/store', () => ({ loadCart: (...args: unknown[]) => void loaded.carts.push(args) }));
vi.mock('../../lib/session', () => ({ followAccount: (locale: string) => void loaded.followed.push(locale) }));
vi.mock('../../lib/wishlist', () => ({ toggleWishlist: (_locale: string, productId: string) => void loaded.toggled.push(productId) }));

const HEADER = `
    <header class="site-header">
        <form data-search-bar action="/zoeken"><input id="header-search" type="search" name="q"><div id="header-suggestions" hidden></div><p data-search-suggest-status></p></form>
        <a href="/inloggen" data-account-link data-account-href="/my-account">Account</a>
        <a href="/winkelwagen">Winkelwagen <span data-cart-count hidden></span></a>
        <nav class="language-switch"><a href="/de/produkte" hreflang="de" lang="de">Deutsch</a></nav>
    </header>
    <main><button type="button" data-wishlist-toggle="12" aria-pressed="false">♡</button><button type="button" data-wishlist-toggle="13" aria-pressed="false">♡</button></main>`;

/** What the script of the page before listened for on the window and the document: gone with that page. */
const listening: [EventTarget, string, EventListenerOrEventListenerObject | null][] = [];
for (const target of [window, document] as EventTarget[]) {
    const listen = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
        listening.push([target, type, listener]);
        listen(type, listener, options);
    };
}

/** A page load of `address` with these cookies: the header's markup, then its script. */
async function visit(address: string, cookies: string[] = []) {
    for (const [target, type, listener] of listening.splice(0)) target.removeEventListener(type, listener);
    for (const cookie of document.cookie.split(';')) {
        const name = cookie.split('=')[0].trim();
        if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
    for (const cookie of cookies) document.cookie = `${cookie}; Path=/`;
    window.history.replaceState(null, '', address);
    document.documentElement.lang = 'nl';
    document.body.innerHTML = HEADER;
    vi.resetModules();
    await import('./header-widgets');
    // what the script loads on demand arrives a few turns later
    await new Promise(resolve => setTimeout(resolve, 20));
}
const badge = () => document.querySelector<HTMLElement>('[data-cart-count]') as HTMLElement;
const accountLink = () => document.querySelector<HTMLAnchorElement>('[data-account-link]')?.getAttribute('href');
const user = (value: object) => `geven-user=${encodeURIComponent(JSON.stringify(value))}`;

beforeEach(() => {
    loaded.carts = [];
    loaded.followed = [];
    loaded.toggled = [];
    localStorage.clear();
});

describe("the header's widgets", () => {
    it('a first visit asks the backend nothing; the account icon leads to the login and back; the badge shows the count once there is one', async () => {
        await visit('/producten/vlonderplanken?sort=price');
        expect(loaded.carts).toEqual([]);
        expect(accountLink()).toBe(loginPath('nl', '/producten/vlonderplanken?sort=price'));
        expect(badge().hidden).toBe(true);

        const { $cartSize } = await import('../../lib/cart/cart-size');
        $cartSize.set(3);
        expect([badge().hidden, badge().textContent]).toEqual([false, '3']);
    });

    it('a count in the cookie shows at once and the cart is reloaded from the server (forced)', async () => {
        await visit('/', ['cart-size=2']);
        expect([badge().hidden, badge().textContent]).toEqual([false, '2']);
        expect(loaded.carts).toEqual([['nl', true]]);
    });

    it('a session the backend keeps brings the count back after the count cookie is gone', async () => {
        await visit('/', ['session-hint=']);
        expect(loaded.carts).toEqual([['nl', true]]);
    });

    it('logged in: the account icon leads to the account, the cart and the account are followed', async () => {
        await visit('/', [user({ id: '5', showTaxPrice: true })]);
        expect(accountLink()).toBe('/my-account');
        expect(loaded.carts).toEqual([['nl', true]]);
        expect(loaded.followed).toEqual(['nl']);
    });

    it('an unreadable user cookie is dropped and the visitor is treated as logged out', async () => {
        await visit('/', ['geven-user=%7Bcut-off']);
        expect(document.cookie).not.toMatch(/geven-user/);
        expect(accountLink()).toBe(loginPath('nl', '/'));
        expect(loaded.followed).toEqual([]);
    });

    it('on the search page the box holds the term searched for', async () => {
        await visit(`${pagePath('nl', 'search')}?q=douglas%20plank`);
        expect(document.querySelector<HTMLInputElement>('#header-search')?.value).toBe('douglas plank');
    });

    it('the language switch keeps the query of the address the visitor is on', async () => {
        await visit('/producten/vlonderplanken?sort=price&page=2');
        const link = document.querySelector<HTMLAnchorElement>('.language-switch a') as HTMLAnchorElement;
        link.dispatchEvent(new Event('pointerdown'));
        expect(new URL(link.href).search).toBe('?sort=price&page=2');
    });

    it("the wishlist hearts show the browser's list, and a click hands the product to the wishlist", async () => {
        localStorage.setItem('wishlist', JSON.stringify(['13']));
        await visit('/producten/vlonderplanken');
        const hearts = [...document.querySelectorAll<HTMLElement>('[data-wishlist-toggle]')];
        expect(hearts.map(heart => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
        hearts[0].click();
        await vi.waitFor(() => expect(loaded.toggled).toEqual(['12']));
    });
});
