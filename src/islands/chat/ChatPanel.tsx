import { zodResolver } from '@hookform/resolvers/zod';
import { chatDescription, type Locale } from '@timber-shop/rules';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Captcha, useCaptcha } from '../../components/forms/Captcha';
import { Field, FormMessage } from '../../components/forms/fields';
import { loadUser } from '../../lib/api/account';
import { ApiError, errorMessage } from '../../lib/api/errors';
import { createCrmOverlayBox } from '../../lib/api/requests';
import { pushEvent } from '../../lib/tracking';
import type { ValidationMessages } from '../../lib/validation';
import { email, phone, required } from '../../lib/schemas/fields';

/**
 * The chat widget's contact form (spec sections 3 and 4): description, e-mail and phone, all
 * required, send disabled while loading or invalid. States: closed -> open -> sent (thank-you) ->
 * closed. Opening resets the sent flag and fills in e-mail and phone for a logged-in visitor;
 * closing resets the form; after sending it is cleared. The stored description ends with 'Last
 * visited pages' and the current and previous page URL.
 */
export type ChatStrings = Record<'title' | 'intro' | 'description' | 'email' | 'phone' | 'send' | 'sending' | 'thanks' | 'close' | 'captchaRequired', string> & {
    validation: ValidationMessages;
};

interface Values {
    description: string;
    email: string;
    phone: string;
}
const EMPTY: Values = { description: '', email: '', phone: '' };

export const CHAT_OPEN_EVENT = 'chat:open';

export default function ChatPanel({ locale, strings: s, onClosed }: { locale: Locale; strings: ChatStrings; onClosed: () => void }) {
    const schema = z.object({ description: required(s.validation, 2000), email: email(s.validation), phone: phone(s.validation) });
    const { register, handleSubmit, formState, reset, getValues, setError } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: EMPTY });
    const [state, setState] = useState<'open' | 'sent' | 'closed'>('open');
    const captcha = useCaptcha(s.captchaRequired);
    const [failure, setFailure] = useState('');

    // opening: not sent, and a logged-in visitor's e-mail and phone
    useEffect(() => {
        const open = () => {
            setState('open');
            setFailure('');
            loadUser(locale)
                .then(user => {
                    if (!user) return;
                    const current = getValues();
                    reset({ ...current, email: current.email || user.emailAddress, phone: current.phone || (user.phoneNumber ?? '') }, { keepDefaultValues: true });
                })
                .catch(() => undefined);
        };
        open();
        window.addEventListener(CHAT_OPEN_EVENT, open);
        return () => window.removeEventListener(CHAT_OPEN_EVENT, open);
    }, [locale, getValues, reset]);

    const close = () => {
        reset(EMPTY);
        captcha.setError('');
        setState('closed');
        onClosed();
    };

    const send = async (values: Values) => {
        if (!captcha.require()) return;
        const previous = document.referrer && new URL(document.referrer).origin === location.origin ? document.referrer : null;
        try {
            await createCrmOverlayBox(locale, { description: chatDescription(values.description, location.href, previous), email: values.email, phone: values.phone }, captcha.answer);
            pushEvent({ event: 'chatwidget_contact' });
            reset(EMPTY);
            setState('sent');
        } catch (error) {
            const fields = error instanceof ApiError ? error.fields : {};
            if (fields.captcha) captcha.setError(fields.captcha);
            else if (fields.emailAddress) setError('email', { message: fields.emailAddress });
            else if (fields.phoneNumber) setError('phone', { message: fields.phoneNumber });
            else setFailure(errorMessage(error));
        } finally {
            captcha.used();
        }
    };

    if (state === 'closed') return null;
    return (
        // Escape inside the panel closes it, as the × does
        <section
            className="chat-panel"
            aria-labelledby="chat-title"
            data-testid="chat-panel"
            data-state={state}
            onKeyDown={event => {
                if (event.key === 'Escape') close();
            }}
        >
            <header>
                <h2 id="chat-title">{s.title}</h2>
                <button type="button" className="chat-panel__close" aria-label={s.close} onClick={close}>
                    ×
                </button>
            </header>
            {state === 'sent' ? (
                <FormMessage type="success" testId="chat-sent">
                    {s.thanks}
                </FormMessage>
            ) : (
                <form noValidate onSubmit={handleSubmit(send)}>
                    <p>{s.intro}</p>
                    <Field id="chat-description" label={s.description} error={formState.errors.description}>
                        <textarea id="chat-description" rows={4} maxLength={2000} {...register('description')} />
                    </Field>
                    <Field id="chat-email" label={s.email} error={formState.errors.email}>
                        <input id="chat-email" type="email" autoComplete="email" {...register('email')} />
                    </Field>
                    <Field id="chat-phone" label={s.phone} error={formState.errors.phone}>
                        <input id="chat-phone" type="tel" autoComplete="tel" {...register('phone')} />
                    </Field>
                    <Captcha locale={locale} {...captcha.widget} />
                    {failure && <FormMessage type="error">{failure}</FormMessage>}
                    <button type="submit" className="button" disabled={formState.isSubmitting || !formState.isValid}>
                        {formState.isSubmitting ? s.sending : s.send}
                    </button>
                </form>
            )}
        </section>
    );
}
