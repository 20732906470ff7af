import { zodResolver } from '@hookform/resolvers/zod';
import { DELIVERY_COUNTRIES, type Locale } from '@timber-shop/rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Captcha, useCaptcha } from '../../components/forms/Captcha';
import { Field, FormMessage } from '../../components/forms/fields';
import { loadUser } from '../../lib/api/account';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { sampleRequest } from '../../lib/api/requests';
import { pendingCampaign } from '../../lib/cart/campaign';
import { defaultCountry } from '../../lib/countries';
import { useOnHydration } from '../../lib/hydration';
import { postalCodeError, postalCodeForBackend, validationMessages } from '../../lib/validation';
import { email, required } from '../../lib/schemas/fields';

/**
 * A sample by post from the product page (spec: sampleRequest with the length-23 variant, about
 * 25 cm): contact data and address, the captcha; errors show the server's first message.
 */
interface Props {
    locale: Locale;
    variantId: string;
    strings: Record<string, string>;
}

interface Values {
    name: string;
    emailAddress: string;
    streetLine1: string;
    postalCode: string;
    city: string;
    countryCode: string;
}

/** The fields whose refusal by the server is said at the field itself. */
const SERVER_FIELDS = ['name', 'emailAddress', 'streetLine1', 'postalCode', 'city', 'countryCode'] as const;

export default function SampleRequestForm({ locale, variantId, strings: s }: Props) {
    const m = validationMessages(s as Parameters<typeof validationMessages>[0]);
    const schema = z
        .object({ name: required(m), emailAddress: email(m), streetLine1: required(m), postalCode: z.string(), city: required(m), countryCode: z.string() })
        .check(z.superRefine((values, context) => {
            const message = postalCodeError(m, values.countryCode, values.postalCode);
            if (message) context.addIssue({ code: 'custom', path: ['postalCode'], message });
        }));
    const { register, handleSubmit, formState, reset, getValues, setError } = useForm<Values>({
        resolver: zodResolver(schema),
        defaultValues: { name: '', emailAddress: '', streetLine1: '', postalCode: '', city: '', countryCode: defaultCountry(locale) },
    });
    const captcha = useCaptcha(s['requests.captchaRequired']);
    const [failure, setFailure] = useState('');
    const [sent, setSent] = useState(false);

    useOnHydration(() => {
        loadUser(locale)
            .then(user => {
                if (!user) return;
                const current = getValues();
                reset({ ...current, name: current.name || `${user.firstName} ${user.lastName}`.trim(), emailAddress: current.emailAddress || user.emailAddress });
            })
            .catch(() => undefined);
    });

    const send = async (values: Values) => {
        setFailure('');
        if (!captcha.require()) return;
        try {
            await sampleRequest(
                locale,
                { name: values.name, emailAddress: values.emailAddress, campaign: pendingCampaign() },
                variantId,
                { streetLine1: values.streetLine1, postalCode: postalCodeForBackend(values.countryCode, values.postalCode), city: values.city, countryCode: values.countryCode },
                captcha.answer,
            );
            setSent(true);
        } catch (error) {
            const fields = error instanceof ApiError ? error.fields : {};
            if (fields.captcha) captcha.setError(fields.captcha);
            const shown = SERVER_FIELDS.filter(field => fields[field]);
            for (const field of shown) setError(field, { type: 'server', message: fields[field] });
            // a refusal the form has no field for is said above the button, never dropped
            if (shown.length === 0 && !fields.captcha) setFailure(errorMessage(error));
        } finally {
            captcha.used();
        }
    };

    if (sent) return <FormMessage type="success" testId="sample-sent">{s['requests.sample.thanks']}</FormMessage>;
    const errors = formState.errors;
    return (
        <form className="request-form" noValidate onSubmit={handleSubmit(send)} data-testid="sample-form">
            <p>{s['requests.sample.intro']}</p>
            <Field id="sample-name" label={s['requests.fields.name']} error={errors.name}>
                <input id="sample-name" autoComplete="name" {...register('name')} />
            </Field>
            <Field id="sample-email" label={s['requests.fields.email']} error={errors.emailAddress}>
                <input id="sample-email" type="email" autoComplete="email" {...register('emailAddress')} />
            </Field>
            <Field id="sample-street" label={s['requests.sample.street']} error={errors.streetLine1}>
                <input id="sample-street" autoComplete="street-address" {...register('streetLine1')} />
            </Field>
            <Field id="sample-postal-code" label={s['requests.sample.postalCode']} error={errors.postalCode}>
                <input id="sample-postal-code" autoComplete="postal-code" {...register('postalCode')} />
            </Field>
            <Field id="sample-city" label={s['requests.sample.city']} error={errors.city}>
                <input id="sample-city" autoComplete="address-level2" {...register('city')} />
            </Field>
            <Field id="sample-country" label={s['requests.sample.country']} error={errors.countryCode}>
                <select id="sample-country" {...register('countryCode')}>
                    {DELIVERY_COUNTRIES.map(code => (
                        <option key={code} value={code}>
                            {new Intl.DisplayNames([locale], { type: 'region' }).of(code)}
                        </option>
                    ))}
                </select>
            </Field>
            <Captcha locale={locale} {...captcha.widget} />
            {failure && <FormMessage type="error" testId="sample-error">{failure}</FormMessage>}
            <button type="submit" className="button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? s['requests.sending'] : s['requests.sample.send']}
            </button>
        </form>
    );
}
