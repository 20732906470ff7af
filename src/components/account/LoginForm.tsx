import { useForm } from 'react-hook-form';
import { login } from '../../lib/api/account';
import type { Locale } from '@timber-shop/rules';
import type { ValidationMessages } from '../../lib/validation';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { LoginValues } from '../../lib/schemas/account';
import { Field, FormMessage } from '../forms/fields';
import { errorMessage } from '../../lib/api/errors';
import { afterLogin } from '../../lib/session';
import type { LoginFormKey, Translate } from './strings';

const schemas = () => import('../../lib/schemas/account');

export interface LoginFormProps {
    locale: Locale;
    t: Translate<LoginFormKey>;
    messages: ValidationMessages;
    /** after the login, the user cookie and the reloaded cart: where the page goes on */
    onLoggedIn: () => void;
    forgotPasswordHref?: string;
    buttonClassName?: string;
}

/**
 * The shop's one login form (the login page and the checkout's login step): Vendure's login, then
 * the user cookie and a forced cart reload; refusals in the visitor's language.
 */
export function LoginForm({ locale, t, messages, onLoggedIn, forgotPasswordHref, buttonClassName = 'button' }: LoginFormProps) {
    type Values = LoginValues;
    const form = useForm<Values>({ resolver: lazyResolver(schemas, s => s.loginResolver(messages)), defaultValues: { email: '', password: '' } });
    const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

    async function submit(values: Values) {
        try {
            await login(locale, values.email, values.password);
            await afterLogin(locale);
        } catch (error) {
            form.setError('root', {
                message: errorMessage(error, { INVALID_CREDENTIALS_ERROR: t('account.invalidCredentials'), NOT_VERIFIED_ERROR: t('account.notVerified') }),
            });
            return;
        }
        onLoggedIn();
    }

    return (
        <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="login-form">
            <Field id="login-email" label={t('account.email')} error={errors.email}>
                <input id="login-email" type="email" autoComplete="username" {...form.register('email')} />
            </Field>
            <Field id="login-password" label={t('account.password')} error={errors.password}>
                <input id="login-password" type="password" autoComplete="current-password" {...form.register('password')} />
            </Field>
            {errors.root && <FormMessage type="error" testId="login-error">{errors.root.message}</FormMessage>}
            <button type="submit" className={buttonClassName} disabled={isSubmitting || (isSubmitSuccessful && !errors.root)} data-testid="login-submit">
                {t('account.login')}
            </button>
            {forgotPasswordHref && (
                <a href={forgotPasswordHref} className="checkout-card__link" data-testid="forgot-password-link">
                    {t('account.forgotPassword')}
                </a>
            )}
        </form>
    );
}
