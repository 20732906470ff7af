import { Injector, LanguageCode, PaymentMethodEligibilityChecker, PaymentMethodHandler } from '@vendure/core';
import { translator } from '../../common/i18n';
import { AdyenService } from './adyen.service';
import { ADYEN_CODE, ERRORS } from './constants';

let adyenService: AdyenService;

function init(injector: Injector) {
    adyenService = injector.get(AdyenService);
}

/** Card payments only when Adyen is configured (API key, merchant account, client key, HMAC key). */
export const adyenConfiguredChecker = new PaymentMethodEligibilityChecker({
    code: 'adyen-configured',
    description: [{ languageCode: LanguageCode.en, value: 'Adyen is configured' }],
    args: {},
    init,
    // the message as shoppers read it (eligibilityMessage): Vendure does not translate it
    check: ctx => adyenService.configured || translator(ctx).text(ERRORS.adyenUnavailable),
});

/**
 * Adyen payments (cards, iDEAL, Bancontact through Adyen's Drop-in). A payment is recorded only
 * with a result the server itself received from Adyen (the payments and details calls, or a
 * notification with a valid HMAC signature), never with what a client sends to addPaymentToOrder.
 * Adyen captures automatically, so AUTHORISATION settles the payment.
 */
export const adyenPaymentHandler = new PaymentMethodHandler({
    code: ADYEN_CODE,
    description: [
        { languageCode: LanguageCode.en, value: 'Adyen: cards, iDEAL, Bancontact' },
        { languageCode: LanguageCode.nl, value: 'Adyen: kaarten, iDEAL, Bancontact' },
    ],
    args: {},
    init,
    createPayment: (_ctx, order, amount, _args, metadata) => {
        const result = adyenService.takeConfirmedResult(String(metadata?.pspReference ?? ''));
        if (!result || result.orderCode !== order.code) {
            throw new Error('Adyen payments are recorded by the shop when Adyen confirms them, not through addPaymentToOrder');
        }
        const details = {
            pspReference: result.pspReference,
            resultCode: result.resultCode,
            paymentMethod: result.paymentMethod,
            refusalReason: result.refusalReason,
        };
        const recorded = {
            amount: result.amount ?? amount,
            transactionId: result.pspReference,
            metadata: { ...details, public: { resultCode: result.resultCode, paymentMethod: result.paymentMethod } },
        };
        if (result.state === 'Error') return { ...recorded, state: 'Error', errorMessage: result.refusalReason ?? result.resultCode };
        return { ...recorded, state: result.state, errorMessage: result.refusalReason };
    },
    // Adyen captures the authorised amount itself; settling records that (notification or staff).
    settlePayment: () => ({ success: true }),
    cancelPayment: async (ctx, order, payment) => adyenService.cancel(ctx, order, payment),
    createRefund: async (ctx, _input, amount, order, payment) => adyenService.refund(ctx, order, payment, amount),
});
