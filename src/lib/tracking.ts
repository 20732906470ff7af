/**
 * The tag manager's dataLayer (spec section 7): events are pushed here whether or not the visitor
 * consented; the tag manager's script, which would read them, loads only after consent.
 */
declare global {
    interface Window {
        dataLayer?: Record<string, unknown>[];
    }
}

export function pushEvent(event: Record<string, unknown>): void {
    window.dataLayer ??= [];
    window.dataLayer.push(event);
}

/** The spec's delay of the page event after a page view (section 9: tag event delay). */
export const PAGE_EVENT_DELAY_MS = 5000;

/** The page event (spec section 7): routeName, pageType PageView, pageUrl, pageTitle, login_status. */
export function pageEvent(location: { pathname: string; href: string }, title: string, loggedIn: boolean) {
    const segments = location.pathname.split('/').filter(Boolean);
    if (segments[0] === 'en' || segments[0] === 'de') segments.shift();
    return {
        event: 'page',
        routeName: segments[0] ?? 'home',
        pageType: 'PageView',
        pageUrl: location.href,
        pageTitle: title,
        login_status: loggedIn ? 'logged-in' : 'logged-out',
    };
}

/** The tag manager's first-party script for a locale ({locale} in the configured address). */
export function tagManagerUrl(template: string, locale: string): string {
    return template.replaceAll('{locale}', locale);
}
