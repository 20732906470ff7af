import { graphql } from './gql';
import { ResultError, request } from './client';
import type { Locale } from '../locale';

/** The spec's account calls used by login and checkout (section 7): loadUser, gevenSignUpUser, and login itself. */

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

/** Creates an account (spec: gevenSignUpUser). */
export async function gevenSignUpUser(
    locale: Locale,
    input: { emailAddress: string; firstName: string; lastName: string; phoneNumber?: string; password: string },
): Promise<void> {
    const result = (await request(locale, signUpDocument, { input })).registerCustomerAccount;
    if ('errorCode' in result) throw new ResultError(result.errorCode, result.message);
}
