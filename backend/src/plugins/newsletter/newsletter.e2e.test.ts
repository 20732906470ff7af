import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { solvedCaptcha } from '../../common/testing/captcha';
import { EMPTY_INITIAL_DATA, testMailbox, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { setUpShop } from '../../seed/shop-setup';
import { RequestsPlugin } from '../requests/requests.plugin';
import { NewsletterPlugin } from './newsletter.plugin';

/**
 * The newsletter on a real Vendure server: a list per language; the sign-up needs a solved captcha,
 * mails the double opt-in link in the sign-up's language, and the mailed tokens confirm and
 * unsubscribe; a logged-in customer sets their lists; staff see lists and contacts.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const mailbox = testMailbox();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3094 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            RequestsPlugin.init({
                shopUrl: 'https://shop.example',
                adminUrl: 'https://admin.example',
                captchaSecret: 'test-secret',
                captchaWork: { cost: 10, minCounter: 5, maxCounter: 20 },
            }),
            NewsletterPlugin.init({ shopUrl: 'https://shop.example' }),
            mailbox.plugin(),
        ],
    }),
);


beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await setUpShop(server.app);
    await adminClient.asSuperAdmin();
}, 300_000);

afterAll(async () => {
    await server.destroy();
});


const SUBSCRIBE = gql`
    mutation ($email: String!, $captcha: String!) {
        newsLetterSubscribe(emailAddress: $email, captcha: $captcha)
    }
`;
const CONTACTS = gql`
    query ($email: String!) {
        mailingContacts(options: { filter: { emailAddress: { eq: $email } } }) {
            items {
                emailAddress
                locale
                confirmed
                subscriptions {
                    code
                }
            }
        }
    }
`;

describe('newsletter', () => {
    it('has a list per language', async () => {
        const { mailings } = await shopClient.query(gql`{ mailings { code locale isDefault } }`, {}, { languageCode: 'de' });
        expect(mailings).toEqual([{ code: 'newsletter-de', locale: 'de', isDefault: true }]);
        const { mailingLists } = await adminClient.query(gql`{ mailingLists { totalItems } }`);
        expect(mailingLists.totalItems).toBe(3);
    });

    it('signs up with double opt-in: the mailed link confirms, the unsubscribe link takes the address off', async () => {
        await expect(shopClient.query(SUBSCRIBE, { email: 'piet@example.com', captcha: '' }, { languageCode: 'nl' })).rejects.toThrow('Accepteer de captcha');
        await shopClient.query(SUBSCRIBE, { email: 'Piet@Example.com', captcha: await solvedCaptcha(shopClient) }, { languageCode: 'nl' });
        expect((await adminClient.query(CONTACTS, { email: 'piet@example.com' })).mailingContacts.items).toEqual([
            { emailAddress: 'piet@example.com', locale: 'nl', confirmed: false, subscriptions: [{ code: 'newsletter-nl' }] },
        ]);
        const mail = await mailbox.find(m => m.recipient === 'piet@example.com');
        expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Geven Hout');
        const confirm = mail.body.match(/https:\/\/shop\.example\/nieuwsbrief\?confirm(?:=|&#x3D;)([0-9a-f]+)/)?.[1];
        const unsubscribe = mail.body.match(/https:\/\/shop\.example\/nieuwsbrief\?unsubscribe(?:=|&#x3D;)([0-9a-f]+)/)?.[1];
        expect(confirm).toBeTruthy();
        expect(unsubscribe).toBe(confirm);

        const confirmed = await shopClient.query(gql`mutation ($token: String!) { confirmNewsletter(token: $token) }`, { token: confirm });
        expect(confirmed.confirmNewsletter).toBe(true);
        expect((await adminClient.query(CONTACTS, { email: 'piet@example.com' })).mailingContacts.items[0].confirmed).toBe(true);
        expect((await shopClient.query(gql`mutation { confirmNewsletter(token: "nope") }`)).confirmNewsletter).toBe(false);

        await shopClient.query(gql`mutation ($token: String!) { unsubscribeNewsletter(token: $token) }`, { token: unsubscribe });
        expect((await adminClient.query(CONTACTS, { email: 'piet@example.com' })).mailingContacts.items[0].subscriptions).toEqual([]);
    });

    it('sends one address at most 5 opt-in mails an hour, then refuses with 429 in the visitor language', async () => {
        for (let i = 0; i < 5; i++) await shopClient.query(SUBSCRIBE, { email: 'vaak@example.com', captcha: await solvedCaptcha(shopClient) });
        await expect(shopClient.query(SUBSCRIBE, { email: 'VAAK@example.com', captcha: await solvedCaptcha(shopClient) }, { languageCode: 'en' })).rejects.toThrow(
            'Too many requests. Please try again in 60 minutes.',
        );
        await vi.waitFor(() => expect(mailbox.sent.filter(mail => mail.recipient === 'vaak@example.com')).toHaveLength(5), WAIT_FOR_JOBS);
    });

    it('refuses an address that is none, at the field', async () => {
        await expect(shopClient.query(SUBSCRIBE, { email: 'piet@', captcha: await solvedCaptcha(shopClient) }, { languageCode: 'en' })).rejects.toThrow(
            'Must be an emailaddress',
        );
    });

    it('lets a logged-in customer choose their lists, and tells a visitor nothing', async () => {
        expect((await shopClient.query(gql`{ mailingContact { emailAddress } }`)).mailingContact).toBeNull();
        await adminClient.query(
            gql`
                mutation ($input: CreateCustomerInput!) {
                    createCustomer(input: $input, password: "geheim-12345") {
                        ... on Customer {
                            id
                        }
                    }
                }
            `,
            { input: { emailAddress: 'klant@example.com', firstName: 'Klaas', lastName: 'Klant' } },
        );
        await shopClient.asUserWithCredentials('klant@example.com', 'geheim-12345');
        const { mailings } = await shopClient.query(gql`{ mailings { id } }`, {}, { languageCode: 'en' });
        const { subscribeNewsletter } = await shopClient.query(
            gql`
                mutation ($ids: [ID!]!) {
                    subscribeNewsletter(mailings: $ids) {
                        emailAddress
                        confirmed
                        subscriptions {
                            code
                        }
                    }
                }
            `,
            { ids: mailings.map((m: { id: string }) => m.id) },
        );
        expect(subscribeNewsletter).toEqual({ emailAddress: 'klant@example.com', confirmed: true, subscriptions: [{ code: 'newsletter-en' }] });
        expect((await shopClient.query(gql`{ mailingContact { emailAddress } }`)).mailingContact).toEqual({ emailAddress: 'klant@example.com' });
        await shopClient.asAnonymousUser();
    });
});
