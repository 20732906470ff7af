import type { INestApplicationContext } from '@nestjs/common';
import { ConfigService, PaymentMethod, PaymentMethodService, RequestContext, TransactionalConnection } from '@vendure/core';
import { translationsOf } from '../../seed/translations';
import { adyenConfiguredChecker, adyenPaymentHandler } from './adyen.handler';
import { ADYEN_CODE, METHOD_TEXTS, WIRE_TRANSFER_CODE } from './constants';
import { PaymentsPlugin } from './payments.plugin';
import { wireTransferHandler } from './wire-transfer.handler';
import { onAccountChecker, onAccountPaymentHandler } from './on-account.handler';
import { ON_ACCOUNT_METHOD_CODE } from '@timber-shop/rules';

/**
 * The payment methods `wire-transfer` and `adyen` (eligible only when Adyen is configured),
 * written when the shop has no payment method yet, and `on-account` (eligible for customers with
 * a credit limit and payment term), written whenever it is missing. Staff edit or disable them in the admin.
 */
export async function seedPaymentMethods(app: Pick<INestApplicationContext, 'get'>, ctx: RequestContext): Promise<boolean> {
    const config = app.get(ConfigService);
    if (!config.plugins.includes(PaymentsPlugin)) return false;
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.includes(wireTransferHandler) || !handlers.includes(adyenPaymentHandler)) return false;
    const paymentMethodService = app.get(PaymentMethodService);
    const existing = await app.get(TransactionalConnection).getRepository(ctx, PaymentMethod).find({ select: ['id', 'code'] });
    // payment on account came later: added to a shop whose methods were seeded before it
    const onAccountMissing = handlers.includes(onAccountPaymentHandler) && !existing.some(method => method.code === ON_ACCOUNT_METHOD_CODE);
    if (onAccountMissing) {
        await paymentMethodService.create(ctx, {
            code: ON_ACCOUNT_METHOD_CODE,
            enabled: true,
            handler: { code: onAccountPaymentHandler.code, arguments: [] },
            checker: { code: onAccountChecker.code, arguments: [] },
            translations: translationsOf(METHOD_TEXTS.onAccount.name, METHOD_TEXTS.onAccount.description),
        });
    }
    if (existing.length > 0) return onAccountMissing;
    await paymentMethodService.create(ctx, {
        code: WIRE_TRANSFER_CODE,
        enabled: true,
        handler: { code: wireTransferHandler.code, arguments: [] },
        translations: translationsOf(METHOD_TEXTS.wireTransfer.name, METHOD_TEXTS.wireTransfer.description),
    });
    await paymentMethodService.create(ctx, {
        code: ADYEN_CODE,
        enabled: true,
        handler: { code: adyenPaymentHandler.code, arguments: [] },
        checker: { code: adyenConfiguredChecker.code, arguments: [] },
        translations: translationsOf(METHOD_TEXTS.adyen.name, METHOD_TEXTS.adyen.description),
    });
    return true;
}
