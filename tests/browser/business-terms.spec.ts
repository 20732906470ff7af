/**
 * A verified Belgian business customer with payment on account, in a browser: the cart delivered to
 * Belgium shows 0 % VAT with the reverse-charge line; at checkout the customer chooses "on account"
 * (the term staff granted), places the order, and the success page, the dashboard's order and the
 * order mail state the term and the reverse charge. (The rules and refusals are in the backend's
 * reverse-charge and on-account tests.)
 */
import type { Page } from '@playwright/test';
import { type AdminApi, expect, test } from './fixtures';

const run = Date.now().toString(36);
const PASSWORD = 'verlegd-op-rekening-2026';
const REVERSE_CHARGE = 'Btw verlegd: intracommunautaire levering (artikel 196, Richtlijn 2006/112/EG).';

/** A GraphQL call to the Shop API through the page's session (the same cookies as the page). */
async function shopCall(page: Page, query: string, variables: Record<string, unknown> = {}) {
    const response = await page.request.post('/shop-api?languageCode=nl', { data: { query, variables } });
    const body = await response.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

async function someVariant(adminApi: AdminApi): Promise<string> {
    const { productVariants } = await adminApi('{ productVariants(options: { take: 100 }) { items { id stockOnHand stockAllocated customFields { length } } } }');
    const variant = productVariants.items.find(
        (v: { customFields?: { length: number }; stockOnHand: number; stockAllocated: number }) => v.customFields?.length !== 23 && v.stockOnHand - v.stockAllocated >= 10,
    );
    expect(variant, 'no variant with stock').toBeTruthy();
    return variant.id;
}

test('nl: a verified Belgian business pays on account, with the VAT reverse-charged', async ({ page, adminApi, mailbox }) => {
    const email = `inkoop-${run}@bouwbedrijf.be`;
    const { createCustomer } = await adminApi('mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } } }', {
        input: {
            emailAddress: email,
            firstName: 'Lien',
            lastName: 'Peeters',
            customFields: { companyName: 'Bouwbedrijf Peeters BV', vatNumber: 'BE0123456749', vatStatus: 'valid', creditLimit: 1_000_000, paymentTermDays: 30 },
        },
        password: PASSWORD,
    });
    expect(createCustomer.id).toBeTruthy();
    const variantId = await someVariant(adminApi);

    await page.goto('/dashboard/orders');
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(url => url.pathname === '/dashboard/orders');

    // A cart delivered to Ghent (the cart's own steps have their tests): 0 % VAT, the legal line.
    await shopCall(page, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id } } }', { id: variantId });
    await shopCall(page, 'mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', {
        input: { fullName: 'Lien Peeters', company: 'Bouwbedrijf Peeters BV', streetLine1: 'Bouwlaan 1', city: 'Gent', postalCode: '9000', countryCode: 'BE', phoneNumber: '+3291234567' },
    });
    const { eligibleShippingMethods } = await shopCall(page, '{ eligibleShippingMethods { id code } }');
    await shopCall(page, 'mutation($ids: [ID!]!) { setOrderShippingMethod(shippingMethodId: $ids) { ... on Order { id } } }', {
        ids: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'delivery').id],
    });
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('cart-vat-label')).toHaveText(/^Inclusief btw 0% over € /);
    await expect(page.getByTestId('cart-vat')).toHaveText('€ 0,00');
    await expect(page.getByTestId('reverse-charge')).toHaveText(REVERSE_CHARGE);

    // Checkout: on account with the granted term, confirmed, placed.
    await page.goto('/checkout/payment');
    const onAccount = page.getByTestId('payment-method-account');
    await expect(onAccount).toContainText('Betaal per factuur binnen 30 dagen na de factuurdatum.');
    // methods that are merely not configured (card payment without Adyen) stay hidden
    await expect(page.getByTestId('payment-method-unknown')).toHaveCount(0);
    await onAccount.locator('input').check();
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('accept-product-info').check();
    await page.getByTestId('payment-submit').click();
    await expect(page).toHaveURL(/\/checkout\/confirm$/);
    await expect(page.getByTestId('confirm-payment')).toHaveText('Op rekening: betalen binnen 30 dagen na de factuurdatum.');
    await expect(page.getByTestId('reverse-charge')).toHaveText(REVERSE_CHARGE);
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByTestId('payment-term')).toHaveText('Op rekening: betalen binnen 30 dagen na de factuurdatum.');
    await expect(page.getByTestId('reverse-charge')).toHaveText(REVERSE_CHARGE);
    const code = new URL(page.url()).searchParams.get('order')!;

    // The order on account, awaiting the invoice's payment; in the dashboard with its term and the legal line; the mail says both.
    const { orders } = await adminApi('query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { state totalWithTax total reverseCharge paymentTermDays } } }', { code });
    expect(orders.items[0]).toMatchObject({ state: 'PaymentAuthorized', reverseCharge: true, paymentTermDays: 30 });
    expect(orders.items[0].totalWithTax).toBe(orders.items[0].total);
    await page.goto(`/dashboard/orders?order=${code}`);
    await expect(page.getByTestId('payment-term')).toHaveText('Op rekening: betalen binnen 30 dagen na de factuurdatum.');
    await expect(page.getByTestId('reverse-charge')).toHaveText(REVERSE_CHARGE);
    const mail = await mailbox.find(email, new RegExp(code));
    expect(mail.body).toContain('Je betaalt deze bestelling per factuur binnen 30 dagen na de factuurdatum.');
    expect(mail.body).toContain(REVERSE_CHARGE);
});
