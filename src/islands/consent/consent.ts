import { readUserCookie } from '../../lib/user';
import { PAGE_EVENT_DELAY_MS, pageEvent, pushEvent } from '../../lib/tracking';
import { consentNeedsLibrary } from '../../lib/consent-shell';
import type { ConsentRequest } from './consent-banner';

/**
 * Consent and tracking on every page (spec section 7, Consent.astro): dataLayer events are recorded from
 * the start (the page event 5 s after the view, head_click). The banner is the page's own markup
 * (ConsentShell.astro), shown by an inline script to a visitor who has not chosen; vanilla-cookieconsent
 * (9 KB) loads when it has work: a button of the banner or the footer's settings button is used, or a
 * choice made earlier lets the tag manager load (or can no longer be read).
 */
const root = document.querySelector<HTMLElement>('[data-consent]');
if (root) {
    setTimeout(() => pushEvent(pageEvent(location, document.title, !!readUserCookie(document.cookie))), PAGE_EVENT_DELAY_MS);
    document.addEventListener('click', event => {
        const item = (event.target as Element | null)?.closest<HTMLElement>('[data-head-click]')?.dataset.headClick;
        if (item) pushEvent({ event: 'head_click', head_item: item });
    });
    document.querySelector('#header-search')?.addEventListener('focus', () => pushEvent({ event: 'head_click', head_item: 'search focus' }));

    const shell = document.querySelector<HTMLElement>('[data-consent-shell]');
    let banner: Promise<(request: ConsentRequest) => Promise<void>> | undefined;
    const startBanner = () => (banner ??= import('./consent-banner').then(({ startConsentBanner }) => startConsentBanner(root, shell)));
    const ask = (request: ConsentRequest) => {
        startBanner()
            .then(answer => answer(request))
            .catch(() => {
                banner = undefined;
            });
    };

    if (consentNeedsLibrary(document.cookie)) void startBanner().catch(() => undefined);
    // reaching for the banner already fetches the library, so the click finds it there
    shell?.addEventListener('pointerover', () => void startBanner().catch(() => undefined), { once: true });
    shell?.addEventListener('focusin', () => void startBanner().catch(() => undefined), { once: true });
    for (const button of shell?.querySelectorAll<HTMLButtonElement>('[data-consent-choice]') ?? []) {
        button.addEventListener('click', () => ask(button.dataset.consentChoice as ConsentRequest));
    }
    for (const button of document.querySelectorAll('[data-consent-settings]')) {
        button.addEventListener('click', () => ask('preferences'));
    }
}
