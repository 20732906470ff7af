/*
 * The tag manager container of the en shop, served first-party (spec section 7), loaded only after
 * consent. Without a configured container (PUBLIC_TAG_MANAGER_URL) it starts the dataLayer as a
 * tag manager does, so the events recorded before consent are handed over in order.
 */
(function (w) {
    w.dataLayer = w.dataLayer || [];
    w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js', locale: 'en' });
})(window);
