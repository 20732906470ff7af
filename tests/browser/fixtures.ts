/**
 * The browser tests' fixtures, on top of @playwright/test's:
 *   urls       the shop under test (shopUrl, backendUrl, adminUrl) and `shop(path)`, a shop path as an address
 *   context    every page blocks hosts other than this machine and the shop's (no calls out)
 *   page       fails the test when the page threw an uncaught error
 *   openPage   one more page in its own context (another locale, viewport, no JavaScript), set up the same way
 *   shopApi    the backend's Shop API, the truth the pages are compared with
 *   adminApi   the Admin API as the superadmin (what staff see)
 *   mailbox    the backend's dev mailbox: `await mailbox.find(recipient, /subject/)` waits for a mail
 */
import { type APIRequestContext, type BrowserContext, type BrowserContextOptions, type Locator, type Page, test as base, expect, request } from '@playwright/test';
import { type ShopUnderTest, shopUnderTest } from './shop-under-test';

export { expect };

/** The header's cart count: 0 while the badge is hidden (read once; poll it with expect.poll). */
export async function cartCount(page: Page) {
    const badge = page.locator('[data-cart-count]').first();
    return (await badge.isHidden()) ? 0 : Number((await badge.textContent()) || 0);
}

/**
 * A visitor reaching for a product page's variant chooser (a tap on its first quantity field): it
 * hydrates then (client:interaction), and its live stock arrives.
 */
export async function reachForChooser(page: Page) {
    await page.getByTestId('variant-chooser').getByTestId('variant-quantity').first().focus();
    await expect(page.locator('[data-testid="variant-chooser"][data-stock-live="true"]')).toBeVisible();
}

/** A mail of the dev mailbox, with its body. */
export interface Mail {
    recipient: string;
    subject: string;
    fileName: string;
    body: string;
}

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers, checked by the tests that read them
type GraphQLData = any;
/** A GraphQL call as the superadmin. */
export type AdminApi = (query: string, variables?: Record<string, unknown>) => Promise<GraphQLData>;
/** A GraphQL call to the Shop API in a language. */
export type ShopApi = (language: string, query: string, variables?: Record<string, unknown>) => Promise<GraphQLData>;

/** The password of the customers tests create. */
export const CUSTOMER_PASSWORD = 'vlonder-plank-2024';

/** A GraphQL call to the Shop API through the page's session, in a language. */
export async function shopCall(page: Page, language: string, query: string, variables: Record<string, unknown> = {}) {
    const response = await page.request.post(`/shop-api?languageCode=${language}`, { data: { query, variables } });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/** Puts pieces in the session's cart through the Shop API, past the page (no page script writes the cart-size cookie). */
export async function addToCartThroughApi(page: Page, language: string, variantId: string, quantity: number) {
    await shopCall(page, language, 'mutation($id: ID!, $q: Int!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: $q }]) { order { id } } }', { id: variantId, q: quantity });
}

/** The session's cart (with pieces of `variantId` unless it has them) ordered by wire transfer to a Dutch address: its code. */
export async function placeOrder(page: Page, language: string, variantId: string | null) {
    if (variantId) await shopCall(page, language, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id } } }', { id: variantId });
    await shopCall(page, language, 'mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', {
        input: { fullName: 'Kees Timmer', streetLine1: 'Zaagmolenweg 4', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' },
    });
    const { eligibleShippingMethods } = await shopCall(page, language, '{ eligibleShippingMethods { id code } }');
    const delivery = eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery');
    await shopCall(page, language, 'mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', { ids: [delivery.id] });
    await shopCall(page, language, 'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } } }');
    const { addPaymentToOrder } = await shopCall(page, language, 'mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { code state } ... on ErrorResult { message } } }');
    expect(addPaymentToOrder.state, JSON.stringify(addPaymentToOrder)).toBe('PaymentAuthorized');
    return addPaymentToOrder.code as string;
}

export async function variantWithStock(adminApi: AdminApi): Promise<{ id: string; name: string }> {
    const { productVariants } = await adminApi('{ productVariants(options: { take: 100 }) { items { id name stockOnHand stockAllocated customFields { length } } } }');
    const variant = productVariants.items.find(
        (v: { customFields?: { length: number }; stockOnHand: number; stockAllocated: number }) => v.customFields?.length !== 23 && v.stockOnHand - v.stockAllocated >= 40,
    );
    expect(variant, 'no variant with stock').toBeTruthy();
    return variant;
}

/** The link of a mail's button to a shop page, as a browser reads the href. */
export function linkTo(mail: Mail, page: string) {
    const html = mail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    const match = new RegExp(`href="([^"]*/${page}\\?token=[^"]+)"`).exec(html);
    expect(match, `no ${page} link in the mail`).toBeTruthy();
    return new URL(match?.[1] ?? '');
}

/** The storefront's user cookie (geven-user) as the page holds it, or null. */
export async function userCookie(page: Page) {
    const cookie = (await page.context().cookies()).find(c => c.name === 'geven-user');
    return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/**
 * Ticks the captcha inside `form` by its label (e.g. 'Ik ben geen robot') and waits for the browser's
 * proof of work: up to a minute on a machine busy with the other tests.
 */
export async function solveCaptcha(form: Page | Locator, label: string) {
    await form.getByText(label).click();
    await expect(form.locator('altcha-widget [data-state="verified"]')).toBeVisible({ timeout: 60_000 });
}

/** A customer with a confirmed account, made by staff. */
export async function createCustomer(adminApi: AdminApi, emailAddress: string, name = { firstName: 'Kees', lastName: 'Timmer' }) {
    const { createCustomer } = await adminApi(
        'mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } ... on ErrorResult { message } } }',
        { input: { emailAddress, ...name }, password: CUSTOMER_PASSWORD },
    );
    expect(createCustomer.id, JSON.stringify(createCustomer)).toBeTruthy();
}

interface TestFixtures {
    openPage: (options?: Pick<BrowserContextOptions, 'locale' | 'viewport' | 'javaScriptEnabled'>) => Promise<Page>;
    mailbox: { find(recipient: string, subject: RegExp): Promise<Mail> };
}

interface WorkerFixtures {
    urls: ShopUnderTest & { shop(path: string): string };
    backend: APIRequestContext;
    shopApi: ShopApi;
    adminApi: AdminApi;
}

/**
 * The consent banner's answer "necessary only" (vanilla-cookieconsent's cookie), given in every
 * context, so the banner covers nothing a test clicks; the consent test opens a context without it.
 */
async function consentGiven(context: BrowserContext, urls: ShopUnderTest) {
    const now = new Date().toISOString();
    const choice = { categories: ['necessary'], revision: 0, data: null, consentTimestamp: now, consentId: 'browser-tests', services: { necessary: [], statistics: [], marketing: [] }, languageCode: 'nl', lastConsentTimestamp: now, expirationTime: Date.now() + 86_400_000 };
    await context.addCookies([{ name: 'consent', value: encodeURIComponent(JSON.stringify(choice)), url: urls.shopUrl }]);
}

/** The last page events kept for a failed test's report. */
const PAGE_EVENTS_KEPT = 12;

/**
 * Records the page's uncaught errors; `check()` fails the test when there were any. Also keeps the last
 * page events (navigations, console errors and warnings, failed or refused requests), which `report()`
 * prints for a failed test: CI shows the run's last lines only, and these say what the page went through.
 */
function watchPageErrors(page: Page) {
    const errors: Error[] = [];
    const events: string[] = [];
    const keep = (event: string) => {
        events.push(event.slice(0, 200));
        if (events.length > PAGE_EVENTS_KEPT) events.shift();
    };
    page.on('pageerror', error => {
        errors.push(error);
        keep(`uncaught ${error.name}: ${error.message}`);
    });
    page.on('framenavigated', frame => {
        if (frame === page.mainFrame()) keep(`navigated to ${frame.url()}`);
    });
    page.on('console', message => {
        if (message.type() === 'error' || message.type() === 'warning') keep(`console ${message.type()}: ${message.text()}`);
    });
    page.on('requestfailed', request => keep(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? ''})`));
    page.on('response', response => {
        if (response.status() >= 400) keep(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    return {
        report() {
            if (events.length) console.log(`[page events] ${events.join(' | ')}`);
        },
        check() {
            const messages = errors.map(error => `${error.name}: ${error.message}`);
            expect(messages, `uncaught errors on ${page.url()}:\n${messages.join('\n')}`).toEqual([]);
        },
    };
}

async function graphql(api: APIRequestContext, url: string, query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
    const response = await api.post(url, { data: { query, variables }, headers });
    const body = await response.json();
    expect(body.errors, `backend error: ${JSON.stringify(body.errors)}`).toBeUndefined();
    return body.data;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
    urls: [
        // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
        async ({}, use) => {
            const urls = shopUnderTest();
            await use({ ...urls, shop: path => new URL(path.replace(/^\//, ''), urls.shopUrl).href });
        },
        { scope: 'worker' },
    ],

    backend: [
        async ({ urls }, use) => {
            const context = await request.newContext({ baseURL: urls.backendUrl, timeout: 20_000 });
            await use(context);
            await context.dispose();
        },
        { scope: 'worker' },
    ],

    shopApi: [
        async ({ backend }, use) => {
            await use((language, query, variables) => graphql(backend, `/shop-api?languageCode=${language}`, query, variables));
        },
        { scope: 'worker' },
    ],

    adminApi: [
        async ({ backend }, use) => {
            let token: string | undefined;
            await use(async (query, variables = {}) => {
                if (!token) {
                    const login = await backend.post('/admin-api', {
                        data: { query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }' },
                    });
                    token = login.headers()['vendure-auth-token'];
                    expect(token, 'admin login gave no token').toBeTruthy();
                }
                return graphql(backend, '/admin-api', query, variables, { authorization: `Bearer ${token}` });
            });
        },
        { scope: 'worker' },
    ],

    context: async ({ context, urls }, use) => {
        await consentGiven(context, urls);
        await use(context);
    },

    page: async ({ page }, use, testInfo) => {
        const errors = watchPageErrors(page);
        await use(page);
        if (testInfo.status !== testInfo.expectedStatus) errors.report();
        errors.check();
    },

    openPage: async ({ browser, urls }, use, testInfo) => {
        const opened: { context: BrowserContext; errors: ReturnType<typeof watchPageErrors> }[] = [];
        await use(async (options = {}) => {
            const context = await browser.newContext({ baseURL: urls.shopUrl, locale: 'nl-NL', viewport: { width: 1280, height: 900 }, ...options });
            await consentGiven(context, urls);
            const page = await context.newPage();
            opened.push({ context, errors: watchPageErrors(page) });
            return page;
        });
        for (const { context } of opened) await context.close();
        if (testInfo.status !== testInfo.expectedStatus) for (const { errors } of opened) errors.report();
        for (const { errors } of opened) errors.check();
    },

    mailbox: async ({ backend }, use) => {
        await use({
            async find(recipient, subject) {
                let found: Omit<Mail, 'body'> | undefined;
                await expect
                    .poll(
                        async () => {
                            const list: Omit<Mail, 'body'>[] = await (await backend.get('/mailbox/list')).json();
                            found = list.find(mail => mail.recipient === recipient && subject.test(mail.subject));
                            return found;
                        },
                        { message: `a mail to ${recipient} matching ${subject}`, timeout: 20_000 },
                    )
                    .toBeTruthy();
                const item = await (await backend.get(`/mailbox/item/${encodeURIComponent(found?.fileName ?? '')}`)).json();
                return { ...found, ...item } as Mail;
            },
        });
    },
});
