/**
 * The page frame (Frame.astro): the loading bar for navigations and hydrating islands, the offline notice,
 * the language cookie on a switch, a reload after a chunk of an earlier build failed to load.
 */
import { isChunkLoadError, localeCookie, reloadAfterChunkError } from './behaviours';
import { isPageNavigation, LoadingBar } from './loading-bar';

const barElement = document.querySelector<HTMLElement>('[data-loading-bar]');
const bar = new LoadingBar({
    render: state => {
        if (barElement) barElement.dataset.state = state;
    },
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: timer => window.clearTimeout(timer as number),
});
// islands that hydrate without waiting to be seen: the bar runs until Astro has hydrated them all
const islandsToHydrate = () => document.querySelectorAll('astro-island[ssr]:is([client="load"], [client="idle"], [client="only"])').length;
if (islandsToHydrate() > 0) {
    bar.start('islands');
    new MutationObserver((_, observer) => {
        if (islandsToHydrate() > 0) return;
        observer.disconnect();
        bar.done('islands');
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
}
// after the page's own handlers (bubbling), so a link or form they took over starts nothing
document.addEventListener('click', event => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (link && isPageNavigation(link, event, location)) bar.start('navigation');
});
document.addEventListener('submit', event => {
    if (!event.defaultPrevented && (event.target as HTMLFormElement).method === 'get') bar.start('navigation');
});
window.addEventListener('pageshow', event => {
    if (event.persisted) bar.reset();
});
const pageError = () => {
    document.documentElement.dataset.pageError = 'true';
    bar.fail();
};
window.addEventListener('error', pageError);

const notice = document.querySelector<HTMLElement>('[data-offline-notice]');
const showStatus = () => {
    if (notice) notice.hidden = navigator.onLine;
    document.documentElement.dataset.online = String(navigator.onLine);
};
window.addEventListener('online', showStatus);
window.addEventListener('offline', showStatus);
showStatus();

for (const link of document.querySelectorAll<HTMLAnchorElement>('.language-switch a[lang]')) {
    link.addEventListener('click', () => {
        document.cookie = localeCookie(link.lang);
    });
}

const onChunkError = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadAfterChunkError(sessionStorage, () => location.reload());
};
window.addEventListener('vite:preloadError', event => onChunkError((event as Event & { payload?: unknown }).payload));
window.addEventListener('unhandledrejection', event => {
    if (isChunkLoadError(event.reason)) onChunkError(event.reason);
    else pageError();
});

// service workers and caches of an earlier site on this address would serve stale pages
navigator.serviceWorker?.getRegistrations().then(registrations => {
    for (const registration of registrations) void registration.unregister();
});
if ('caches' in window) caches.keys().then(keys => keys.forEach(key => void caches.delete(key)));
