import { Injector, LanguageCode, PaymentMethodHandler } from '@vendure/core';
import { PAYMENTS_PLUGIN_OPTIONS, WIRE_TRANSFER_CODE } from './constants';
import type { PaymentsPluginOptions } from './types';

let options: PaymentsPluginOptions;

/**
 * Wire transfer, the offline default that always works: the order is placed with the payment
 * Authorized and the bank details in its public metadata (shown on the confirmation page and in
 * the confirmation mail); staff settle the payment in the admin when the money arrives.
 */
export const wireTransferHandler = new PaymentMethodHandler({
    code: WIRE_TRANSFER_CODE,
    description: [
        { languageCode: LanguageCode.en, value: 'Wire transfer: staff settle the payment when the money arrives' },
        { languageCode: LanguageCode.nl, value: 'Overboeking: medewerkers zetten de betaling op betaald zodra het geld binnen is' },
    ],
    args: {},
    init: (injector: Injector) => {
        options = injector.get(PAYMENTS_PLUGIN_OPTIONS);
    },
    createPayment: (_ctx, order, amount) => {
        const bankDetails = { ...options.wireTransfer, reference: order.code };
        return {
            amount,
            state: 'Authorized',
            transactionId: order.code,
            metadata: { ...bankDetails, public: bankDetails },
        };
    },
    settlePayment: () => ({ success: true }),
    cancelPayment: () => ({ success: true }),
});
