import { AvailableCategIdsDocument, GetWishlistDocument, SaveWishlistDocument, GevenSignUpUserDocument, LoadUserDocument, LoginDocument, LogoutDocument, RequestPasswordResetDocument, RequestUpdateCustomerEmailAddressDocument, ResetPasswordDocument, UpdateCustomerEmailAddressDocument, VerifyCustomerAccountDocument } from './gql/account/graphql';
import { request } from './client';
import { resultOrThrow } from './errors';
import type { Locale } from '@timber-shop/rules';

/**
 * The spec's account calls used by login, registration and checkout (section 7):
 * loadUser, gevenSignUpUser, and Vendure's own login, logout, e-mail
 * verification, e-mail address change (request and confirmation) and password reset.
 */

export type User = NonNullable<Awaited<ReturnType<typeof loadUser>>>;

/** Logs in with e-mail and password; the session cookie comes back through the /shop-api proxy. */
export async function login(locale: Locale, email: string, password: string): Promise<void> {
    resultOrThrow((await request(locale, LoginDocument, { username: email, password, rememberMe: true })).login);
}

/** The logged-in customer, or null for a visitor (spec: loadUser). */
export async function loadUser(locale: Locale) {
    return (await request(locale, LoadUserDocument)).activeCustomer ?? null;
}

/** Ends the session on the backend (the caller clears the user cookie and the cart). */
export async function logout(locale: Locale): Promise<void> {
    await request(locale, LogoutDocument);
}

/** Creates an account (spec: gevenSignUpUser); the backend refuses it without a solved captcha (`fields.captcha`). */
export async function gevenSignUpUser(
    locale: Locale,
    /** `captcha`: the solved captcha, checked by the backend before the account is made */
    input: { emailAddress: string; firstName: string; lastName: string; phoneNumber?: string; password: string; vatNumber?: string; industryId?: number; captcha: string },
): Promise<void> {
    resultOrThrow((await request(locale, GevenSignUpUserDocument, { input })).registerCustomerAccount);
}

/** Confirms the e-mail address with the token from the verification mail; the customer is then logged in. */
export async function verifyCustomerAccount(locale: Locale, token: string): Promise<void> {
    resultOrThrow((await request(locale, VerifyCustomerAccountDocument, { token })).verifyCustomerAccount);
}

/**
 * Asks to log in with another e-mail address (Vendure's e-mail change): with the current password, a
 * link goes to the new address, which becomes the login once the link is followed (updateCustomerEmailAddress).
 */
export async function requestUpdateCustomerEmailAddress(locale: Locale, password: string, newEmailAddress: string): Promise<void> {
    resultOrThrow((await request(locale, RequestUpdateCustomerEmailAddressDocument, { password, newEmailAddress })).requestUpdateCustomerEmailAddress);
}

/** Confirms a new e-mail address with the token from the e-mail address change mail. */
export async function updateCustomerEmailAddress(locale: Locale, token: string): Promise<void> {
    resultOrThrow((await request(locale, UpdateCustomerEmailAddressDocument, { token })).updateCustomerEmailAddress);
}

/** Mails a password reset link (the answer is the same whether the address has an account or not). */
export async function requestPasswordReset(locale: Locale, emailAddress: string): Promise<void> {
    const result = (await request(locale, RequestPasswordResetDocument, { emailAddress })).requestPasswordReset;
    if (result) resultOrThrow(result);
}

/** Sets a new password with the token from the reset mail; the customer is then logged in. */
export async function resetPassword(locale: Locale, token: string, password: string): Promise<void> {
    resultOrThrow((await request(locale, ResetPasswordDocument, { token, password })).resetPassword);
}

/** The logged-in customer's wishlist (product ids), or null for a visitor. */
export async function getWishlist(locale: Locale): Promise<string[] | null> {
    const data = await request(locale, GetWishlistDocument);
    return data.activeCustomer ? (data.activeCustomer.customFields?.wishlist ?? []) : null;
}

/** Keeps the wishlist (product ids) in the logged-in customer's account. */
export async function saveWishlist(locale: Locale, wishlist: string[]): Promise<void> {
    await request(locale, SaveWishlistDocument, { wishlist });
}

/** The categories the customer's price list lets them see (null: every one), with the key they are kept under (spec section 6). */
export async function getAvailableCategIds(locale: Locale) {
    return (await request(locale, AvailableCategIdsDocument)).activeCustomer ?? null;
}
