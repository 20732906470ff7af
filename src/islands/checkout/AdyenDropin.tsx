import { useRef, useState } from 'react';
import type { Cart } from '../../lib/api/cart';
import { adyenAcquirerInfo, adyenMakeDirectPayment, adyenPaymentDetails, adyenPaymentMethods, type AdyenPaymentResult } from '../../lib/api/checkout';
import { LOCALE_INFO } from '@timber-shop/rules';
// Only the file's address: the styles load with the Drop-in, not with every cart and checkout page.
import adyenStylesUrl from '@adyen/adyen-web/styles/adyen.css?url';
import { FormMessage } from '../../components/forms/fields';
import { errorMessage } from '../../lib/api/errors';
import type { CheckoutContext } from './context';
import { useOnHydration } from '../../lib/hydration';

/** Adyen's result codes that mean the order is paid or will be (the rest is a failed payment). */
export function isAdyenSuccess(resultCode: string | null | undefined): boolean {
    return resultCode === 'Authorised' || resultCode === 'Pending' || resultCode === 'Received';
}

function loadStyles(): Promise<void> {
    if (document.querySelector(`link[href="${adyenStylesUrl}"]`)) return Promise.resolve();
    return new Promise(resolve => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = adyenStylesUrl;
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
    });
}

/**
 * Card payment with Adyen's Drop-in (advanced flow: the backend makes the /payments and
 * /payments/details calls). The library is loaded only when the backend says Adyen is configured.
 */
export function AdyenDropin({ context, cart, onResult }: { context: CheckoutContext; cart: Cart; onResult: (result: AdyenPaymentResult) => void }) {
    const { locale, t } = context;
    const container = useRef<HTMLDivElement>(null);
    const [error, setError] = useState('');
    const [loading, setLoading] = useState(true);

    useOnHydration(() => {
        let cancelled = false;
        let unmount: (() => void) | undefined;
        (async () => {
            const info = await adyenAcquirerInfo(locale);
            if (!info.enabled || !info.clientKey) {
                setError(t('checkout.cardUnavailable'));
                return;
            }
            const [{ AdyenCheckout, Dropin }, paymentMethodsResponse] = await Promise.all([import('@adyen/adyen-web/auto'), adyenPaymentMethods(locale), loadStyles()]);
            if (cancelled || !container.current) return;
            type Actions = { resolve: (response: { resultCode: string; action?: unknown }) => void; reject: () => void };
            const settle = (result: AdyenPaymentResult, actions: Actions) => {
                if (!result.resultCode) return actions.reject();
                actions.resolve({ resultCode: result.resultCode, action: result.action ?? undefined });
                // Without a further action the payment has its outcome now.
                if (!result.action) onResult(result);
            };
            const fail = (cause: unknown, actions: Actions) => {
                setError(errorMessage(cause));
                actions.reject();
            };
            const checkout = await AdyenCheckout({
                clientKey: info.clientKey,
                environment: info.environment as 'test' | 'live',
                locale: LOCALE_INFO[locale].tag,
                countryCode: cart.shippingAddress?.countryCode ?? 'NL',
                amount: { value: cart.totalWithTax, currency: cart.currencyCode },
                paymentMethodsResponse: paymentMethodsResponse as never,
                onSubmit: (state, _component, actions) => {
                    adyenMakeDirectPayment(locale, state.data).then(result => settle(result, actions as unknown as Actions), cause => fail(cause, actions as unknown as Actions));
                },
                onAdditionalDetails: (state, _component, actions) => {
                    adyenPaymentDetails(locale, state.data).then(result => settle(result, actions as unknown as Actions), cause => fail(cause, actions as unknown as Actions));
                },
                onError: cause => setError(cause.message),
            });
            if (cancelled) return;
            const dropin = new Dropin(checkout).mount(container.current);
            unmount = () => dropin.unmount();
            setLoading(false);
        })().catch(cause => setError(errorMessage(cause)));
        return () => {
            cancelled = true;
            unmount?.();
        };
    });

    return (
        <section className="adyen-payment" aria-labelledby="card-pay-title" data-testid="adyen-dropin">
            <h2 id="card-pay-title">{t('checkout.cardPayTitle')}</h2>
            {loading && !error && <p aria-busy="true">{t('checkout.loading')}</p>}
            {error && <FormMessage type="error" testId="adyen-error">{error}</FormMessage>}
            <div ref={container} />
        </section>
    );
}
