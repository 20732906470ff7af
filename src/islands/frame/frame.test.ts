// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS } from './behaviours';
import { FAILED_VISIBLE_MS, MIN_DISPLAY_DELAY_MS } from './loading-bar';

/**
 * The frame's script against the markup Frame.astro and the layout give it: a page with an island that
 * hydrates at load, a link to another page, the language switch, the offline notice and the loading bar.
 */
const bar = () => document.querySelector<HTMLElement>('[data-loading-bar]')?.dataset.state;
const notice = () => document.querySelector<HTMLElement>('[data-offline-notice]') as HTMLElement;
let online = true;
let reloads = 0;

beforeAll(async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
        <p data-offline-notice hidden>Je bent offline</p>
        <div data-loading-bar data-state="idle"></div>
        <nav class="language-switch"><a href="/de" lang="de">Deutsch</a></nav>
        <a id="other-page" href="/producten">Producten</a>
        <a id="same-page" href="${location.pathname}${location.search}">Hier</a>
        <a id="new-tab" href="/contact" target="_blank">Contact</a>
        <astro-island ssr client="load"></astro-island>`;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(location, 'reload').mockImplementation(() => void reloads++);
    // the browser's own following of a link is not this test's: the frame sees the click before this
    window.addEventListener('click', event => event.preventDefault());
    await import('./frame');
});
afterEach(() => vi.advanceTimersByTime(FAILED_VISIBLE_MS));

describe('the frame', () => {
    it(`runs the loading bar while an island hydrates at load, visible only after ${MIN_DISPLAY_DELAY_MS} ms`, async () => {
        expect(bar()).toBe('waiting');
        vi.advanceTimersByTime(MIN_DISPLAY_DELAY_MS);
        expect(bar()).toBe('loading');
        document.querySelector('astro-island')?.removeAttribute('ssr');
        await vi.waitFor(() => expect(bar()).toBe('done'));
    });

    it('starts the bar for a link to another page of the shop, not for this page or a new tab', () => {
        document.querySelector<HTMLAnchorElement>('#same-page')?.click();
        document.querySelector<HTMLAnchorElement>('#new-tab')?.click();
        expect(bar()).toBe('done');
        document.querySelector<HTMLAnchorElement>('#other-page')?.click();
        expect(bar()).toBe('waiting');
    });

    it('shows the offline notice while the browser is offline', () => {
        expect(notice().hidden).toBe(true);
        online = false;
        window.dispatchEvent(new Event('offline'));
        expect(notice().hidden).toBe(false);
        expect(document.documentElement.dataset.online).toBe('false');
        online = true;
        window.dispatchEvent(new Event('online'));
        expect(notice().hidden).toBe(true);
    });

    it('the language switch keeps the chosen language for the next visit', () => {
        document.querySelector<HTMLAnchorElement>('.language-switch a')?.click();
        expect(document.cookie).toMatch(/(?:^|; )locale=de(?:;|$)/);
    });

    it('a chunk of an earlier build that fails to load reloads the page, at most once a minute', () => {
        const chunkError = () =>
            window.dispatchEvent(
                Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Failed to fetch dynamically imported module: /_astro/Cart.old.js') }),
            );
        chunkError();
        chunkError();
        expect(reloads).toBe(1);
        vi.setSystemTime(Date.now() + CHUNK_RELOAD_INTERVAL_MS);
        chunkError();
        expect(reloads).toBe(2);
        expect(document.documentElement.dataset.pageError).toBeUndefined();
    });

    it('any other page error marks the page and fails the bar', () => {
        window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }));
        expect(document.documentElement.dataset.pageError).toBe('true');
        expect(bar()).toBe('failed');
        vi.advanceTimersByTime(FAILED_VISIBLE_MS);
        expect(bar()).toBe('idle');
    });
});
