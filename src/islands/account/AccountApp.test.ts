// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccountPage, type Locale, pagePath } from '@timber-shop/rules';
import { ResultError } from '../../lib/api/errors';
import { islandStrings } from '../../lib/i18n';
import { reactRoot, typeInto } from '../../../tests/lib/react-root';
import AccountApp from './AccountApp';
import { ACCOUNT_STRINGS } from './strings';

/** The network boundary: the account calls the island made, and the backend's answers (set per test). */
const backend = vi.hoisted(() => ({
    calls: [] as unknown[][],
    answers: {} as Record<string, (...args: unknown[]) => Promise<unknown>>,
}));
vi.mock('../../lib/api/account', () => {
    const call =
        (name: string) =>
        (...args: unknown[]) => {
            backend.calls.push([name, ...args]);
            return backend.answers[name]?.(...args) ?? Promise.resolve(null);
        };
    return Object.fromEntries(
        [
            'login',
            'loadUser',
            'verifyCustomerAccount',
            'updateCustomerEmailAddress',
            'requestPasswordReset',
            'resetPassword',
            'getWishlist',
            'saveWishlist',
        ].map(name => [name, call(name)]),
    );
});
// the cart reload that follows every login (afterLogin): the visitor's cart stays empty here
vi.mock('../../lib/api/cart', () => ({
    cartLoad: async () => null,
    priceCartForSite: async () => null,
    cartAddMultipleItems: async () => null,
    setCampaign: async () => null,
}));

const USER_COOKIE = `geven-user=${encodeURIComponent(JSON.stringify({ id: '12', showTaxPrice: true }))}`;
const customer = { id: '12', emailAddress: 'kees@timmer.nl', showTaxPrice: true, currentPricelist: null };

describe('AccountApp: the account pages a customer reads', () => {
    let root: ReturnType<typeof reactRoot>;
    const $ = (selector: string) => document.querySelector<HTMLElement>(selector);
    const text = (selector: string) => $(selector)?.textContent ?? null;
    const calls = (name: string) => backend.calls.filter(call => call[0] === name).map(call => call.slice(1));
    /** The page as AccountView.astro renders it, opened at `address` as the visitor arrives. */
    const open = (locale: Locale, view: Exclude<AccountPage, 'account'>, address: string) => {
        window.history.replaceState(null, '', address);
        return root.render(
            createElement(AccountApp, {
                locale,
                view,
                strings: islandStrings(locale, ACCOUNT_STRINGS),
                links: {
                    login: pagePath(locale, 'login'),
                    register: pagePath(locale, 'register'),
                    forgotPassword: pagePath(locale, 'forgotPassword'),
                    fallback: pagePath(locale, 'account'),
                },
            }),
        );
    };
    const type = (selector: string, value: string) => typeInto($(selector) as HTMLInputElement, value);
    const send = (form: string) => act(() => ($(`[data-testid="${form}"]`) as HTMLFormElement).requestSubmit());

    beforeEach(() => {
        root = reactRoot();
        backend.calls = [];
        backend.answers = {};
        localStorage.clear();
    });
    afterEach(async () => {
        await root.unmount();
        document.cookie = 'geven-user=; max-age=0; path=/';
        vi.restoreAllMocks();
    });

    it('login (nl): Dutch labels, required fields after an empty send, a refused login in Dutch with the address kept', async () => {
        await open('nl', 'login', '/inloggen');
        expect(text('label[for="login-email"]')).toBe('E-mailadres');
        expect(text('label[for="login-password"]')).toBe('Wachtwoord');
        expect(text('[data-testid="login-submit"]')).toBe('Inloggen');
        expect(text('[data-testid="forgot-password-link"]')).toBe('Wachtwoord vergeten?');

        await send('login-form');
        await vi.waitFor(() => expect(text('[data-testid="login-email-error"]')).toBe('Dit veld is verplicht'));
        expect(text('[data-testid="login-password-error"]')).toBe('Dit veld is verplicht');
        expect(calls('login')).toEqual([]);

        backend.answers.login = () => Promise.reject(new ResultError('INVALID_CREDENTIALS_ERROR', 'The provided credentials are invalid'));
        await type('#login-email', 'kees@timmer.nl');
        await type('#login-password', 'verkeerd1');
        await send('login-form');
        await vi.waitFor(() => expect(text('[data-testid="login-error"]')).toBe('Het e-mailadres of het wachtwoord klopt niet.'));
        expect(calls('login')).toEqual([['nl', 'kees@timmer.nl', 'verkeerd1']]);
        expect(($('#login-email') as HTMLInputElement).value).toBe('kees@timmer.nl');
        expect($('[data-testid="login-email-error"]')).toBeNull();
    });

    it('login: a logged-in visitor reads whom they are logged in as; the register link keeps the redirect', async () => {
        // no user cookie: nobody to ask the backend about
        await open('nl', 'login', '/inloggen?redirect=%2Fwinkelwagen');
        expect($('[data-testid="logged-in-as"]')).toBeNull();
        expect(calls('loadUser')).toEqual([]);
        expect($('[data-testid="to-register"]')?.getAttribute('href')).toBe('/register?redirect=%2Fwinkelwagen');
        expect(text('[data-testid="to-register"]')).toBe('Account aanmaken');
        await root.unmount();

        root = reactRoot();
        document.cookie = `${USER_COOKIE}; path=/`;
        backend.answers.loadUser = async () => customer;
        await open('nl', 'login', '/inloggen?redirect=%2Fwinkelwagen');
        await vi.waitFor(() => expect(text('[data-testid="logged-in-as"]')).toBe('Je bent ingelogd als kees@timmer.nl.'));
        expect(calls('loadUser')).toEqual([['nl']]);
    });

    it('verify (nl): the mailed link confirms the address and goes back to where the customer registered; an expired one says so', async () => {
        // the register page remembered where the customer came from
        localStorage.setItem('account.returnTo', JSON.stringify({ path: '/winkelwagen', at: Date.now() }));
        backend.answers.loadUser = async () => customer;
        const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
        await open('nl', 'verify', '/verify?token=abc123');
        await vi.waitFor(() => expect(text('[data-testid="verify-done"]')).toBe('Je e-mailadres is bevestigd en je bent ingelogd. Verder'));
        expect(calls('verifyCustomerAccount')).toEqual([['nl', 'abc123']]);
        expect($('[data-testid="verify-done"] a')?.getAttribute('href')).toBe('/winkelwagen');
        expect(replace).toHaveBeenCalledWith('/winkelwagen');
        // logged in: the pages learn it from the user cookie
        expect(document.cookie).toContain(USER_COOKIE);
        await root.unmount();

        root = reactRoot();
        // the backend's answer comes when the test gives it: meanwhile the customer reads that it is under way
        const answer = Promise.withResolvers<never>();
        backend.answers.verifyCustomerAccount = () => answer.promise;
        await open('nl', 'verify', '/verify?token=old456');
        expect(text('[data-testid="verify-busy"]')).toBe('Je e-mailadres wordt bevestigd…');
        await act(async () => answer.reject(new ResultError('VERIFICATION_TOKEN_EXPIRED_ERROR', 'Verification token has expired')));
        await vi.waitFor(() =>
            expect(text('[data-testid="verify-error"]')).toBe(
                'Deze link is verlopen. Maak opnieuw een account aan met hetzelfde e-mailadres; je krijgt dan een nieuwe link.',
            ),
        );
        expect($('a.button')?.getAttribute('href')).toBe('/register');
        expect(text('a.button')).toBe('Account aanmaken');
        expect(replace).toHaveBeenCalledTimes(1);
    });

    it('forgot password (de): German texts, a malformed address refused, a failed send keeps it, then the mailbox message', async () => {
        await open('de', 'forgotPassword', '/de/forgot-password');
        expect(text('label[for="forgot-email"]')).toBe('E-Mail-Adresse');
        expect(text('[data-testid="forgot-form"] button')).toBe('Link senden');
        expect($('[data-testid="account-forgotPassword"] a')?.getAttribute('href')).toBe('/de/einloggen');

        await type('#forgot-email', 'kees@timmer');
        await send('forgot-form');
        await vi.waitFor(() => expect(text('[data-testid="forgot-email-error"]')).toBe('Muss eine E-Mail-Adresse sein'));
        expect(calls('requestPasswordReset')).toEqual([]);

        backend.answers.requestPasswordReset = () => Promise.reject(new Error('Failed to fetch'));
        await type('#forgot-email', 'kees@timmer.de');
        await send('forgot-form');
        await vi.waitFor(() => expect(text('.form-message--error')).toBe('Failed to fetch'));
        expect(($('#forgot-email') as HTMLInputElement).value).toBe('kees@timmer.de');

        backend.answers.requestPasswordReset = async () => undefined;
        await send('forgot-form');
        await vi.waitFor(() =>
            expect(text('[data-testid="forgot-sent"]')).toBe('Wenn zu kees@timmer.de ein Konto gehört, ist der Link jetzt in Ihrem Postfach.'),
        );
        expect(calls('requestPasswordReset')).toEqual([
            ['de', 'kees@timmer.de'],
            ['de', 'kees@timmer.de'],
        ]);
    });

    it('new password (nl): a link without its token, a password too short, and an expired link, each in Dutch', async () => {
        await open('nl', 'newPassword', '/forgot-password/new-password');
        expect(text('[data-testid="reset-error"]')).toBe('Deze link is onvolledig. Open de link uit de e-mail nog eens.');
        expect($('a.button')?.getAttribute('href')).toBe('/forgot-password');
        expect(text('a.button')).toBe('Stuur de link');
        await root.unmount();

        root = reactRoot();
        await open('nl', 'newPassword', '/forgot-password/new-password?token=reset789');
        expect(text('label[for="new-password"]')).toBe('Nieuw wachtwoord');
        await type('#new-password', 'kort');
        await send('new-password-form');
        await vi.waitFor(() => expect(text('[data-testid="new-password-error"]')).toBe('Gebruik minstens 8 tekens'));
        expect(calls('resetPassword')).toEqual([]);

        backend.answers.resetPassword = () => Promise.reject(new ResultError('PASSWORD_RESET_TOKEN_EXPIRED_ERROR', 'Password reset token has expired'));
        await type('#new-password', 'eikenhout42');
        await send('new-password-form');
        await vi.waitFor(() => expect(text('[data-testid="reset-error"]')).toBe('Deze link is verlopen. Vraag hieronder een nieuwe aan.'));
        expect(calls('resetPassword')).toEqual([['nl', 'reset789', 'eikenhout42']]);
    });

    it('new password (nl): a password that was set leads on, even when reloading the account fails', async () => {
        const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
        backend.answers.resetPassword = async () => customer;
        backend.answers.loadUser = () => Promise.reject(new TypeError('Failed to fetch'));
        await open('nl', 'newPassword', '/forgot-password/new-password?token=reset789');
        await type('#new-password', 'eikenhout42');
        await send('new-password-form');
        await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(pagePath('nl', 'account')));
        // asked twice, then on: the link is spent, so an error here would say a changed password failed
        expect(calls('loadUser')).toHaveLength(2);
        expect(text('[data-testid="new-password-error"]')).toBeNull();
        expect(text('[data-testid="reset-error"]')).toBeNull();
        expect(document.body.textContent).not.toContain('Failed to fetch');
    });
});
