// @vitest-environment happy-dom
import type { Locale } from '@timber-shop/rules';
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactRoot, typeInto } from '../../../tests/lib/react-root';
import { ApiError } from '../../lib/api/errors';
import ChatPanel from './ChatPanel';
import { CHAT_STRINGS, chatStrings } from './strings';
import { islandStrings } from '../../lib/i18n';

/**
 * The chat's contact form as a visitor fills it in. The backend is replaced (the logged-in user, the
 * captcha's configuration, the message sent), and so is Google's reCAPTCHA script: its widget is
 * "ticked" by calling the callback the form gave it.
 */
const backend = vi.hoisted(() => ({
    user: null as { emailAddress: string; phoneNumber?: string | null } | null,
    sent: [] as unknown[][],
    answer: (): Promise<unknown> => Promise.resolve({ id: '1' }),
}));
// the answer comes in a later task, as the network's would (not in the turn that asked)
vi.mock('../../lib/api/account', () => ({ loadUser: () => new Promise(resolve => requestAnimationFrame(() => resolve(backend.user))) }));
vi.mock('../../lib/api/requests', () => ({
    getCaptchaConfig: async () => ({ provider: 'recaptcha', siteKey: 'test-site-key' }),
    getCaptchaChallenge: async () => ({}),
    createCrmOverlayBox: (...args: unknown[]) => {
        backend.sent.push(args);
        return backend.answer();
    },
}));

let root: ReturnType<typeof reactRoot>;
let onClosed: ReturnType<typeof vi.fn<() => void>>;
let tick: ((token: string) => void) | undefined;

const field = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const send = () => document.querySelector<HTMLButtonElement>('.chat-panel button[type="submit"]') as HTMLButtonElement;
const errors = () => [...document.querySelectorAll('[role="alert"]')].map(alert => alert.textContent);
const events = () => (window.dataLayer ?? []).map(entry => entry.event);

/** The panel asks the backend for a logged-in visitor as it opens: its answer, and the form's check of it, are in by the next frame. */
const settled = () => act(() => new Promise<void>(resolve => requestAnimationFrame(() => resolve())));

async function open(locale: Locale) {
    window.history.replaceState(null, '', locale === 'nl' ? '/producten/vlonderplanken' : '/de/produkte/terrassendielen');
    await root.render(createElement(ChatPanel, { locale, strings: chatStrings(islandStrings(locale, CHAT_STRINGS)), onClosed }));
    await settled();
}
const type = (id: string, value: string) => typeInto(field<HTMLInputElement | HTMLTextAreaElement>(id), value);
/** The visitor ticks the captcha (it loads once they reach for the form). */
async function solveCaptcha() {
    await vi.waitFor(() => expect(tick).toBeDefined());
    await act(async () => tick?.('captcha-token'));
}
const submit = () =>
    act(async () =>
        send()
            .closest('form')
            ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    );

beforeEach(() => {
    backend.user = null;
    backend.sent = [];
    backend.answer = () => Promise.resolve({ id: '1' });
    window.dataLayer = [];
    tick = undefined;
    vi.stubGlobal('grecaptcha', {
        render: (_element: HTMLElement, options: { callback: (token: string) => void }) => {
            tick = options.callback;
            return 0;
        },
        reset: () => undefined,
    });
    onClosed = vi.fn();
    root = reactRoot();
});
afterEach(async () => {
    await root.unmount();
    vi.unstubAllGlobals();
});

describe('the chat form', () => {
    it('in de: a question with e-mail and phone is sent with the page it was asked on, then the visitor reads the thanks', async () => {
        await open('de');
        expect(send().disabled).toBe(true);
        await type('chat-description', '  Haben Sie Terrassendielen aus Lärche auf Lager? ');
        await type('chat-email', 'anna@example.de');
        await type('chat-phone', '+49 30 1234567');
        await solveCaptcha();
        await vi.waitFor(() => expect(send().disabled).toBe(false));
        expect(send().textContent).toBe('Senden');

        await submit();
        await vi.waitFor(() =>
            expect(document.querySelector('[data-testid="chat-sent"]')?.textContent).toBe('Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze.'),
        );
        expect(backend.sent).toEqual([
            [
                'de',
                {
                    description: 'Haben Sie Terrassendielen aus Lärche auf Lager?\n\nLast visited pages\nhttp://localhost:3000/de/produkte/terrassendielen',
                    email: 'anna@example.de',
                    phone: '+49 30 1234567',
                },
                'captcha-token',
            ],
        ]);
        expect(events()).toEqual(['chatwidget_contact']);
        expect(document.querySelector('form')).toBeNull();

        await act(async () => (document.querySelector('.chat-panel__close') as HTMLButtonElement).click());
        expect(document.querySelector('[data-testid="chat-panel"]')).toBeNull();
        expect(onClosed).toHaveBeenCalledTimes(1);
    });

    it('in nl: what is missing or malformed is said at the field, and a send without the captcha asks for it', async () => {
        await open('nl');
        await type('chat-description', 'Wat kost bezorgen?');
        await type('chat-description', '');
        await type('chat-email', 'jan@');
        await type('chat-phone', '06-12');
        await vi.waitFor(() => expect(errors()).toEqual(['Dit veld is verplicht', 'Moet een e-mailadres zijn', 'Formaat:  +31 6 12345678']));
        expect(send().disabled).toBe(true);

        await type('chat-description', 'Wat kost bezorgen?');
        await type('chat-email', 'jan@example.nl');
        await type('chat-phone', '06 12345678');
        await vi.waitFor(() => expect(send().disabled).toBe(false));
        expect(errors()).toEqual([]);
        // the captcha is still unticked
        await submit();
        await vi.waitFor(() => expect(errors()).toEqual(['Accepteer de captcha']));
        expect(backend.sent).toEqual([]);
    });

    it("in nl: the backend's refusal of the phone number shows at the phone field, any other failure above the send button", async () => {
        await open('nl');
        await type('chat-description', 'Wat kost bezorgen?');
        await type('chat-email', 'jan@example.nl');
        await type('chat-phone', '06 12345678');
        await solveCaptcha();
        backend.answer = () => Promise.reject(new ApiError(['Ongeldig telefoonnummer'], ['USER_INPUT_ERROR'], { phoneNumber: 'Ongeldig telefoonnummer' }));
        await vi.waitFor(() => expect(send().disabled).toBe(false));
        await submit();
        await vi.waitFor(() => expect(document.querySelector('[data-testid="chat-phone-error"]')?.textContent).toBe('Ongeldig telefoonnummer'));

        backend.answer = () => Promise.reject(new ApiError(['Dienst tijdelijk niet beschikbaar']));
        await type('chat-phone', '06 87654321');
        await solveCaptcha();
        await vi.waitFor(() => expect(send().disabled).toBe(false));
        await submit();
        await vi.waitFor(() => expect(document.querySelector('.form-message--error')?.textContent).toBe('Dienst tijdelijk niet beschikbaar'));
        // the visitor's text stays to try again; nothing was tracked
        expect(field<HTMLTextAreaElement>('chat-description').value).toBe('Wat kost bezorgen?');
        expect(events()).toEqual([]);
    });

    it('a logged-in visitor finds their e-mail and phone filled in; closing clears what they typed', async () => {
        backend.user = { emailAddress: 'piet@bouwbedrijf.nl', phoneNumber: '+31 6 11223344' };
        await open('nl');
        await vi.waitFor(() => expect(field<HTMLInputElement>('chat-email').value).toBe('piet@bouwbedrijf.nl'));
        expect(field<HTMLInputElement>('chat-phone').value).toBe('+31 6 11223344');
        await type('chat-description', 'Offerte voor 40 m² vlonder');
        await act(async () => (document.querySelector('.chat-panel__close') as HTMLButtonElement).click());
        expect(onClosed).toHaveBeenCalledTimes(1);

        // the launcher opens it again (chat.tsx: the chat:open event)
        await act(async () => window.dispatchEvent(new Event('chat:open')));
        await settled();
        await vi.waitFor(() => expect(field<HTMLInputElement>('chat-email')?.value).toBe('piet@bouwbedrijf.nl'));
        expect(field<HTMLTextAreaElement>('chat-description').value).toBe('');
    });

    it('Escape in the form closes it, as the × does, and clears what was typed', async () => {
        await open('de');
        await type('chat-description', 'Haben Sie Douglasie in 4 m?');
        await act(async () => field('chat-email').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
        expect(onClosed).not.toHaveBeenCalled();
        await act(async () => field('chat-description').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
        expect(onClosed).toHaveBeenCalledTimes(1);
        expect(document.querySelector('[data-testid="chat-panel"]')).toBeNull();
        await act(async () => window.dispatchEvent(new Event('chat:open')));
        await settled();
        expect(field<HTMLTextAreaElement>('chat-description').value).toBe('');
    });
});
