/**
 * The consent banner's first paint (spec section 7, ConsentShell.astro): the page carries a still copy
 * of the banner, first in its body, hidden, and this inline script, run right after it, shows it at once to a
 * visitor who has made no choice yet (no `consent` cookie). vanilla-cookieconsent's own banner takes
 * its place once its script has run. Without it the banner was the page's largest paint, and came
 * only after the consent code had loaded. An inline script: the CSP carries its hash (astro.config.mjs).
 */
export const CONSENT_SHELL_SCRIPT = "if(!/(?:^|; )consent=/.test(document.cookie))document.querySelector('[data-consent-shell]').hidden=false;";
