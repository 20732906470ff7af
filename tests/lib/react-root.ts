import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, vi } from 'vitest';

// React warns about updates outside act() unless told this is a test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root in the test's document (happy-dom), as an island's component tests render it: react-dom's
 * own `createRoot`, each render and the unmount inside `act`, so effects have run when it resolves.
 */
export function reactRoot() {
    document.body.innerHTML = '<div id="root"></div>';
    const root = createRoot(document.getElementById('root') as HTMLElement);
    return {
        render: (element: ReactElement) => act(() => root.render(element)),
        unmount: () => act(() => root.unmount()),
    };
}

/**
 * As a visitor types into a field: it takes the focus (which a form's captcha notices), the value goes
 * in through the element's own setter (React tracks that one), then the input event React listens to.
 */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
    // async: what the focus starts (a captcha loading) settles inside act too
    return act(async () => {
        field.focus();
        const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
    });
}

/** The visitor solving the form's ALTCHA widget once its challenge is set: the widget's own statechange. */
export async function solveAltcha(payload = 'altcha-answer') {
    await vi.waitFor(() => expect(document.querySelector('altcha-widget')?.getAttribute('aria-busy')).toBe('false'));
    await act(() => document.querySelector('altcha-widget')?.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } })));
}
