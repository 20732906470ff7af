import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@timber-shop/rules';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Captcha, useCaptcha } from '../../components/forms/Captcha';
import { Field, FormMessage } from '../../components/forms/fields';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { newsLetterSubscribe } from '../../lib/api/newsletter';
import { useHeldSubmit } from '../../lib/hydration';
import type { ValidationMessages } from '../../lib/validation';
import { email } from '../../lib/schemas/fields';

/** The footer's newsletter sign-up (Dutch shop only): e-mail and captcha; the mailed link confirms (double opt-in). */
export type NewsletterStrings = Record<'email' | 'subscribe' | 'sending' | 'checkInbox' | 'captchaRequired', string> & { validation: ValidationMessages };

export default function NewsletterForm({ locale, strings: s }: { locale: Locale; strings: NewsletterStrings }) {
    // No default value: the island hydrates when a visitor reaches for it, and the field keeps what they typed meanwhile.
    const { register, handleSubmit, formState, setError, reset } = useForm<{ emailAddress: string }>({
        resolver: zodResolver(z.object({ emailAddress: email(s.validation) })),
    });
    const formRef = useRef<HTMLFormElement>(null);
    useHeldSubmit(formRef);
    const captcha = useCaptcha(s.captchaRequired);
    const [failure, setFailure] = useState('');
    const [sent, setSent] = useState(false);

    const send = async ({ emailAddress }: { emailAddress: string }) => {
        setFailure('');
        if (!captcha.require()) return;
        try {
            await newsLetterSubscribe(locale, emailAddress, captcha.answer);
            reset();
            setSent(true);
        } catch (error) {
            const fields = error instanceof ApiError ? error.fields : {};
            if (fields.captcha) captcha.setError(fields.captcha);
            else if (fields.emailAddress) setError('emailAddress', { message: fields.emailAddress });
            else setFailure(errorMessage(error));
        } finally {
            captcha.used();
        }
    };

    if (sent) return <FormMessage type="success" testId="newsletter-sent">{s.checkInbox}</FormMessage>;
    return (
        <form ref={formRef} className="newsletter-form" noValidate onSubmit={handleSubmit(send)} data-testid="newsletter-form">
            <Field id="newsletter-email" label={s.email} error={formState.errors.emailAddress}>
                <input id="newsletter-email" type="email" autoComplete="email" {...register('emailAddress')} />
            </Field>
            <Captcha locale={locale} {...captcha.widget} />
            {failure && <FormMessage type="error">{failure}</FormMessage>}
            <button type="submit" className="button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? s.sending : s.subscribe}
            </button>
        </form>
    );
}
