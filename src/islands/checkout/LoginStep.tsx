import { useForm } from 'react-hook-form';
import type { Cart } from '../../lib/api/cart';
import { setCustomerForOrder } from '../../lib/api/checkout';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { GuestValues } from './schemas';
import { Field, FormMessage } from '../../components/forms/fields';
import { applyCart } from '../../lib/cart/store';
import { errorMessage } from '../../lib/api/errors';
import { LoginForm } from '../../components/account/LoginForm';
import { readDraft, writeDraft } from './drafts';
import { splitName } from '../../lib/user';
import type { CheckoutContext } from './context';

const schemas = () => import('./schemas');

/** Step 1: continue as a guest with an e-mail address, or log in; a link leads to registration. */
export function LoginStep({ context, cart }: { context: CheckoutContext; cart: Cart | null }) {
    const { t, messages, locale, links } = context;
    const guest = useForm<GuestValues>({
        resolver: lazyResolver(schemas, s => s.guestResolver(messages)),
        defaultValues: { emailAddress: cart?.customer?.emailAddress ?? readDraft<{ emailAddress: string }>('guest')?.emailAddress ?? '' },
    });

    async function continueAsGuest({ emailAddress }: { emailAddress: string }) {
        writeDraft('guest', { emailAddress });
        try {
            const draft = readDraft<{ name: string }>('address');
            const { firstName, lastName } = splitName(draft?.name ?? '');
            applyCart(locale, await setCustomerForOrder(locale, { emailAddress, firstName, lastName }));
            window.location.assign(links.steps.address);
        } catch (error) {
            guest.setError('root', { message: errorMessage(error, { EMAIL_ADDRESS_CONFLICT_ERROR: t('checkout.emailTaken') }) });
        }
    }

    return (
        <div className="checkout-login">
            <section className="checkout-card" aria-labelledby="guest-title">
                <h1 id="guest-title">{t('checkout.guestTitle')}</h1>
                <p>{t('checkout.guestText')}</p>
                <form noValidate onSubmit={guest.handleSubmit(continueAsGuest)} data-testid="guest-form">
                    <Field id="guest-email" label={t('checkout.email')} error={guest.formState.errors.emailAddress}>
                        <input id="guest-email" type="email" autoComplete="email" {...guest.register('emailAddress')} />
                    </Field>
                    {guest.formState.errors.root && <FormMessage type="error">{guest.formState.errors.root.message}</FormMessage>}
                    <button type="submit" className="button" disabled={guest.formState.isSubmitting} data-testid="guest-continue">{t('checkout.guestContinue')}</button>
                </form>
            </section>
            <section className="checkout-card" aria-labelledby="login-title">
                <h2 id="login-title">{t('checkout.loginTitle')}</h2>
                <p>{t('checkout.loginText')}</p>
                <LoginForm
                    locale={locale}
                    t={t}
                    messages={messages}
                    buttonClassName="button button--secondary"
                    forgotPasswordHref={links.forgotPassword}
                    onLoggedIn={() => window.location.assign(links.steps.address)}
                />
                <p>
                    <a href={links.steps.register} data-testid="to-register">{t('checkout.registerLink')}</a>
                </p>
            </section>
        </div>
    );
}
