import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { ADD_ITEM, EMPTY_INITIAL_DATA, SET_CUSTOMER, setUpTestShop, testMailbox } from '../../common/testing/test-shop';
import { AccountPlugin } from './account.plugin';

/**
 * The account plugin on a real Vendure server: registration sends the verification mail in the
 * customer's language with that language's /verify link; while the address is unconfirmed the
 * customer can still check out as a guest with it; once confirmed (logged in by the link) a guest
 * with that address must log in.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const mailbox = testMailbox();

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3072 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            AccountPlugin.init({ shopUrl: 'https://shop.example' }),
            mailbox.plugin(),
        ],
    }),
);

let variantIds: string[];

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

const REGISTER = gql`
    mutation ($input: RegisterCustomerInput!) {
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
`;

const VERIFY = gql`
    mutation ($token: String!) {
        verifyCustomerAccount(token: $token) {
            ... on CurrentUser {
                identifier
            }
            ... on ErrorResult {
                errorCode
                message
            }
        }
    }
`;

const ORDER_CUSTOMER = gql`
    {
        activeOrder {
            customer {
                id
                emailAddress
                firstName
                lastName
            }
        }
    }
`;

function waitForMail(recipient: string, subject: RegExp = /./) {
    return mailbox.find(mail => mail.recipient === recipient && subject.test(mail.subject));
}

/** The token link of a mail (verify or new-password page), as a browser reads the href (Handlebars escapes '=' as &#x3D;). */
function tokenLink(body: string, page = 'verify') {
    const match = new RegExp(`href="(https://shop\\.example[^"]*/${page}\\?token=[^"]+)"`).exec(body.replace(/&#x3D;/g, '='));
    return match?.[1];
}

describe('registration', () => {
    it('mails the verification link in Dutch to /verify', async () => {
        await shopClient.asAnonymousUser();
        const { registerCustomerAccount } = await shopClient.query(
            REGISTER,
            { input: { emailAddress: 'nieuw@example.com', firstName: 'Piet', lastName: 'Hout', password: 'hout-geheim-42' } },
            { languageCode: 'nl' },
        );
        expect(registerCustomerAccount.success).toBe(true);
        const mail = await waitForMail('nieuw@example.com');
        expect(mail.subject).toBe('Bevestig je e-mailadres bij Geven Hout');
        expect(mail.body).toContain('E-mailadres bevestigen');
        expect(tokenLink(mail.body)).toMatch(/^https:\/\/shop\.example\/verify\?token=/);
    });

    it('mails the link in English to /en/verify', async () => {
        await shopClient.query(REGISTER, { input: { emailAddress: 'new@example.com', firstName: 'Pete', lastName: 'Wood', password: 'wood-secret-42' } }, { languageCode: 'en' });
        const mail = await waitForMail('new@example.com');
        expect(mail.subject).toBe('Confirm your e-mail address at Geven Timber');
        expect(tokenLink(mail.body)).toMatch(/^https:\/\/shop\.example\/en\/verify\?token=/);
    });
});

describe('guest checkout with a registered address', () => {
    it('is open while the account is not confirmed: the order joins that customer, whose name stays', async () => {
        await shopClient.asAnonymousUser();
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 });
        const { setCustomerForOrder } = await shopClient.query(SET_CUSTOMER, { input: { emailAddress: 'Nieuw@Example.com', firstName: 'Iemand', lastName: 'Anders' } });
        expect(setCustomerForOrder.errorCode).toBeUndefined();
        const { activeOrder } = await shopClient.query(ORDER_CUSTOMER);
        expect(activeOrder.customer).toMatchObject({ emailAddress: 'nieuw@example.com', firstName: 'Piet', lastName: 'Hout' });
        const { customers } = await adminClient.query(gql`
            {
                customers(options: { filter: { emailAddress: { eq: "nieuw@example.com" } } }) {
                    items {
                        id
                    }
                }
            }
        `);
        expect(customers.items).toEqual([{ id: activeOrder.customer.id }]);
    });

    it('is closed once the link confirmed the address (the link logs the customer in)', async () => {
        const link = tokenLink((await waitForMail('nieuw@example.com')).body)!;
        const token = new URL(link).searchParams.get('token')!;
        await shopClient.asAnonymousUser();
        const { verifyCustomerAccount } = await shopClient.query(VERIFY, { token });
        expect(verifyCustomerAccount.identifier).toBe('nieuw@example.com');
        const { activeCustomer } = await shopClient.query(gql`
            {
                activeCustomer {
                    emailAddress
                }
            }
        `);
        expect(activeCustomer.emailAddress).toBe('nieuw@example.com');
        // logged in, a customer is not set on the order as a guest
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 });
        expect((await shopClient.query(SET_CUSTOMER, { input: { emailAddress: 'x@example.com', firstName: 'X', lastName: 'Y' } })).setCustomerForOrder.errorCode).toBe(
            'ALREADY_LOGGED_IN_ERROR',
        );

        await shopClient.asAnonymousUser();
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 });
        const { setCustomerForOrder } = await shopClient.query(SET_CUSTOMER, { input: { emailAddress: 'nieuw@example.com', firstName: 'Iemand', lastName: 'Anders' } });
        expect(setCustomerForOrder.errorCode).toBe('EMAIL_ADDRESS_CONFLICT_ERROR');
    });

    it('a new address is a plain guest', async () => {
        const { setCustomerForOrder } = await shopClient.query(SET_CUSTOMER, { input: { emailAddress: 'gast@example.com', firstName: 'Gast', lastName: 'Klant' } });
        expect(setCustomerForOrder.errorCode).toBeUndefined();
        expect((await shopClient.query(ORDER_CUSTOMER)).activeOrder.customer).toMatchObject({ emailAddress: 'gast@example.com', firstName: 'Gast' });
    });
});

describe('password reset', () => {
    it('mails a German link to /de/forgot-password/new-password; the new password logs the customer in', async () => {
        await shopClient.asAnonymousUser();
        const { requestPasswordReset } = await shopClient.query(
            gql`
                mutation ($email: String!) {
                    requestPasswordReset(emailAddress: $email) {
                        ... on Success {
                            success
                        }
                    }
                }
            `,
            { email: 'nieuw@example.com' },
            { languageCode: 'de' },
        );
        expect(requestPasswordReset.success).toBe(true);
        const mail = await waitForMail('nieuw@example.com', /Passwort/);
        expect(mail.subject).toBe('Neues Passwort für Geven Holz');
        const link = tokenLink(mail.body, 'forgot-password/new-password');
        expect(link).toMatch(/^https:\/\/shop\.example\/de\/forgot-password\/new-password\?token=/);
        const { resetPassword } = await shopClient.query(
            gql`
                mutation ($token: String!, $password: String!) {
                    resetPassword(token: $token, password: $password) {
                        ... on CurrentUser {
                            identifier
                        }
                        ... on ErrorResult {
                            errorCode
                        }
                    }
                }
            `,
            { token: new URL(link!).searchParams.get('token'), password: 'nieuw-wachtwoord-7' },
        );
        expect(resetPassword.identifier).toBe('nieuw@example.com');
        await shopClient.asUserWithCredentials('nieuw@example.com', 'nieuw-wachtwoord-7');
    });
});

describe('e-mail address change', () => {
    it('mails the new address in German with a link to /de/verify?change=email, which changes the address', async () => {
        // logged in as the customer of the password reset above
        const { requestUpdateCustomerEmailAddress } = await shopClient.query(
            gql`
                mutation {
                    requestUpdateCustomerEmailAddress(password: "nieuw-wachtwoord-7", newEmailAddress: "nieuwer@example.com") {
                        ... on Success {
                            success
                        }
                        ... on ErrorResult {
                            message
                        }
                    }
                }
            `,
            {},
            { languageCode: 'de' },
        );
        expect(requestUpdateCustomerEmailAddress.success).toBe(true);
        const mail = await waitForMail('nieuwer@example.com');
        expect(mail.subject).toBe('Bestätigen Sie Ihre neue E-Mail-Adresse bei Geven Holz');
        expect(mail.from).toBe('"Geven Holz" <info@gevenholz.de>');
        const href = /href="(https:\/\/shop\.example[^"]*\/verify\?change[^"]+)"/.exec(mail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'))?.[1];
        expect(href).toMatch(/^https:\/\/shop\.example\/de\/verify\?change=email&token=/);
        await shopClient.asAnonymousUser();
        const { updateCustomerEmailAddress } = await shopClient.query(
            gql`
                mutation ($token: String!) {
                    updateCustomerEmailAddress(token: $token) {
                        ... on Success {
                            success
                        }
                        ... on ErrorResult {
                            errorCode
                        }
                    }
                }
            `,
            { token: new URL(href ?? 'https://x').searchParams.get('token') },
        );
        expect(updateCustomerEmailAddress.success).toBe(true);
        await shopClient.asUserWithCredentials('nieuwer@example.com', 'nieuw-wachtwoord-7');
    });
});
