import type { INestApplicationContext } from '@nestjs/common';
import { ConfigService, orderPercentageDiscount, Promotion, PromotionService, RequestContext, TransactionalConnection } from '@vendure/core';
import { translationsOf } from '../../seed/translations';
import { CartPlugin } from './cart.plugin';
import { COUPON_NAME, WELCOME_COUPON_CODE } from './constants';

/** The promotion with coupon code HOUT10 (10% off the order), unless it exists or staff deleted it. */
export async function seedCoupon(app: Pick<INestApplicationContext, 'get'>, ctx: RequestContext): Promise<boolean> {
    if (!app.get(ConfigService).plugins.includes(CartPlugin)) return false;
    const existing = await app
        .get(TransactionalConnection)
        .getRepository(ctx, Promotion)
        .count({ where: { couponCode: WELCOME_COUPON_CODE }, withDeleted: true });
    if (existing > 0) return false;
    await app.get(PromotionService).createPromotion(ctx, {
        enabled: true,
        couponCode: WELCOME_COUPON_CODE,
        conditions: [],
        actions: [{ code: orderPercentageDiscount.code, arguments: [{ name: 'discount', value: '10' }] }],
        translations: translationsOf(COUPON_NAME),
    });
    return true;
}
