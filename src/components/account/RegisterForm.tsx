import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { gevenSignUpUser, login } from '../../lib/api/account';
import type { Locale } from '@timber-shop/rules';
import type { ValidationMessages } from '../../lib/validation';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { RegistrationValues } from '../../lib/schemas/account';
import { Field, FormMessage } from '../forms/fields';
import { Captcha, useCaptcha } from '../forms/Captcha';
import { BusinessEmailHint } from './BusinessEmailHint';
import { ApiError, errorMessage, ResultError } from '../../lib/api/errors';
import { splitName } from '../../lib/user';
import { getIndustries, type Industry } from '../../lib/api/lookups';
import { useOnHydration } from '../../lib/hydration';
import { afterLogin } from '../../lib/session';
import type { RegisterFormKey, Translate } from './strings';

const schemas = () => import('../../lib/schemas/account');

export interface Registration {
    name: string;
    emailAddress: string;
    phoneNumber: string;
    /** false while the e-mail address awaits confirmation by the mailed link (the shop's default) */
    loggedIn: boolean;
}

export interface RegisterFormProps {
    locale: Locale;
    t: Translate<RegisterFormKey>;
    messages: ValidationMessages;
    onRegistered: (registration: Registration) => void;
}

/**
 * The shop's one registration form (the register page and the checkout's register step). The shop
 * confirms new addresses: the account is made, the mail with the link goes out, and the page shows
 * what comes next. Without verification (a backend setting) the customer is logged in at once.
 */
export function RegisterForm({ locale, t, messages, onRegistered }: RegisterFormProps) {
    type Values = RegistrationValues;
    const form = useForm<Values>({
        resolver: lazyResolver(schemas, s => s.registrationResolver(messages, { passwordTooShort: t('account.passwordTooShort'), vatFormat: t('businessPrices.vatFormat') })),
        defaultValues: { name: '', emailAddress: '', phoneNumber: '', password: '', vatNumber: '', industryId: '' },
    });
    const { errors, isSubmitting } = form.formState;
    const captcha = useCaptcha(t('requests.captchaRequired'));
    // the list in the visitor's language; without it (backend away) the field offers none and stays optional
    const [industries, setIndustries] = useState<Industry[]>([]);
    useOnHydration(() => {
        getIndustries(locale).then(setIndustries, () => undefined);
    });

    async function submit(values: Values) {
        if (!captcha.require()) return;
        const registration = { name: values.name, emailAddress: values.emailAddress, phoneNumber: values.phoneNumber };
        try {
            const input = {
                ...splitName(values.name),
                emailAddress: values.emailAddress,
                phoneNumber: values.phoneNumber,
                password: values.password,
                ...(values.vatNumber ? { vatNumber: values.vatNumber } : {}),
                // spec section 5: on register, the industry id is converted to a number
                ...(values.industryId ? { industryId: Number(values.industryId) } : {}),
            };
            await gevenSignUpUser(locale, { ...input, captcha: captcha.answer });
        } catch (error) {
            if (error instanceof ApiError && error.fields.captcha) captcha.setError(error.fields.captcha);
            else form.setError('root', { message: errorMessage(error) });
            return;
        } finally {
            captcha.used();
        }
        try {
            await login(locale, values.emailAddress, values.password);
        } catch (error) {
            if (error instanceof ResultError && error.code === 'NOT_VERIFIED_ERROR') return onRegistered({ ...registration, loggedIn: false });
            // Vendure answers a registration of a confirmed address as a success (it tells nobody who has an account);
            // the password then does not fit: that address has an account already.
            form.setError('root', { message: errorMessage(error, { INVALID_CREDENTIALS_ERROR: t('account.accountExists') }) });
            return;
        }
        await afterLogin(locale);
        onRegistered({ ...registration, loggedIn: true });
    }

    return (
        <form noValidate onSubmit={form.handleSubmit(submit)} data-testid="register-form">
            <Field id="register-name" label={t('account.name')} error={errors.name}>
                <input id="register-name" autoComplete="name" {...form.register('name')} />
            </Field>
            <Field id="register-email" label={t('account.email')} error={errors.emailAddress}>
                <input id="register-email" type="email" autoComplete="email" {...form.register('emailAddress')} />
            </Field>
            <BusinessEmailHint locale={locale} email={form.watch('emailAddress')} hint={t('registration.businessEmailHint')} />
            <Field id="register-phone" label={t('account.phone')} error={errors.phoneNumber}>
                <input id="register-phone" type="tel" autoComplete="tel" {...form.register('phoneNumber')} />
            </Field>
            <Field id="register-password" label={t('account.password')} error={errors.password}>
                <input id="register-password" type="password" autoComplete="new-password" {...form.register('password')} />
            </Field>
            <Field id="register-vat" label={t('businessPrices.vatNumber')} error={errors.vatNumber} hint={t('businessPrices.vatNumberHint')}>
                <input id="register-vat" autoComplete="off" autoCapitalize="characters" maxLength={20} {...form.register('vatNumber')} />
            </Field>
            <Field id="register-industry" label={t('registration.industry')} error={errors.industryId}>
                <select id="register-industry" {...form.register('industryId')}>
                    <option value="">{t('registration.industryNone')}</option>
                    {industries.map(industry => (
                        <option key={industry.id} value={industry.id}>{industry.fullName}</option>
                    ))}
                </select>
            </Field>
            <Captcha locale={locale} {...captcha.widget} />
            {errors.root && <FormMessage type="error" testId="register-error">{errors.root.message}</FormMessage>}
            <button type="submit" className="button" disabled={isSubmitting} data-testid="register-submit">
                {t('account.register')}
            </button>
        </form>
    );
}
