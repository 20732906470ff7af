import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeConfig } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { EMPTY_INITIAL_DATA, setUpTestShop, testMailbox } from '../../common/testing/test-shop';
import { AccountPlugin } from './account.plugin';

/**
 * The shop's mails on per-locale hosts (SHOP_LOCALE_URLS, packages/rules locale-hosts.ts), on a real
 * Vendure server: a German customer's verification and password-reset links lead to the German host
 * without a prefix, an English one's to the English host; Dutch, without a host of its own here, stays
 * on the shop's address.
 */
vi.hoisted(() => {
    // read by the rules package when it loads: before the plugins import it
    process.env.SHOP_LOCALE_URLS = 'en=https://www.geventimber.com,de=https://www.gevenholz.de';
});

registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const mailbox = testMailbox();

const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: 3074 },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [AccountPlugin.init({ shopUrl: 'https://shop.example' }), mailbox.plugin()],
    }),
);

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    await setUpTestShop(server.app, adminClient);
}, 300_000);

afterAll(async () => {
    await server.destroy();
    delete process.env.SHOP_LOCALE_URLS;
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
const RESET = gql`
    mutation ($emailAddress: String!) {
        requestPasswordReset(emailAddress: $emailAddress) {
            ... on Success {
                success
            }
        }
    }
`;

/** A mail's link to a shop page with a token, as a browser reads the href (Handlebars escapes '=' as &#x3D;). */
function tokenLink(body: string) {
    return /href="(https:\/\/[^"]*\?token=[^"]+)"/.exec(body.replace(/&#x3D;/g, '='))?.[1];
}

describe('mail links on the locales\' own hosts', () => {
    for (const [languageCode, email, verify, reset] of [
        ['de', 'kunde@example.de', /^https:\/\/www\.gevenholz\.de\/verify\?token=/, /^https:\/\/www\.gevenholz\.de\/forgot-password\/new-password\?token=/],
        ['en', 'customer@example.com', /^https:\/\/www\.geventimber\.com\/verify\?token=/, /^https:\/\/www\.geventimber\.com\/forgot-password\/new-password\?token=/],
        ['nl', 'klant@example.nl', /^https:\/\/shop\.example\/verify\?token=/, /^https:\/\/shop\.example\/forgot-password\/new-password\?token=/],
    ] as const) {
        it(`${languageCode}: verification and password reset lead to the locale's host, without a prefix`, async () => {
            await shopClient.asAnonymousUser();
            const input = { emailAddress: email, firstName: 'Jan', lastName: 'Holz', password: 'holz-geheim-42' };
            expect((await shopClient.query(REGISTER, { input }, { languageCode })).registerCustomerAccount.success).toBe(true);
            const verification = await mailbox.find(mail => mail.recipient === email);
            expect(tokenLink(verification.body)).toMatch(verify);
            await shopClient.query(RESET, { emailAddress: email }, { languageCode });
            const resetMail = await mailbox.find(mail => mail.recipient === email && mail !== verification);
            expect(tokenLink(resetMail.body)).toMatch(reset);
        });
    }
});
