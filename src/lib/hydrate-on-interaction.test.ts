// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import hydrateOnInteraction from './hydrate-on-interaction';
import { userCookie } from './user';
import { deliveryCountryCookie } from './vat-country';

/**
 * The `client:interaction` directive against a product page's variant chooser as it is pre-rendered:
 * a form that posts to the cart without JavaScript, the keys the island names for waking at once.
 * `load` stands for Astro's: it fetches the island's script and gives back its hydration.
 */
const CHOOSER = `
    <astro-island client="interaction">
        <section data-testid="variant-chooser" data-session-draft="product-quantities:4" data-url-param="cartError">
            <form method="post" action="/api/cart/add">
                <input data-testid="variant-quantity" name="quantity-41" value="">
                <button type="submit" data-testid="add-to-cart">In winkelwagen</button>
            </form>
        </section>
    </astro-island>`;

function island() {
    document.body.innerHTML = CHOOSER;
    return document.querySelector('astro-island') as HTMLElement;
}

/** A directive run on the island: how often its script was asked for, and when it hydrated. */
function run(el: HTMLElement, load = vi.fn(async () => async () => {})) {
    hydrateOnInteraction(load, { name: 'interaction', value: '' }, el);
    return load;
}

const settled = () => new Promise(resolve => setTimeout(resolve, 0));

beforeEach(() => {
    document.documentElement.lang = 'nl';
    window.history.replaceState(null, '', '/producten/ipe-vlonderplank/4');
    sessionStorage.clear();
});
afterEach(() => {
    for (const cookie of document.cookie.split(';')) {
        const name = cookie.split('=')[0].trim();
        if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
});

describe('client:interaction', () => {
    it('loads nothing for a visitor who only looks; the first reach (a focus, a key) hydrates it, once', async () => {
        const el = island();
        const load = run(el);
        await settled();
        expect(load).not.toHaveBeenCalled();

        const quantity = el.querySelector('input') as HTMLInputElement;
        quantity.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        quantity.dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
        await settled();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it.each([
        ['quantities the tab kept from before a reload', () => sessionStorage.setItem('product-quantities:4', '{"41":"3"}')],
        [
            'an add the cart refused, back in the address',
            () => window.history.replaceState(null, '', '/producten/ipe-vlonderplank/4?cartError=Niet%20op%20voorraad'),
        ],
        ['a customer who sees prices without VAT', () => (document.cookie = userCookie({ id: '7', showTaxPrice: false }))],
        ['a cart going to Belgium on the Dutch site (its VAT named beside each price)', () => (document.cookie = deliveryCountryCookie('BE'))],
    ])('hydrates at once for %s', async (_visitor, arrange) => {
        arrange();
        const load = run(island());
        await settled();
        expect(load).toHaveBeenCalledTimes(1);
    });

    it('waits for another product’s kept quantities, or another parameter in the address', async () => {
        sessionStorage.setItem('product-quantities:5', '{"51":"3"}');
        window.history.replaceState(null, '', '/producten/ipe-vlonderplank/4?utm_source=nieuwsbrief');
        const load = run(island());
        await settled();
        expect(load).not.toHaveBeenCalled();
    });

    it('holds an add sent before the island is there, for the island to send (data-held-submit)', async () => {
        const el = island();
        let hydrated = false;
        run(
            el,
            vi.fn(async () => async () => {
                hydrated = true;
            }),
        );
        const form = el.querySelector('form') as HTMLFormElement;
        const sent = new Event('submit', { bubbles: true, cancelable: true });
        form.dispatchEvent(sent);
        expect(sent.defaultPrevented).toBe(true);
        expect('heldSubmit' in form.dataset).toBe(true);
        await settled();
        expect(hydrated).toBe(true);
    });

    it('sends a held add as the browser would when the island’s script does not come', async () => {
        const el = island();
        const load = vi.fn(async () => {
            throw new Error('Failed to fetch dynamically imported module');
        });
        hydrateOnInteraction(load, { name: 'interaction', value: '' }, el);
        const form = el.querySelector('form') as HTMLFormElement;
        const posted = vi.spyOn(form, 'submit').mockImplementation(() => {});
        form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
        await settled();
        expect(posted).toHaveBeenCalledTimes(1);
        // a second send is the browser's own again, not held for an island that will not come
        const again = new Event('submit', { bubbles: true, cancelable: true });
        form.dispatchEvent(again);
        expect(again.defaultPrevented).toBe(false);
    });
});
