import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getDeliveryMethods, searchPostalCode, setPostalCode, setShippingMethod, updateTransportMsg, type Cart } from '../../lib/api/cart';
import { addAddress, getAddresses, setBillingAddress, setCustomerForOrder, setInvoiceEmail, setShippingAddress, type SavedAddress } from '../../lib/api/checkout';
import { formatMessage, postalCodeForBackend } from '../../lib/validation';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { AddressValues } from './schemas';
import { Field, FormMessage } from '../../components/forms/fields';
import { applyCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import { readDraft, writeDraft } from './drafts';
import { splitName } from '../../lib/user';
import type { CheckoutContext } from './context';

const schemas = () => import('./schemas');

/**
 * The address step (spec section 3, address form fields): delivery address with name, e-mail and
 * phone, a delivery note, the default-address choice for customers, and the invoice address, the
 * same as the delivery address unless unticked. What is typed is kept as a draft across reloads.
 */
export function AddressStep({ context, cart }: { context: CheckoutContext; cart: Cart }) {
    const { t, messages, locale, links, countries, defaultCountry, loggedIn } = context;
    const streetFormat = formatMessage(messages, t('checkout.streetExample'));
    type Values = AddressValues;

    const shipping = cart.shippingAddress;
    const billing = cart.billingAddress;
    const fromCart: Values = {
        name: shipping?.fullName || [cart.customer?.firstName, cart.customer?.lastName].filter(Boolean).join(' '),
        email: cart.customer?.emailAddress ?? readDraft<{ emailAddress: string }>('guest')?.emailAddress ?? '',
        phone: shipping?.phoneNumber ?? '',
        street: shipping?.streetLine1 ?? '',
        zip: shipping?.postalCode ?? '',
        city: shipping?.city ?? '',
        countryCode: shipping?.countryCode || defaultCountry,
        deliveryNote: cart.customFields?.transportMsg ?? '',
        defaultAddress: false,
        invoiceSame: !billing?.streetLine1 || (billing.streetLine1 === shipping?.streetLine1 && billing.postalCode === shipping?.postalCode && billing.fullName === shipping?.fullName),
        invoiceName: billing?.fullName ?? '',
        invoiceEmail: cart.customFields?.invoiceEmail ?? '',
        invoiceStreet: billing?.streetLine1 ?? '',
        invoiceZip: billing?.postalCode ?? '',
        invoiceCity: billing?.city ?? '',
        invoiceCountryCode: billing?.countryCode || defaultCountry,
    };
    const draft = readDraft<Values>('address') ?? {};
    const form = useForm<Values>({
        resolver: lazyResolver(schemas, s => s.addressResolver(messages, streetFormat)),
        // A draft wins over the cart for what the visitor typed, but the postal code checked in the cart counts.
        defaultValues: { ...fromCart, ...draft, ...(shipping?.postalCode && !shipping.streetLine1 ? { zip: shipping.postalCode, countryCode: shipping.countryCode ?? defaultCountry } : {}) },
    });
    const { errors, isSubmitting } = form.formState;
    const invoiceSame = form.watch('invoiceSame');
    const [addresses, setAddresses] = useState<SavedAddress[]>([]);
    // an address the trucks do not reach: its message, and how often it was refused (each refusal takes the focus)
    const [undeliverable, setUndeliverable] = useState({ message: '', count: 0 });

    useEffect(() => {
        const subscription = form.watch(values => writeDraft('address', values));
        return () => subscription.unsubscribe();
    }, [form]);

    useEffect(() => {
        if (loggedIn) getAddresses(locale, 'Shipping').then(setAddresses, () => setAddresses([]));
    }, [locale, loggedIn]);

    function fillFromSaved(id: string) {
        const address = addresses.find(a => a.id === id);
        if (!address) return;
        form.setValue('name', address.fullName ?? '');
        form.setValue('street', address.streetLine1);
        form.setValue('zip', address.postalCode ?? '');
        form.setValue('city', address.city ?? '');
        form.setValue('countryCode', address.country.code);
        if (address.phoneNumber) form.setValue('phone', address.phoneNumber);
    }

    async function submit(values: Values) {
        const postalCode = postalCodeForBackend(values.countryCode, values.zip);
        const delivery = {
            fullName: values.name,
            streetLine1: values.street,
            city: values.city,
            postalCode,
            countryCode: values.countryCode,
            phoneNumber: values.phone,
        };
        try {
            // Pick-up needs no deliverable address; delivery does.
            const pickup = cart.shippingLines[0]?.shippingMethod.code === 'pickup';
            if (!pickup) {
                const check = await searchPostalCode(locale, values.countryCode, postalCode);
                if (!check.deliverable) {
                    // the cart takes the postal code without delivery, so the summary beside it leaves delivery out
                    applyCart(locale, await setPostalCode(locale, values.countryCode, postalCode));
                    setUndeliverable(current => ({ message: check.message || t('cart.notDeliverable'), count: current.count + 1 }));
                    return;
                }
            }
            setUndeliverable(current => ({ ...current, message: '' }));
            if (!loggedIn) applyCart(locale, await setCustomerForOrder(locale, { emailAddress: values.email, ...splitName(values.name), phoneNumber: values.phone }));
            let updated = await setShippingAddress(locale, delivery);
            updated = await setBillingAddress(
                locale,
                values.invoiceSame
                    ? delivery
                    : {
                          fullName: values.invoiceName,
                          streetLine1: values.invoiceStreet,
                          city: values.invoiceCity,
                          postalCode: postalCodeForBackend(values.invoiceCountryCode, values.invoiceZip),
                          countryCode: values.invoiceCountryCode,
                      },
            );
            const invoiceEmail = values.invoiceSame ? null : values.invoiceEmail;
            if (invoiceEmail !== (cart.customFields?.invoiceEmail ?? null)) updated = await setInvoiceEmail(locale, invoiceEmail);
            if (values.deliveryNote !== (cart.customFields?.transportMsg ?? '')) updated = await updateTransportMsg(locale, values.deliveryNote);
            if (loggedIn && values.defaultAddress) await addAddress(locale, { ...delivery, defaultShippingAddress: true, defaultBillingAddress: values.invoiceSame });
            // The address may change which shipping methods apply: keep the chosen one if it still does, else delivery.
            const methods = await getDeliveryMethods(locale);
            const current = updated.shippingLines[0]?.shippingMethod.id;
            if (!methods.some(m => m.id === current)) {
                const next = methods.find(m => m.code === 'delivery') ?? methods[0];
                if (next) updated = await setShippingMethod(locale, next.id);
            }
            applyCart(locale, updated);
            window.location.assign(links.steps.payment);
        } catch (error) {
            form.setError('root', { message: errorMessage(error, { EMAIL_ADDRESS_CONFLICT_ERROR: t('checkout.emailTaken') }) });
        }
    }

    const countryOptions = countries.map(c => (
        <option key={c.code} value={c.code}>{c.name}</option>
    ));
    const input = (name: keyof Values, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
        <input id={`address-${name}`} aria-invalid={errors[name] ? true : undefined} data-testid={`address-${name}`} {...props} {...form.register(name)} />
    );

    return (
        <section className="checkout-card" aria-labelledby="address-title">
            <h1 id="address-title">{t('checkout.deliveryTitle')}</h1>
            {addresses.length > 0 && (
                <Field id="saved-address" label={t('checkout.chooseAddress')}>
                    <select id="saved-address" defaultValue="" onChange={event => fillFromSaved(event.target.value)}>
                        <option value="" disabled>{t('checkout.savedAddresses')}</option>
                        {addresses.map(a => (
                            <option key={a.id} value={a.id}>{[a.fullName, a.streetLine1, a.postalCode, a.city].filter(Boolean).join(', ')}</option>
                        ))}
                    </select>
                </Field>
            )}
            <form noValidate onSubmit={form.handleSubmit(submit)} className="address-form" data-testid="address-form">
                <Field id="address-name" label={t('checkout.name')} error={errors.name}>{input('name', { autoComplete: 'name', maxLength: 100 })}</Field>
                <Field id="address-email" label={t('checkout.email')} error={errors.email}>{input('email', { type: 'email', autoComplete: 'email', readOnly: loggedIn })}</Field>
                <Field id="address-phone" label={t('checkout.phone')} error={errors.phone}>{input('phone', { type: 'tel', autoComplete: 'tel' })}</Field>
                <Field id="address-street" label={t('checkout.street')} error={errors.street}>{input('street', { autoComplete: 'street-address', maxLength: 100 })}</Field>
                <div className="address-form__row">
                    <Field id="address-zip" label={t('checkout.zip')} error={errors.zip}>
                        {input('zip', { autoComplete: 'postal-code', maxLength: 10, 'aria-describedby': undeliverable.message ? 'address-undeliverable' : undefined })}
                    </Field>
                    <Field id="address-city" label={t('checkout.city')} error={errors.city}>{input('city', { autoComplete: 'address-level2', maxLength: 100 })}</Field>
                </div>
                {undeliverable.message && (
                    <div id="address-undeliverable">
                        <FormMessage key={undeliverable.count} type="error" testId="address-undeliverable" focus>
                            {undeliverable.message} <a href={links.cart}>{t('checkout.pickupInstead')}</a>
                        </FormMessage>
                    </div>
                )}
                <Field id="address-countryCode" label={t('checkout.country')} error={errors.countryCode}>
                    <select id="address-countryCode" autoComplete="country" data-testid="address-countryCode" {...form.register('countryCode')}>{countryOptions}</select>
                </Field>
                <Field id="address-deliveryNote" label={t('checkout.deliveryNote')} error={errors.deliveryNote}>
                    <textarea id="address-deliveryNote" rows={3} maxLength={1000} {...form.register('deliveryNote')} />
                </Field>
                {loggedIn && (
                    <label className="checkbox">
                        <input type="checkbox" {...form.register('defaultAddress')} /> {t('checkout.defaultAddress')}
                    </label>
                )}
                <label className="checkbox">
                    <input type="checkbox" data-testid="address-invoiceSame" {...form.register('invoiceSame')} /> {t('checkout.invoiceSame')}
                </label>
                {!invoiceSame && (
                    <fieldset className="address-form__invoice">
                        <legend>{t('checkout.invoiceTitle')}</legend>
                        <Field id="address-invoiceName" label={t('checkout.invoiceName')} error={errors.invoiceName}>{input('invoiceName', { autoComplete: 'billing name', maxLength: 100 })}</Field>
                        <Field id="address-invoiceEmail" label={t('checkout.invoiceEmail')} error={errors.invoiceEmail}>{input('invoiceEmail', { type: 'email', autoComplete: 'billing email' })}</Field>
                        <Field id="address-invoiceStreet" label={t('checkout.street')} error={errors.invoiceStreet}>{input('invoiceStreet', { autoComplete: 'billing street-address', maxLength: 100 })}</Field>
                        <div className="address-form__row">
                            <Field id="address-invoiceZip" label={t('checkout.zip')} error={errors.invoiceZip}>{input('invoiceZip', { autoComplete: 'billing postal-code', maxLength: 10 })}</Field>
                            <Field id="address-invoiceCity" label={t('checkout.city')} error={errors.invoiceCity}>{input('invoiceCity', { autoComplete: 'billing address-level2', maxLength: 100 })}</Field>
                        </div>
                        <Field id="address-invoiceCountryCode" label={t('checkout.country')} error={errors.invoiceCountryCode}>
                            <select id="address-invoiceCountryCode" {...form.register('invoiceCountryCode')}>{countryOptions}</select>
                        </Field>
                    </fieldset>
                )}
                {errors.root && <FormMessage type="error" testId="address-error">{errors.root.message}</FormMessage>}
                <div className="checkout-actions">
                    <a href={links.cart}>← {t('cart.title')}</a>
                    <button type="submit" className="button" disabled={isSubmitting} data-testid="address-submit">{isSubmitting ? t('checkout.loading') : t('checkout.toPayment')}</button>
                </div>
            </form>
        </section>
    );
}
