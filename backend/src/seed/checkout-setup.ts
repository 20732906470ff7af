import type { INestApplicationContext } from '@nestjs/common';
import { Logger, RequestContextService } from '@vendure/core';
import { seedCoupon } from '../plugins/cart/seed';
import { seedShippingMethods } from '../plugins/delivery/seed';
import { seedPaymentMethods } from '../plugins/payments/seed';
import { allowBackOrders } from '../plugins/catalogue/back-orders';

/**
 * The checkout's first-start data: shipping methods (delivery, pickup), payment methods
 * (wire-transfer, adyen), the HOUT10 coupon and the back-order rule (out-of-stock variants stay
 * for sale). Each part is written only when missing and its plugin is configured, so this also
 * completes a database seeded before the checkout existed.
 */
export async function setUpCheckout(app: INestApplicationContext) {
    const ctx = await app.get(RequestContextService).create({ apiType: 'admin' });
    const written = {
        shippingMethods: await seedShippingMethods(app, ctx),
        paymentMethods: await seedPaymentMethods(app, ctx),
        coupon: await seedCoupon(app, ctx),
        backOrders: await allowBackOrders(app, ctx),
    };
    const parts = Object.entries(written).filter(([, done]) => done).map(([part]) => part);
    if (parts.length) Logger.info(`Checkout set up: ${parts.join(', ')}`, 'Seed');
}
