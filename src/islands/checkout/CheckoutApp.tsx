import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { CheckoutStep, Locale } from '@timber-shop/rules';
import { texts } from '../../lib/interpolate';
import { readUserCookie, showsPricesWithVat } from '../../lib/user';
import { validationMessages } from '../../lib/validation';
import { FormMessage } from '../../components/forms/fields';
import { CartSummary } from '../../components/cart/CartSummary';
import { $cart, loadCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import { COUNTED_STEPS, firstCountedStep, stepNumber } from './guards';
import { checkoutRedirect, hasCompleteAddress, needsCart } from '../../lib/route-middleware/checkout';
import { paymentDraft } from './drafts';
import type { CheckoutStrings } from './strings';
import { FailStep, SuccessStep } from './ResultSteps';
import type { CheckoutContext } from './context';
import { useOnHydration } from '../../lib/hydration';

/**
 * The steps that show the cart: each page loads its own step's code (beside the cart, at hydration),
 * not every step's. They are never pre-rendered (the page shows 'loading' until the cart and the step's
 * code are in, and then draws the step at once: nothing moves), so they need not be in the page's first
 * script; success and fail, pre-rendered, are.
 */
const loginStep = () => import('./LoginStep');
const registerStep = () => import('./RegisterStep');
const addressStep = () => import('./AddressStep');
const paymentStep = () => import('./PaymentStep');
const confirmStep = () => import('./ConfirmStep');
const STEP_CODE: Partial<Record<CheckoutStep, (locale: Locale) => Promise<unknown>>> = {
    login: loginStep,
    register: registerStep,
    address: addressStep,
    // the payment step with its providers, so it draws whole (a refusal is the step's own to show)
    payment: locale => paymentStep().then(module => module.requestPaymentProviders(locale).catch(() => undefined)),
    confirm: confirmStep,
};
const LoginStep = lazy(() => loginStep().then(module => ({ default: module.LoginStep })));
const RegisterStep = lazy(() => registerStep().then(module => ({ default: module.RegisterStep })));
const AddressStep = lazy(() => addressStep().then(module => ({ default: module.AddressStep })));
const PaymentStep = lazy(() => paymentStep().then(module => ({ default: module.PaymentStep })));
const ConfirmStep = lazy(() => confirmStep().then(module => ({ default: module.ConfirmStep })));

export interface CheckoutAppProps {
    locale: Locale;
    step: CheckoutStep | undefined;
    strings: CheckoutStrings;
    countries: { code: string; name: string }[];
    defaultCountry: string;
    contactEmail: string;
    links: CheckoutContext['links'];
}

/**
 * The checkout island (spec section 4): one pre-rendered page per step, each hydrating this island,
 * which loads the cart, applies the guards and shows the step with its counter and the cart's amounts.
 */
export default function CheckoutApp({ locale, step, strings, countries, defaultCountry, contactEmail, links }: CheckoutAppProps) {
    if (!step) return <Redirect to={links.home} />;
    // the boundary the steps' code suspends in: drawn in a transition, the page keeps what it shows meanwhile
    return (
        <Suspense fallback={<p aria-busy="true">{texts(strings)('checkout.loading')}</p>}>
            <CheckoutSteps locale={locale} step={step} strings={strings} countries={countries} defaultCountry={defaultCountry} contactEmail={contactEmail} links={links} />
        </Suspense>
    );
}

/** The checkout without a step leads home (spec section 4). */
function Redirect({ to }: { to: string }) {
    useOnHydration(() => window.location.replace(to));
    return null;
}

function CheckoutSteps({ locale, step, strings, countries, defaultCountry, contactEmail, links }: CheckoutAppProps & { step: CheckoutStep }) {
    const t = texts(strings);
    const cart = useStore($cart);
    const [ready, setReady] = useState(!needsCart(step));
    const [loadError, setLoadError] = useState('');
    const [loggedIn, setLoggedIn] = useState(false);
    const [inclVat, setInclVat] = useState(true);

    useOnHydration(() => {
        const user = readUserCookie(document.cookie);
        setLoggedIn(Boolean(user));
        setInclVat(showsPricesWithVat(document.cookie));
        if (!needsCart(step)) return;
        Promise.all([loadCart(locale, true), STEP_CODE[step]?.(locale)]).then(
            ([loaded]) => {
                const target = checkoutRedirect(step, {
                    hasLines: Boolean(loaded?.lines.length),
                    hasShippingAddress: hasCompleteAddress(loaded?.shippingAddress),
                    paymentChosen: Boolean(paymentDraft()),
                    loggedIn: Boolean(user),
                });
                if (target) window.location.replace(target === 'home' ? links.home : links.steps[target]);
                else startTransition(() => setReady(true));
            },
            error => setLoadError(errorMessage(error)),
        );
    });

    // The layout's header names the delivery country of the cart's address.
    const country = countries.find(c => c.code === cart?.shippingAddress?.countryCode);
    const deliveryCountry = country ? t('checkout.deliveryCountry', { country: country.name }) : '';
    useEffect(() => {
        const target = document.querySelector('[data-testid="delivery-country"]');
        if (deliveryCountry && target) target.textContent = deliveryCountry;
    }, [deliveryCountry]);

    if (loadError) return <FormMessage type="error" testId="checkout-error">{loadError}</FormMessage>;
    if (!ready) return <p aria-busy="true">{t('checkout.loading')}</p>;

    // The spec's flag: the counter starts at 2 for a logged-in customer, who skips step 1. A guest went
    // through step 1 (the e-mail), which stays in view as done on the later steps.
    const flag = loggedIn;
    const context: CheckoutContext = { locale, t, messages: validationMessages(strings), countries, defaultCountry, contactEmail, links, loggedIn, inclVat };
    const counted = step !== 'success' && step !== 'fail';
    return (
        <div className={`checkout checkout--${step}`} data-testid={`checkout-${step}`}>
            {counted && <StepCounter step={step} start={firstCountedStep(flag)} t={t} />}
            <div className="checkout__body">
                <div className="checkout__step">
                        {step === 'login' && <LoginStep context={context} cart={cart} />}
                        {step === 'register' && <RegisterStep context={context} />}
                        {step === 'address' && cart && <AddressStep context={context} cart={cart} />}
                        {step === 'payment' && <PaymentStep context={context} paymentTermDays={cart?.paymentTermDays} />}
                        {step === 'confirm' && cart && <ConfirmStep context={context} cart={cart} />}
                        {step === 'success' && <SuccessStep context={context} />}
                        {step === 'fail' && <FailStep context={context} />}
                </div>
                {counted && cart && (
                    <aside className="checkout__summary">
                        <CartSummary cart={cart} strings={strings} inclVat={inclVat} locale={locale} />
                    </aside>
                )}
            </div>
        </div>
    );
}

function StepCounter({ step, start, t }: { step: CheckoutStep; start: number; t: CheckoutContext['t'] }) {
    const current = stepNumber(step);
    const steps = COUNTED_STEPS.slice(start - 1);
    return (
        <nav className="step-counter" aria-label={t('checkout.title')} data-testid="step-counter">
            <p className="step-counter__text">{t('checkout.stepOf', { step: current, total: COUNTED_STEPS.length })}</p>
            <ol start={start}>
                {steps.map(name => {
                    const number = COUNTED_STEPS.indexOf(name) + 1;
                    return (
                        <li key={name} aria-current={number === current ? 'step' : undefined} className={number < current ? 'done' : undefined}>
                            <span className="step-counter__number">{number}</span> {t(`checkout.steps.${name}`)}
                        </li>
                    );
                })}
            </ol>
        </nav>
    );
}
