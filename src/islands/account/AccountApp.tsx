import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loadUser, requestPasswordReset, resetPassword, updateCustomerEmailAddress, verifyCustomerAccount } from '../../lib/api/account';
import { texts } from '../../lib/interpolate';
import { type AccountPage, type Locale, safeRedirect } from '@timber-shop/rules';
import { readUserCookie } from '../../lib/user';
import { validationMessages, type ValidationMessages } from '../../lib/validation';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { ForgotPasswordValues, NewPasswordValues } from '../../lib/schemas/account';
import { Field, FormMessage } from '../../components/forms/fields';
import { errorMessage, ResultError } from '../../lib/api/errors';
import { LoginForm } from '../../components/account/LoginForm';
import { RegisterForm } from '../../components/account/RegisterForm';
import { afterLogin, rememberReturnTo, takeReturnTo } from '../../lib/session';
import { changingSession } from '../../lib/api/client';
import type { AccountStrings } from './strings';
import { useOnHydration } from '../../lib/hydration';

const schemas = () => import('../../lib/schemas/account');

export interface AccountAppProps {
    locale: Locale;
    view: Exclude<AccountPage, 'account'>;
    strings: AccountStrings;
    links: {
        login: string;
        register: string;
        forgotPassword: string;
        /** where a login without a (valid) redirect goes: the account route */
        fallback: string;
    };
}

type T = ReturnType<typeof texts<keyof AccountStrings>>;
interface ViewProps {
    locale: Locale;
    t: T;
    messages: ValidationMessages;
    links: AccountAppProps['links'];
    /** the page's ?redirect= target if it is a path on this site, else the fallback */
    target: string;
    /** the ?redirect= as given (kept on the links between login and register) */
    redirect: string | null;
}

/**
 * The account pages' island (/inloggen, /register, /verify, /forgot-password and its
 * new-password page): one pre-rendered shell per page and locale, this island doing the work. After
 * a login the visitor goes back to the `redirect` target (a path on this site only) or to the
 * account page.
 */
export default function AccountApp({ locale, view, strings, links }: AccountAppProps) {
    const [query, setQuery] = useState<URLSearchParams | null>(null);
    useOnHydration(() => setQuery(new URLSearchParams(window.location.search)));
    if (!query) return null;

    const t = texts(strings);
    const redirect = query.get('redirect');
    const props: ViewProps = { locale, t, messages: validationMessages(strings), links, redirect, target: safeRedirect(redirect, links.fallback) };
    return (
        <div className={`account account--${view}`} data-testid={`account-${view}`}>
            {view === 'login' && <LoginView {...props} />}
            {view === 'register' && <RegisterView {...props} />}
            {view === 'verify' && (query.get('change') === 'email' ? <EmailChangeView {...props} token={query.get('token')} /> : <VerifyView {...props} token={query.get('token')} />)}
            {view === 'forgotPassword' && <ForgotPasswordView {...props} />}
            {view === 'newPassword' && <NewPasswordView {...props} token={query.get('token')} />}
        </div>
    );
}

function withRedirect(path: string, redirect: string | null) {
    return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

function LoginView({ locale, t, messages, links, target, redirect }: ViewProps) {
    // the user cookie says whether someone is logged in; the address comes from the backend (the cookie carries none)
    const [email, setEmail] = useState<string | null>(null);
    useOnHydration(() => {
        if (!readUserCookie(document.cookie)) return;
        loadUser(locale)
            .then(user => setEmail(user?.emailAddress ?? null))
            .catch(() => setEmail(null));
    });
    return (
        <section className="checkout-card">
            {email && <FormMessage type="info" testId="logged-in-as">{t('account.loggedInAs', { email })}</FormMessage>}
            <p>{t('account.loginText')}</p>
            <LoginForm locale={locale} t={t} messages={messages} onLoggedIn={() => window.location.assign(target)} forgotPasswordHref={links.forgotPassword} />
            <p>
                {t('account.noAccount')}{' '}
                <a href={withRedirect(links.register, redirect)} data-testid="to-register">{t('account.registerLink')}</a>
            </p>
        </section>
    );
}

function RegisterView({ locale, t, messages, links, target, redirect }: ViewProps) {
    const [waiting, setWaiting] = useState('');
    if (waiting) return <FormMessage type="info" testId="register-verify">{t('account.registerVerify', { email: waiting })}</FormMessage>;
    return (
        <section className="checkout-card">
            <p>{t('account.registerText')}</p>
            <RegisterForm
                locale={locale}
                t={t}
                messages={messages}
                onRegistered={registration => {
                    if (registration.loggedIn) return window.location.assign(target);
                    // The mail's link opens /verify: from there, back to where the customer came from.
                    rememberReturnTo(target);
                    setWaiting(registration.emailAddress);
                }}
            />
            <p>
                <a href={withRedirect(links.login, redirect)}>{t('account.haveAccount')}</a>
            </p>
        </section>
    );
}

/** The verification mail's link: confirms the address, which logs the customer in, then back to where they registered. */
function VerifyView({ locale, t, links, token }: ViewProps & { token: string | null }) {
    const [state, setState] = useState<{ status: 'busy' | 'done' | 'failed'; message?: string; link?: 'login' | 'register'; target?: string }>({ status: 'busy' });
    const started = useRef(false);

    useOnHydration(() => {
        if (started.current) return;
        started.current = true;
        if (!token) return setState({ status: 'failed', message: t('account.verifyNoToken') });
        changingSession(() => verifyCustomerAccount(locale, token))
            .then(() => afterLogin(locale))
            .then(() => {
                const target = safeRedirect(takeReturnTo(), links.fallback);
                setState({ status: 'done', target });
                window.location.replace(target);
            })
            .catch(error => {
                const code = error instanceof ResultError ? error.code : '';
                if (code === 'VERIFICATION_TOKEN_EXPIRED_ERROR') setState({ status: 'failed', message: t('account.verifyExpired'), link: 'register' });
                else if (code === 'VERIFICATION_TOKEN_INVALID_ERROR') setState({ status: 'failed', message: t('account.verifyInvalid'), link: 'login' });
                else setState({ status: 'failed', message: errorMessage(error), link: 'login' });
            });
    });

    if (state.status === 'busy') return <p aria-busy="true" data-testid="verify-busy">{t('account.verifying')}</p>;
    if (state.status === 'done') {
        return (
            <FormMessage type="success" testId="verify-done">
                {t('account.verified')} <a href={state.target}>{t('account.continue')}</a>
            </FormMessage>
        );
    }
    return (
        <div>
            <FormMessage type="error" testId="verify-error">{state.message}</FormMessage>
            {state.link === 'login' && <a className="button" href={links.login}>{t('account.login')}</a>}
            {state.link === 'register' && <a className="button" href={links.register}>{t('account.registerLink')}</a>}
        </div>
    );
}

/** The e-mail address change mail's link (/verify?change=email&token=…): confirms the new address. */
function EmailChangeView({ locale, t, links, token }: ViewProps & { token: string | null }) {
    const [state, setState] = useState<{ status: 'busy' | 'done' | 'failed'; message?: string }>({ status: 'busy' });
    const started = useRef(false);

    useOnHydration(() => {
        if (started.current) return;
        started.current = true;
        if (!token) return setState({ status: 'failed', message: t('account.verifyNoToken') });
        updateCustomerEmailAddress(locale, token)
            .then(() => setState({ status: 'done' }))
            .catch(error => setState({ status: 'failed', message: errorMessage(error) }));
    });

    if (state.status === 'busy') return <p aria-busy="true" data-testid="verify-busy">{t('account.changingEmail')}</p>;
    return (
        <div>
            <FormMessage type={state.status === 'done' ? 'success' : 'error'} testId={state.status === 'done' ? 'email-changed' : 'verify-error'}>
                {state.status === 'done' ? t('account.emailChanged') : state.message}
            </FormMessage>
            <a className="button" href={links.fallback}>{t('account.continue')}</a>
        </div>
    );
}

function ForgotPasswordView({ locale, t, messages, links }: ViewProps) {
    type Values = ForgotPasswordValues;
    const form = useForm<Values>({ resolver: lazyResolver(schemas, s => s.forgotPasswordResolver(messages)), defaultValues: { emailAddress: '' } });
    const [sentTo, setSentTo] = useState('');
    const { errors, isSubmitting } = form.formState;

    async function submit({ emailAddress }: Values) {
        try {
            await requestPasswordReset(locale, emailAddress);
            setSentTo(emailAddress);
        } catch (error) {
            form.setError('root', { message: errorMessage(error) });
        }
    }

    return (
        <section className="checkout-card">
            {sentTo ? (
                <FormMessage type="success" testId="forgot-sent">{t('account.forgotSent', { email: sentTo })}</FormMessage>
            ) : (
                <>
                    <p>{t('account.forgotText')}</p>
                    <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="forgot-form">
                        <Field id="forgot-email" label={t('account.email')} error={errors.emailAddress}>
                            <input id="forgot-email" type="email" autoComplete="email" {...form.register('emailAddress')} />
                        </Field>
                        {errors.root && <FormMessage type="error">{errors.root.message}</FormMessage>}
                        <button type="submit" className="button" disabled={isSubmitting}>{t('account.forgotSend')}</button>
                    </form>
                </>
            )}
            <p>
                <a href={links.login}>{t('account.backToLogin')}</a>
            </p>
        </section>
    );
}

/** The password reset mail's link: a new password, which logs the customer in. */
function NewPasswordView({ locale, t, links, target, token }: ViewProps & { token: string | null }) {
    type Values = NewPasswordValues;
    const form = useForm<Values>({ resolver: lazyResolver(schemas, s => s.newPasswordResolver(t('account.passwordTooShort'))), defaultValues: { password: '' } });
    const [linkError, setLinkError] = useState(token ? '' : t('account.verifyNoToken'));
    const { errors, isSubmitting } = form.formState;

    async function submit({ password }: Values) {
        try {
            await resetPassword(locale, token ?? '', password);
            await afterLogin(locale);
            window.location.assign(target);
        } catch (error) {
            const code = error instanceof ResultError ? error.code : '';
            if (code === 'PASSWORD_RESET_TOKEN_EXPIRED_ERROR') setLinkError(t('account.resetExpired'));
            else if (code === 'PASSWORD_RESET_TOKEN_INVALID_ERROR') setLinkError(t('account.resetInvalid'));
            else form.setError('root', { message: errorMessage(error) });
        }
    }

    if (linkError) {
        return (
            <div>
                <FormMessage type="error" testId="reset-error">{linkError}</FormMessage>
                <a className="button" href={links.forgotPassword}>{t('account.forgotSend')}</a>
            </div>
        );
    }
    return (
        <section className="checkout-card">
            <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="new-password-form">
                <Field id="new-password" label={t('account.newPassword')} error={errors.password}>
                    <input id="new-password" type="password" autoComplete="new-password" {...form.register('password')} />
                </Field>
                {errors.root && <FormMessage type="error">{errors.root.message}</FormMessage>}
                <button type="submit" className="button" disabled={isSubmitting}>{t('account.newPasswordSave')}</button>
            </form>
        </section>
    );
}
