import { zodResolver } from '@hookform/resolvers/zod';
import { CLIENT_ORDER_REF_MAX_LENGTH } from '@timber-shop/rules';
import * as z from 'zod/mini';
import { isClientOrderRefValid, postalCodeError, type ValidationMessages } from '../../lib/validation';
import { email, optionalText, required } from '../../lib/schemas/fields';

/** The cart page's forms (spec sections 4, 5 and 8), loaded when the visitor first reaches for one (src/lib/lazy-resolver.ts). */
const coupon = (m: ValidationMessages) => z.object({ couponCode: required(m, 50) });
const orderDetails = (orderRefInvalid: string) =>
    z.object({
        clientOrderRef: z.string().check(
            z.trim(),
            z.maxLength(CLIENT_ORDER_REF_MAX_LENGTH),
            z.refine(value => value === '' || isClientOrderRefValid(value), orderRefInvalid),
        ),
        transportMsg: optionalText(1000),
    });
const emailCart = (m: ValidationMessages) => z.object({ emailAddress: email(m) });
const delivery = (m: ValidationMessages) =>
    z.object({ countryCode: z.string().check(z.minLength(1, m.required)), postalCode: z.string() }).check(
        z.superRefine((value, ctx) => {
            const error = postalCodeError(m, value.countryCode, value.postalCode);
            if (error) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: error });
        }),
    );

export type CouponValues = z.infer<ReturnType<typeof coupon>>;
export type OrderDetailsValues = z.infer<ReturnType<typeof orderDetails>>;
export type EmailCartValues = z.infer<ReturnType<typeof emailCart>>;
export type DeliveryValues = z.infer<ReturnType<typeof delivery>>;

export const couponResolver = (m: ValidationMessages) => zodResolver(coupon(m));
export const orderDetailsResolver = (orderRefInvalid: string) => zodResolver(orderDetails(orderRefInvalid));
export const emailCartResolver = (m: ValidationMessages) => zodResolver(emailCart(m));
export const deliveryResolver = (m: ValidationMessages) => zodResolver(delivery(m));
