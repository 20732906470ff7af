/**
 * One order summary on every page (docs/ARCHITECTURE.md, "One order summary"), in a browser against
 * the running shop: for a coupon with a 6 m beam (nl), a German address on the German site (390 px),
 * a business customer who sees prices without VAT, pick-up and a quote, the text a customer reads on
 * the cart page, every checkout step, the success page, the order (or quote) page and in the mail is
 * read back: every page adds up to the cent and states the summary the rules package makes of the
 * order the backend holds. (Mails and PDFs of more carts: backend/src/plugins/orders/order-summary.e2e.test.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { mailOrderTable, readSummary } from '../lib/shown-summary';
import { type AdminApi, CUSTOMER_PASSWORD, createCustomer, expect, test } from './fixtures';
import { rules } from './rules';

type Locale = 'nl' | 'en' | 'de';
const PREFIX = { nl: '', en: '/en', de: '/de' } as const;
const CART_PATH = { nl: '/winkelwagen', en: '/en/cart', de: '/de/einkaufswagen' } as const;
const run = Date.now().toString(36);

const SUMMARY_FIELDS = `
    code
    subTotal shipping shippingWithTax total totalWithTax deliverable
    discounts { description amount amountWithTax }
    taxSummary { taxRate taxBase taxTotal }
    lines { quantity unitPrice unitPriceWithTax linePrice linePriceWithTax proratedLinePrice proratedLinePriceWithTax }
    shippingLines { shippingMethod { code name } customFields { deliveryCharges { kind amount } } }
`;

/** A Shop API call from the page (same origin, the page's session cookie). */
async function shopCall(page: Page, locale: Locale, query: string, variables: Record<string, unknown> = {}) {
    const body = await page.evaluate(
        async ({ query, variables, locale }) => (await fetch(`/shop-api?languageCode=${locale}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json(),
        { query, variables, locale },
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/** The cart as the backend holds it, and what the summary of it is in a display and language. */
async function expectedCart(page: Page, locale: Locale, inclVat: boolean) {
    const { activeOrder } = await shopCall(page, locale, `{ activeOrder { ${SUMMARY_FIELDS} } }`);
    const summary = rules.orderSummary(activeOrder, inclVat);
    return { order: activeOrder, lines: summary.lines, rows: rules.summaryRows(summary, locale) };
}

type Expected = Awaited<ReturnType<typeof expectedCart>>;

/** Reads a page's (or mail's) text against the summary: it shows the summary and what it shows adds up. */
function expectShows(text: string, expected: Expected, what: string, options?: Parameters<typeof readSummary>[2]) {
    const read = readSummary(text, expected, options);
    expect(rules.summaryMismatch(read.lines, read.rows), what).toBeNull();
}

/** What a customer reads of parts of a page: their rendered text (a column hidden on a phone is not read). */
// biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the rendered text, is what is meant
const textOf = async (...parts: Locator[]) => (await Promise.all(parts.map(part => part.innerText()))).join('\n');

let found: ReturnType<typeof findVariants> | undefined;
/** Variants of the demo catalogue: a 6 m length (the long-length surcharge) and a 3 m one; asked once per worker. */
const variants = (adminApi: AdminApi) => {
    found ??= findVariants(adminApi);
    return found;
};

async function findVariants(adminApi: AdminApi) {
    const { productVariants } = await adminApi('{ productVariants(options: { take: 500 }) { items { id customFields { length } product { id slug } } } }');
    const items = productVariants.items as { id: string; customFields: { length: number }; product: { id: string; slug: string } }[];
    const long = items.find(v => v.customFields?.length === 600);
    const short = items.find(v => v.customFields?.length === 300);
    expect(long && short, 'a 6 m and a 3 m variant').toBeTruthy();
    return { long: long?.id ?? '', short: short?.id ?? '', longProduct: `/producten/${long?.product.slug}/${long?.product.id}` };
}

/** Fills the cart in the page's session. */
async function fillCart(page: Page, locale: Locale, items: [string, number][], { coupon = false, country = 'NL', postalCode = '3511 AB', pickup = false } = {}) {
    for (const [id, quantity] of items) await shopCall(page, locale, 'mutation($id: ID!, $q: Int!) { addItemToOrder(productVariantId: $id, quantity: $q) { ... on Order { id } } }', { id, q: quantity });
    if (coupon) await shopCall(page, locale, 'mutation { applyCouponCode(couponCode: "HOUT10") { ... on Order { id } } }');
    await shopCall(page, locale, 'mutation($c: String!, $p: String!) { setOrderPostalCode(countryCode: $c, postalCode: $p) { id } }', { c: country, p: postalCode });
    if (pickup) {
        const { eligibleShippingMethods } = await shopCall(page, locale, '{ eligibleShippingMethods { id code } }');
        await shopCall(page, locale, 'mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', {
            ids: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'pickup').id],
        });
    }
}

async function login(page: Page, email: string) {
    await page.goto('/inloggen');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).not.toHaveURL(/inloggen/);
}

/**
 * The cart page, then the checkout's address, payment and confirm steps, the order placed by wire
 * transfer and the success page: each read against the summary. Returns the order's code.
 */
async function checkoutReadingEverySummary(page: Page, locale: Locale, expected: Expected, address: { email?: string; city: string }) {
    await page.goto(CART_PATH[locale]);
    await expect(page.getByTestId('cart-summary')).toBeVisible();
    // a phone's cart leaves the unit price column out
    const unitPrices = await page.getByTestId('cart-line-unit-price').first().isVisible();
    expectShows(await textOf(page.getByTestId('cart-lines'), page.getByTestId('cart-summary')), expected, 'the cart page', { unitPrices });

    await page.goto(`${PREFIX[locale]}/checkout/address`);
    await expect(page.getByTestId('address-form')).toBeVisible();
    expectShows(await textOf(page.getByTestId('cart-summary')), expected, 'the address step', { lines: false });
    await page.getByTestId('address-name').fill('Jan de Vries');
    if (address.email) await page.getByTestId('address-email').fill(address.email);
    await page.getByTestId('address-phone').fill('0612345678');
    await page.getByTestId('address-street').fill('Houtweg 1');
    await page.getByTestId('address-city').fill(address.city);
    await page.getByTestId('address-submit').click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);

    await expect(page.getByTestId('payment-form')).toBeVisible();
    expectShows(await textOf(page.getByTestId('cart-summary')), expected, 'the payment step', { lines: false });
    await page.getByTestId('payment-method-wire').locator('input').check();
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('accept-product-info').check();
    await page.getByTestId('payment-submit').click();
    await expect(page).toHaveURL(/\/checkout\/confirm$/);

    await expect(page.getByTestId('place-order')).toBeVisible();
    expectShows(await textOf(page.getByTestId('cart-summary')), expected, 'the confirm step', { lines: false });
    // the total to pay above the button is the summary's total, in its words
    const total = expected.rows.find(row => row.role === 'total');
    await expect(page.getByTestId('confirm-total')).toHaveText(`${total?.label} ${total?.value}`);
    await page.getByTestId('place-order').click();

    await expect(page).toHaveURL(/\/checkout\/success/);
    await expect(page.getByTestId('success-summary')).toBeVisible();
    expectShows(await textOf(page.getByTestId('success-summary')), expected, 'the success page');
    return (await textOf(page.getByTestId('order-number'))).trim();
}

/** The order page a mail's button opens (with a guest's token), as a path of the shop. */
function orderLink(mailBody: string): string {
    const html = mailBody.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    const href = /href="([^"]*\/dashboard\/orders\?order=[^"]+)"/.exec(html)?.[1];
    expect(href, 'the mail links to the order').toBeTruthy();
    const url = new URL(href ?? '');
    return `${url.pathname}${url.search}`;
}

test.describe('one order summary on every page', () => {
    test('a coupon and a 6 m beam, a guest (nl): cart, checkout, success page, mail and order page agree and add up', async ({ page, adminApi, mailbox }) => {
        test.slow();
        const { long, short, longProduct } = await variants(adminApi);
        await page.goto('/');
        await fillCart(page, 'nl', [[long, 2], [short, 6]], { coupon: true });
        const expected = await expectedCart(page, 'nl', true);
        expect(expected.rows.map(row => row.kind)).toEqual(['subtotal', 'discount', 'delivery', 'surcharge', 'total', 'vat']);
        // the surcharge the 6 m length announces on its product page is the one the cart charges
        const surcharge = expected.rows.find(row => row.kind === 'surcharge');
        expect(surcharge?.label).toBe('Toeslag lange lengtes');
        await page.goto(longProduct);
        await page.getByTestId('variant-chooser').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('long-length-note').first()).toHaveText(`Toeslag lange lengtes: ${surcharge?.value} per bezorging, voor lengtes boven 5 m`);
        const email = `samenvatting-${run}@example.com`;
        const code = await checkoutReadingEverySummary(page, 'nl', expected, { email, city: 'Utrecht' });

        const mail = await mailbox.find(email, new RegExp(code));
        expectShows(mailOrderTable(mail.body), expected, 'the order mail');
        // the guest's order page behind the mail's button: the HOUT10 row the issue missed is there
        await page.goto(orderLink(mail.body));
        await expect(page.getByTestId('order-lines')).toBeVisible();
        expectShows(await textOf(page.getByTestId('order-lines')), expected, 'the order page');
        await expect(page.getByTestId('order-lines')).toContainText('10% korting (HOUT10)');
    });

    test('a German address on the German site, on a phone: 19 % VAT on every page', async ({ openPage, adminApi, mailbox }) => {
        test.slow();
        const { short } = await variants(adminApi);
        const page = await openPage({ viewport: { width: 390, height: 844 } });
        await page.goto('/de');
        await fillCart(page, 'de', [[short, 3]], { country: 'DE', postalCode: '10115' });
        const expected = await expectedCart(page, 'de', true);
        expect(expected.rows.find(row => row.kind === 'vat')?.label).toMatch(/^Enthaltene MwSt\. 19 % auf € /);
        const email = `zusammenfassung-${run}@example.com`;
        const code = await checkoutReadingEverySummary(page, 'de', expected, { email, city: 'Berlin' });
        const mail = await mailbox.find(email, new RegExp(code));
        expectShows(mailOrderTable(mail.body), expected, 'the German order mail');
    });

    test('a business customer who sees prices without VAT: the total without VAT, the VAT and what it is on, the total to pay', async ({ page, adminApi, mailbox }) => {
        test.slow();
        const { short } = await variants(adminApi);
        const email = `zakelijk-${run}@aannemer.nl`;
        await createCustomer(adminApi, email);
        const { customers } = await adminApi('query($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { id } } }', { email });
        await adminApi('mutation($id: ID!) { updateCustomer(input: { id: $id, customFields: { showTaxPrice: false } }) { ... on Customer { id } } }', { id: customers.items[0].id });
        await login(page, email);
        await fillCart(page, 'nl', [[short, 6]], { coupon: true });
        const expected = await expectedCart(page, 'nl', false);
        // the success page listed lines excl. VAT and then "Totaal" with VAT, without a VAT row
        expect(expected.rows.slice(-3).map(row => row.label)).toEqual(['Totaal excl. btw', expect.stringMatching(/^Btw 21% over € /), 'Totaal incl. btw']);
        const code = await checkoutReadingEverySummary(page, 'nl', expected, { city: 'Utrecht' });
        const mail = await mailbox.find(email, new RegExp(code));
        expectShows(mailOrderTable(mail.body), expected, 'the business customer\'s mail');
        // the dashboard's order follows the account's tax display, one VAT row, labelled with what it is on
        await page.goto(`/dashboard/orders?order=${encodeURIComponent(code)}`);
        await expect(page.getByTestId('order-lines')).toBeVisible();
        expectShows(await textOf(page.getByTestId('order-lines')), expected, 'the dashboard\'s order');
        await expect(page.getByTestId('order-lines').locator('tfoot tr[data-kind="vat"]')).toHaveCount(1);
    });

    test('pick-up, a guest: delivery is free and stays out of the total', async ({ page, adminApi, mailbox }) => {
        const { short } = await variants(adminApi);
        await page.goto('/');
        await fillCart(page, 'nl', [[short, 4]], { pickup: true });
        const expected = await expectedCart(page, 'nl', true);
        expect(expected.rows.find(row => row.kind === 'delivery')).toMatchObject({ label: 'Afhalen', value: 'Gratis' });
        // the fail page (a payment refused, back from the payment page) sums up the order still to pay the same way
        await page.goto(`/checkout/fail?order=${encodeURIComponent(expected.order.code)}`);
        await expect(page.getByTestId('fail-summary')).toBeVisible();
        expectShows(await textOf(page.getByTestId('fail-summary')), expected, 'the fail page');
        const email = `afhalen-${run}@example.com`;
        const code = await checkoutReadingEverySummary(page, 'nl', expected, { email, city: 'Utrecht' });
        expectShows(mailOrderTable((await mailbox.find(email, new RegExp(code))).body), expected, 'the pick-up mail');
    });

    test('a quote: the cart, the quote mail and the quote\'s page in the dashboard agree', async ({ page, adminApi, mailbox }) => {
        const { long, short } = await variants(adminApi);
        const email = `offerte-${run}@tuinman.nl`;
        await createCustomer(adminApi, email);
        await login(page, email);
        await fillCart(page, 'nl', [[long, 1], [short, 5]], { coupon: true });
        const expected = await expectedCart(page, 'nl', true);
        await page.goto(CART_PATH.nl);
        await expect(page.getByTestId('cart-summary')).toBeVisible();
        expectShows(await textOf(page.getByTestId('cart-lines'), page.getByTestId('cart-summary')), expected, 'the cart before the quote');
        await page.getByTestId('save-quote').click();
        const mail = await mailbox.find(email, /offerte/i);
        expectShows(mailOrderTable(mail.body), expected, 'the quote mail');
        const code = expected.order.code;
        await page.goto(`/dashboard/quotations?order=${encodeURIComponent(code)}`);
        await expect(page.getByTestId('order-lines')).toBeVisible();
        expectShows(await textOf(page.getByTestId('order-lines')), expected, 'the quote\'s page');
    });
});
