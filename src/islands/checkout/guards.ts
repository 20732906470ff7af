import { CHECKOUT_STEPS, type CheckoutStep } from '@timber-shop/rules';

/**
 * The checkout's guards and step counter (spec section 4), as pure rules the island applies on load.
 */
export const COUNTED_STEPS = ['login', 'address', 'payment', 'confirm'] as const;
export type CountedStep = (typeof COUNTED_STEPS)[number];

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

/** The step counter's number of a step: register counts as the login step. */
export function stepNumber(step: CheckoutStep): number {
    const counted: CountedStep | undefined = step === 'register' ? 'login' : (COUNTED_STEPS as readonly string[]).includes(step) ? (step as CountedStep) : undefined;
    return counted ? COUNTED_STEPS.indexOf(counted) + 1 : COUNTED_STEPS.length;
}

/** The counter starts at 2 when the flag is set (logged in, or a guest whose e-mail is known): login is skipped. */
export function firstCountedStep(flag: boolean): number {
    return flag ? 2 : 1;
}

/** The step the cart's checkout button opens. */
export function entryStep(flag: boolean): CheckoutStep {
    return flag ? 'address' : 'login';
}

/** A complete delivery address on the cart: street, city, postal code and country (spec section 5). */
export function hasCompleteAddress(address: { streetLine1?: string | null; city?: string | null; postalCode?: string | null; countryCode?: string | null } | null | undefined): boolean {
    return Boolean(address?.streetLine1?.trim() && address.city?.trim() && address.postalCode?.trim() && address.countryCode);
}
