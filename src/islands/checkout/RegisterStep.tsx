import { useState } from 'react';
import { setCustomerForOrder } from '../../lib/api/checkout';
import { FormMessage } from '../../components/forms/fields';
import { applyCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import { RegisterForm, type Registration } from '../../components/account/RegisterForm';
import { rememberReturnTo } from '../../lib/session';
import { writeDraft } from './drafts';
import { splitName } from '../../lib/user';
import type { CheckoutContext } from './context';

/**
 * Registration inside the checkout. The shop confirms new addresses by mail: the customer either
 * clicks the link (logged in, back to this checkout) or goes on at once as a guest with the same
 * address (the backend allows that while the account is unconfirmed; the order joins the account).
 */
export function RegisterStep({ context }: { context: CheckoutContext }) {
    const { t, messages, locale, links } = context;
    const [waiting, setWaiting] = useState<Registration | null>(null);
    const [guestError, setGuestError] = useState('');
    const [busy, setBusy] = useState(false);

    function registered(registration: Registration) {
        writeDraft('address', { name: registration.name, email: registration.emailAddress, phone: registration.phoneNumber });
        if (registration.loggedIn) return window.location.assign(links.steps.address);
        rememberReturnTo(links.steps.address);
        setWaiting(registration);
    }

    async function continueAsGuest(registration: Registration) {
        setBusy(true);
        setGuestError('');
        try {
            writeDraft('guest', { emailAddress: registration.emailAddress });
            const cart = await setCustomerForOrder(locale, { ...splitName(registration.name), emailAddress: registration.emailAddress, phoneNumber: registration.phoneNumber });
            applyCart(locale, cart);
            window.location.assign(links.steps.address);
        } catch (error) {
            setGuestError(errorMessage(error, { EMAIL_ADDRESS_CONFLICT_ERROR: t('checkout.emailTaken') }));
            setBusy(false);
        }
    }

    if (waiting) {
        return (
            <section className="checkout-card" aria-labelledby="register-title">
                <h1 id="register-title">{t('checkout.registerTitle')}</h1>
                <FormMessage type="info" testId="register-verify">{t('account.registerVerify', { email: waiting.emailAddress })}</FormMessage>
                <p>{t('checkout.registerGuest', { email: waiting.emailAddress })}</p>
                {guestError && <FormMessage type="error">{guestError}</FormMessage>}
                <button type="button" className="button" disabled={busy} onClick={() => continueAsGuest(waiting)} data-testid="register-continue-guest">
                    {t('checkout.registerGuestButton')}
                </button>
            </section>
        );
    }
    return (
        <section className="checkout-card" aria-labelledby="register-title">
            <h1 id="register-title">{t('checkout.registerTitle')}</h1>
            <p>{t('checkout.registerText')}</p>
            <RegisterForm locale={locale} t={t} messages={messages} onRegistered={registered} />
            <p>
                <a href={links.steps.login}>{t('checkout.haveAccount')}</a>
            </p>
        </section>
    );
}
