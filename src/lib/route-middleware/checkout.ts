import { CHECKOUT_STEPS, type CheckoutStep } from '@timber-shop/rules';

/**
 * The spec's `checkout` route middleware (section 4, guards), as pure rules the checkout island
 * (src/islands/checkout/CheckoutApp.tsx) applies when a step loads: the pages are pre-rendered, so the
 * guard runs in the browser against the cart the backend has.
 */
export interface CheckoutState {
    hasLines: boolean;
    /** the cart has a complete delivery address (the spec's shipping partner id) */
    hasShippingAddress: boolean;
    /** a payment method was chosen and the terms accepted on the payment step */
    paymentChosen: boolean;
    loggedIn: boolean;
}

export function isCheckoutStep(value: unknown): value is CheckoutStep {
    return typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);
}

/** Steps that need no cart: the order is placed (success) or its payment failed (fail). */
export function needsCart(step: CheckoutStep): boolean {
    return step !== 'success' && step !== 'fail';
}

/**
 * Where a visitor on a step must go instead, or null to stay: no step or no cart lines → home (success
 * needs no cart); payment and confirm without a delivery address → address; confirm without a chosen
 * payment method → payment; a logged-in customer skips login and register.
 */
export function checkoutRedirect(step: string | undefined, state: CheckoutState): CheckoutStep | 'home' | null {
    if (!isCheckoutStep(step)) return 'home';
    if (!needsCart(step)) return null;
    if (!state.hasLines) return 'home';
    if ((step === 'payment' || step === 'confirm') && !state.hasShippingAddress) return 'address';
    if (step === 'confirm' && !state.paymentChosen) return 'payment';
    if ((step === 'login' || step === 'register') && state.loggedIn) return 'address';
    return null;
}

/** A complete delivery address on the cart: street, city, postal code and country (spec section 5). */
export function hasCompleteAddress(address: { streetLine1?: string | null; city?: string | null; postalCode?: string | null; countryCode?: string | null } | null | undefined): boolean {
    return Boolean(address?.streetLine1?.trim() && address.city?.trim() && address.postalCode?.trim() && address.countryCode);
}
