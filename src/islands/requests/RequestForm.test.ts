// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@timber-shop/rules';
import { ApiError } from '../../lib/api/errors';
import { islandStrings } from '../../lib/i18n';
import type { RequestFormKind } from '../../lib/requests';
import { reactRoot, solveAltcha, typeInto } from '../../../tests/lib/react-root';
import { REQUEST_FORM_STRINGS } from './strings';

/**
 * The Shop API's request calls, recorded and answered as each test says. The captcha asks for its
 * configuration and challenge through the same module: no reCAPTCHA keys, so ALTCHA, as the backend answers by default.
 */
const api = vi.hoisted(() => ({
    getCaptchaConfig: vi.fn(),
    getCaptchaChallenge: vi.fn(),
    checkOrder: vi.fn(),
    requestQuote: vi.fn(),
    createContactLead: vi.fn(),
    changeOrderRequest: vi.fn(),
    complaintRequest: vi.fn(),
    infoRequest: vi.fn(),
}));
vi.mock('../../lib/api/requests', () => api);
/** A visitor, not logged in: nothing filled in for them. */
vi.mock('../../lib/api/account', () => ({ loadUser: vi.fn(async () => null) }));

const { default: RequestForm } = await import('./RequestForm');

describe('RequestForm: what a customer reads while asking for a quote, a change or anything else', () => {
    let root: ReturnType<typeof reactRoot>;
    // the props the contact view gives the island (src/views/ContactView.astro)
    const render = (locale: Locale, kind: RequestFormKind) =>
        root.render(createElement(RequestForm, { locale, kind, strings: islandStrings(locale, REQUEST_FORM_STRINGS) }));
    const $ = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector(selector) as T;
    const field = (kind: RequestFormKind, name: string) => $<HTMLInputElement>(`#request-${kind}-${name}`);
    const label = (kind: RequestFormKind, name: string) => $(`label[for="request-${kind}-${name}"]`).textContent;
    const errorAt = (kind: RequestFormKind, name: string) => document.querySelector(`[data-testid="request-${kind}-${name}-error"]`)?.textContent;
    const formError = () => document.querySelector('[data-testid="request-error"]')?.textContent;
    const captchaError = () => document.querySelector('[data-testid="captcha-error"]')?.textContent;
    const values = (kind: RequestFormKind) =>
        [...document.querySelectorAll<HTMLInputElement>(`[id^="request-${kind}-"]:is(input, textarea)`)].filter(e => e.value).map(e => e.value);
    const send = () => act(() => $<HTMLButtonElement>('[data-testid="request-form"] button[type="submit"]').click());

    beforeEach(() => {
        sessionStorage.clear();
        localStorage.clear();
        api.getCaptchaConfig.mockResolvedValue({ provider: 'altcha' });
        api.getCaptchaChallenge.mockResolvedValue({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x', maxnumber: 10 });
        root = reactRoot();
    });
    afterEach(async () => {
        await root.unmount();
        vi.clearAllMocks();
    });

    it('labels the fields and, sent empty, says at each required field that it is required (nl, de)', async () => {
        await render('nl', 'other');
        expect(['name', 'email', 'phone', 'company', 'message'].map(name => label('other', name))).toEqual([
            'Naam',
            'E-mailadres',
            'Telefoonnummer',
            'Bedrijf (optioneel)',
            'Je bericht',
        ]);
        expect(field('other', 'orderNumber')).toBeNull();
        await send();
        await vi.waitFor(() => expect(formError()).toBe('Je moet alle velden invullen.'));
        expect([errorAt('other', 'name'), errorAt('other', 'email'), errorAt('other', 'message')]).toEqual([
            'Dit veld is verplicht',
            'Dit veld is verplicht',
            'Dit veld is verplicht',
        ]);
        expect(errorAt('other', 'phone')).toBeUndefined();

        await root.unmount();
        root = reactRoot();
        await render('de', 'other');
        expect(['name', 'email', 'phone', 'company', 'message'].map(name => label('other', name))).toEqual([
            'Name',
            'E-Mail-Adresse',
            'Telefonnummer',
            'Firma (optional)',
            'Ihre Nachricht',
        ]);
        await send();
        await vi.waitFor(() => expect(formError()).toBe('Sie müssen alle Felder ausfüllen.'));
        expect(errorAt('other', 'name')).toBe('Dieses Feld ist erforderlich');
        expect(api.infoRequest).not.toHaveBeenCalled();
    });

    it('sends a quote request with what was typed, the locale and the captcha answer, then thanks the customer (nl)', async () => {
        api.requestQuote.mockResolvedValue({ id: '31' });
        await render('nl', 'quote');
        await typeInto(field('quote', 'name'), 'Jan Jansen');
        await typeInto(field('quote', 'email'), 'jan@jansen-hout.nl');
        await typeInto(field('quote', 'phone'), '+31 6 12345678');
        await typeInto(field('quote', 'company'), 'Jansen Hout');
        await typeInto(field('quote', 'message'), '40 vlonderplanken bangkirai van 2,75 m');
        await solveAltcha();
        await send();
        await vi.waitFor(() =>
            expect(document.querySelector('[data-testid="request-sent"]')?.textContent).toContain('Bedankt! We hebben je aanvraag ontvangen.'),
        );
        expect(document.querySelector('[data-testid="request-sent"] [role="status"]')?.textContent).toBe(
            'Bedankt! We hebben je aanvraag ontvangen. Je ontvangt binnen 5 minuten een bevestiging per e-mail.',
        );
        expect(api.requestQuote).toHaveBeenCalledTimes(1);
        expect(api.requestQuote).toHaveBeenCalledWith(
            'nl',
            {
                name: 'Jan Jansen',
                emailAddress: 'jan@jansen-hout.nl',
                phoneNumber: '+31 6 12345678',
                company: 'Jansen Hout',
                message: '40 vlonderplanken bangkirai van 2,75 m',
                campaign: null,
            },
            false,
            'altcha-answer',
        );
        // once in, the draft is gone: another request starts empty
        expect(document.querySelector('[data-testid="request-sent"] button')?.textContent).toBe('Nog een aanvraag versturen');
        await act(() => $<HTMLButtonElement>('[data-testid="request-sent"] button').click());
        expect(field('quote', 'name').value).toBe('');
        expect(sessionStorage.getItem('request-draft:quote') ?? '').not.toContain('Jan Jansen');
    });

    it('refuses a send before the captcha is solved, or with an answer the server refused, and says so under it (de)', async () => {
        await render('de', 'callback');
        await typeInto(field('callback', 'name'), 'Hans Müller');
        await typeInto(field('callback', 'email'), 'hans@mueller-holz.de');
        await typeInto(field('callback', 'phone'), '+49 30 1234567');
        await send();
        await vi.waitFor(() => expect(captchaError()).toBe('Captcha bestätigen'));
        expect(api.createContactLead).not.toHaveBeenCalled();

        // solved, it goes (a callback needs no message); the server finds the answer used up: a fresh challenge
        api.createContactLead.mockRejectedValueOnce(new ApiError(['Captcha bestätigen'], ['USER_INPUT_ERROR'], { captcha: 'Captcha bestätigen' }));
        await solveAltcha();
        expect(captchaError()).toBeUndefined();
        await send();
        await vi.waitFor(() => expect(captchaError()).toBe('Captcha bestätigen'));
        expect(formError()).toBeUndefined();
        expect(api.createContactLead).toHaveBeenCalledWith(
            'de',
            expect.objectContaining({ name: 'Hans Müller', emailAddress: 'hans@mueller-holz.de', phoneNumber: '+49 30 1234567', message: '' }),
            'altcha-answer',
        );
        await vi.waitFor(() => expect(api.getCaptchaChallenge).toHaveBeenCalledTimes(2));
        expect(values('callback')).toEqual(['Hans Müller', 'hans@mueller-holz.de', '+49 30 1234567']);

        api.createContactLead.mockResolvedValueOnce({ id: '32' });
        await solveAltcha();
        await send();
        await vi.waitFor(() =>
            expect(document.querySelector('[data-testid="request-sent"] [role="status"]')?.textContent).toBe(
                'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Sie erhalten innerhalb einer Stunde eine Bestätigung per E-Mail.',
            ),
        );
        expect(api.createContactLead).toHaveBeenCalledTimes(2);
    });

    it('says an e-mail address that is none and a malformed phone number at their fields (nl, de)', async () => {
        await render('nl', 'callback');
        await typeInto(field('callback', 'name'), 'Jan');
        await typeInto(field('callback', 'email'), 'jan.jansen-hout.nl');
        await typeInto(field('callback', 'phone'), '06-12');
        await send();
        await vi.waitFor(() => expect(errorAt('callback', 'email')).toBe('Moet een e-mailadres zijn'));
        expect(errorAt('callback', 'phone')).toBe('Formaat:  +31 6 12345678');
        // no field is empty: not 'You must fill all fields.'
        expect(formError()).toBeUndefined();

        await root.unmount();
        root = reactRoot();
        sessionStorage.clear();
        await render('de', 'callback');
        await typeInto(field('callback', 'email'), 'hans@');
        await send();
        await vi.waitFor(() => expect(errorAt('callback', 'email')).toBe('Muss eine E-Mail-Adresse sein'));
        expect(errorAt('callback', 'phone')).toBe('Dieses Feld ist erforderlich');
        expect(api.createContactLead).not.toHaveBeenCalled();
    });

    it("shows the server's refusal at its field, or above the button, and keeps what was typed (nl, de)", async () => {
        // the order number checked when typed, refused when sent (the server checks it again)
        api.checkOrder.mockResolvedValue(true);
        api.changeOrderRequest.mockRejectedValueOnce(
            new ApiError(['Vul een geldig ordernummer in.'], ['USER_INPUT_ERROR'], { orderNumber: 'Vul een geldig ordernummer in.' }),
        );
        await render('nl', 'order');
        await typeInto(field('order', 'name'), 'Jan Jansen');
        await typeInto(field('order', 'email'), 'jan@jansen-hout.nl');
        await typeInto(field('order', 'orderNumber'), 'GH-100999');
        await typeInto(field('order', 'message'), 'Graag een dag later leveren.');
        await solveAltcha();
        await send();
        await vi.waitFor(() => expect(errorAt('order', 'orderNumber')).toBe('Vul een geldig ordernummer in.'));
        expect(field('order', 'orderNumber').getAttribute('aria-invalid')).toBe('true');
        expect(formError()).toBeUndefined();
        expect(api.changeOrderRequest).toHaveBeenCalledWith(
            'nl',
            expect.objectContaining({ name: 'Jan Jansen', message: 'Graag een dag later leveren.' }),
            'GH-100999',
            'altcha-answer',
        );
        expect(values('order')).toEqual(['Jan Jansen', 'jan@jansen-hout.nl', 'GH-100999', 'Graag een dag later leveren.']);

        await root.unmount();
        root = reactRoot();
        api.infoRequest.mockRejectedValueOnce(
            new ApiError(['Zu viele Anfragen von Ihrer Adresse. Bitte versuchen Sie es in 10 Minuten erneut.'], ['USER_INPUT_ERROR']),
        );
        await render('de', 'other');
        await typeInto(field('other', 'name'), 'Hans Müller');
        await typeInto(field('other', 'email'), 'hans@mueller-holz.de');
        await typeInto(field('other', 'message'), 'Liefern Sie auch samstags?');
        await solveAltcha();
        await send();
        await vi.waitFor(() => expect(formError()).toBe('Zu viele Anfragen von Ihrer Adresse. Bitte versuchen Sie es in 10 Minuten erneut.'));
        expect(values('other')).toEqual(['Hans Müller', 'hans@mueller-holz.de', 'Liefern Sie auch samstags?']);
        // kept for a reload too
        expect(JSON.parse(sessionStorage.getItem('request-draft:other') ?? '{}')).toMatchObject({
            name: 'Hans Müller',
            emailAddress: 'hans@mueller-holz.de',
            message: 'Liefern Sie auch samstags?',
        });
    });

    it('checks the order number of a change request as the field is left, and says an unknown one at it (nl, de)', async () => {
        api.checkOrder.mockResolvedValue(false);
        await render('nl', 'order');
        expect(label('order', 'orderNumber')).toBe('Ordernummer');
        await typeInto(field('order', 'name'), 'Jan Jansen');
        await typeInto(field('order', 'email'), 'jan@jansen-hout.nl');
        await typeInto(field('order', 'orderNumber'), 'gh-100999');
        await typeInto(field('order', 'message'), 'Graag een dag later leveren.');
        // told on leaving the field, before any send
        await vi.waitFor(() => expect(errorAt('order', 'orderNumber')).toBe('Vul een geldig ordernummer in.'));
        expect(api.checkOrder).toHaveBeenCalledTimes(1);
        await solveAltcha();
        await send();
        // checked again on sending, upper case as the shop writes its order numbers
        await vi.waitFor(() => expect(api.checkOrder).toHaveBeenCalledTimes(2));
        expect(api.checkOrder).toHaveBeenLastCalledWith('nl', 'GH-100999');
        expect(errorAt('order', 'orderNumber')).toBe('Vul een geldig ordernummer in.');
        expect(api.changeOrderRequest).not.toHaveBeenCalled();

        await root.unmount();
        root = reactRoot();
        sessionStorage.clear();
        await render('de', 'order');
        expect(label('order', 'orderNumber')).toBe('Bestellnummer');
        await typeInto(field('order', 'name'), 'Hans Müller');
        await typeInto(field('order', 'email'), 'hans@mueller-holz.de');
        await typeInto(field('order', 'orderNumber'), 'GH-1');
        await typeInto(field('order', 'message'), 'Bitte einen Tag später liefern.');
        await send();
        // too short to be one: said without asking the server
        await vi.waitFor(() => expect(errorAt('order', 'orderNumber')).toBe('Bitte geben Sie eine gültige Bestellnummer ein.'));
        expect(formError()).toBeUndefined();
        expect(api.checkOrder).not.toHaveBeenCalledWith('de', expect.anything());
    });
});
