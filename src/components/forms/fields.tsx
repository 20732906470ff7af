import { type ReactNode, useEffect, useRef } from 'react';
import type { FieldError } from 'react-hook-form';

/** A labelled form field with its validation message, shared by the cart and checkout forms. */
export function Field({ id, label, error, children, hint }: { id: string; label: string; error?: FieldError | string; children: ReactNode; hint?: string }) {
    const message = typeof error === 'string' ? error : error?.message;
    return (
        <div className={`field${message ? ' field--invalid' : ''}`}>
            <label htmlFor={id}>{label}</label>
            {children}
            {hint && <small className="field__hint">{hint}</small>}
            {message && (
                <p className="field__error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
                    {message}
                </p>
            )}
        </div>
    );
}

/**
 * A form-level message (server error or confirmation). `focus`: the message takes the focus and
 * comes into view when it appears (an answer that stops the visitor, e.g. an address the shop does
 * not deliver to, must not stay off-screen on a phone).
 */
export function FormMessage({ type, children, testId, focus = false }: { type: 'error' | 'success' | 'info'; children: ReactNode; testId?: string; focus?: boolean }) {
    const ref = useRef<HTMLParagraphElement>(null);
    useEffect(() => {
        if (!focus || !ref.current) return;
        ref.current.focus({ preventScroll: true });
        ref.current.scrollIntoView({ block: 'center' });
    }, [focus]);
    return (
        <p ref={ref} className={`form-message form-message--${type}`} role={type === 'error' ? 'alert' : 'status'} data-testid={testId} tabIndex={focus ? -1 : undefined}>
            {children}
        </p>
    );
}

/** A checkbox with its label text (children) and validation message. */
export function CheckboxField({ id, error, children }: { id: string; error?: FieldError; children: ReactNode }) {
    return (
        <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
            <label className="checkbox" htmlFor={id}>{children}</label>
            {error?.message && (
                <p className="field__error" role="alert" data-testid={`${id}-error`}>
                    {error.message}
                </p>
            )}
        </div>
    );
}
