import type { ClientDirective } from 'astro';
import { LOCALE_INFO } from '@timber-shop/rules';
import { pageLocale } from './page-locale';
import { readUserCookie } from './user';
import { readDeliveryCountry } from './vat-country';

/**
 * `client:interaction` (registered in astro.config.mjs): an island whose server-rendered HTML works on
 * its own (links, forms) hydrates when the visitor first reaches for it, not at load. The category
 * listing is one: its filters, sort and pages are real links, so until a visitor moves over, touches,
 * focuses or types in it, no React is loaded or run (the page's largest script cost, measured in
 * docs/ARCHITECTURE.md); the footer's newsletter form is another (its React, validation and captcha load
 * when a visitor reaches for it). Nothing is lost meanwhile: a click on a link marked `data-listing-link` or a
 * changed select is held, and given to the island once it has hydrated; text typed meanwhile stays in its
 * field, where the island's form reads it (no default value overwrites it); a form sent before the island
 * is there is marked `data-held-submit` and sent by the island once it has hydrated (useHeldSubmit).
 * It hydrates at once when the visitor sees something else than the pre-rendered HTML: an address
 * asking for another state than the one rendered (`data-state`, e.g. `?page=2` on a static page), an
 * address carrying a parameter the island answers (`data-url-param`, e.g. a refused add to the cart coming
 * back), what the visitor typed before a reload, kept in the tab (`data-session-draft`, the storage key), or
 * a visitor whose prices differ from the public ones (price list, prices without VAT, a cart going to a
 * country whose VAT is not the site's).
 */
const FIRST_REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function keptInTab(key: string) {
    try {
        return sessionStorage.getItem(key) !== null;
    } catch {
        // storage blocked: nothing was kept
        return false;
    }
}

/** Whether the page as rendered is not what this visitor should see: then the island cannot wait. */
function needsIslandNow(el: HTMLElement) {
    const user = readUserCookie(document.cookie);
    if (user && (!user.showTaxPrice || user.pricelistId)) return true;
    const country = readDeliveryCountry(document.cookie);
    if (country && country !== LOCALE_INFO[pageLocale()].vatCountry) return true;
    const param = el.querySelector('[data-url-param]')?.getAttribute('data-url-param');
    if (param && new URLSearchParams(location.search).has(param)) return true;
    const draft = el.querySelector('[data-session-draft]')?.getAttribute('data-session-draft');
    if (draft && keptInTab(draft)) return true;
    const rendered = el.querySelector('[data-state]')?.getAttribute('data-state');
    if (rendered === null || rendered === undefined) return false;
    try {
        return decodeURIComponent(location.pathname.replace(/(.)\/+$/, '$1') + location.search) !== rendered;
    } catch {
        return true;
    }
}

const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
    let started = false;
    let replay: (() => void) | undefined;

    const onClick = (event: MouseEvent) => {
        const link = (event.target as Element | null)?.closest<HTMLElement>('a[data-listing-link]');
        if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        replay = () => link.click();
        start();
    };
    const onChange = (event: Event) => {
        const select = event.target;
        if (!(select instanceof HTMLSelectElement)) return;
        const value = select.value;
        replay = () => {
            select.value = value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        start();
    };
    const onSubmit = (event: SubmitEvent) => {
        if (!(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        event.target.dataset.heldSubmit = '';
        start();
    };
    const start = async () => {
        if (started) return;
        started = true;
        for (const type of FIRST_REACH) el.removeEventListener(type, start, true);
        let failure: unknown;
        try {
            const hydrate = await load();
            await hydrate();
        } catch (error) {
            failure = error;
        }
        el.removeEventListener('click', onClick, true);
        el.removeEventListener('change', onChange, true);
        el.removeEventListener('submit', onSubmit, true);
        if (!failure) {
            replay?.();
            return;
        }
        // without its island (the script did not come: network, a newer deploy) the HTML works as it is:
        // a held form that posts on its own is sent as the browser sends it, a held link followed
        const held = el.querySelector<HTMLFormElement>('form[data-held-submit][action]');
        if (held) held.submit();
        else if (replay) replay();
        else throw failure;
    };

    // capture, on the island itself: before React's own listeners, which hydration adds to the same element
    el.addEventListener('click', onClick, true);
    el.addEventListener('change', onChange, true);
    el.addEventListener('submit', onSubmit, true);
    if (needsIslandNow(el)) {
        start();
        return;
    }
    for (const type of FIRST_REACH) el.addEventListener(type, start, { capture: true, passive: true });
};

export default hydrateOnInteraction;
