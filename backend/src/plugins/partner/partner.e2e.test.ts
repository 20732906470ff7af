import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { EMPTY_INITIAL_DATA, setUpTestShop } from '../../common/testing/test-shop';
import { PartnerPlugin } from './partner.plugin';

/**
 * Partner and company data on a real Vendure server: the profile update with the company fields,
 * the invoice address (postal code written the country's way, country by id), the industries per
 * language, refusals in the request's language, and the VAT number out of the customer's reach.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const { server, shopClient, adminClient } = createTestEnvironment(mergeConfig(testConfig, { apiOptions: { port: 3092 }, plugins: [PartnerPlugin] }));

const PASSWORD = 'hout-geheim-42';
let customerId: string;
let countries: Record<string, number>;

const PROFILE = gql`
    {
        activeCustomer {
            firstName
            phoneNumber
            mobile
            company {
                name
                phone
                vat
                kvk
                billingContact
                industry {
                    id
                    name
                    fullName
                }
            }
            addresses {
                streetLine1
                postalCode
                city
                country {
                    code
                }
                defaultBillingAddress
                company
            }
        }
    }
`;
const UPDATE = gql`
    mutation ($input: PartnerProfileInput!) {
        updatePartnerProfile(input: $input) {
            id
        }
    }
`;

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await setUpTestShop(server.app, adminClient);
    const { createCustomer } = await adminClient.query(
        gql`
            mutation ($input: CreateCustomerInput!, $password: String!) {
                createCustomer(input: $input, password: $password) {
                    ... on Customer {
                        id
                    }
                }
            }
        `,
        { input: { emailAddress: 'bedrijf@example.com', firstName: 'Anna', lastName: 'Bakker' }, password: PASSWORD },
    );
    customerId = createCustomer.id;
    const { countries: list } = await adminClient.query(gql`{ countries { items { id code } } }`);
    countries = Object.fromEntries(list.items.map((c: { id: string; code: string }) => [c.code, Number(c.id.replace(/^T_/, ''))]));
    await shopClient.asUserWithCredentials('bedrijf@example.com', PASSWORD);
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

describe('updatePartnerProfile', () => {
    it('saves the company data and the invoice address, postal code the country way', async () => {
        await shopClient.query(UPDATE, {
            input: {
                phoneNumber: '030 123 4567',
                mobile: '06 1234 5678',
                company: { name: 'Bakker Hout B.V.', phone: '030 765 4321', kvk: '12345678', industryId: 2, billingContact: 'Piet Bakker' },
                billingAddress: { streetLine1: 'Zaagweg 12', city: 'Utrecht', postalCode: '3511AB', countryId: countries.NL },
            },
        });
        const { activeCustomer } = await shopClient.query(PROFILE, {}, { languageCode: 'en' });
        expect(activeCustomer).toMatchObject({
            phoneNumber: '030 123 4567',
            mobile: '06 1234 5678',
            company: { name: 'Bakker Hout B.V.', phone: '030 765 4321', kvk: '12345678', vat: null, billingContact: 'Piet Bakker', industry: { id: 2, name: 'Carpentry', fullName: 'Construction / Carpentry' } },
        });
        expect(activeCustomer.addresses).toEqual([
            { streetLine1: 'Zaagweg 12', postalCode: '3511 AB', city: 'Utrecht', country: { code: 'NL' }, defaultBillingAddress: true, company: 'Bakker Hout B.V.' },
        ]);

        // a second update changes the same invoice address
        await shopClient.query(UPDATE, { input: { billingAddress: { streetLine1: 'Bosweg 1', city: 'Berlin', postalCode: '10115', countryId: countries.DE } } });
        const after = (await shopClient.query(PROFILE)).activeCustomer;
        expect(after.addresses).toHaveLength(1);
        expect(after.addresses[0]).toMatchObject({ postalCode: '10115', country: { code: 'DE' } });
        expect(after.company.name).toBe('Bakker Hout B.V.');
    });

    it('refuses a malformed postal code and an unknown industry in the request language', async () => {
        const bad = { streetLine1: 'Zaagweg 12', city: 'Utrecht', postalCode: '35 11', countryId: countries.NL };
        // the spec's regex message, two spaces and all: 'Format:  {_field_}' with the country's example
        await expect(shopClient.query(UPDATE, { input: { billingAddress: bad } }, { languageCode: 'nl' })).rejects.toThrow(/^Formaat: {2}1234 AB$/);
        await expect(shopClient.query(UPDATE, { input: { billingAddress: { ...bad, postalCode: '123', countryId: countries.BE } } }, { languageCode: 'en' })).rejects.toThrow(/^Format: {2}1000$/);
        await expect(shopClient.query(UPDATE, { input: { billingAddress: { ...bad, postalCode: '0011', countryId: countries.DE } } }, { languageCode: 'de' })).rejects.toThrow(/^Format: {2}10115$/);
        await expect(shopClient.query(UPDATE, { input: { company: { industryId: 99 } } }, { languageCode: 'de' })).rejects.toThrow('Bitte wählen Sie eine Branche aus der Liste.');
    });

    it('keeps the VAT number for staff: the customer cannot set it', async () => {
        await adminClient.query(gql`mutation ($id: ID!) { updateCustomer(input: { id: $id, customFields: { vatNumber: "NL123456789B01" } }) { ... on Customer { id } } }`, { id: customerId });
        expect((await shopClient.query(PROFILE)).activeCustomer.company.vat).toBe('NL123456789B01');
        // Vendure's own updateCustomer has no such field for the shop (refused or ignored: the number stays)
        await shopClient.query(gql`mutation { updateCustomer(input: { customFields: { vatNumber: "NL000000000B00" } }) { id } }`).catch(() => undefined);
        expect((await shopClient.query(PROFILE)).activeCustomer.company.vat).toBe('NL123456789B01');
    });

    it('keeps the tax display, VAT included by default', async () => {
        const SHOW = gql`{ activeCustomer { showTaxPrice } }`;
        expect((await shopClient.query(SHOW)).activeCustomer.showTaxPrice).toBe(true);
        await shopClient.query(gql`mutation { updatePriceOption(priceOption: VATExcluded) { id } }`);
        expect((await shopClient.query(SHOW)).activeCustomer.showTaxPrice).toBe(false);
        await shopClient.query(gql`mutation { updatePriceOption(priceOption: VATIncluded) { id } }`);
        expect((await shopClient.query(SHOW)).activeCustomer.showTaxPrice).toBe(true);
    });

    it('lists the industries in the request language', async () => {
        const { getIndustries } = await shopClient.query(gql`{ getIndustries { id name } }`, {}, { languageCode: 'nl' });
        expect(getIndustries[1]).toEqual({ id: 2, name: 'Timmerbedrijf' });
    });
});

const CREATE_UPDATE = gql`
    mutation ($input: CompanyInput!) {
        createUpdatePartner(input: $input) {
            company {
                name
                phone
                kvk
                billingContact
                industry {
                    id
                }
            }
        }
    }
`;

describe('createUpdatePartner', () => {
    it('creates the company of an account without one, then updates it; the invoice address carries its name', async () => {
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
            { input: { emailAddress: 'zzp@example.com', firstName: 'Tom', lastName: 'Zager' }, password: PASSWORD },
        );
        await shopClient.asUserWithCredentials('zzp@example.com', PASSWORD);
        expect((await shopClient.query(PROFILE)).activeCustomer.company.name).toBeNull();
        // a company needs its name, in the request's language
        await expect(shopClient.query(CREATE_UPDATE, { input: { name: '  ', kvk: '1' } }, { languageCode: 'nl' })).rejects.toThrow('Vul de bedrijfsnaam in.');
        await expect(shopClient.query(CREATE_UPDATE, { input: { kvk: '1' } }, { languageCode: 'en' })).rejects.toThrow('Please enter the company name.');
        await expect(shopClient.query(CREATE_UPDATE, { input: { name: 'Zager', industryId: 42 } }, { languageCode: 'de' })).rejects.toThrow('Bitte wählen Sie eine Branche aus der Liste.');

        const created = await shopClient.query(CREATE_UPDATE, { input: { name: 'Zagerij Tom', kvk: '11223344', industryId: 3 } });
        expect(created.createUpdatePartner.company).toEqual({ name: 'Zagerij Tom', phone: null, kvk: '11223344', billingContact: null, industry: { id: 3 } });
        // the profile's invoice address, saved without company fields, carries the account's company
        await shopClient.query(UPDATE, { input: { billingAddress: { streetLine1: 'Zaagweg 1', city: 'Utrecht', postalCode: '3511 AB', countryId: countries.NL } } });
        expect((await shopClient.query(PROFILE)).activeCustomer.addresses).toEqual([expect.objectContaining({ defaultBillingAddress: true, company: 'Zagerij Tom' })]);

        const updated = await shopClient.query(CREATE_UPDATE, { input: { name: 'Zagerij Tom B.V.', phone: '030 111 2222', kvk: '11223344', industryId: 1, billingContact: 'Tom' } });
        expect(updated.createUpdatePartner.company).toEqual({ name: 'Zagerij Tom B.V.', phone: '030 111 2222', kvk: '11223344', billingContact: 'Tom', industry: { id: 1 } });
        const { activeCustomer } = await shopClient.query(PROFILE);
        expect(activeCustomer.addresses).toEqual([expect.objectContaining({ defaultBillingAddress: true, company: 'Zagerij Tom B.V.' })]);
    });

    it('is for a logged-in customer only', async () => {
        await shopClient.asAnonymousUser();
        await expect(shopClient.query(CREATE_UPDATE, { input: { name: 'Niemand' } })).rejects.toThrow(/not currently authorized/);
    });
});

const REGISTER = gql`
    mutation ($input: RegisterCustomerInput!) {
        registerCustomerAccount(input: $input) {
            ... on Success {
                success
            }
        }
    }
`;

describe('industry at registration', () => {
    it('keeps the industry (its id a number) on the new account; refuses one not on the list before making it', async () => {
        await shopClient.asAnonymousUser();
        await expect(
            shopClient.query(REGISTER, { input: { emailAddress: 'fout@example.com', firstName: 'F', lastName: 'Out', password: PASSWORD, industryId: 99 } }, { languageCode: 'en' }),
        ).rejects.toThrow('Please choose an industry from the list.');
        const registered = await shopClient.query(REGISTER, { input: { emailAddress: 'hovenier@example.com', firstName: 'Hanna', lastName: 'Groen', password: PASSWORD, industryId: 3 } });
        expect(registered.registerCustomerAccount.success).toBe(true);
        const { customers } = await adminClient.query(gql`
            {
                customers(options: { filter: { emailAddress: { in: ["hovenier@example.com", "fout@example.com"] } } }) {
                    items {
                        emailAddress
                        customFields {
                            industryId
                        }
                    }
                }
            }
        `);
        expect(customers.items).toEqual([{ emailAddress: 'hovenier@example.com', customFields: { industryId: 3 } }]);
    });
});

