import { adyenAcquirerInfo } from './api/checkout';

/**
 * The payment methods the shop offers now, for the logos pages show: wire transfer (a SEPA
 * transfer) always; the card methods (Adyen's iDEAL, Bancontact, Visa, Mastercard) only when the
 * backend says Adyen is configured. Asked once per build; a backend that cannot say means wire
 * transfer only, so no page promises a method checkout does not have.
 */
let offered: Promise<{ cards: boolean }> | undefined;

export function offeredPaymentMethods(): Promise<{ cards: boolean }> {
    offered ??= adyenAcquirerInfo('nl').then(
        info => ({ cards: info.enabled }),
        () => ({ cards: false }),
    );
    return offered;
}
