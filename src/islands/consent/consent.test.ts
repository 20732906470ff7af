// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_EVENT_DELAY_MS } from '../../lib/tracking';

/**
 * The consent script against the markup Consent.astro, ConsentShell.astro, the header and the footer give
 * it, for a first visit (no consent cookie). vanilla-cookieconsent's part (consent-banner.ts) is replaced
 * by a recorder: what is checked here is when the script loads it and what it asks of it.
 */
const banner = vi.hoisted(() => ({ starts: 0, requests: [] as string[] }));
vi.mock('./consent-banner', () => ({
    startConsentBanner: async () => {
        banner.starts++;
        return async (request: string) => void banner.requests.push(request);
    },
}));

const events = () => (window.dataLayer ?? []).map(event => `${event.event}:${event.head_item ?? event.routeName ?? ''}`);
const click = (selector: string) => document.querySelector<HTMLElement>(selector)?.click();

beforeAll(async () => {
    vi.useFakeTimers();
    document.title = 'Vlonderplanken | Geven Hout';
    document.body.innerHTML = `
        <div class="consent-shell" data-consent-shell>
            <button type="button" data-consent-choice="all">Alles accepteren</button>
            <button type="button" data-consent-choice="necessary">Alleen noodzakelijke</button>
        </div>
        <header><a href="/" data-head-click="head_home">Geven Hout</a><input id="header-search" type="search"></header>
        <footer><button type="button" data-consent-settings>Cookie-instellingen</button></footer>
        <div hidden data-consent data-locale="nl" data-texts="{}" data-tag-manager=""></div>`;
    window.history.replaceState(null, '', '/producten/vlonderplanken');
    // the browser's own following of the header's link is not this test's: the script sees the click before this
    window.addEventListener('click', event => event.preventDefault());
    await import('./consent');
});

describe('consent and tracking on a first visit', () => {
    it('records the header clicks from the start, and the page event 5 s after the view, while the library waits', () => {
        click('[data-head-click]');
        document.querySelector<HTMLInputElement>('#header-search')?.dispatchEvent(new Event('focus'));
        expect(events()).toEqual(['head_click:head_home', 'head_click:search focus']);
        vi.advanceTimersByTime(PAGE_EVENT_DELAY_MS);
        expect(window.dataLayer?.at(-1)).toEqual({
            event: 'page',
            routeName: 'producten',
            pageType: 'PageView',
            pageUrl: `${location.origin}/producten/vlonderplanken`,
            pageTitle: 'Vlonderplanken | Geven Hout',
            login_status: 'logged-out',
        });
        expect(banner.starts).toBe(0);
    });

    it('loads the library when the visitor reaches for the banner, once, and gives it the choice', async () => {
        document.querySelector('[data-consent-shell]')?.dispatchEvent(new Event('pointerover'));
        await vi.waitFor(() => expect(banner.starts).toBe(1));
        click('[data-consent-choice="necessary"]');
        await vi.waitFor(() => expect(banner.requests).toEqual(['necessary']));
    });

    it("the footer's settings button opens the preferences", async () => {
        click('[data-consent-settings]');
        await vi.waitFor(() => expect(banner.requests).toEqual(['necessary', 'preferences']));
        expect(banner.starts).toBe(1);
    });
});
