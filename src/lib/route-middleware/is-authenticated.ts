import { loginPath, type Locale } from '@timber-shop/rules';
import { readUserCookie } from '../user';

/**
 * The spec's `is-authenticated` route middleware (section 4, guards): a protected page (the dashboard,
 * /my-account) without the user cookie goes to login, and the intended route is remembered. The pages
 * are pre-rendered, so the dashboard island applies it when it loads. The cookie is only a hint: every
 * page's data comes from the backend's session (the `user` middleware).
 */
export function isAuthenticated(cookieHeader: string): boolean {
    return readUserCookie(cookieHeader) !== null;
}

/** The login page with the page the visitor is on remembered, to come back to after logging in. */
export function toLogin(locale: Locale, here: { pathname: string; search: string }): string {
    return loginPath(locale, `${here.pathname}${here.search}`);
}
