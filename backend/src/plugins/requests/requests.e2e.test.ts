import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mergeConfig, Order, TransactionalConnection } from '@vendure/core';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import sharp from 'sharp';
import { solvedCaptcha } from '../../common/testing/captcha';
import { ADD_ITEM, createTestProduct, EMPTY_INITIAL_DATA, setUpTestShop, testMailbox, WAIT_FOR_JOBS } from '../../common/testing/test-shop';
import { CataloguePlugin } from '../catalogue/catalogue.plugin';
import { RequestsPlugin } from './requests.plugin';

/**
 * The requests plugin on a real Vendure server: each operation stores its lead (type, contact data,
 * payload, locale, campaign, customer) only with a solved captcha, used once; the form's rules come
 * back as the spec's messages at the field; the staff mail and the visitor's confirmation go out;
 * staff list, filter and work the leads; complaint photos are checked for type and total size; the
 * rate limit refuses a flood.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3093;
const RATE_LIMIT = 40;
const mailbox = testMailbox();
const { server, shopClient, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        // the shop's own setting (the storefront's proxy on the loopback), which the security plugin sets in the shop
        apiOptions: { port: PORT, trustProxy: 'loopback' },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [
            CataloguePlugin,
            RequestsPlugin.init({
                shopUrl: 'https://shop.example',
                adminUrl: 'https://admin.example',
                staffEmail: 'staff@example.com',
                captchaSecret: 'test-secret',
                // little work: the tests solve many challenges
                captchaWork: { cost: 10, minCounter: 5, maxCounter: 20 },
                rateLimit: { points: RATE_LIMIT, durationSeconds: 600 },
            }),
            mailbox.plugin(),
        ],
    }),
);

let variantIds: string[];
let sampleVariantId: string;
/** placed orders: one of the test's customer, one of a guest */
let customerOrder: string;
let guestOrder: string;

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 1 });
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
    sampleVariantId = await createTestProduct(adminClient, {
        name: 'Douglas monster',
        slug: 'douglas-monster',
        sku: 'DG-SAMPLE',
        price: 0,
        variantName: 'Douglas plank monster',
        customFields: { length: 23 },
    });
    await shopClient.asUserWithCredentials('hayden.zieme12@hotmail.com', 'test');
    customerOrder = await placedOrder();
    await shopClient.asAnonymousUser();
    guestOrder = await placedOrder();
}, 300_000);

/**
 * The session's cart as a placed order (this test shop has no checkout plugins: the order is marked
 * placed in the database, as an order awaiting its wire transfer is).
 */
async function placedOrder(): Promise<string> {
    const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId: variantIds[1], quantity: 1 });
    await server.app.get(TransactionalConnection).rawConnection.getRepository(Order).update({ code: addItemToOrder.code }, { active: false, state: 'PaymentAuthorized', orderPlacedAt: new Date() });
    return addItemToOrder.code;
}

afterAll(async () => {
    await server.destroy();
});


const CONTACT_LEAD = gql`
    mutation ($input: RequestContactInput!, $captcha: String!) {
        createContactLead(input: $input, captcha: $captcha) {
            id
            type
        }
    }
`;
const LEADS = gql`
    query ($options: LeadListOptions) {
        leads(options: $options) {
            totalItems
            items {
                id
                type
                status
                name
                emailAddress
                phoneNumber
                company
                message
                payload
                locale
                campaign
                customer {
                    emailAddress
                }
                attachments {
                    id
                    fileName
                    mimeType
                    size
                    url
                }
            }
        }
    }
`;

const JAN = { name: 'Jan de Vries', emailAddress: 'jan@devries.example', phoneNumber: '+31 6 12345678', company: 'De Vries Tuinen' };

/** A request's GraphQL errors with their field, in a language. */
async function refused(document: ReturnType<typeof gql>, variables: Record<string, unknown>, languageCode = 'en') {
    try {
        await shopClient.query(document, variables, { languageCode });
    } catch (error) {
        const errors = (error as { response: { errors: Array<{ message: string; extensions?: { field?: string } }> } }).response.errors;
        return { message: errors[0].message, field: errors[0].extensions?.field };
    }
    throw new Error('The request was accepted');
}

async function leadById(id: string) {
    const { leads } = await adminClient.query(LEADS, { options: { filter: { id: { eq: id } } } });
    return leads.items[0];
}

describe('captcha', () => {
    it('refuses a request without a solved captcha, in the request language', async () => {
        expect(await refused(CONTACT_LEAD, { input: JAN, captcha: '' })).toEqual({ message: 'Accept captcha', field: 'captcha' });
        expect(await refused(CONTACT_LEAD, { input: JAN, captcha: 'bm9wZQ==' }, 'nl')).toMatchObject({ message: 'Accepteer de captcha' });
    });

    it('accepts a solved captcha once and refuses its replay', async () => {
        const captcha = await solvedCaptcha(shopClient);
        const { createContactLead } = await shopClient.query(CONTACT_LEAD, { input: JAN, captcha }, { languageCode: 'de' });
        expect(createContactLead.type).toBe('callback');
        expect(await refused(CONTACT_LEAD, { input: JAN, captcha })).toMatchObject({ message: 'Accept captcha' });
        expect(await leadById(createContactLead.id)).toMatchObject({ type: 'callback', status: 'new', locale: 'de', ...JAN });
    });

    it("refuses Vendure's registration without a solved captcha and accepts it once", async () => {
        const REGISTER = gql`
            mutation ($input: RegisterCustomerInput!) {
                registerCustomerAccount(input: $input) {
                    ... on Success {
                        success
                    }
                }
            }
        `;
        const input = { emailAddress: 'nieuw@devries.example', firstName: 'Jan', lastName: 'de Vries', password: 'plank-geheim-42' };
        await shopClient.asAnonymousUser();
        expect(await refused(REGISTER, { input }, 'nl')).toEqual({ message: 'Accepteer de captcha', field: 'captcha' });
        const captcha = await solvedCaptcha(shopClient);
        expect((await shopClient.query(REGISTER, { input: { ...input, captcha } })).registerCustomerAccount).toEqual({ success: true });
        expect(await refused(REGISTER, { input: { ...input, captcha } })).toMatchObject({ message: 'Accept captcha', field: 'captcha' });
        const { customers } = await adminClient.query(gql`
            {
                customers(options: { filter: { emailAddress: { eq: "nieuw@devries.example" } } }) {
                    totalItems
                }
            }
        `);
        expect(customers.totalItems).toBe(1);
    });
});

describe('leads', () => {
    it('stores a quote request with the cart lines, the campaign and the logged-in customer, and mails staff and visitor', async () => {
        await shopClient.asUserWithCredentials('hayden.zieme12@hotmail.com', 'test');
        await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 4 });
        const campaign = { campaignName: 'voorjaar', keywordName: '', mediumName: 'cpc', sourceName: 'google' };
        const { requestQuote } = await shopClient.query(
            gql`
                mutation ($input: RequestContactInput!, $captcha: String!) {
                    requestQuote(input: $input, includeCart: true, captcha: $captcha) {
                        id
                        type
                    }
                }
            `,
            { input: { ...JAN, emailAddress: 'hayden.zieme12@hotmail.com', message: 'Graag met bezorging', campaign }, captcha: await solvedCaptcha(shopClient) },
            { languageCode: 'nl' },
        );
        await shopClient.asAnonymousUser();
        const lead = await leadById(requestQuote.id);
        expect(lead).toMatchObject({
            type: 'quote',
            locale: 'nl',
            message: 'Graag met bezorging',
            customer: { emailAddress: 'hayden.zieme12@hotmail.com' },
            campaign: { campaignName: 'voorjaar', mediumName: 'cpc', sourceName: 'google' },
        });
        expect(lead.payload.lines).toEqual([expect.objectContaining({ sku: 'DG-28195-300', quantity: 4 })]);

        const staffMail = await mailbox.find(mail => mail.recipient === 'staff@example.com' && mail.subject.includes('Offerteaanvraag'));
        expect(staffMail.body).toContain('Graag met bezorging');
        expect(staffMail.body).toContain('DG-28195-300');
        const confirmation = await mailbox.find(mail => mail.recipient === 'hayden.zieme12@hotmail.com');
        expect(confirmation.subject).toBe('Geven Hout: we hebben je offerteaanvraag ontvangen');
        expect(confirmation.body).toContain('binnen 24 uur');
    });

    it('stores a question, an order change and a chat message with their data; the confirmation is in English for English', async () => {
        const captcha = await solvedCaptcha(shopClient);
        const { infoRequest } = await shopClient.query(
            gql`
                mutation ($input: RequestContactInput!, $captcha: String!) {
                    infoRequest(input: $input, captcha: $captcha) {
                        id
                    }
                }
            `,
            { input: { ...JAN, emailAddress: 'ann@example.com', message: 'Is oak decking FSC?' }, captcha },
            { languageCode: 'en' },
        );
        expect(await leadById(infoRequest.id)).toMatchObject({ type: 'info', locale: 'en', message: 'Is oak decking FSC?' });
        const confirmation = await mailbox.find(mail => mail.recipient === 'ann@example.com');
        expect(confirmation.subject).toBe('Geven Timber: we have received your question');

        const { changeOrderRequest } = await shopClient.query(
            gql`
                mutation ($input: RequestContactInput!, $orderNumber: String!, $captcha: String!) {
                    changeOrderRequest(input: $input, orderNumber: $orderNumber, captcha: $captcha) {
                        id
                    }
                }
            `,
            { input: { ...JAN, message: 'Deliver on Friday' }, orderNumber: ` ${guestOrder.toLowerCase()} `, captcha: await solvedCaptcha(shopClient) },
            { languageCode: 'en' },
        );
        expect((await leadById(changeOrderRequest.id)).payload).toEqual({ orderNumber: guestOrder });

        const description = 'Do you deliver to Texel?\n\nLast visited pages\nhttps://shop.example/producten\nhttps://shop.example/';
        const { createCrmOverlayBox } = await shopClient.query(
            gql`
                mutation ($input: CrmOverlayBoxInput!, $captcha: String!) {
                    createCrmOverlayBox(input: $input, captcha: $captcha) {
                        id
                    }
                }
            `,
            { input: { description, email: 'chat@example.com', phone: '0612345678' }, captcha: await solvedCaptcha(shopClient) },
        );
        expect(await leadById(createCrmOverlayBox.id)).toMatchObject({
            type: 'chat',
            message: description,
            emailAddress: 'chat@example.com',
            phoneNumber: '0612345678',
        });
    });

    it('keeps every request but confirms to one address at most 5 times an hour: the shop writes no one on a stranger\'s say-so', async () => {
        const ask = gql`
            mutation ($input: RequestContactInput!, $captcha: String!) {
                infoRequest(input: $input, captcha: $captcha) {
                    id
                }
            }
        `;
        const ids: string[] = [];
        for (let i = 0; i < 7; i++) {
            ids.push((await shopClient.query(ask, { input: { ...JAN, emailAddress: 'doelwit@example.com', message: `Vraag ${i}` }, captcha: await solvedCaptcha(shopClient) })).infoRequest.id);
        }
        for (const id of ids) expect((await leadById(id)).emailAddress).toBe('doelwit@example.com');
        // staff get every one of them; once they have, the confirmations are out too: 5
        await vi.waitFor(() => expect(mailbox.sent.filter(mail => mail.recipient === 'staff@example.com' && mail.body.includes('doelwit@example.com'))).toHaveLength(7), WAIT_FOR_JOBS);
        await vi.waitFor(() => expect(mailbox.sent.filter(mail => mail.recipient === 'doelwit@example.com')).toHaveLength(5), WAIT_FOR_JOBS);
    });

    it('stores a sample request for the length-23 variant only', async () => {
        const SAMPLE = gql`
            mutation ($input: RequestContactInput!, $variantId: ID!, $address: SampleAddressInput!, $captcha: String!) {
                sampleRequest(input: $input, productVariantId: $variantId, address: $address, captcha: $captcha) {
                    id
                }
            }
        `;
        const address = { streetLine1: 'Houtweg 1', postalCode: '3511 AB', city: 'Utrecht', countryCode: 'NL' };
        const { sampleRequest } = await shopClient.query(SAMPLE, { input: JAN, variantId: sampleVariantId, address, captcha: await solvedCaptcha(shopClient) });
        expect((await leadById(sampleRequest.id)).payload).toMatchObject({ sku: 'DG-SAMPLE', productName: 'Douglas monster', address });
        expect(await refused(SAMPLE, { input: JAN, variantId: variantIds[0], address, captcha: await solvedCaptcha(shopClient) })).toMatchObject({
            message: 'This product has no sample.',
        });
    });

    it("answers bad input with the spec's messages at the field", async () => {
        expect(await refused(CONTACT_LEAD, { input: { ...JAN, name: ' ' }, captcha: await solvedCaptcha(shopClient) })).toEqual({
            message: 'This field is required',
            field: 'name',
        });
        expect(await refused(CONTACT_LEAD, { input: { ...JAN, emailAddress: 'jan@' }, captcha: await solvedCaptcha(shopClient) }, 'nl')).toEqual({
            message: 'Moet een e-mailadres zijn',
            field: 'emailAddress',
        });
        const CHANGE = gql`
            mutation ($input: RequestContactInput!, $orderNumber: String!, $captcha: String!) {
                changeOrderRequest(input: $input, orderNumber: $orderNumber, captcha: $captcha) {
                    id
                }
            }
        `;
        expect(await refused(CHANGE, { input: { ...JAN, message: 'x' }, orderNumber: '12345', captcha: await solvedCaptcha(shopClient) })).toEqual({
            message: 'Please, insert one valid Order Number.',
            field: 'orderNumber',
        });
        // an unknown number is refused by the server too, in the request's language
        expect(await refused(CHANGE, { input: { ...JAN, message: 'x' }, orderNumber: 'ZZZZZZZZ', captcha: await solvedCaptcha(shopClient) }, 'de')).toEqual({
            message: 'Bitte geben Sie eine gültige Bestellnummer ein.',
            field: 'orderNumber',
        });
    });

    it("checks an order number against the shop's placed orders: anyone's for a visitor, their own for a customer", async () => {
        const CHECK = gql`
            query ($orderNumber: String!) {
                checkOrder(orderNumber: $orderNumber)
            }
        `;
        const check = async (orderNumber: string) => (await shopClient.query(CHECK, { orderNumber })).checkOrder;
        expect(await check('12345')).toBe(false);
        expect(await check('ZZZZZZZZ')).toBe(false);
        expect(await check(guestOrder)).toBe(true);
        expect(await check(customerOrder.toLowerCase())).toBe(true);
        // a cart is no order
        const { addItemToOrder } = await shopClient.query(ADD_ITEM, { variantId: variantIds[0], quantity: 1 });
        expect(await check(addItemToOrder.code)).toBe(false);
        await shopClient.asUserWithCredentials('hayden.zieme12@hotmail.com', 'test');
        expect(await check(customerOrder)).toBe(true);
        expect(await check(guestOrder)).toBe(false);
        await shopClient.asAnonymousUser();
    });

    it('looks up order numbers 60 times an hour per address: the 61st is refused with 429, another address goes on', async () => {
        const check = async (ip: string) => {
            const answer = await fetch(`http://localhost:${PORT}/shop-api?languageCode=nl`, {
                method: 'POST',
                // the test server trusts the loopback proxy: a forwarded address stands for another visitor
                headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
                body: JSON.stringify({ query: 'query ($n: String!) { checkOrder(orderNumber: $n) }', variables: { n: 'ZZZZZZZZ' } }),
            });
            return { status: answer.status, body: (await answer.json()) as { data?: { checkOrder: boolean }; errors?: Array<{ message: string }> } };
        };
        for (let i = 0; i < 60; i++) expect((await check('198.51.100.61')).body.data?.checkOrder).toBe(false);
        const refused = await check('198.51.100.61');
        expect(refused.status).toBe(429);
        expect(refused.body.errors?.[0].message).toBe('Te veel aanvragen vanaf je adres. Probeer het over 60 minuten opnieuw.');
        expect((await check('198.51.100.62')).body.data?.checkOrder).toBe(false);
    });

    it('tells business e-mail addresses from free-mail ones (checkEmail, getEmailProviders)', async () => {
        const LOOKUP = gql`
            query ($email: String!, $domain: String!) {
                checkEmail(email: $email)
                emailProviders(search: $domain) {
                    totalCount
                }
            }
        `;
        expect(await shopClient.query(LOOKUP, { email: 'inkoop@gevenhout.nl', domain: 'gevenhout.nl' })).toEqual({ checkEmail: true, emailProviders: { totalCount: 0 } });
        expect(await shopClient.query(LOOKUP, { email: 'jan@gmail.com', domain: 'gmail.com' })).toEqual({ checkEmail: false, emailProviders: { totalCount: 1 } });
    });
});

describe('complaints', () => {
    const COMPLAINT = `mutation ($input: RequestContactInput!, $orderNumber: String!, $files: [Upload!], $captcha: String!) {
        complaintRequest(input: $input, orderNumber: $orderNumber, files: $files, captcha: $captcha) { id }
    }`;

    /** A multipart GraphQL request (the upload spec), as the storefront's complaint form sends it: each file its declared type and bytes. */
    async function sendComplaint(files: Array<{ name: string; type: string; size?: number; data?: Buffer }>) {
        const body = new FormData();
        const variables = {
            input: { ...JAN, message: 'Planks are warped' },
            orderNumber: guestOrder,
            files: files.map(() => null),
            captcha: await solvedCaptcha(shopClient),
        };
        body.append('operations', JSON.stringify({ query: COMPLAINT, variables }));
        body.append('map', JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]))));
        for (const [i, file] of files.entries()) body.append(String(i), new Blob([file.data ?? Buffer.alloc(file.size ?? 0, 1)], { type: file.type }), file.name);
        const answer = await fetch(`http://localhost:${PORT}/shop-api?languageCode=en`, {
            method: 'POST',
            body,
            headers: { 'apollo-require-preflight': 'true' },
        });
        return (await answer.json()) as { data?: { complaintRequest: { id: string } }; errors?: Array<{ message: string; extensions?: { field?: string } }> };
    }

    const photo = (format: 'jpeg' | 'png') => sharp({ create: { width: 4, height: 3, channels: 3, background: '#8b5a2b' } })[format]().toBuffer();

    it('keeps the photos with the lead, private to staff: typed by their content, opened by a signed link only, not among the assets', async () => {
        await adminClient.asSuperAdmin();
        const assetsBefore = (await adminClient.query(gql`{ assets { totalItems } }`)).assets.totalItems;
        const jpeg = await photo('jpeg');
        const png = await photo('png');
        // the second declared a JPEG, its content is a PNG: its content decides
        const result = await sendComplaint([
            { name: 'warped-1.jpg', type: 'image/jpeg', data: jpeg },
            { name: 'warped-2.jpg', type: 'image/jpeg', data: png },
        ]);
        expect(result.errors).toBeUndefined();
        const lead = await leadById(result.data?.complaintRequest.id ?? '');
        expect(lead).toMatchObject({ type: 'complaint', payload: { orderNumber: guestOrder } });
        expect(lead.attachments.map((a: { fileName: string; mimeType: string; size: number }) => [a.fileName, a.mimeType, a.size])).toEqual([
            ['warped-1.jpg', 'image/jpeg', jpeg.length],
            ['warped-2.jpg', 'image/png', png.length],
        ]);
        expect((await adminClient.query(gql`{ assets { totalItems } }`)).assets.totalItems).toBe(assetsBefore);

        // staff's link: the photo, as a download that is never run
        const [first] = lead.attachments;
        const served = await fetch(first.url.replace('https://admin.example', `http://localhost:${PORT}`));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        expect(served.headers.get('content-disposition')).toBe('attachment; filename="warped-1.jpg"');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
        // anyone else: an address without the signature, with another photo's, or an expired one
        const local = new URL(first.url.replace('https://admin.example', `http://localhost:${PORT}`));
        expect((await fetch(`${local.origin}${local.pathname}`)).status).toBe(404);
        const second = new URL(lead.attachments[1].url);
        expect((await fetch(`${local.origin}${local.pathname}?expires=${second.searchParams.get('expires')}&signature=${second.searchParams.get('signature')}`)).status).toBe(404);
        expect((await fetch(`${local.origin}${local.pathname}?expires=1700000000&signature=${local.searchParams.get('signature')}`)).status).toBe(404);
        // the staff mail links to them the same way
        const staffMail = await mailbox.find(mail => mail.recipient === 'staff@example.com' && mail.body.includes('warped-2.jpg'));
        expect(staffMail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&')).toMatch(/https:\/\/admin\.example\/lead-attachments\/\d+\?expires=\d+&signature=[\w-]+/);
    });

    it("refuses files over the total upload limit with the spec's message, and files that are no photos, whatever type they declare", async () => {
        const tooLarge = await sendComplaint([
            { name: 'a.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 },
            { name: 'b.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 },
        ]);
        expect(tooLarge.errors?.[0]).toMatchObject({ message: 'The total size of the files exceeds the upload limit.', extensions: { field: 'attachments' } });
        const notPhoto = await sendComplaint([{ name: 'invoice.pdf', type: 'application/pdf', size: 1000 }]);
        expect(notPhoto.errors?.[0]).toMatchObject({ extensions: { field: 'attachments' } });
        // declared a JPEG, is a web page with a script: refused
        const disguised = await sendComplaint([{ name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('<html><script>alert(document.cookie)</script></html>') }]);
        expect(disguised.errors?.[0]).toMatchObject({ extensions: { field: 'attachments' } });
        expect(disguised.errors?.[0].message).toContain('photo.jpg');
    });
});

describe('staff', () => {
    it('filter leads by type and status and work them', async () => {
        const { leads } = await adminClient.query(LEADS, { options: { filter: { type: { eq: 'callback' } } } });
        expect(leads.items.length).toBeGreaterThan(0);
        expect(leads.items.every((lead: { type: string }) => lead.type === 'callback')).toBe(true);
        const id = leads.items[0].id;
        const { updateLeadStatus } = await adminClient.query(
            gql`
                mutation ($id: ID!, $status: String!) {
                    updateLeadStatus(id: $id, status: $status) {
                        id
                        status
                    }
                }
            `,
            { id, status: 'in_progress' },
        );
        expect(updateLeadStatus.status).toBe('in_progress');
        const working = await adminClient.query(LEADS, { options: { filter: { status: { eq: 'in_progress' } } } });
        expect(working.leads.items.map((lead: { id: string }) => lead.id)).toEqual([id]);
    });
});

describe('rate limit', () => {
    it('refuses creating calls past the limit per address', async () => {
        let message = '';
        for (let i = 0; i <= RATE_LIMIT && !message; i++) {
            try {
                await shopClient.query(CONTACT_LEAD, { input: JAN, captcha: '' }, { languageCode: 'en' });
            } catch (error) {
                const text = (error as Error).message;
                if (text.startsWith('Too many requests')) message = text;
            }
        }
        expect(message).toMatch(/^Too many requests from your address/);
    });
});
