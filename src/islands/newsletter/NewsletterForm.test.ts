// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors';
import { reactRoot, solveAltcha, typeInto } from '../../../tests/lib/react-root';
import NewsletterForm from './NewsletterForm';
import { NEWSLETTER_STRINGS, newsletterStrings } from './strings';
import { islandStrings } from '../../lib/i18n';

/** The network boundary: what the island sent, and what the backend answers (set per test). */
const sent = vi.hoisted(() => ({
    subscriptions: [] as { locale: string; emailAddress: string; captcha: string }[],
    challenges: 0,
    answer: (): Promise<void> => Promise.resolve(),
}));
vi.mock('../../lib/api/newsletter', () => ({
    newsLetterSubscribe: (locale: string, emailAddress: string, captcha: string) => {
        sent.subscriptions.push({ locale, emailAddress, captcha });
        return sent.answer();
    },
}));
// The backend with no reCAPTCHA keys configured answers its self-hosted ALTCHA captcha, a fresh challenge each round.
vi.mock('../../lib/api/requests', () => ({
    getCaptchaConfig: async () => ({ provider: 'altcha' }),
    getCaptchaChallenge: async () => {
        sent.challenges++;
        return { algorithm: 'SHA-256', challenge: `challenge-${sent.challenges}`, salt: 'salt', signature: 'signature', maxnumber: 1000 };
    },
}));

/** The strings the footer's NewsletterSignup.astro gives the island. */
const strings = () => newsletterStrings(islandStrings('nl', NEWSLETTER_STRINGS));

describe('NewsletterForm: the footer sign-up (Dutch shop)', () => {
    let root: ReturnType<typeof reactRoot>;
    const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
    const input = () => $('#newsletter-email') as HTMLInputElement;
    const text = (selector: string) => $(selector)?.textContent ?? null;
    const type = (value: string) => typeInto(input(), value);
    const send = () => act(() => ($('[data-testid="newsletter-form"]') as HTMLFormElement).requestSubmit());

    beforeEach(() => {
        root = reactRoot();
        sent.subscriptions = [];
        sent.challenges = 0;
        sent.answer = () => Promise.resolve();
    });
    afterEach(() => root.unmount());

    const render = () => root.render(createElement(NewsletterForm, { locale: 'nl', strings: strings() }));

    it('labels the field and the button in Dutch, and sends nothing with the address empty or malformed', async () => {
        await render();
        expect(text('label[for="newsletter-email"]')).toBe('E-mailadres');
        expect(text('button[type="submit"]')).toBe('Inschrijven');

        await send();
        await vi.waitFor(() => expect(text('[data-testid="newsletter-email-error"]')).toBe('Dit veld is verplicht'));
        await type('kees@');
        await send();
        await vi.waitFor(() => expect(text('[data-testid="newsletter-email-error"]')).toBe('Moet een e-mailadres zijn'));
        expect(sent.subscriptions).toEqual([]);
    });

    it('asks for the captcha before sending a valid address', async () => {
        await render();
        await type('kees@timmer.nl');
        await send();
        await vi.waitFor(() => expect(text('[data-testid="captcha-error"]')).toBe('Accepteer de captcha'));
        expect($('[data-testid="newsletter-email-error"]')).toBeNull();
        expect(sent.subscriptions).toEqual([]);
    });

    it('sends the address with the solved captcha and then asks to confirm from the mailbox', async () => {
        await render();
        await type(' kees@timmer.nl ');
        await solveAltcha('solved-1');
        await send();
        await vi.waitFor(() =>
            expect(text('[data-testid="newsletter-sent"]')).toBe('Bijna klaar! Bevestig je inschrijving met de link in de e-mail die we je net stuurden.'),
        );
        expect(sent.subscriptions).toEqual([{ locale: 'nl', emailAddress: 'kees@timmer.nl', captcha: 'solved-1' }]);
        expect($('[data-testid="newsletter-form"]')).toBeNull();
    });

    it('shows a refusal of the address at the field, keeps what was typed, and asks for a fresh captcha', async () => {
        await render();
        await type('kees@timmer.nl');
        await solveAltcha('solved-1');
        sent.answer = () =>
            Promise.reject(new ApiError(['Dit e-mailadres is al ingeschreven'], ['USER_INPUT_ERROR'], { emailAddress: 'Dit e-mailadres is al ingeschreven' }));
        await send();
        await vi.waitFor(() => expect(text('[data-testid="newsletter-email-error"]')).toBe('Dit e-mailadres is al ingeschreven'));
        expect(input().value).toBe('kees@timmer.nl');
        expect(text('button[type="submit"]')).toBe('Inschrijven');
        expect($('[data-testid="newsletter-sent"]')).toBeNull();
        // the server used the answer up: a new challenge, and a send without solving it is refused here
        await vi.waitFor(() => expect(sent.challenges).toBe(2));
        await send();
        await vi.waitFor(() => expect(text('[data-testid="captcha-error"]')).toBe('Accepteer de captcha'));
        expect(sent.subscriptions).toHaveLength(1);
    });

    it('shows a captcha refusal at the captcha, and any other failure under the form', async () => {
        await render();
        await type('kees@timmer.nl');
        await solveAltcha('solved-1');
        sent.answer = () => Promise.reject(new ApiError(['Captcha ongeldig'], [], { captcha: 'Captcha ongeldig' }));
        await send();
        await vi.waitFor(() => expect(text('[data-testid="captcha-error"]')).toBe('Captcha ongeldig'));
        expect($('[data-testid="newsletter-email-error"]')).toBeNull();

        await solveAltcha('solved-2');
        sent.answer = () => Promise.reject(new Error('Failed to fetch'));
        await send();
        await vi.waitFor(() => expect(text('.form-message--error')).toBe('Failed to fetch'));
        expect(input().value).toBe('kees@timmer.nl');
        expect(sent.subscriptions.map(s => s.captcha)).toEqual(['solved-1', 'solved-2']);
    });
});
