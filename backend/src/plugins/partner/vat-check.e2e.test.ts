import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { EMPTY_INITIAL_DATA, setUpTestShop, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { PartnerPlugin } from './partner.plugin';
import { type FakeVies, startFakeVies } from './testing/fake-vies-server.mjs';
import { BUSINESS_GROUP_NAME, VatCheckService } from './vat-check.service';

/**
 * The business customer's VAT check on a real Vendure server against the fake VIES server: a
 * number VIES knows at registration makes a business customer (status valid, business customer
 * group), a malformed or unknown one is refused in the request's language, VIES unavailable lets
 * the registration through and the job and the scheduled retry finish the check, an existing
 * account is not written to, the dashboard's submitVatNumber, and staff's verdict moving the group.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const fake: FakeVies = await startFakeVies();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, { apiOptions: { port: 3137 }, plugins: [PartnerPlugin.init({ viesUrl: fake.url })] }),
);

const PASSWORD = 'hout-geheim-42';

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

const CUSTOMER = gql`
    query ($email: String!) {
        customers(options: { filter: { emailAddress: { eq: $email } } }) {
            items {
                id
                customFields {
                    vatNumber
                    vatStatus
                }
                groups {
                    name
                }
            }
        }
    }
`;

interface CustomerView {
    id: string;
    customFields: { vatNumber: string | null; vatStatus: string };
    groups: Array<{ name: string }>;
}

async function customer(email: string): Promise<CustomerView | undefined> {
    const { customers } = await adminClient.query(CUSTOMER, { email });
    return customers.items[0];
}

const register = (email: string, vatNumber: string, languageCode = 'en') =>
    shopClient.query(REGISTER, { input: { emailAddress: email, firstName: 'Anna', lastName: 'Bakker', password: PASSWORD, vatNumber } }, { languageCode });

async function refusal(query: Promise<unknown>): Promise<string> {
    try {
        await query;
    } catch (error) {
        return (error as Error).message;
    }
    throw new Error('not refused');
}

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await setUpTestShop(server.app, adminClient);
    await adminClient.asSuperAdmin();
}, 300_000);

afterAll(async () => {
    await server.destroy();
    await fake.close();
});

describe('the VAT number at registration', () => {
    it('a number VIES knows makes a business customer, written loosely or not', async () => {
        const { registerCustomerAccount } = await register('holz@example.com', 'de 136.695-976');
        expect(registerCustomerAccount.success).toBe(true);
        const made = await customer('holz@example.com');
        expect(made?.customFields).toEqual({ vatNumber: 'DE136695976', vatStatus: 'valid' });
        expect(made?.groups.map(g => g.name)).toEqual([BUSINESS_GROUP_NAME]);
        expect(fake.requests).toContain('DE136695976');
    });

    it('a malformed number is refused in the visitor language, before VIES and before an account', async () => {
        const asked = fake.requests.length;
        expect(await refusal(register('fout@example.com', 'NL123456789B01', 'nl'))).toBe('Dit is geen geldig EU-btw-nummer: landcode en nummer, bijv. NL123456789B01.');
        expect(await refusal(register('fout@example.com', 'CHE123456789', 'de'))).toBe('Dies ist keine gültige EU-USt-IdNr.: Ländercode und Nummer, z. B. DE123456789.');
        expect(fake.requests.length).toBe(asked);
        expect(await customer('fout@example.com')).toBeUndefined();
    });

    it('a well-formed number VIES does not know is refused, and no account is made', async () => {
        expect(await refusal(register('onbekend@example.com', 'NL000000000B00', 'nl'))).toBe(
            'Dit btw-nummer is niet bekend in VIES, het register van de EU. Controleer het nummer of laat het veld leeg.',
        );
        expect(fake.requests).toContain('NL000000000B00');
        expect(await customer('onbekend@example.com')).toBeUndefined();
    });

    it('VIES unavailable does not block the customer: the job asks again until VIES answers', async () => {
        fake.failNext('BE0417497106', 2);
        const { registerCustomerAccount } = await register('hout@example.com', 'BE0417497106');
        expect(registerCustomerAccount.success).toBe(true);
        expect((await customer('hout@example.com'))?.customFields.vatNumber).toBe('BE0417497106');
        await expect.poll(async () => (await customer('hout@example.com'))?.customFields.vatStatus, WAIT_FOR_JOBS).toBe('valid');
        expect((await customer('hout@example.com'))?.groups.map(g => g.name)).toEqual([BUSINESS_GROUP_NAME]);
        // the registration's check, the job's first try (unavailable again), its retry
        expect(fake.requests.filter(n => n === 'BE0417497106')).toHaveLength(3);
    });

    it('once the job gives up, the scheduled retry asks again', async () => {
        fake.register('NL004495445B01', { name: 'HOUT BV', address: '---' });
        fake.failNext('NL004495445B01', 100);
        await register('later@example.com', 'NL004495445B01');
        // the registration and the job's four tries (one and three retries), all unavailable
        await expect.poll(() => fake.requests.filter(n => n === 'NL004495445B01').length, WAIT_FOR_JOBS).toBe(5);
        expect((await customer('later@example.com'))?.customFields.vatStatus).toBe('unavailable');
        fake.failNext('NL004495445B01', 0);
        const queued = await server.app.get(VatCheckService).retryUnavailable(await adminCtx());
        expect(queued).toBe(1);
        await expect.poll(async () => (await customer('later@example.com'))?.customFields.vatStatus, WAIT_FOR_JOBS).toBe('valid');
    });

    it('an existing account is not written to by a registration of its address', async () => {
        await adminClient.query(
            gql`
                mutation ($input: CreateCustomerInput!, $password: String!) {
                    createCustomer(input: $input, password: $password) {
                        ... on Customer {
                            id
                        }
                    }
                }
            `,
            { input: { emailAddress: 'bestaand@example.com', firstName: 'Bram', lastName: 'Hout' }, password: PASSWORD },
        );
        const { registerCustomerAccount } = await register('bestaand@example.com', 'DE136695976');
        expect(registerCustomerAccount.success).toBe(true);
        expect((await customer('bestaand@example.com'))?.customFields).toEqual({ vatNumber: null, vatStatus: 'unchecked' });
    });
});

const SUBMIT = gql`
    mutation ($vatNumber: String!) {
        submitVatNumber(vatNumber: $vatNumber) {
            company {
                vat
                vatStatus
            }
        }
    }
`;

describe('the VAT number in the dashboard data', () => {
    it('a customer without one enters theirs once; after that it is changed by e-mail', async () => {
        await shopClient.asUserWithCredentials('bestaand@example.com', PASSWORD);
        expect(await refusal(shopClient.query(SUBMIT, { vatNumber: 'DE000' }, { languageCode: 'de' }))).toMatch(/keine gültige EU-USt-IdNr/);
        expect(await refusal(shopClient.query(SUBMIT, { vatNumber: 'NL000000000B00' }, { languageCode: 'en' }))).toMatch(/does not know this VAT number/);
        const { submitVatNumber } = await shopClient.query(SUBMIT, { vatNumber: 'DE 136695976' });
        expect(submitVatNumber.company).toEqual({ vat: 'DE136695976', vatStatus: 'valid' });
        expect((await customer('bestaand@example.com'))?.groups.map(g => g.name)).toEqual([BUSINESS_GROUP_NAME]);
        expect(await refusal(shopClient.query(SUBMIT, { vatNumber: 'BE0417497106' }, { languageCode: 'en' }))).toBe('Your VAT number is changed by e-mailing us.');
    });

    it('staff rejecting the number in the admin takes the customer out of the business group', async () => {
        const id = (await customer('bestaand@example.com'))?.id;
        await adminClient.query(
            gql`
                mutation ($input: UpdateCustomerInput!) {
                    updateCustomer(input: $input) {
                        ... on Customer {
                            id
                        }
                    }
                }
            `,
            { input: { id, customFields: { vatStatus: 'invalid' } } },
        );
        await expect.poll(async () => (await customer('bestaand@example.com'))?.groups.length).toBe(0);
    });
});

async function adminCtx() {
    const { RequestContextService } = await import('@vendure/core');
    return server.app.get(RequestContextService).create({ apiType: 'admin' });
}
