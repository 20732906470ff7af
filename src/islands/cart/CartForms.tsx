import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { applyCoupon, removeCoupon, sendCartEmail, setClientOrderRef, updateTransportMsg, type Cart } from '../../lib/api/cart';
import { cleanText, type ValidationMessages } from '../../lib/validation';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { CouponValues, EmailCartValues, OrderDetailsValues } from './schemas';
import { CLIENT_ORDER_REF_MAX_LENGTH, type Locale } from '@timber-shop/rules';
import { Field, FormMessage } from '../../components/forms/fields';
import { notify } from '../../lib/toasts';
import { changeCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import type { CartStrings } from './strings';

const schemas = () => import('./schemas');

type T = (key: keyof CartStrings, values?: Record<string, string | number>) => string;
interface FormProps {
    cart: Cart;
    locale: Locale;
    t: T;
    messages: ValidationMessages;
}

/** A promo code: applied to the cart, or its first error message (spec section 8). */
export function CouponForm({ cart, locale, t, messages }: FormProps) {
    const form = useForm<CouponValues>({ resolver: lazyResolver(schemas, s => s.couponResolver(messages)), defaultValues: { couponCode: '' } });
    const { errors, isSubmitting } = form.formState;

    async function submit({ couponCode }: { couponCode: string }) {
        const code = cleanText(couponCode, { uppercase: true, maxLength: 50 });
        const result = await changeCart(locale, () => applyCoupon(locale, code), {
            COUPON_CODE_INVALID_ERROR: t('cart.couponInvalid'),
            COUPON_CODE_EXPIRED_ERROR: t('cart.couponExpired'),
            COUPON_CODE_LIMIT_ERROR: t('cart.couponLimit'),
        });
        if (!result.ok) {
            form.setError('couponCode', { message: result.message });
            return;
        }
        form.reset({ couponCode: '' });
        notify({ type: 'success', message: t('cart.couponApplied', { code }) });
    }

    return (
        <section className="cart-box" aria-labelledby="coupon-title" data-testid="coupon-form">
            <h2 id="coupon-title">{t('cart.couponTitle')}</h2>
            {cart.couponCodes.length > 0 && (
                <ul className="coupon-codes">
                    {cart.couponCodes.map(code => (
                        <li key={code} data-testid="coupon-code">
                            <span>{code}</span>
                            <button type="button" className="link-button" aria-label={t('cart.couponRemove', { code })} onClick={() => changeCart(locale, () => removeCoupon(locale, code))}>
                                ×
                            </button>
                        </li>
                    ))}
                </ul>
            )}
            <form noValidate onSubmit={form.handleSubmit(submit)} className="inline-form">
                <Field id="coupon-code" label={t('cart.couponLabel')} error={errors.couponCode}>
                    <input id="coupon-code" autoComplete="off" maxLength={50} data-testid="coupon-input" aria-invalid={errors.couponCode ? true : undefined} {...form.register('couponCode')} />
                </Field>
                <button type="submit" className="button button--secondary" disabled={isSubmitting} data-testid="coupon-apply">{t('cart.couponApply')}</button>
            </form>
        </section>
    );
}

/**
 * The customer's own order number (checked on the server only from 6 characters, spec section 5) and
 * the message for the delivery. Both are stored on the cart, so they survive a reload.
 */
export function OrderDetailsForm({ cart, locale, t }: Omit<FormProps, 'messages'>) {
    type Values = OrderDetailsValues;
    const saved = { clientOrderRef: cart.customFields?.clientOrderRef ?? '', transportMsg: cart.customFields?.transportMsg ?? '' };
    const form = useForm<Values>({ resolver: lazyResolver(schemas, s => s.orderDetailsResolver(t('cart.orderRefInvalid'))), defaultValues: saved });
    const { errors, isSubmitting } = form.formState;
    // The cart can change under the form (another tab, a reload of the cart): show what it holds.
    const { reset } = form;
    const { clientOrderRef, transportMsg } = saved;
    useEffect(() => reset({ clientOrderRef, transportMsg }), [reset, clientOrderRef, transportMsg]);

    async function submit(values: Values) {
        if (values.clientOrderRef !== saved.clientOrderRef) {
            if (!values.clientOrderRef) {
                form.setError('clientOrderRef', { message: t('cart.orderRefInvalid') });
                return;
            }
            const result = await changeCart(locale, () => setClientOrderRef(locale, values.clientOrderRef));
            if (!result.ok) {
                form.setError('clientOrderRef', { message: result.message });
                return;
            }
            notify({ type: 'success', message: t('cart.orderRefSaved') });
        }
        if (values.transportMsg !== saved.transportMsg) {
            const result = await changeCart(locale, () => updateTransportMsg(locale, values.transportMsg));
            if (!result.ok) {
                form.setError('transportMsg', { message: result.message });
                return;
            }
            notify({ type: 'success', message: t('cart.transportMsgSaved') });
        }
    }

    return (
        <section className="cart-box" aria-labelledby="order-ref-title" data-testid="order-details-form">
            <h2 id="order-ref-title">{t('cart.orderRefTitle')}</h2>
            <form noValidate onSubmit={form.handleSubmit(submit)}>
                <Field id="client-order-ref" label={t('cart.orderRefLabel')} error={errors.clientOrderRef}>
                    <input id="client-order-ref" maxLength={CLIENT_ORDER_REF_MAX_LENGTH} data-testid="order-ref-input" aria-invalid={errors.clientOrderRef ? true : undefined} {...form.register('clientOrderRef')} />
                </Field>
                <Field id="transport-msg" label={t('cart.transportMsgLabel')} error={errors.transportMsg}>
                    <textarea id="transport-msg" rows={3} maxLength={1000} data-testid="transport-msg-input" {...form.register('transportMsg')} />
                </Field>
                <button type="submit" className="button button--secondary" disabled={isSubmitting} data-testid="order-details-save">{t('cart.save')}</button>
            </form>
        </section>
    );
}

/** E-mails the cart to an address (spec: sendCartEmail). */
export function EmailCartForm({ locale, t, messages, defaultEmail }: Omit<FormProps, 'cart'> & { defaultEmail: string }) {
    const form = useForm<EmailCartValues>({ resolver: lazyResolver(schemas, s => s.emailCartResolver(messages)), defaultValues: { emailAddress: defaultEmail } });
    const { errors, isSubmitting } = form.formState;

    async function submit({ emailAddress }: { emailAddress: string }) {
        try {
            await sendCartEmail(locale, emailAddress);
            notify({ type: 'success', message: t('cart.emailSent', { email: emailAddress }) });
        } catch (error) {
            form.setError('root', { message: errorMessage(error) });
        }
    }

    return (
        <section className="cart-box" aria-labelledby="email-cart-title" data-testid="email-cart-form">
            <h2 id="email-cart-title">{t('cart.emailTitle')}</h2>
            <form noValidate onSubmit={form.handleSubmit(submit)} className="inline-form">
                <Field id="email-cart" label={t('cart.emailLabel')} error={errors.emailAddress}>
                    <input id="email-cart" type="email" autoComplete="email" data-testid="email-cart-input" aria-invalid={errors.emailAddress ? true : undefined} {...form.register('emailAddress')} />
                </Field>
                <button type="submit" className="button button--secondary" disabled={isSubmitting} data-testid="email-cart-send">{t('cart.emailSend')}</button>
            </form>
            {errors.root && <FormMessage type="error">{errors.root.message}</FormMessage>}
        </section>
    );
}
