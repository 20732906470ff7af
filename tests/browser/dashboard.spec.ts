/**
 * The customer dashboard in a browser, one walk through it: logged out, /dashboard/orders goes to
 * the login and back after it; a forged user cookie reaches nothing (cleared, to the login); the
 * orders list with the spec's statuses and invoice statuses, paged (page size 5 here; the backend
 * test pages 11 orders 10 per page);
 * an order opened, its reference set, ordered again into the cart, cancelled; the order mail's link
 * (with its access token) opens that one order for a guest.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type AdminApi, cartCount, expect, test } from './fixtures';

const run = Date.now().toString(36);
const PASSWORD = 'balken-stapel-2026';

/** A GraphQL call to the Shop API through the page's session (the same cookies as the page). */
async function shopCall(page: Page, query: string, variables: Record<string, unknown> = {}) {
    const response = await page.request.post('/shop-api?languageCode=nl', { data: { query, variables } });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/** An order placed by the logged-in page's customer: pieces (unless the cart has them), a Dutch address, delivery, wire transfer. */
async function placeOrder(page: Page, variantId: string | null) {
    if (variantId) await shopCall(page, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id } } }', { id: variantId });
    await shopCall(page, 'mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', {
        input: { fullName: 'Kees Timmer', streetLine1: 'Zaagmolenweg 4', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL' },
    });
    const { eligibleShippingMethods } = await shopCall(page, '{ eligibleShippingMethods { id code } }');
    const delivery = eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery');
    await shopCall(page, 'mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', { ids: [delivery.id] });
    await shopCall(page, 'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } } }');
    const { addPaymentToOrder } = await shopCall(page, 'mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { code state } ... on ErrorResult { message } } }');
    expect(addPaymentToOrder.state, JSON.stringify(addPaymentToOrder)).toBe('PaymentAuthorized');
    return addPaymentToOrder.code as string;
}

async function someVariant(adminApi: AdminApi): Promise<string> {
    const { productVariants } = await adminApi('{ productVariants(options: { take: 100 }) { items { id stockOnHand stockAllocated customFields { length } } } }');
    const variant = productVariants.items.find(
        (v: { customFields?: { length: number }; stockOnHand: number; stockAllocated: number }) => v.customFields?.length !== 23 && v.stockOnHand - v.stockAllocated >= 40,
    );
    expect(variant, 'no variant with stock').toBeTruthy();
    return variant.id;
}

test('nl: the dashboard guards its pages, lists and pages the orders, and opens, changes, reorders and cancels one', async ({ page, adminApi, openPage, urls }) => {
    const email = `dashboard-${run}@example.com`;
    const { createCustomer } = await adminApi(
        'mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }',
        { input: { emailAddress: email, firstName: 'Kees', lastName: 'Timmer' }, password: PASSWORD },
    );
    expect(createCustomer.id).toBeTruthy();
    const variantId = await someVariant(adminApi);

    // A forged user cookie opens nothing: the backend knows no session, the cookie goes, the login comes.
    const forged = await openPage();
    await forged.context().addCookies([{ name: 'geven-user', value: encodeURIComponent(JSON.stringify({ id: '1', email: 'someone@example.com' })), url: urls.shopUrl }]);
    await forged.goto('/dashboard/orders');
    await expect(forged).toHaveURL(url => url.pathname === '/inloggen' && url.searchParams.get('redirect') === '/dashboard/orders');
    expect((await forged.context().cookies()).find(c => c.name === 'geven-user')).toBeUndefined();

    // Logged out: to the login, and back after it.
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(url => url.pathname === '/inloggen' && url.searchParams.get('redirect') === '/dashboard/orders');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard/orders');
    await expect(page.getByTestId('dashboard-empty')).toHaveText('Je hebt nog geen bestellingen.');

    // On a phone the account icon opens the dashboard menu (on desktop it leads to the dashboard).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const accountIcon = page.locator('[data-account-link]');
    // the header script has taken the icon over once it points to the account area
    await expect(accountIcon).toHaveAttribute('href', (await accountIcon.getAttribute('data-account-href')) ?? '');
    await accountIcon.click();
    const menu = page.getByTestId('account-menu');
    await expect(menu).toBeVisible();
    await expect(accountIcon).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Bestelgeschiedenis' }).click();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard/orderhistory');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Preferences: the Dutch newsletter list, kept across a reload.
    await page.goto('/dashboard/Preferences');
    const newsletter = page.getByTestId('newsletter-lists').getByRole('checkbox').first();
    await expect(newsletter).not.toBeChecked();
    await newsletter.check();
    await expect(page.getByTestId('preferences-message')).toHaveText('Opgeslagen: je nieuwsbrieven zijn bijgewerkt.');
    await page.reload();
    await expect(newsletter).toBeChecked();
    await page.goto('/dashboard/orders');

    // Six orders: all on the first page of 10; with the page size 5, five and then one.
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push(await placeOrder(page, variantId));
    await page.reload();
    const rows = page.getByTestId('order-row');
    await expect(rows).toHaveCount(6);
    await expect(page.getByTestId('list-page')).toHaveText('Pagina 1 van 1');
    await expect(rows.first()).toHaveAttribute('data-code', codes[5]);
    // the customer's words for an unpaid wire transfer, not the back office's states
    await expect(rows.first().getByTestId('order-status')).toHaveText('Wacht op betaling');
    await page.getByTestId('page-size').selectOption('5');
    await expect(page).toHaveURL(url => url.searchParams.get('size') === '5' && url.searchParams.get('page') === '1');
    await expect(rows).toHaveCount(5);
    await expect(page.getByTestId('list-page')).toHaveText('Pagina 1 van 2');
    await page.getByTestId('next-page').click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-code', codes[0]);

    // One order: the reference (the cart's rule and message), ordering again, cancelling.
    await page.goto('/dashboard/orders');
    await rows.first().getByRole('link').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail).toHaveAttribute('data-code', codes[5]);
    await expect(detail.getByTestId('order-line')).toHaveCount(1);
    await page.locator('#client-order-ref').fill('abc');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('order-action-message')).toHaveText('Vul een geldig ordernummer in.');
    await page.locator('#client-order-ref').fill('PO-2026-0815');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('order-action-message')).toHaveText('Je ordernummer is opgeslagen.');
    await page.getByTestId('reorder').click();
    await expect(page.getByTestId('order-action-message')).toContainText('De producten liggen in je winkelwagen.');
    await expect.poll(() => cartCount(page), { message: 'the header count after ordering again' }).toBe(2);
    await page.getByTestId('cancel-order').click();
    await page.getByTestId('cancel-yes').click();
    await expect(page.getByTestId('order-action-message')).toHaveText(`${codes[5]} is geannuleerd.`);
    await expect(detail.getByTestId('order-status')).toHaveText('Geannuleerd');
    await expect(page.getByTestId('cancel-order')).toBeHidden();

    // The order history keeps it, with its reference; the open orders do not.
    await page.goto('/dashboard/orderhistory');
    const cancelled = page.locator(`[data-testid="order-row"][data-code="${codes[5]}"]`);
    await expect(cancelled.getByTestId('order-status')).toHaveText('Geannuleerd');
    await expect(cancelled).toContainText('PO-2026-0815');
    await page.goto('/dashboard/orders');
    await expect(rows.first()).toHaveAttribute('data-code', codes[4]);

    // The order's link (as in the order mail) opens it for a guest, read-only; another order's code with that token does not.
    const { ordersGet } = await shopCall(page, 'query($code: String!) { ordersGet(orderCode: $code) { items { orderUrl } } }', { code: codes[2] });
    const link = new URL(ordersGet.items[0].orderUrl);
    const guest = await openPage();
    await guest.goto(`${link.pathname}${link.search}`);
    await expect(guest.getByTestId('order-detail')).toHaveAttribute('data-code', codes[2]);
    await expect(guest.getByTestId('cancel-order')).toBeHidden();
    // the account's menu is not a guest's
    await expect(guest.getByTestId('dashboard-menu')).toBeHidden();
    await guest.goto(`${link.pathname}${link.search.replace(codes[2], codes[3])}`);
    await expect(guest.getByTestId('order-not-found')).toBeVisible();
});

test('nl: company data with a postal code with spaces, the address book, and a saved address at checkout', async ({ page, adminApi }) => {
    const email = `bedrijf-${run}@example.com`;
    const { createCustomer } = await adminApi(
        'mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }',
        { input: { emailAddress: email, firstName: 'Fenna', lastName: 'Zager' }, password: PASSWORD },
    );
    await adminApi('mutation($id: ID!) { updateCustomer(input: { id: $id, customFields: { vatNumber: "NL123456789B01" } }) { ... on Customer { id } } }', { id: createCustomer.id });
    // the data page's forms are a script of their own (loaded on this page only): when it cannot be
    // loaded the page says so in the visitor's language, and trying again loads it
    const formsScript = /\/_astro\/PartnerData\.[^/]+\.js$/;
    await page.route(formsScript, route => route.abort());
    await page.goto('/dashboard/data');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard/data');
    await expect(page.getByTestId('dashboard-error')).toContainText('Je account kon niet worden geladen');
    await page.unroute(formsScript);
    await page.getByRole('button', { name: 'Opnieuw proberen' }).click();

    // The VAT number is read-only, with the way to change it.
    await expect(page.getByTestId('partner-vat')).toContainText('NL123456789B01');
    await expect(page.getByTestId('vat-mailto')).toHaveAttribute('href', /^mailto:info@gevenhout\.nl\?subject=/);

    // Bad input gets the spec's messages; nothing is sent.
    await page.locator('#partner-phoneNumber').fill('030 123 4567');
    await page.locator('#partner-street').fill('Zaagmolenweg 4');
    await page.locator('#partner-zip').fill('35');
    await page.getByTestId('partner-submit').click();
    await expect(page.getByTestId('partner-zip-error')).toHaveText('Formaat: 1234 AB');
    await expect(page.getByTestId('partner-city-error')).toHaveText('Dit veld is verplicht');

    await page.locator('#partner-zip').fill(' 3511  ab ');
    await page.locator('#partner-city').fill('Utrecht');
    await page.getByTestId('partner-submit').click();
    await expect(page.getByTestId('partner-saved')).toHaveText('Je gegevens zijn opgeslagen.');

    // The company (createUpdatePartner): made, its name required, the industry by its id.
    await page.getByTestId('company-submit').click();
    await expect(page.getByTestId('partner-companyName-error')).toHaveText('Dit veld is verplicht');
    await page.locator('#partner-companyName').fill('Zagerij Zager B.V.');
    await page.locator('#partner-kvk').fill('87654321');
    await page.locator('#partner-industryId').selectOption({ label: 'Bouw / Timmerbedrijf' });
    await page.getByTestId('company-submit').click();
    await expect(page.getByTestId('company-saved')).toHaveText('Je bedrijfsgegevens zijn opgeslagen.');
    await page.reload();
    await expect(page.locator('#partner-zip')).toHaveValue('3511 AB');
    await expect(page.locator('#partner-companyName')).toHaveValue('Zagerij Zager B.V.');
    await expect(page.locator('#partner-industryId')).toHaveValue('2');
    const company = await adminApi('query($id: ID!) { customer(id: $id) { customFields { companyName kvk industryId } addresses { company defaultBillingAddress } } }', { id: createCustomer.id });
    expect(company.customer.customFields).toEqual({ companyName: 'Zagerij Zager B.V.', kvk: '87654321', industryId: 2 });
    // the invoice address carries the company's name
    expect(company.customer.addresses).toEqual([{ company: 'Zagerij Zager B.V.', defaultBillingAddress: true }]);

    // The address book: the invoice address is in it; add, edit, select and delete.
    const book = page.getByTestId('address-book');
    await expect(book.getByTestId('saved-address')).toHaveCount(1);
    await expect(book.getByTestId('default-billing')).toHaveCount(1);
    await book.getByTestId('add-address').click();
    await page.locator('#book-fullName').fill('Fenna Zager');
    await page.locator('#book-streetLine1').fill('Houtkade 8');
    await page.locator('#book-postalCode').fill('1000');
    await page.locator('#book-countryCode').selectOption('BE');
    await page.getByTestId('address-book-save').click();
    await expect(page.getByTestId('book-city-error')).toHaveText('Dit veld is verplicht');
    await page.locator('#book-city').fill('Brussel');
    await page.getByTestId('address-book-save').click();
    const added = book.locator('[data-testid="saved-address"][data-street="Houtkade 8"]');
    await expect(added).toContainText('1000 Brussel');
    await added.getByRole('button', { name: 'Wijzigen' }).click();
    await page.locator('#book-streetLine1').fill('Houtkade 10');
    await page.getByTestId('address-book-save').click();
    const edited = book.locator('[data-testid="saved-address"][data-street="Houtkade 10"]');
    await edited.getByRole('button', { name: 'Gebruik als afleveradres' }).click();
    await expect(edited.getByTestId('default-shipping')).toBeVisible();
    await book.getByTestId('add-address').click();
    await page.locator('#book-fullName').fill('Oud Adres');
    await page.locator('#book-streetLine1').fill('Weg 1');
    await page.locator('#book-postalCode').fill('9700 AB');
    await page.locator('#book-city').fill('Groningen');
    await page.getByTestId('address-book-save').click();
    const old = book.locator('[data-testid="saved-address"][data-street="Weg 1"]');
    await old.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(old).toHaveCount(0);
    await expect(book.getByTestId('saved-address')).toHaveCount(2);

    // The checkout offers the saved addresses, the default delivery address first.
    const { productVariants } = await adminApi('{ productVariants(options: { take: 1, filter: { enabled: { eq: true } } }) { items { id } } }');
    await shopCall(page, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id } } }', { id: productVariants.items[0].id });
    await page.goto('/checkout/address');
    const saved = page.locator('#saved-address');
    await expect(saved.locator('option')).toHaveText([/./, /Houtkade 10/, /Zaagmolenweg 4/]);
    await saved.selectOption({ label: 'Fenna Zager, Houtkade 10, 1000, Brussel' });
    await expect(page.getByTestId('address-street')).toHaveValue('Houtkade 10');
    await expect(page.getByTestId('address-countryCode')).toHaveValue('BE');

    // Preferences: prices without VAT; the cart follows (the choice is the account's, in the user cookie too).
    await page.goto('/dashboard/Preferences');
    await page.getByLabel('Exclusief btw').check();
    await expect(page.getByTestId('preferences-message')).toHaveText('Opgeslagen: prijzen worden nu getoond exclusief btw.');
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('cart-vat-country')).toHaveText(/^Bedragen exclusief btw · btw-tarief van /);
});

/** The text of a PDF the shop made (pdfkit, uncompressed): the hex strings of its TJ arrays, one line each. */
function pdfText(pdf: Buffer): string {
    const arrays = pdf.toString('latin1').match(/\[([^\]]*)\] TJ/g) ?? [];
    return arrays.map(array => (array.match(/<([0-9a-f]+)>/gi) ?? []).map(hex => Buffer.from(hex.slice(1, -1), 'hex').toString('latin1')).join('')).join('\n');
}

/**
 * A page of Vendure's dashboard (the admin) as the superadmin: the login through the Admin API sets
 * its session cookie in the page's context (the dashboard's own login form is Vendure's, not the shop's).
 */
async function adminPage(openPage: () => Promise<Page>, backendUrl: string) {
    const admin = await openPage();
    const login = await admin.request.post(`${backendUrl}/admin-api`, {
        data: { query: 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }' },
    });
    expect((await login.json()).data.login.id, 'the admin login').toBeTruthy();
    return admin;
}

test('nl: a quote under quotations with its validity, sent by staff, accepted into the cart and ordered; staff invoice the order and its PDF downloads', async ({
    page,
    adminApi,
    openPage,
    urls,
    backend,
}) => {
    const email = `offerte-${run}@example.com`;
    await adminApi('mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }', {
        input: { emailAddress: email, firstName: 'Otto', lastName: 'Offerte' },
        password: PASSWORD,
    });
    const variantId = await someVariant(adminApi);
    await page.goto('/dashboard/quotations');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard/quotations');
    await expect(page.getByTestId('dashboard-empty')).toHaveText('Je hebt nog geen offertes.');

    // The cart saved as a quote (the cart page's button has its own test) is listed with its validity.
    await shopCall(page, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 3) { ... on Order { id } } }', { id: variantId });
    const { saveCartAsQuote: quote } = await shopCall(page, 'mutation { saveCartAsQuote { ... on Order { id code total } } }');
    await page.reload();
    const row = page.locator(`[data-testid="quote-row"][data-code="${quote.code}"]`);
    await expect(row.getByTestId('quote-validity')).toHaveText(/^nog (30|29) dagen geldig$/);

    // Staff send it from the admin (the quotes plugin's button on the order page): QuotationSent, mailed a second time, now with its PDF.
    const admin = await adminPage(openPage, urls.backendUrl);
    await admin.goto(`${urls.adminUrl}orders/${quote.id}`);
    await admin.getByTestId('send-quote').click();
    const quoteMails = async () => {
        const list: { recipient: string; subject: string }[] = await (await backend.get('/mailbox/list')).json();
        return list.filter(mail => mail.recipient === email && mail.subject === `Je offerte ${quote.code}`).length;
    };
    await expect.poll(quoteMails, { message: 'the quote mail of saving, then of sending' }).toBe(2);
    expect((await adminApi('query($id: ID!) { order(id: $id) { state } }', { id: quote.id })).order.state).toBe('QuotationSent');
    await page.reload();

    // Accepted: back on the quotations with the cart animation (the show-animation cookie, then gone) and the cart holding the quote.
    await row.getByRole('link', { name: quote.code }).click();
    await page.getByTestId('accept-quote').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'De offerte ligt in je winkelwagen' })).toBeVisible();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard/quotations' && !url.search);
    await expect.poll(async () => (await page.context().cookies()).some(c => c.name === 'show-animation')).toBe(false);
    await expect.poll(() => cartCount(page), { message: 'the header count after accepting' }).toBe(3);

    // Checked out at the quoted prices: the order is the quote, under the orders with its statuses.
    const code = await placeOrder(page, null);
    expect(code).toBe(quote.code);
    const { order } = await adminApi('query($id: ID!) { order(id: $id) { id subTotal } }', { id: quote.id });
    expect(order.subTotal, 'the goods at the quoted prices (the delivery comes on top)').toBe(quote.total);
    await page.goto('/dashboard/orders');
    const ordered = page.locator(`[data-testid="order-row"][data-code="${code}"]`);
    await expect(ordered.getByTestId('order-status')).toHaveText('Wacht op betaling');

    // Staff invoice it with the button on the order's page in the admin: the invoice is listed, its PDF downloads named by its number, with its text.
    await admin.reload();
    await admin.getByTestId('create-invoice').click();
    const created = admin.getByText(/^Invoice F\d{4}-\d+ created$/);
    await expect(created).toBeVisible();
    const createInvoice = { name: ((await created.textContent()) ?? '').split(' ')[1] };
    // the order's page offers it
    await page.goto(`/dashboard/orders?order=${code}`);
    await expect(page.getByTestId('order-documents')).toContainText(`Factuur ${createInvoice.name} (pdf)`);
    await page.goto('/dashboard/invoices');
    const invoice = page.locator(`[data-testid="invoice-row"][data-name="${createInvoice.name}"]`);
    await expect(invoice.getByTestId('invoice-status')).toHaveText('Openstaand');
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.getByTestId('invoice-download').click()]);
    expect(download.suggestedFilename()).toBe(`${createInvoice.name}.pdf`);
    const text = pdfText(await readFile(await download.path()));
    expect(text).toContain(`Factuur ${createInvoice.name}`);
    expect(text).toContain(code);
    // the one order summary, in the customer's display (with VAT): the total and the VAT it includes
    expect(text).toMatch(/Totaal[\s\S]*Inclusief btw 21% over/);
});
