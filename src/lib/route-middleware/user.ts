import { ApiError } from '../api/errors';
import { clearUserCookie } from '../user';

/**
 * The spec's `user` route middleware (section 4, guards): the user comes from the backend's session,
 * never from the cookie alone; a failed user load (the backend refuses the session, or knows no
 * customer for it) clears the user cookie and goes to login, the intended route remembered. On every
 * page the header has the cookie follow the account (src/lib/session.ts, followAccount); on the
 * dashboard every load of its data is such a user load.
 */

/** The backend refused the session (Vendure's FORBIDDEN): the visitor is not, or no longer, logged in. */
export function isSessionRefused(error: unknown): boolean {
    return error instanceof ApiError && error.codes.includes('FORBIDDEN');
}

/** A failed user load: the cookie goes, and so does the visitor, to `login` (is-authenticated's toLogin). */
export function leaveForLogin(login: string): void {
    document.cookie = clearUserCookie();
    window.location.replace(login);
}
