import { zodResolver } from '@hookform/resolvers/zod';
import type { Locale } from '@timber-shop/rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Captcha } from '../../components/forms/Captcha';
import { Field, FormMessage } from '../../components/forms/fields';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { newsLetterSubscribe } from '../../lib/api/newsletter';
import { email, type ValidationMessages } from '../../lib/validation';

/** The footer's newsletter sign-up (Dutch shop only): e-mail and captcha; the mailed link confirms (double opt-in). */
export type NewsletterStrings = Record<'email' | 'subscribe' | 'sending' | 'checkInbox' | 'captchaRequired', string> & { validation: ValidationMessages };

export default function NewsletterForm({ locale, strings: s }: { locale: Locale; strings: NewsletterStrings }) {
    const { register, handleSubmit, formState, setError, reset } = useForm<{ emailAddress: string }>({
        resolver: zodResolver(z.object({ emailAddress: email(s.validation) })),
        defaultValues: { emailAddress: '' },
    });
    const [captcha, setCaptcha] = useState('');
    const [round, setRound] = useState(0);
    const [captchaError, setCaptchaError] = useState('');
    const [failure, setFailure] = useState('');
    const [sent, setSent] = useState(false);

    const send = async ({ emailAddress }: { emailAddress: string }) => {
        setFailure('');
        if (!captcha) return setCaptchaError(s.captchaRequired);
        try {
            await newsLetterSubscribe(locale, emailAddress, captcha);
            reset();
            setSent(true);
        } catch (error) {
            const fields = error instanceof ApiError ? error.fields : {};
            if (fields.captcha) setCaptchaError(fields.captcha);
            else if (fields.emailAddress) setError('emailAddress', { message: fields.emailAddress });
            else setFailure(errorMessage(error));
        } finally {
            setCaptcha('');
            setRound(r => r + 1);
        }
    };

    if (sent) return <FormMessage type="success" testId="newsletter-sent">{s.checkInbox}</FormMessage>;
    return (
        <form className="newsletter-form" noValidate onSubmit={handleSubmit(send)} data-testid="newsletter-form">
            <Field id="newsletter-email" label={s.email} error={formState.errors.emailAddress}>
                <input id="newsletter-email" type="email" autoComplete="email" {...register('emailAddress')} />
            </Field>
            <Captcha
                locale={locale}
                round={round}
                error={captchaError}
                onChange={answer => {
                    setCaptcha(answer);
                    if (answer) setCaptchaError('');
                }}
            />
            {failure && <FormMessage type="error">{failure}</FormMessage>}
            <button type="submit" className="button" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? s.sending : s.subscribe}
            </button>
        </form>
    );
}
