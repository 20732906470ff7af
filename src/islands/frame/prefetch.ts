import { prefetch } from 'astro:prefetch';

/**
 * Navigation speed (spec section 9): links in view are prefetched once the browser is idle, at the
 * latest 2000 ms after the page loaded; every other link on hover (Astro's prefetch, `prefetchAll`
 * with the hover strategy in astro.config.mjs). Astro's `prefetch` skips 2g and save-data
 * connections. In view: only links marked `data-prefetch-in-view` (product cards, subcategories),
 * so a page never asks for the on-demand filter pages it merely shows.
 */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export function prefetchLinksInView() {
    const start = () => {
        const observer = new IntersectionObserver(entries => {
            for (const entry of entries) {
                if (!entry.isIntersecting) continue;
                observer.unobserve(entry.target);
                prefetch((entry.target as HTMLAnchorElement).href);
            }
        });
        const observe = () => {
            for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-prefetch-in-view]:not([data-prefetch-observed])')) {
                link.dataset.prefetchObserved = '';
                observer.observe(link);
            }
        };
        observe();
        // product cards the category island renders later
        new MutationObserver(observe).observe(document.body, { childList: true, subtree: true });
    };
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    else setTimeout(start, PREFETCH_IDLE_TIMEOUT_MS);
}
