/**
 * The cart page's first paint: before the cart island knows the cart, this inline script, run before the
 * page is painted, marks the page when the cart-size cookie (cart-size.ts) says the cart has lines, so
 * that the page keeps a filled cart's room (cart-checkout.css) and nothing below moves when the lines
 * come. An inline script: the CSP carries its hash (astro.config.mjs).
 */
export const CART_FILLED_SCRIPT = "if(/(?:^|; )cartSize=[1-9]/.test(document.cookie))document.documentElement.dataset.cartFilled='';";
