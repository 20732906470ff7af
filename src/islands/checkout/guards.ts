import type { CheckoutStep } from '@timber-shop/rules';

/**
 * The checkout's step counter (spec section 4), as pure rules the island applies on load; its guards are
 * the spec's checkout route middleware (src/lib/route-middleware/checkout.ts).
 */
export const COUNTED_STEPS = ['login', 'address', 'payment', 'confirm'] as const;
export type CountedStep = (typeof COUNTED_STEPS)[number];

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
