import { graphql } from './gql';
import { ResultError, request } from './client';
import type { Locale } from '@timber-shop/rules';

/**
 * The spec's account calls used by login, registration, checkout and the account page (section 7):
 * loadUser, gevenSignUpUser, getDashboardData, and Vendure's own login, logout, e-mail
 * verification and password reset.
 */

const loginDocument = graphql(`
    mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {
        login(username: $username, password: $password, rememberMe: $rememberMe) {
            ... on CurrentUser {
                id
                identifier
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const loadUserDocument = graphql(`
    query LoadUser {
        activeCustomer {
            id
            firstName
            lastName
            emailAddress
            phoneNumber
        }
    }
`);

const logoutDocument = graphql(`
    mutation Logout {
        logout {
            success
        }
    }
`);

const dashboardDocument = graphql(`
    query GetDashboardData($take: Int!) {
        activeCustomer {
            id
            firstName
            lastName
            emailAddress
            orders(options: { take: $take, sort: { updatedAt: DESC }, filter: { active: { eq: false } } }) {
                totalItems
                items {
                    id
                    code
                    state
                    orderPlacedAt
                    updatedAt
                    totalQuantity
                    totalWithTax
                    customFields {
                        quotationDate
                        validityDate
                    }
                }
            }
        }
    }
`);

const signUpDocument = graphql(`
    mutation GevenSignUpUser($input: RegisterCustomerInput!) {
        registerCustomerAccount(input: $input) {
            ... on Success {
                success
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const verifyDocument = graphql(`
    mutation VerifyCustomerAccount($token: String!) {
        verifyCustomerAccount(token: $token) {
            ... on CurrentUser {
                id
                identifier
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const requestPasswordResetDocument = graphql(`
    mutation RequestPasswordReset($emailAddress: String!) {
        requestPasswordReset(emailAddress: $emailAddress) {
            ... on Success {
                success
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

const resetPasswordDocument = graphql(`
    mutation ResetPassword($token: String!, $password: String!) {
        resetPassword(token: $token, password: $password) {
            ... on CurrentUser {
                id
                identifier
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`);

export type User = NonNullable<Awaited<ReturnType<typeof loadUser>>>;

/** Logs in with e-mail and password; the session cookie comes back through the /shop-api proxy. */
export async function login(locale: Locale, email: string, password: string): Promise<void> {
    const result = (await request(locale, loginDocument, { username: email, password, rememberMe: true })).login;
    if ('errorCode' in result) throw new ResultError(result.errorCode, result.message);
}

/** The logged-in customer, or null for a visitor (spec: loadUser). */
export async function loadUser(locale: Locale) {
    return (await request(locale, loadUserDocument)).activeCustomer ?? null;
}

/** Ends the session on the backend (the caller clears the user cookie and the cart). */
export async function logout(locale: Locale): Promise<void> {
    await request(locale, logoutDocument);
}

/** How many orders and quotes the account page lists (the newest first). */
export const DASHBOARD_ORDERS = 20;

/** The account page's data: the customer and their placed orders and quotes, newest first; null when logged out. */
export async function getDashboardData(locale: Locale) {
    return (await request(locale, dashboardDocument, { take: DASHBOARD_ORDERS })).activeCustomer ?? null;
}

export type DashboardData = NonNullable<Awaited<ReturnType<typeof getDashboardData>>>;

/** Creates an account (spec: gevenSignUpUser). */
export async function gevenSignUpUser(
    locale: Locale,
    input: { emailAddress: string; firstName: string; lastName: string; phoneNumber?: string; password: string },
): Promise<void> {
    const result = (await request(locale, signUpDocument, { input })).registerCustomerAccount;
    if ('errorCode' in result) throw new ResultError(result.errorCode, result.message);
}

/** Confirms the e-mail address with the token from the verification mail; the customer is then logged in. */
export async function verifyCustomerAccount(locale: Locale, token: string): Promise<void> {
    const result = (await request(locale, verifyDocument, { token })).verifyCustomerAccount;
    if ('errorCode' in result) throw new ResultError(result.errorCode, result.message);
}

/** Mails a password reset link (the answer is the same whether the address has an account or not). */
export async function requestPasswordReset(locale: Locale, emailAddress: string): Promise<void> {
    const result = (await request(locale, requestPasswordResetDocument, { emailAddress })).requestPasswordReset;
    if (result && 'errorCode' in result) throw new ResultError(result.errorCode, result.message);
}

/** Sets a new password with the token from the reset mail; the customer is then logged in. */
export async function resetPassword(locale: Locale, token: string, password: string): Promise<void> {
    const result = (await request(locale, resetPasswordDocument, { token, password })).resetPassword;
    if ('errorCode' in result) throw new ResultError(result.errorCode, result.message);
}
