import type { Locale } from '@timber-shop/rules';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { getCaptchaChallenge, getCaptchaConfig } from '../../lib/api/requests';

/**
 * The captcha of every public form that creates something (spec section 7): ALTCHA's self-hosted
 * proof of work by default (its widget loaded only with the form), Google's reCAPTCHA v2 (Dutch,
 * normal size) when the backend has keys. `onChange` gets the answer to send, '' while unsolved;
 * a new `round` (after a send, whose answer the server has used up) asks for a fresh challenge.
 * Nothing of it loads before the visitor reaches for its form (TOUCH): a form on a page costs no captcha
 * script or challenge until someone fills it in; its room is kept meanwhile (no layout shift).
 */
export const CAPTCHA_ERRORS = {
    noKey: 'ReCaptcha error: No key provided',
    noVersion: 'No version provided',
    loadFailed: 'Failed to load script',
    executeFailed: 'Failed to execute',
} as const;

/** The widget's own texts in the shop's languages (English is built in). */
const WIDGET_LANGUAGES: Partial<Record<Locale, () => Promise<unknown>>> = {
    nl: () => import('altcha/i18n/nl'),
    de: () => import('altcha/i18n/de'),
};

/**
 * The widget as the shop shows it, given from its first render on (the `configuration` attribute): configured
 * only once the challenge arrived, it showed ALTCHA's footer meanwhile and the form below grew by a line
 * for that moment, so a tap on the send button that came then landed beside it.
 */
const WIDGET_LOOK = (locale: Locale) => ({ language: locale, hideLogo: true, hideFooter: true });

interface Props {
    locale: Locale;
    round: number;
    onChange: (answer: string) => void;
    error?: string;
}

/**
 * A form's captcha state: the answer to send, the message under the widget, and the round.
 * `require()` refuses a send without an answer (showing `requiredMessage`); `used()` after every
 * send asks for a fresh challenge (the server has used the answer up). `widget` goes to <Captcha>.
 */
export function useCaptcha(requiredMessage: string) {
    const [answer, setAnswer] = useState('');
    const [round, setRound] = useState(0);
    const [error, setError] = useState('');
    return {
        answer,
        setError,
        widget: {
            round,
            error,
            onChange: (value: string) => {
                setAnswer(value);
                if (value) setError('');
            },
        },
        require: () => {
            if (!answer) setError(requiredMessage);
            return Boolean(answer);
        },
        used: () => {
            setAnswer('');
            setRound(r => r + 1);
        },
    };
}

/** A visitor reaching for the captcha's form: then the captcha loads (the fields are filled in before it is ticked). */
const TOUCH = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/** Whether the visitor has reached for the form around `box`; a captcha outside a form loads at once. */
function useTouched(box: RefObject<HTMLElement | null>) {
    const [touched, setTouched] = useState(false);
    useEffect(() => {
        const form = box.current?.closest('form');
        if (!form || form.matches(':focus-within')) return setTouched(true);
        const touch = () => setTouched(true);
        for (const type of TOUCH) form.addEventListener(type, touch, { once: true, passive: true });
        return () => {
            for (const type of TOUCH) form.removeEventListener(type, touch);
        };
    }, [box]);
    return touched;
}

type WidgetElement = HTMLElement & { configure(config: Record<string, unknown>): Promise<void>; reset(): void };
type Recaptcha = { render(element: HTMLElement, options: Record<string, unknown>): number; reset(id?: number): void };

export function Captcha({ locale, round, onChange, error }: Props) {
    const boxRef = useRef<HTMLDivElement>(null);
    const touched = useTouched(boxRef);
    const altchaRef = useRef<WidgetElement>(null);
    const recaptchaRef = useRef<HTMLDivElement>(null);
    const [provider, setProvider] = useState<{ provider: string; siteKey?: string | null } | null>(null);
    const [failure, setFailure] = useState('');
    // ALTCHA's checkbox takes no click until its challenge is set: a click before would be undone by that
    const [ready, setReady] = useState(false);
    const onChangeRef = useRef(onChange);
    onChangeRef.current = onChange;

    useEffect(() => {
        if (touched) getCaptchaConfig(locale).then(setProvider, () => setFailure(CAPTCHA_ERRORS.loadFailed));
    }, [locale, touched]);

    // ALTCHA: the widget module and a fresh challenge for every round
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new round is what asks for a new challenge
    useEffect(() => {
        if (provider?.provider !== 'altcha') return;
        let cancelled = false;
        onChangeRef.current('');
        setReady(false);
        (async () => {
            // its texts first: the widget starts as its module arrives, in English while its language is not there
            await WIDGET_LANGUAGES[locale]?.();
            await import('altcha');
            const challenge = await getCaptchaChallenge(locale);
            const widget = altchaRef.current;
            if (cancelled || !widget) return;
            await customElements.whenDefined('altcha-widget');
            await widget.configure({ challenge, ...WIDGET_LOOK(locale) });
            widget.reset();
            if (!cancelled) setReady(true);
        })().catch(() => !cancelled && setFailure(CAPTCHA_ERRORS.loadFailed));
        return () => {
            cancelled = true;
        };
    }, [provider, locale, round]);

    // biome-ignore lint/correctness/useExhaustiveDependencies: the widget element exists once the provider is known
    useEffect(() => {
        const widget = altchaRef.current;
        if (!widget) return;
        const onState = (event: Event) => {
            const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
            onChangeRef.current(state === 'verified' && payload ? payload : '');
        };
        widget.addEventListener('statechange', onState);
        return () => widget.removeEventListener('statechange', onState);
    }, [provider]);

    // reCAPTCHA v2: Google's script, rendered once, reset every round
    const recaptchaId = useRef<number | null>(null);
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new round resets the solved reCAPTCHA
    useEffect(() => {
        if (provider?.provider !== 'recaptcha') return;
        if (!provider.siteKey) {
            setFailure(CAPTCHA_ERRORS.noKey);
            return;
        }
        onChangeRef.current('');
        const global = window as unknown as { grecaptcha?: Recaptcha; onRecaptchaLoad?: () => void };
        const render = () => {
            try {
                if (recaptchaId.current !== null) return global.grecaptcha?.reset(recaptchaId.current);
                if (!recaptchaRef.current || !global.grecaptcha) throw new Error(CAPTCHA_ERRORS.executeFailed);
                recaptchaId.current = global.grecaptcha.render(recaptchaRef.current, {
                    sitekey: provider.siteKey,
                    size: 'normal',
                    callback: (token: string) => onChangeRef.current(token),
                    'expired-callback': () => onChangeRef.current(''),
                });
            } catch {
                setFailure(CAPTCHA_ERRORS.executeFailed);
            }
        };
        if (global.grecaptcha) return void render();
        global.onRecaptchaLoad = render;
        const script = document.createElement('script');
        script.src = 'https://www.google.com/recaptcha/api.js?onload=onRecaptchaLoad&render=explicit&hl=nl';
        script.async = true;
        script.onerror = () => setFailure(CAPTCHA_ERRORS.loadFailed);
        document.head.append(script);
    }, [provider, round]);

    const message = failure || error;
    return (
        <div ref={boxRef} className={`field captcha${message ? ' field--invalid' : ''}`} data-testid="captcha">
            {provider?.provider === 'altcha' && (
                <altcha-widget ref={altchaRef} name="altcha" configuration={JSON.stringify(WIDGET_LOOK(locale))} inert={!ready} aria-busy={!ready} />
            )}
            {provider?.provider === 'recaptcha' && <div ref={recaptchaRef} />}
            {message && (
                <p className="field__error" role="alert" data-testid="captcha-error">
                    {message}
                </p>
            )}
        </div>
    );
}
