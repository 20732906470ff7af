// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@timber-shop/rules';
import { ApiError } from '../../lib/api/errors';
import { islandStrings } from '../../lib/i18n';
import { reactRoot, solveAltcha, typeInto } from '../../../tests/lib/react-root';
import { SAMPLE_FORM_STRINGS } from './strings';

/**
 * The network boundary: the sample request, recorded and answered as each test says, and the captcha's
 * configuration and challenge: the backend with no reCAPTCHA keys configured answers its self-hosted ALTCHA.
 */
const api = vi.hoisted(() => ({
    getCaptchaConfig: vi.fn(),
    getCaptchaChallenge: vi.fn(),
    sampleRequest: vi.fn(),
}));
vi.mock('../../lib/api/requests', () => api);
/** A visitor, not logged in: nothing filled in for them. */
vi.mock('../../lib/api/account', () => ({ loadUser: vi.fn(async () => null) }));

const { default: SampleRequestForm } = await import('./SampleRequestForm');

// happy-dom's <select> has no `size` (a browser's is 0 without the attribute): react-hook-form then takes the
// first option, selected by no one, for a choice the visitor made before the form was ready, and keeps it
// over the form's default country
if (!('size' in HTMLSelectElement.prototype)) {
    Object.defineProperty(HTMLSelectElement.prototype, 'size', {
        configurable: true,
        get: function (this: HTMLSelectElement) {
            return Number(this.getAttribute('size') ?? 0);
        },
    });
}

describe('SampleRequestForm: a free sample by post from the product page', () => {
    let root: ReturnType<typeof reactRoot>;
    // the props the product view gives the island (src/views/ProductView.astro): the product's length-23 variant
    const render = (locale: Locale) =>
        root.render(createElement(SampleRequestForm, { locale, variantId: '123', strings: islandStrings(locale, SAMPLE_FORM_STRINGS) }));
    const $ = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector(selector) as T;
    const text = (selector: string) => document.querySelector(selector)?.textContent;
    const FIELDS = ['name', 'email', 'street', 'postal-code', 'city', 'country'];
    const labels = () => FIELDS.map(name => text(`label[for="sample-${name}"]`));
    const errorAt = (name: string) => text(`[data-testid="sample-${name}-error"]`);
    const values = () => FIELDS.map(name => $<HTMLInputElement | HTMLSelectElement>(`#sample-${name}`).value);
    const type = (name: string, value: string) => typeInto($<HTMLInputElement>(`#sample-${name}`), value);
    const fill = async (address: { name: string; email: string; street: string; 'postal-code': string; city: string }) => {
        for (const [name, value] of Object.entries(address)) await type(name, value);
    };
    const send = () => act(() => $<HTMLButtonElement>('[data-testid="sample-form"] button[type="submit"]').click());

    beforeEach(() => {
        localStorage.clear();
        api.getCaptchaConfig.mockResolvedValue({ provider: 'altcha' });
        api.getCaptchaChallenge.mockResolvedValue({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x', maxnumber: 10 });
        root = reactRoot();
    });
    afterEach(async () => {
        await root.unmount();
        vi.clearAllMocks();
    });

    it("labels the address in the shop's language with its country first, and says what is missing or malformed (nl, de)", async () => {
        await render('nl');
        expect(text('[data-testid="sample-form"] > p')).toBe('We sturen je gratis een stuk van ongeveer 25 cm van dit product.');
        expect(labels()).toEqual(['Naam', 'E-mailadres', 'Straat en huisnummer', 'Postcode', 'Plaats', 'Land']);
        expect($<HTMLSelectElement>('#sample-country').selectedOptions[0].textContent).toBe('Nederland');
        expect(text('[data-testid="sample-form"] button[type="submit"]')).toBe('Monster aanvragen');
        await send();
        await vi.waitFor(() => expect(errorAt('name')).toBe('Dit veld is verplicht'));
        expect(['email', 'street', 'postal-code', 'city'].map(errorAt)).toEqual([
            'Dit veld is verplicht',
            'Dit veld is verplicht',
            'Dit veld is verplicht',
            'Dit veld is verplicht',
        ]);
        await type('email', 'jan@');
        await type('postal-code', '12345');
        await send();
        await vi.waitFor(() => expect(errorAt('postal-code')).toBe('Formaat:  1234 AB'));
        expect(errorAt('email')).toBe('Moet een e-mailadres zijn');

        await root.unmount();
        root = reactRoot();
        await render('de');
        expect(labels()).toEqual(['Name', 'E-Mail-Adresse', 'Straße und Hausnummer', 'Postleitzahl', 'Ort', 'Land']);
        expect($<HTMLSelectElement>('#sample-country').selectedOptions[0].textContent).toBe('Deutschland');
        expect(text('[data-testid="sample-form"] button[type="submit"]')).toBe('Muster anfordern');
        await type('postal-code', '1234');
        await send();
        await vi.waitFor(() => expect(errorAt('postal-code')).toBe('Format:  10115'));
        expect(errorAt('city')).toBe('Dieses Feld ist erforderlich');
        expect(api.sampleRequest).not.toHaveBeenCalled();
    });

    it('sends the variant, the contact, the address with its postal code written the Dutch way and the captcha answer, then thanks the customer (nl)', async () => {
        api.sampleRequest.mockResolvedValue({ id: '40' });
        await render('nl');
        await fill({ name: 'Jan Jansen', email: 'jan@jansen-hout.nl', street: 'Houtweg 12', 'postal-code': '1234ab', city: 'Zaandam' });
        // not before the captcha is solved
        await send();
        await vi.waitFor(() => expect(text('[data-testid="captcha-error"]')).toBe('Accepteer de captcha'));
        expect(api.sampleRequest).not.toHaveBeenCalled();
        await solveAltcha();
        await send();
        await vi.waitFor(() =>
            expect(text('[data-testid="sample-sent"]')).toBe('Bedankt! Je monster komt eraan; je ontvangt binnen 5 minuten een bevestiging per e-mail.'),
        );
        expect(api.sampleRequest).toHaveBeenCalledTimes(1);
        expect(api.sampleRequest).toHaveBeenCalledWith(
            'nl',
            { name: 'Jan Jansen', emailAddress: 'jan@jansen-hout.nl', campaign: null },
            '123',
            { streetLine1: 'Houtweg 12', postalCode: '1234 AB', city: 'Zaandam', countryCode: 'NL' },
            'altcha-answer',
        );
    });

    it("shows the server's refusal at its field, or above the button, and keeps the address typed (de)", async () => {
        api.sampleRequest.mockRejectedValueOnce(new ApiError(['Dieses Feld ist erforderlich'], ['USER_INPUT_ERROR'], { city: 'Dieses Feld ist erforderlich' }));
        await render('de');
        await fill({ name: 'Hans Müller', email: 'hans@mueller-holz.de', street: 'Holzweg 3', 'postal-code': '10115', city: 'Berlin' });
        await solveAltcha();
        await send();
        await vi.waitFor(() => expect(errorAt('city')).toBe('Dieses Feld ist erforderlich'));
        expect(text('[data-testid="sample-error"]')).toBeUndefined();
        expect(values()).toEqual(['Hans Müller', 'hans@mueller-holz.de', 'Holzweg 3', '10115', 'Berlin', 'DE']);
        expect(api.sampleRequest).toHaveBeenLastCalledWith(
            'de',
            expect.objectContaining({ name: 'Hans Müller' }),
            '123',
            { streetLine1: 'Holzweg 3', postalCode: '10115', city: 'Berlin', countryCode: 'DE' },
            'altcha-answer',
        );

        // the country, a select, says its refusal too
        api.sampleRequest.mockRejectedValueOnce(
            new ApiError(['Dieses Feld ist erforderlich'], ['USER_INPUT_ERROR'], { countryCode: 'Dieses Feld ist erforderlich' }),
        );
        await solveAltcha();
        await send();
        await vi.waitFor(() => expect(errorAt('country')).toBe('Dieses Feld ist erforderlich'));
        expect(text('[data-testid="sample-error"]')).toBeUndefined();

        // a refusal of a field the form does not have is said above the button, not dropped
        api.sampleRequest.mockRejectedValueOnce(new ApiError(['Ungültige Telefonnummer'], ['USER_INPUT_ERROR'], { phoneNumber: 'Ungültige Telefonnummer' }));
        await solveAltcha();
        await send();
        await vi.waitFor(() => expect(text('[data-testid="sample-error"]')).toBe('Ungültige Telefonnummer'));

        // a refusal of no field (the product has no sample after all): said above the button
        api.sampleRequest.mockRejectedValueOnce(new ApiError(['Für dieses Produkt gibt es kein Muster.'], ['USER_INPUT_ERROR']));
        await solveAltcha();
        await send();
        await vi.waitFor(() => expect(text('[data-testid="sample-error"]')).toBe('Für dieses Produkt gibt es kein Muster.'));
        expect(values()).toEqual(['Hans Müller', 'hans@mueller-holz.de', 'Holzweg 3', '10115', 'Berlin', 'DE']);
        expect(text('[data-testid="sample-sent"]')).toBeUndefined();
    });
});
