/**
 * The consent banner (spec section 7, ConsentShell.astro) is the page's own markup, first in its body,
 * hidden; this inline script, run right after it, shows it at once to a visitor who has made no choice
 * yet (no `consent` cookie), so it paints with the page. vanilla-cookieconsent loads only when there is
 * work for it (src/islands/consent/consent.ts). An inline script: the CSP carries its hash (astro.config.mjs).
 */
export const CONSENT_SHELL_SCRIPT = "if(!/(?:^|; )consent=/.test(document.cookie))document.querySelector('[data-consent-shell]').hidden=false;";

/**
 * Whether a page must load vanilla-cookieconsent at once: a choice (its `consent` cookie) that lets the tag
 * manager load (statistics or marketing), or one that cannot be read or has expired (the library then asks
 * again). No cookie (the banner shows and waits) or a current "necessary only" needs nothing.
 */
export function consentNeedsLibrary(cookieHeader: string, now = Date.now()): boolean {
    const value = /(?:^|;\s*)consent=([^;]*)/.exec(cookieHeader)?.[1];
    if (value === undefined) return false;
    try {
        const choice = JSON.parse(decodeURIComponent(value)) as { categories?: unknown; expirationTime?: unknown };
        if (!Array.isArray(choice.categories) || typeof choice.expirationTime !== 'number' || choice.expirationTime <= now) return true;
        return choice.categories.some(category => category !== 'necessary');
    } catch {
        return true;
    }
}
