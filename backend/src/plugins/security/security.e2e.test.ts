import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigService, mergeConfig, type PasswordHashingStrategy } from '@vendure/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { InMemoryJobQueueStrategy } from '@vendure/core/dist/job-queue/in-memory-job-queue-strategy';
import gql from 'graphql-tag';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import { EMPTY_INITIAL_DATA, setUpTestShop, testMailbox } from '../../common/testing/test-shop';
import { AccountPlugin } from '../account/account.plugin';
import { SecurityPlugin } from './security.plugin';

/**
 * The security plugin on a real Vendure server, through plain HTTP as a browser or an attacker
 * would send it: GraphQL limits, headers, the body limit, login lockout, mail limits, and a
 * password reset ending the customer's other sessions.
 */
registerInitializer('sqljs', new SqljsInitializer(path.join(__dirname, '__data__')));

const PORT = 3140;

/** SHA-256 with a salt in place of bcrypt, for this test only. */
const QUICK_HASH: PasswordHashingStrategy = {
    hash: async plaintext => {
        const salt = randomBytes(8).toString('hex');
        return `${salt}:${createHash('sha256').update(`${salt}${plaintext}`).digest('hex')}`;
    },
    check: async (plaintext, hash) => {
        const [salt, digest] = hash.split(':');
        return createHash('sha256').update(`${salt}${plaintext}`).digest('hex') === digest;
    },
};
const SHOP_API = `http://localhost:${PORT}/shop-api`;
const ADMIN_API = `http://localhost:${PORT}/admin-api`;
const mailbox = testMailbox();
let variantIds: string[];

const { server, adminClient } = createTestEnvironment(
    mergeConfig(testConfig, {
        apiOptions: { port: PORT },
        // cookie sessions as the shop runs them (testConfig has bearer tokens only); a quick hash: the
        // lockout tests try hundreds of passwords, and bcrypt's cost is not what they are about
        authOptions: { tokenMethod: ['cookie', 'bearer'], passwordHashingStrategy: QUICK_HASH },
        jobQueueOptions: { jobQueueStrategy: new InMemoryJobQueueStrategy({ pollInterval: 10 }) },
        plugins: [SecurityPlugin.init({ production: false }), AccountPlugin.init({ shopUrl: 'https://shop.example' }), mailbox.plugin()],
    }),
);

beforeAll(async () => {
    await server.init({ initialData: EMPTY_INITIAL_DATA, customerCount: 0 });
    // Vendure's bootstrap sets Express's `trust proxy` from apiOptions.trustProxy (the plugin's; loopback); its test server does not
    (server.app as NestExpressApplication).set('trust proxy', server.app.get(ConfigService).apiOptions.trustProxy);
    ({ variantIds } = await setUpTestShop(server.app, adminClient));
    await adminClient.query(CREATE_CUSTOMER, { email: 'klant@example.com', password: 'juist-wachtwoord-1' });
    await adminClient.query(CREATE_CUSTOMER, { email: 'reset@example.com', password: 'oud-wachtwoord-1' });
}, 300_000);

afterAll(async () => {
    await server.destroy();
});

const CREATE_CUSTOMER = gql`mutation ($email: String!, $password: String!) {
    createCustomer(input: { emailAddress: $email, firstName: "Jan", lastName: "Hout" }, password: $password) { ... on Customer { id } }
}`;

interface Answer {
    status: number;
    headers: Headers;
    // biome-ignore lint/suspicious/noExplicitAny: GraphQL answers, checked by the tests that read them
    body: { data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    token?: string;
}

/** One GraphQL request as a browser sends it (JSON, optional bearer session), with the raw status and headers. */
async function post(url: string, query: string, variables: Record<string, unknown> = {}, { token, languageCode = 'nl', ip }: { token?: string; languageCode?: string; ip?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    // the test server trusts the loopback proxy: a forwarded address stands for another visitor
    if (ip) headers['x-forwarded-for'] = ip;
    const response = await fetch(`${url}?languageCode=${languageCode}`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return { status: response.status, headers: response.headers, body: await response.json(), token: response.headers.get('vendure-auth-token') ?? token };
}

const LOGIN = `mutation ($username: String!, $password: String!) {
    login(username: $username, password: $password) { __typename ... on CurrentUser { id } ... on ErrorResult { errorCode message } }
}`;

describe('GraphQL limits', () => {
    it('refuses a collection nested 20 levels deep, and the shop keeps answering', async () => {
        let selection = 'id';
        for (let level = 0; level < 20; level++) selection = `parent { children { ${selection} } }`;
        const started = Date.now();
        const deep = await post(SHOP_API, `{ collection(id: "1") { ${selection} } }`);
        const tookMs = Date.now() - started;
        expect(deep.status).toBe(400);
        expect(deep.body.errors?.map(e => e.message).join(' ')).toMatch(/depth limit of 12 exceeded/i);
        expect(deep.body.data).toBeUndefined();
        console.log(`20-level query refused in ${tookMs} ms`);
        const normal = await post(SHOP_API, '{ activeChannel { code } }');
        expect(normal.body.data?.activeChannel.code).toBe('__default_channel__');
    });

    it('refuses 500 aliased product lists', async () => {
        const aliases = Array.from({ length: 500 }, (_, i) => `p${i}: products(options: { take: 20 }) { items { id name } }`).join('\n');
        const started = Date.now();
        const answer = await post(SHOP_API, `{ ${aliases} }`);
        console.log(`500-alias query refused in ${Date.now() - started} ms`);
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.map(e => e.message).join(' ')).toMatch(/alias/i);
    });

    it('refuses a query whose cost is too high although depth and aliases are within limits', async () => {
        const fields = 'id name slug description position';
        let nested = fields;
        for (let level = 0; level < 6; level++) nested = `${fields} children { ${nested} }`;
        const wide = Array.from({ length: 18 }, (_, i) => `a${i}: collections { items { ${nested} } }`).join('\n');
        const answer = await post(SHOP_API, `{ ${wide} }`);
        expect(answer.status).toBe(400);
        expect(answer.body.errors?.map(e => e.message).join(' ')).toMatch(/cost/i);
    });

    it('answers errors without stack traces', async () => {
        const answer = await post(SHOP_API, '{ product(id: "1") { nonExistingField } }');
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).not.toMatch(/stacktrace|\.ts:\d+|node_modules/);
    });
});

describe('errors', () => {
    it('answers a document over the token limit with 400 and says why', async () => {
        const query = `{ ${Array.from({ length: 7000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
        const answer = await post(SHOP_API, query, {}, { languageCode: 'en' });
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body.errors)).toMatch(/token limit of 20000/i);
    });

    it('suggests no field names (the schema cannot be rebuilt from "Did you mean")', async () => {
        const answer = await post(SHOP_API, '{ activeChanel { code } }');
        expect(answer.status).toBe(400);
        expect(JSON.stringify(answer.body)).not.toMatch(/Did you mean|activeChannel/);
        const mutation = await post(SHOP_API, 'mutation { submitVatNumbr }');
        expect(JSON.stringify(mutation.body)).not.toMatch(/Did you mean|submitVatNumber/);
    });

    it('puts no server path or stack in any answer, whatever the request (development mode)', async () => {
        const answers: { what: string; status: number; text: string }[] = [];
        const send = async (what: string, url: string, init: RequestInit = {}) => {
            const response = await fetch(url, init);
            answers.push({ what, status: response.status, text: await response.text() });
        };
        const json = { 'content-type': 'application/json' };
        await send('malformed JSON', SHOP_API, { method: 'POST', headers: json, body: '{"query": "{ activeChannel { code } }"' });
        await send('JSON of the wrong shape', SHOP_API, { method: 'POST', headers: json, body: '"just a string"' });
        await send('a query that is no string', SHOP_API, { method: 'POST', headers: json, body: JSON.stringify({ query: { nested: true } }) });
        await send('a broken multipart upload', SHOP_API, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'apollo-require-preflight': 'true' }, body: '--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{bad\r\n--x--' });
        await send('malformed asset path', `http://localhost:${PORT}/assets/%E0%A4%A`);
        await send('unknown asset', `http://localhost:${PORT}/assets/source/xx/missing.jpg`);
        await send('malformed Admin API JSON', ADMIN_API, { method: 'POST', headers: json, body: '{' });
        await send('unknown route', `http://localhost:${PORT}/does-not-exist/%E0%A4%A`);
        for (const { what, status, text } of answers) {
            expect(status, what).toBeGreaterThanOrEqual(400);
            expect(status, what).toBeLessThan(500);
            expect(text, what).not.toMatch(/\/(work|home|root|usr|tmp)\/|node_modules|\.[jt]s:\d+|\bat [\w.<>]+ \(/);
        }
    });
});

describe('mutations safe to retry', () => {
    const ADD = `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { totalQuantity } ... on ErrorResult { errorCode } } }`;

    /** One cart call in a session (its cookie), with an Idempotency-Key. */
    async function add(cookie: string, key: string, variables: Record<string, unknown> = { id: variantIds[0] }) {
        const response = await fetch(SHOP_API, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
            body: JSON.stringify({ query: ADD, variables }),
        });
        const cookies = response.headers.getSetCookie().map(c => c.split(';')[0]);
        return { status: response.status, replay: response.headers.get('idempotent-replay'), body: await response.json(), cookie: cookies.length ? cookies.join('; ') : cookie };
    }

    it('carries out an action once per key: a retry gets the first answer (also while the first still runs), another body with that key is refused', async () => {
        // a first add without a session: its retry (the cookie never arrived) is replayed with the session's cookie
        const first = await add('', 'retry-key-0000000001');
        expect(first.body.data.addItemToOrder.totalQuantity).toBe(1);
        const lost = await add('', 'retry-key-0000000001');
        expect(lost.replay).toBe('true');
        expect(lost.body).toEqual(first.body);
        const { cookie } = lost;
        expect(cookie).toBe(first.cookie);
        // in the session: the answer got lost, the client tries again with the same key: the same answer, nothing added
        const second = await add(cookie, 'retry-key-0000000002');
        const retry = await add(cookie, 'retry-key-0000000002');
        expect(retry.replay).toBe('true');
        expect(retry.body).toEqual(second.body);
        expect(retry.body.data.addItemToOrder.totalQuantity).toBe(2);
        // the first try of the next action and its retry at once (a paused backend working off its queue)
        const [a, b] = await Promise.all([add(cookie, 'retry-key-0000000003'), add(cookie, 'retry-key-0000000003')]);
        expect([a.body.data.addItemToOrder.totalQuantity, b.body.data.addItemToOrder.totalQuantity]).toEqual([3, 3]);
        // a new action: added
        expect((await add(cookie, 'retry-key-0000000004')).body.data.addItemToOrder.totalQuantity).toBe(4);
        // the key of another action with another body: refused; a malformed key too
        expect((await add(cookie, 'retry-key-0000000004', { id: variantIds[1] })).status).toBe(422);
        expect((await add(cookie, 'short')).status).toBe(400);
        // another session's identical key is its own action
        expect((await add('session=other', 'retry-key-0000000002')).body.data.addItemToOrder.totalQuantity).toBe(1);
        const { activeOrder } = (await (await fetch(SHOP_API, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: '{ activeOrder { totalQuantity } }' }) })).json()).data;
        expect(activeOrder.totalQuantity).toBe(4);
    });
    it('carries out a sessionless first add whose client hung up before the answer once, and replays it with its session to the retry', async () => {
        // the storefront's proxy gave up (504) and closed the connection while the backend was paused: the
        // backend reads the request, carries it out and answers nobody; the visitor's retry has no session yet
        const body = JSON.stringify({ query: ADD, variables: { id: variantIds[0] } });
        const httpServer = server.app.getHttpServer() as http.Server;
        await new Promise<void>((resolve, reject) => {
            const request = http.request(SHOP_API, { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': 'hung-up-key-00000001', 'content-length': Buffer.byteLength(body) } });
            // the client hangs up as soon as the backend has read the whole request, before any answer
            const hangUp = (incoming: http.IncomingMessage) => {
                if (incoming.headers['idempotency-key'] !== 'hung-up-key-00000001') return;
                httpServer.off('request', hangUp);
                incoming.on('end', () => request.destroy());
            };
            httpServer.on('request', hangUp);
            request.on('error', () => resolve());
            request.on('close', () => resolve());
            request.on('response', () => reject(new Error('answered before the client hung up')));
            request.end(body);
        });
        const retry = await add('', 'hung-up-key-00000001');
        expect(retry.replay).toBe('true');
        expect(retry.body.data.addItemToOrder.totalQuantity).toBe(1);
        expect(retry.cookie).toMatch(/session=/);
        const { activeOrder } = (await (await fetch(SHOP_API, { method: 'POST', headers: { 'content-type': 'application/json', cookie: retry.cookie }, body: JSON.stringify({ query: '{ activeOrder { totalQuantity } }' }) })).json()).data;
        expect(activeOrder.totalQuantity).toBe(1);
    });
});

describe('HTTP', () => {
    it('sends the security headers and no X-Powered-By', async () => {
        const answer = await post(SHOP_API, '{ activeChannel { code } }');
        expect(answer.headers.get('x-powered-by')).toBeNull();
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
        expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(answer.headers.get('permissions-policy')).toContain('camera=()');
        expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('marks the admin session cookie Secure behind HTTPS (a trusted proxy says so), not over plain HTTP', async () => {
        const adminLogin = (forwardedProto?: string) =>
            fetch(ADMIN_API, {
                method: 'POST',
                headers: { 'content-type': 'application/json', ...(forwardedProto ? { 'x-forwarded-proto': forwardedProto } : {}) },
                body: JSON.stringify({ query: LOGIN, variables: { username: 'superadmin', password: 'superadmin' } }),
            });
        const https = (await adminLogin('https')).headers.getSetCookie();
        expect(https.length).toBeGreaterThan(0);
        for (const cookie of https) expect(cookie).toMatch(/;\s*secure/i);
        const http = (await adminLogin()).headers.getSetCookie();
        expect(http.length).toBeGreaterThan(0);
        for (const cookie of http) expect(cookie).not.toMatch(/;\s*secure/i);
    });

    it('answers an oversize body with 413 and a message in the request language', async () => {
        const query = `{ activeChannel { code } } # ${'x'.repeat(2 * 1024 * 1024)}`;
        const response = await fetch(`${SHOP_API}?languageCode=en`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
        expect(response.status).toBe(413);
        expect((await response.json()).errors[0].message).toBe('This request is too large.');
    });
});

describe('login lockout', () => {
    it('answers 10 wrong passwords in a minute, limits the 11th (in the visitor language) and the right one too, per account and address', async () => {
        const ip = '203.0.113.10';
        for (let attempt = 1; attempt <= 10; attempt++) {
            const answer = await post(SHOP_API, LOGIN, { username: 'klant@example.com', password: `fout-${attempt}` }, { ip });
            expect(answer.body.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        const eleventh = await post(SHOP_API, LOGIN, { username: 'klant@example.com', password: 'fout-11' }, { ip, languageCode: 'en' });
        expect(eleventh.status).toBe(429);
        expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(60);
        expect(eleventh.body.errors?.[0].extensions).toEqual({ code: 'TOO_MANY_REQUESTS' });
        expect(eleventh.body.errors?.[0].message).toBe('Too many wrong passwords. For your safety, logging in is paused: please try again in 15 minutes, or reset your password.');
        const right = await post(SHOP_API, LOGIN, { username: 'klant@example.com', password: 'juist-wachtwoord-1' }, { ip, languageCode: 'de' });
        expect(right.status).toBe(429);
        expect(right.body.errors?.[0].message).toMatch(/^Zu oft ein falsches Passwort/);
        // the account itself is not locked for everyone: the customer on another address logs in
        const elsewhere = await post(SHOP_API, LOGIN, { username: 'klant@example.com', password: 'juist-wachtwoord-1' }, { ip: '198.51.100.7' });
        expect(elsewhere.body.data?.login.__typename).toBe('CurrentUser');
    });

    it('locks the admin login the same way', async () => {
        const ip = '203.0.113.11';
        for (let attempt = 1; attempt <= 10; attempt++) {
            const answer = await post(ADMIN_API, LOGIN, { username: 'superadmin', password: `fout-${attempt}` }, { ip });
            expect(answer.body.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
        }
        const eleventh = await post(ADMIN_API, LOGIN, { username: 'superadmin', password: 'superadmin' }, { ip });
        expect(eleventh.status).toBe(429);
        expect(eleventh.body.errors?.[0].message).toMatch(/^Te vaak een verkeerd wachtwoord/);
    });
});

describe('lockouts that cannot be turned against the owner', () => {
    /** Wrong passwords for one account spread over many addresses (9 each, under the per-address lockout), until the first refusal. */
    async function attack(api: string, username: string) {
        let wrong = 0;
        for (let address = 1; address <= 8; address++) {
            for (let attempt = 1; attempt <= 9; attempt++) {
                const answer = await post(api, LOGIN, { username, password: `geraden-${address}-${attempt}` }, { ip: `192.0.2.${address}` });
                if (answer.status === 429) return { wrong, refusedAfter: wrong, addresses: address };
                expect(answer.body.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
                wrong++;
            }
        }
        return { wrong, refusedAfter: undefined, addresses: 8 };
    }

    it("a customer: 50 wrong passwords from many addresses shut out new addresses, not the owner's right password from an address they used before; a password reset lets the owner in from a new one", { timeout: 600_000 }, async () => {
        await adminClient.query(CREATE_CUSTOMER, { email: 'eigenaar@example.com', password: 'eigen-wachtwoord-1' });
        const own = '198.51.100.40';
        expect((await post(SHOP_API, LOGIN, { username: 'eigenaar@example.com', password: 'eigen-wachtwoord-1' }, { ip: own })).body.data?.login.__typename).toBe('CurrentUser');
        const { refusedAfter, addresses } = await attack(SHOP_API, 'eigenaar@example.com');
        console.log(`customer attack: refused after ${refusedAfter} wrong passwords from ${addresses} addresses`);
        expect(refusedAfter).toBe(50);
        // the attacker holding the right password from yet another address: refused
        const stranger = await post(SHOP_API, LOGIN, { username: 'eigenaar@example.com', password: 'eigen-wachtwoord-1' }, { ip: '192.0.2.99', languageCode: 'en' });
        expect(stranger.status).toBe(429);
        expect(stranger.body.errors?.[0].message).toMatch(/^Too many wrong passwords/);
        // the owner from their own address: logged in, again and again
        for (let i = 0; i < 3; i++) {
            const owner = await post(SHOP_API, LOGIN, { username: 'eigenaar@example.com', password: 'eigen-wachtwoord-1' }, { ip: own });
            expect(owner.body.data?.login.__typename).toBe('CurrentUser');
        }
        // the owner on a new address: refused, then in by a password reset, and from then on logs in there too
        const travelling = '198.51.100.41';
        expect((await post(SHOP_API, LOGIN, { username: 'eigenaar@example.com', password: 'eigen-wachtwoord-1' }, { ip: travelling })).status).toBe(429);
        await post(SHOP_API, REQUEST_RESET, { email: 'eigenaar@example.com' }, { ip: travelling });
        const mail = await mailbox.find(m => m.recipient === 'eigenaar@example.com');
        const token = /token=([^"&]+)/.exec(mail.body.replace(/&#x3D;/g, '='))?.[1];
        const reset = await post(SHOP_API, `mutation ($token: String!) { resetPassword(token: $token, password: "eigen-wachtwoord-2") { __typename } }`, { token }, { ip: travelling });
        expect(reset.body.data?.resetPassword.__typename).toBe('CurrentUser');
        expect((await post(SHOP_API, LOGIN, { username: 'eigenaar@example.com', password: 'eigen-wachtwoord-2' }, { ip: travelling })).body.data?.login.__typename).toBe('CurrentUser');
    });

    it('staff: an administrator keeps logging in from their own address while 50 wrong passwords from many addresses shut out everyone else', { timeout: 600_000 }, async () => {
        const { roles } = await adminClient.query(gql`{ roles { items { id code } } }`);
        const superadminRole = roles.items.find((role: { code: string }) => role.code === '__super_admin_role__');
        await adminClient.query(
            gql`mutation ($roleIds: [ID!]!) { createAdministrator(input: { firstName: "Sanne", lastName: "Staf", emailAddress: "sanne@example.com", password: "staf-wachtwoord-1", roleIds: $roleIds }) { id } }`,
            { roleIds: [superadminRole.id] },
        );
        const own = '198.51.100.50';
        expect((await post(ADMIN_API, LOGIN, { username: 'sanne@example.com', password: 'staf-wachtwoord-1' }, { ip: own })).body.data?.login.__typename).toBe('CurrentUser');
        const { refusedAfter, addresses } = await attack(ADMIN_API, 'sanne@example.com');
        console.log(`staff attack: refused after ${refusedAfter} wrong passwords from ${addresses} addresses`);
        expect(refusedAfter).toBe(50);
        expect((await post(ADMIN_API, LOGIN, { username: 'sanne@example.com', password: 'staf-wachtwoord-1' }, { ip: '192.0.2.98' })).status).toBe(429);
        const owner = await post(ADMIN_API, LOGIN, { username: 'sanne@example.com', password: 'staf-wachtwoord-1' }, { ip: own });
        expect(owner.status).toBe(200);
        expect(owner.body.data?.login.__typename).toBe('CurrentUser');
    });
});

const REQUEST_RESET = `mutation ($email: String!) { requestPasswordReset(emailAddress: $email) { ... on Success { success } ... on ErrorResult { errorCode } } }`;

describe('mail limits', () => {
    it('sends 3 password reset mails to one address in an hour and refuses the 4th with 429', async () => {
        const ip = '203.0.113.20';
        for (let i = 0; i < 3; i++) {
            const answer = await post(SHOP_API, REQUEST_RESET, { email: 'klant@example.com' }, { ip });
            expect(answer.body.data?.requestPasswordReset.success).toBe(true);
        }
        const fourth = await post(SHOP_API, REQUEST_RESET, { email: 'Klant@Example.com' }, { ip: '203.0.113.21', languageCode: 'en' });
        expect(fourth.status).toBe(429);
        expect(fourth.body.errors?.[0].message).toBe('Too many requests. Please try again in 60 minutes.');
    });

    it('limits reset mails from one address to many recipients', async () => {
        const ip = '203.0.113.22';
        const answers = [];
        for (let i = 0; i < 21; i++) answers.push(await post(SHOP_API, REQUEST_RESET, { email: `bulk-${i}@example.com` }, { ip }));
        expect(answers.slice(0, 20).every(answer => answer.status === 200)).toBe(true);
        expect(answers[20].status).toBe(429);
    });
});

describe('guest checkouts', () => {
    it('lets ten carts an hour name one e-mail address (each order mails it), refuses the eleventh with 429', async () => {
        const SET_CUSTOMER = `mutation ($email: String!) { setCustomerForOrder(input: { emailAddress: $email, firstName: "Jan", lastName: "Hout" }) { __typename } }`;
        const statuses: number[] = [];
        for (let cart = 0; cart < 11; cart++) {
            const added = await fetch(SHOP_API, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `mutation { addItemToOrder(productVariantId: "${variantIds[0]}", quantity: 1) { __typename } }` }) });
            const cookie = added.headers.getSetCookie().map(c => c.split(';')[0]).join('; ');
            const answer = await fetch(`${SHOP_API}?languageCode=en`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ query: SET_CUSTOMER, variables: { email: 'Slachtoffer@example.com' } }) });
            statuses.push(answer.status);
        }
        expect(statuses).toEqual([...Array(10).fill(200), 429]);
    });
});

describe('password reset', () => {
    it('ends every other session of the customer', async () => {
        const ip = '203.0.113.30';
        const elsewhere = await post(SHOP_API, LOGIN, { username: 'reset@example.com', password: 'oud-wachtwoord-1' }, { ip });
        expect(elsewhere.body.data?.login.__typename).toBe('CurrentUser');
        const me = '{ activeCustomer { emailAddress } }';
        expect((await post(SHOP_API, me, {}, { token: elsewhere.token, ip })).body.data?.activeCustomer?.emailAddress).toBe('reset@example.com');

        await post(SHOP_API, REQUEST_RESET, { email: 'reset@example.com' }, { ip });
        const mail = await mailbox.find(m => m.recipient === 'reset@example.com');
        const token = /token=([^"&]+)/.exec(mail.body.replace(/&#x3D;/g, '='))?.[1];
        expect(token, 'no reset link in the mail').toBeTruthy();
        const reset = await post(SHOP_API, `mutation ($token: String!) { resetPassword(token: $token, password: "nieuw-wachtwoord-2") { __typename ... on CurrentUser { id } } }`, { token }, { ip });
        expect(reset.body.data?.resetPassword.__typename).toBe('CurrentUser');

        expect((await post(SHOP_API, me, {}, { token: elsewhere.token, ip })).body.data?.activeCustomer).toBeNull();
        expect((await post(SHOP_API, me, {}, { token: reset.token, ip })).body.data?.activeCustomer?.emailAddress).toBe('reset@example.com');
    });
});
