import type { INestApplicationContext } from '@nestjs/common';
import { ConfigService, PaymentMethod, PaymentMethodService, RequestContext, TransactionalConnection } from '@vendure/core';
import { translationsOf } from '../../seed/translations';
import { adyenConfiguredChecker, adyenPaymentHandler } from './adyen.handler';
import { ADYEN_CODE, METHOD_TEXTS, WIRE_TRANSFER_CODE } from './constants';
import { PaymentsPlugin } from './payments.plugin';
import { wireTransferHandler } from './wire-transfer.handler';

/**
 * The payment methods `wire-transfer` and `adyen` (eligible only when Adyen is configured),
 * written when the shop has no payment method yet. Staff edit or disable them in the admin.
 */
export async function seedPaymentMethods(app: Pick<INestApplicationContext, 'get'>, ctx: RequestContext): Promise<boolean> {
    const config = app.get(ConfigService);
    if (!config.plugins.includes(PaymentsPlugin)) return false;
    const handlers = config.paymentOptions.paymentMethodHandlers;
    if (!handlers.includes(wireTransferHandler) || !handlers.includes(adyenPaymentHandler)) return false;
    const existing = await app.get(TransactionalConnection).getRepository(ctx, PaymentMethod).count();
    if (existing > 0) return false;
    const paymentMethodService = app.get(PaymentMethodService);
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
