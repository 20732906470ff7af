import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { gevenSignUpUser, loadUser, login } from '../../lib/api/account';
import type { Cart } from '../../lib/api/cart';
import { setCustomerForOrder } from '../../lib/api/checkout';
import { userCookie } from '../../lib/user';
import { email, phone, required } from '../../lib/validation';
import { Field, FormMessage } from '../forms/fields';
import { applyCart, errorMessage } from '../cart/store';
import { readDraft, writeDraft } from './drafts';
import { splitName } from './guards';
import type { CheckoutContext } from './context';

/** After a login the pages know it from the geven-user cookie (spec section 6). */
async function rememberUser(context: CheckoutContext) {
    const user = await loadUser(context.locale);
    if (user) document.cookie = userCookie({ id: user.id, email: user.emailAddress, showTaxPrice: true });
}

/** Step 1: continue as a guest with an e-mail address, or log in; a link leads to registration. */
export function LoginStep({ context, cart }: { context: CheckoutContext; cart: Cart | null }) {
    const { t, messages, locale, links } = context;
    const guestSchema = z.object({ emailAddress: email(messages) });
    const guest = useForm<z.infer<typeof guestSchema>>({
        resolver: zodResolver(guestSchema),
        defaultValues: { emailAddress: cart?.customer?.emailAddress ?? readDraft<{ emailAddress: string }>('guest')?.emailAddress ?? '' },
    });
    const loginSchema = z.object({ email: email(messages), password: required(messages, 200) });
    const loginForm = useForm<z.infer<typeof loginSchema>>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

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

    async function logIn(values: { email: string; password: string }) {
        try {
            await login(locale, values.email, values.password);
            await rememberUser(context);
            window.location.assign(links.steps.address);
        } catch (error) {
            loginForm.setError('root', {
                message: errorMessage(error, { INVALID_CREDENTIALS_ERROR: t('checkout.invalidCredentials'), NOT_VERIFIED_ERROR: t('checkout.notVerified') }),
            });
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
                <form noValidate onSubmit={loginForm.handleSubmit(logIn)} data-testid="login-form">
                    <Field id="login-email" label={t('checkout.email')} error={loginForm.formState.errors.email}>
                        <input id="login-email" type="email" autoComplete="username" {...loginForm.register('email')} />
                    </Field>
                    <Field id="login-password" label={t('checkout.password')} error={loginForm.formState.errors.password}>
                        <input id="login-password" type="password" autoComplete="current-password" {...loginForm.register('password')} />
                    </Field>
                    {loginForm.formState.errors.root && <FormMessage type="error">{loginForm.formState.errors.root.message}</FormMessage>}
                    <button type="submit" className="button button--secondary" disabled={loginForm.formState.isSubmitting}>{t('checkout.login')}</button>
                    <a href={links.forgotPassword} className="checkout-card__link">{t('checkout.forgotPassword')}</a>
                </form>
                <p>
                    <a href={links.steps.register} data-testid="to-register">{t('checkout.registerLink')}</a>
                </p>
            </section>
        </div>
    );
}

/** Registration inside the checkout: the account is created, then the customer is logged in and continues. */
export function RegisterStep({ context }: { context: CheckoutContext }) {
    const { t, messages, locale, links } = context;
    const schema = z.object({ name: required(messages, 100), emailAddress: email(messages), phoneNumber: phone(messages), password: z.string().min(8, t('checkout.passwordTooShort')).max(200) });
    type Values = z.infer<typeof schema>;
    const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: '', emailAddress: '', phoneNumber: '', password: '' } });
    const [verifyEmail, setVerifyEmail] = useState('');
    const { errors, isSubmitting } = form.formState;

    async function submit(values: Values) {
        try {
            await gevenSignUpUser(locale, { ...splitName(values.name), emailAddress: values.emailAddress, phoneNumber: values.phoneNumber, password: values.password });
        } catch (error) {
            form.setError('root', { message: errorMessage(error) });
            return;
        }
        writeDraft('address', { name: values.name, email: values.emailAddress, phone: values.phoneNumber });
        try {
            await login(locale, values.emailAddress, values.password);
            await rememberUser(context);
            window.location.assign(links.steps.address);
        } catch {
            // The shop confirms new e-mail addresses first: the customer logs in after clicking the link.
            setVerifyEmail(values.emailAddress);
        }
    }

    if (verifyEmail) return <FormMessage type="info" testId="register-verify">{t('checkout.registerVerify', { email: verifyEmail })}</FormMessage>;
    return (
        <section className="checkout-card" aria-labelledby="register-title">
            <h1 id="register-title">{t('checkout.registerTitle')}</h1>
            <p>{t('checkout.registerText')}</p>
            <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="register-form">
                <Field id="register-name" label={t('checkout.name')} error={errors.name}>
                    <input id="register-name" autoComplete="name" {...form.register('name')} />
                </Field>
                <Field id="register-email" label={t('checkout.email')} error={errors.emailAddress}>
                    <input id="register-email" type="email" autoComplete="email" {...form.register('emailAddress')} />
                </Field>
                <Field id="register-phone" label={t('checkout.phone')} error={errors.phoneNumber}>
                    <input id="register-phone" type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
                </Field>
                <Field id="register-password" label={t('checkout.password')} error={errors.password}>
                    <input id="register-password" type="password" autoComplete="new-password" {...form.register('password')} />
                </Field>
                {errors.root && <FormMessage type="error">{errors.root.message}</FormMessage>}
                <button type="submit" className="button" disabled={isSubmitting}>{t('checkout.register')}</button>
            </form>
            <p>
                <a href={links.steps.login}>{t('checkout.haveAccount')}</a>
            </p>
        </section>
    );
}
