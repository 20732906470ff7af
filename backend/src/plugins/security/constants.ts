import type { AbuseLimit } from './types';

export const SECURITY_PLUGIN_OPTIONS = Symbol('SECURITY_PLUGIN_OPTIONS');
export const loggerCtx = 'SecurityPlugin';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits on Vendure's own mutations that try passwords or send mails. Per IP address they
 * are set so that one office behind one address can still work; per account and recipient tight.
 */
export const LIMITS = {
    /** wrong passwords for one account from one address: the 11th within a minute is refused, then 15 minutes' lockout */
    loginFailures: { name: 'login-failures', points: 10, durationSeconds: MINUTE, blockSeconds: 15 * MINUTE, message: 'error.security.login-locked' },
    /**
     * wrong passwords for one account from anywhere: past 50 in an hour, guessing spread over many
     * addresses is refused for 15 minutes, from every address the account never logged in from
     * (`knownLoginAddresses`): an attacker cannot lock the owner out of their own
     */
    loginFailuresPerAccount: { name: 'login-failures-account', points: 50, durationSeconds: HOUR, blockSeconds: 15 * MINUTE, message: 'error.security.login-locked' },
    /** the addresses an account logged in from (right password, or a password reset), remembered 90 days */
    knownLoginAddresses: { name: 'login-known-addresses', points: 1, durationSeconds: 90 * 24 * HOUR },
    /** wrong passwords from one address over all accounts */
    loginFailuresPerIp: { name: 'login-failures-ip', points: 100, durationSeconds: HOUR, blockSeconds: HOUR, message: 'error.security.login-locked' },
    /** new accounts from one address */
    registrations: { name: 'registrations', points: 20, durationSeconds: HOUR },
    /** account mails (verification, password reset, address change) to one recipient */
    accountMailsPerRecipient: { name: 'account-mails', points: 3, durationSeconds: HOUR },
    /** account mails from one address */
    accountMailsPerIp: { name: 'account-mails-ip', points: 20, durationSeconds: HOUR },
    /** tries of a mailed token (verification, password reset) from one address */
    tokenTries: { name: 'token-tries', points: 30, durationSeconds: 10 * MINUTE },
    /** cart mails from one address */
    cartMailsPerIp: { name: 'cart-mails-ip', points: 20, durationSeconds: HOUR },
    /**
     * mails the shop sends to an address a visitor typed (newsletter opt-in, a request's confirmation,
     * a mailed cart), together: a stranger cannot make the shop write to someone more than this
     */
    visitorMailsPerRecipient: { name: 'visitor-mails', points: 5, durationSeconds: HOUR },
    visitorMailsPerRecipientPerDay: { name: 'visitor-mails-day', points: 10, durationSeconds: 24 * HOUR },
    /** guest checkouts naming one e-mail address (each placed order mails it a confirmation) */
    guestCheckoutsPerRecipient: { name: 'guest-checkouts', points: 10, durationSeconds: HOUR },
} satisfies Record<string, AbuseLimit>;

/** The development cookie secret (environment.ts's default): public, so refused in production. */
export const DEV_COOKIE_SECRET = 'timber-shop-dev-cookie-secret';
