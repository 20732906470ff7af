import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getDeliveryMethods, setPostalCode, setShippingMethod, type Cart, type DeliveryMethod } from '../../lib/api/cart';
import {
    deliveryChargeName,
    deliveryEstimateText,
    deliveryWindow,
    formatMoney,
    type Locale,
    normalizePostalCode,
    shopToday,
    shownCountry,
    summaryWord,
} from '@timber-shop/rules';
import { postalCodeForBackend, type ValidationMessages } from '../../lib/validation';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { DeliveryValues } from './schemas';
import { Field, FormMessage } from '../../components/forms/fields';
import { useVisitorCountry } from '../../components/forms/visitor-country';
import { changeCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import type { CartStrings } from './strings';

const schemas = () => import('./schemas');

type T = (key: keyof CartStrings, values?: Record<string, string | number>) => string;
export type CountryOption = { code: string; name: string };

/**
 * Postal code check and the choice between delivery and pick-up (spec sections 4 and 5): the postal
 * code is set on the cart, then the eligible shipping methods are offered; the delivery amount, VAT
 * and total follow the choice. At an address the trucks do not reach, the backend takes delivery off
 * the cart: it is shown unselectable, out of the total, and the message takes the focus.
 */
export function DeliveryForm({ cart, locale, t, messages, countries, defaultCountry, inclVat }: {
    cart: Cart | null;
    locale: Locale;
    t: T;
    messages: ValidationMessages;
    countries: CountryOption[];
    defaultCountry: string;
    inclVat: boolean;
}) {
    const address = cart?.shippingAddress;
    type Values = DeliveryValues;
    const form = useForm<Values>({
        resolver: lazyResolver(schemas, s => s.deliveryResolver(messages)),
        defaultValues: { countryCode: address?.countryCode || defaultCountry, postalCode: address?.postalCode ?? '' },
    });
    const [methods, setMethods] = useState<DeliveryMethod[] | null>(null);
    const [methodError, setMethodError] = useState('');
    const [choosing, setChoosing] = useState(false);
    // each refused postal code checked here: its message takes the focus (once per check)
    const [refusals, setRefusals] = useState(0);
    const postalCodeSet = Boolean(address?.postalCode);
    const hasLines = Boolean(cart?.lines.length);
    const chosen = cart?.shippingLines[0]?.shippingMethod.id;

    const { reset } = form;
    const savedPostalCode = address?.postalCode;
    const savedCountryCode = address?.countryCode;
    useEffect(() => {
        if (savedPostalCode) reset({ countryCode: savedCountryCode || defaultCountry, postalCode: savedPostalCode });
    }, [reset, savedPostalCode, savedCountryCode, defaultCountry]);

    // Until the cart or the visitor names a country, the one the visitor is in (spec: checkIpCountry).
    const visitorCountry = useVisitorCountry(locale, countries, defaultCountry);
    useEffect(() => {
        if (visitorCountry && !savedCountryCode && !form.getFieldState('countryCode').isDirty) form.setValue('countryCode', visitorCountry);
    }, [form, visitorCountry, savedCountryCode]);

    // The eligible methods (and their prices) depend on the address and the cart's contents.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the request names neither, the backend reads them from the cart
    useEffect(() => {
        if (!postalCodeSet || !hasLines) {
            setMethods(null);
            return;
        }
        let current = true;
        getDeliveryMethods(locale).then(
            list => current && setMethods(list),
            error => current && setMethodError(errorMessage(error)),
        );
        return () => {
            current = false;
        };
    }, [locale, postalCodeSet, hasLines, address?.postalCode, address?.countryCode, cart?.subTotal]);

    async function submit(values: Values) {
        if (!cart || cart.lines.length === 0) {
            form.setError('root', { message: t('cart.addPiecesFirst') });
            return;
        }
        const postalCode = postalCodeForBackend(values.countryCode, values.postalCode);
        let deliverable = true;
        const result = await changeCart(locale, async () => {
            const updated = await setPostalCode(locale, values.countryCode, postalCode);
            deliverable = updated.deliverable !== false;
            return updated;
        });
        if (!result.ok) form.setError('root', { message: result.message });
        else if (!deliverable) setRefusals(count => count + 1);
    }

    async function choose(method: DeliveryMethod) {
        setChoosing(true);
        setMethodError('');
        const result = await changeCart(locale, () => setShippingMethod(locale, method.id));
        if (!result.ok) setMethodError(result.message ?? '');
        setChoosing(false);
    }

    const countryName = countries.find(c => c.code === address?.countryCode)?.name ?? address?.countryCode ?? '';
    const { errors, isSubmitting } = form.formState;
    const [typedCountry, typedPostalCode] = form.watch(['countryCode', 'postalCode']);
    const showsSavedAddress = typedCountry === address?.countryCode && normalizePostalCode(typedCountry, typedPostalCode ?? '') === address?.postalCode;
    const undeliverable = cart?.deliverable === false && showsSavedAddress;
    // the delivery estimate for the cart's slowest line, to its country (before one: the site's); made only
    // where the delivery method shows it: a page's first yard date and date format make the browser load their
    // locale and time zone data, the longest part of the cart's first render on a phone
    const estimate = () => {
        const saleDelay = Math.max(0, ...(cart?.lines ?? []).map(line => line.productVariant.customFields?.saleDelay ?? 0));
        return deliveryEstimateText(deliveryWindow(shopToday(), saleDelay, shownCountry(locale, address?.countryCode)), locale);
    };
    return (
        <section className="cart-box delivery-form" aria-labelledby="delivery-title" data-testid="delivery-form">
            <h2 id="delivery-title">{t('cart.deliveryTitle')}</h2>
            <p className="cart-box__text">{t('cart.deliveryText')}</p>
            <form noValidate onSubmit={form.handleSubmit(submit)} className="inline-form">
                <Field id="delivery-country" label={t('cart.country')} error={errors.countryCode}>
                    <select id="delivery-country" {...form.register('countryCode')} data-testid="delivery-country-select">
                        {countries.map(country => (
                            <option key={country.code} value={country.code}>{country.name}</option>
                        ))}
                    </select>
                </Field>
                <Field id="delivery-postal-code" label={t('cart.postalCode')} error={errors.postalCode}>
                    <input
                        id="delivery-postal-code"
                        autoComplete="postal-code"
                        maxLength={10}
                        aria-invalid={errors.postalCode ? true : undefined}
                        data-testid="delivery-postal-code"
                        {...form.register('postalCode', { setValueAs: (v: string) => v.toUpperCase() })}
                    />
                </Field>
                <button type="submit" className="button button--secondary" disabled={isSubmitting} data-testid="delivery-check">
                    {isSubmitting ? t('cart.busy') : t('cart.checkPostalCode')}
                </button>
            </form>
            {errors.root && <FormMessage type="error" testId="delivery-error">{errors.root.message}</FormMessage>}
            {undeliverable && !errors.root && (
                <FormMessage key={refusals} type="error" testId="delivery-error" focus={refusals > 0}>
                    {t('cart.notDeliverable')}
                </FormMessage>
            )}
            {/* one message per state of the field: the saved address is confirmed only while the field shows it, without an error */}
            {postalCodeSet && hasLines && !errors.root && !errors.postalCode && showsSavedAddress && !undeliverable && (
                <FormMessage type="success" testId="delivery-ok">{t('cart.deliverableTo', { postalCode: address?.postalCode ?? '', country: countryName })}</FormMessage>
            )}
            {methods && methods.length > 0 && (
                <fieldset className="shipping-methods" disabled={choosing} data-testid="shipping-methods">
                    <legend>{t('cart.shippingMethod')}</legend>
                    {undeliverable && !methods.some(method => method.code === 'delivery') && (
                        <label className="shipping-method shipping-method--unavailable" data-testid="shipping-method-delivery">
                            <input type="radio" name="shipping-method" disabled checked={false} onChange={() => undefined} />
                            <span className="shipping-method__name">{deliveryChargeName('delivery', locale)}</span>
                            <span className="shipping-method__price">{summaryWord('undeliverable', locale)}</span>
                        </label>
                    )}
                    {methods.map(method => {
                        const conditions = deliveryConditions(method.metadata);
                        // as the summary will state it: with or without VAT, the delivery's parts added up
                        const price = inclVat ? method.priceWithTax : method.price;
                        return (
                            <label key={method.id} className="shipping-method" data-testid={`shipping-method-${method.code}`}>
                                <input type="radio" name="shipping-method" value={method.id} checked={chosen === method.id} onChange={() => choose(method)} />
                                <span className="shipping-method__name">{method.name}</span>
                                <span className="shipping-method__price">{price === 0 ? summaryWord('free', locale) : formatMoney(price)}</span>
                                {conditions && <small className="shipping-method__conditions">{conditions}</small>}
                                {method.code === 'delivery' && <small className="shipping-method__conditions" data-testid="delivery-estimate">{estimate()}</small>}
                            </label>
                        );
                    })}
                </fieldset>
            )}
            {methodError && <FormMessage type="error" testId="shipping-method-error">{methodError}</FormMessage>}
        </section>
    );
}

/** The delivery conditions the delivery method's quote carries in its metadata, as plain text (staff may write HTML). */
export function deliveryConditions(metadata: unknown): string | undefined {
    if (metadata && typeof metadata === 'object' && 'deliveryConditions' in metadata) {
        const value = (metadata as { deliveryConditions: unknown }).deliveryConditions;
        const text = typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() : '';
        if (text) return text;
    }
    return undefined;
}
