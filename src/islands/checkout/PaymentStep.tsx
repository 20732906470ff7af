import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getPaymentProviders, type PaymentProvider, type PaymentType, paymentKind } from '../../lib/api/checkout';
import { CheckboxField, FormMessage } from '../../components/forms/fields';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { PaymentValues } from './schemas';
import { errorMessage } from '../../lib/api/errors';
import { readDraft, writeDraft, type PaymentDraft } from './drafts';
import type { CheckoutContext } from './context';
import { useOnHydration } from '../../lib/hydration';
import { type Locale, ON_ACCOUNT_METHOD_CODE } from '@timber-shop/rules';

const schemas = () => import('./schemas');

/** A provider with its kind, or the error an unrecognised provider name gives (spec section 8). */
type ProviderOption = PaymentProvider & ({ kind: PaymentType; error?: undefined } | { kind?: undefined; error: string });

export function providerOptions(providers: PaymentProvider[]): ProviderOption[] {
    return providers.map(provider => {
        try {
            return { ...provider, kind: paymentKind(provider) };
        } catch (error) {
            return { ...provider, error: errorMessage(error) };
        }
    });
}

let providersRequest: Promise<PaymentProvider[]> | undefined;
let providersLoaded: PaymentProvider[] | undefined;

/**
 * The eligible providers, asked once per page: the checkout asks beside the cart when the payment page
 * hydrates (CheckoutApp), so the step draws with its list instead of growing under the visitor's eyes.
 */
export function requestPaymentProviders(locale: Locale): Promise<PaymentProvider[]> {
    providersRequest ??= getPaymentProviders(locale).then(list => {
        providersLoaded = list;
        return list;
    });
    // not kept when it failed: the step asks again
    providersRequest.catch(() => {
        providersRequest = undefined;
    });
    return providersRequest;
}

/**
 * The payment step: the eligible payment providers (card payment through Adyen, wire transfer), the
 * terms and the important product information, both to be ticked (spec section 5).
 */
export function PaymentStep({ context, paymentTermDays }: { context: CheckoutContext; paymentTermDays?: number | null }) {
    const { t, locale, links } = context;
    const [providers, setProviders] = useState<ProviderOption[] | null>(() => (providersLoaded ? providerOptions(providersLoaded) : null));
    const [loadError, setLoadError] = useState('');
    type Values = PaymentValues;
    const draft = readDraft<PaymentDraft>('payment');
    const form = useForm<Values>({
        resolver: lazyResolver(schemas, s => s.paymentResolver(context.messages, { terms: t('checkout.termsRequired'), productInfo: t('checkout.productInfoRequired') })),
        defaultValues: { methodCode: draft?.methodCode ?? '', termsAccepted: draft?.termsAccepted ?? false, productInfoAccepted: draft?.productInfoAccepted ?? false },
    });
    const { errors, isSubmitting } = form.formState;

    useOnHydration(() => {
        requestPaymentProviders(locale).then(list => {
            const options = providerOptions(list);
            setProviders(options);
            // One usable method is chosen for the visitor; a remembered choice that is gone is dropped.
            const usable = options.filter(o => o.kind);
            const chosen = form.getValues('methodCode');
            if (!usable.some(o => o.code === chosen)) form.setValue('methodCode', usable.length === 1 ? usable[0].code : '');
        }, error => setLoadError(errorMessage(error)));
    });

    function submit(values: Values) {
        const provider = providers?.find(p => p.code === values.methodCode);
        if (!provider?.kind) {
            form.setError('methodCode', { message: provider?.error ?? context.messages.required });
            return;
        }
        writeDraft<PaymentDraft>('payment', { ...values, methodName: provider.name, kind: provider.kind });
        window.location.assign(links.steps.confirm);
    }

    const onAccount = (provider: ProviderOption) => provider.code === ON_ACCOUNT_METHOD_CODE;
    const label = (provider: ProviderOption) =>
        provider.kind === 'adyen' ? t('checkout.card') : provider.kind === 'wire' ? t('checkout.wire') : onAccount(provider) ? t('orderTerms.onAccount') : provider.name;
    const text = (provider: ProviderOption) =>
        provider.kind === 'adyen'
            ? t('checkout.cardText')
            : provider.kind === 'wire'
              ? t('checkout.wireText')
              : provider.kind === 'account'
                ? t('orderTerms.onAccountText', { days: paymentTermDays ?? '' })
                : onAccount(provider)
                  ? (provider.error ?? '')
                  : t('checkout.unknownProvider', { name: provider.name });
    return (
        <section className="checkout-card" aria-labelledby="payment-title">
            <h1 id="payment-title">{t('checkout.paymentTitle')}</h1>
            {loadError && <FormMessage type="error">{loadError}</FormMessage>}
            {!providers && !loadError && <p aria-busy="true">{t('checkout.loading')}</p>}
            {providers && providers.length === 0 && <FormMessage type="error">{t('checkout.noProviders')}</FormMessage>}
            {providers && providers.length > 0 && (
                <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="payment-form">
                    <fieldset className="payment-methods">
                        <legend className="visually-hidden">{t('checkout.paymentTitle')}</legend>
                        {providers.map(provider => (
                            <label key={provider.id} className={`payment-method${provider.error ? ' payment-method--unavailable' : ''}`} data-testid={`payment-method-${provider.kind ?? 'unknown'}`}>
                                <input type="radio" value={provider.code} disabled={Boolean(provider.error)} {...form.register('methodCode')} />
                                <span className="payment-method__name">{label(provider)}</span>
                                <small className={provider.error ? 'field__error' : undefined}>{text(provider)}</small>
                            </label>
                        ))}
                    </fieldset>
                    {errors.methodCode && <FormMessage type="error" testId="payment-method-error">{errors.methodCode.message}</FormMessage>}
                    <CheckboxField id="accept-terms" error={errors.termsAccepted}>
                        <input id="accept-terms" type="checkbox" data-testid="accept-terms" {...form.register('termsAccepted')} />{' '}
                        <span>
                            {t('checkout.acceptTerms')} (<a href={links.terms} target="_blank" rel="noopener">{t('checkout.termsLink')}</a>)
                        </span>
                    </CheckboxField>
                    <CheckboxField id="accept-product-info" error={errors.productInfoAccepted}>
                        <input id="accept-product-info" type="checkbox" data-testid="accept-product-info" {...form.register('productInfoAccepted')} />{' '}
                        <span>
                            {t('checkout.acceptProductInfo')} (<a href={links.productInfo} target="_blank" rel="noopener">{t('checkout.productInfoLink')}</a>)
                        </span>
                    </CheckboxField>
                    <div className="checkout-actions">
                        <a href={links.steps.address}>← {t('checkout.back')}</a>
                        <button type="submit" className="button" disabled={isSubmitting} data-testid="payment-submit">{t('checkout.toConfirm')}</button>
                    </div>
                </form>
            )}
        </section>
    );
}
