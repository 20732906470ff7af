/**
 * Business customers in a browser (Dutch), against the fake VIES server the test shop checks
 * VAT numbers with: a malformed VAT number is refused in the registration form; one VIES knows
 * makes a business customer once the mailed link confirms the account; the demo business price list
 * (10% off every category) then shows on the product page after hydration (the variant prices and
 * the static "price from"), in the category listing, on the static cards of the home page and in the
 * cart; the tax display switched to VAT excluded in the preferences switches them. Then staff move the
 * customer to a price list that sells one other category only: without logging in again the user
 * cookie follows, the menu hides the other categories, the listing leaves the product out, and its
 * own page and category say they are not in the price list, the search page leaves it out and its
 * cart line says so.
 */
import type { Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, cartCount, expect, linkTo, solveCaptcha, test, userCookie } from './fixtures';

const run = Date.now().toString(36);
/** the demo business price list: this much off every category */
const BUSINESS_PERCENT = 10;
/** a VAT number the fake VIES server knows (FAKE_VIES_REGISTERED), written loosely */
const KNOWN_VAT_NUMBER = 'de 136 695 976';

// The shop's money rule written out (the rules package is TypeScript the test runner does not load):
// cents rounded half up per piece, Dutch VAT 21% as Vendure adds it, '€ 1.234,56'.
const withVat = (cents: number) => Math.round(cents + cents * 0.21);
const lessPercent = (cents: number, percent: number) => Math.round((cents * (100 - percent)) / 100);
const euro = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
const formatMoney = (cents: number) => `€ ${euro.format(cents / 100)}`;

const chooser = (page: Page) => page.locator('astro-island:not([ssr]) [data-testid="variant-row"]').first();

test('nl: a business customer with a VAT number VIES knows sees business prices on the product page, in the category and in the cart; the tax display switches them; a price list selling one category hides the others', async ({
    page,
    shopApi,
    adminApi,
    mailbox,
}) => {
    const email = `zakelijk-${run}@example.com`;

    // As a visitor: the first product of the listing at its public price with VAT.
    // (a visitor's listing hydrates only when reached for: its pre-rendered cards are the public ones)
    await page.goto('/producten');
    const visitorCard = page.locator('[data-testid="category-products"] [data-testid="product-card"]').first();
    const publicCardPrice = await visitorCard.locator('.product-card__price strong').textContent();
    const productHref = (await visitorCard.locator('a').first().getAttribute('href')) ?? '';
    const productId = productHref.split('/').pop() ?? '';

    // Registration: a malformed number is refused in the form, one VIES knows is taken.
    await page.goto('/register');
    await expect(page.locator('astro-island:not([ssr]) [data-testid="register-form"]')).toBeVisible();
    await page.locator('#register-name').fill('Bram Balk');
    await page.locator('#register-email').fill(email);
    // example.com is a free-mail domain: the hint comes after a typing pause and moves the fields below it,
    // the submit button too, so the click waits for it
    await expect(page.getByTestId('business-email-hint')).toBeVisible();
    await page.locator('#register-phone').fill('+31 6 12345678');
    await page.locator('#register-password').fill(CUSTOMER_PASSWORD);
    await page.locator('#register-vat').fill('NL123456789B01');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-vat-error')).toHaveText('Dit is geen geldig EU-btw-nummer: landcode en nummer, bijv. NL123456789B01.');
    await page.locator('#register-vat').fill(KNOWN_VAT_NUMBER);
    await solveCaptcha(page.getByTestId('register-form'), 'Ik ben geen robot');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-verify')).toBeVisible();
    const mail = await mailbox.find(email, /Bevestig je e-mailadres/);
    const link = linkTo(mail, 'verify');
    await page.goto(`${link.pathname}${link.search}`);
    // logged in: the user cookie carries the business price list
    await expect.poll(() => userCookie(page)).toMatchObject({ showTaxPrice: true, pricelistId: expect.any(String), categoryCacheKey: expect.any(String) });
    // the verify page goes on to the account by itself
    await expect(page).not.toHaveURL(/\/verify/);

    // The product page after hydration: the business price per variant (the public one less 10%,
    // asked of the API as a visitor) and a lower "price from"; the cart charges it.
    await page.goto(productHref);
    const variantId = (await chooser(page).locator('input[data-variant-id]').first().getAttribute('data-variant-id')) ?? '';
    const { product } = await shopApi('nl', 'query($id: ID!) { product(id: $id) { variants { id price } } }', { id: productId });
    const businessNet = lessPercent(product.variants.find((v: { id: string }) => v.id === variantId).price, BUSINESS_PERCENT);
    await expect(chooser(page).locator('td.num').first()).toHaveText(formatMoney(withVat(businessNet)));
    const businessFrom = page.getByTestId('product-price-from').locator('strong');
    await expect(businessFrom).not.toHaveText(publicCardPrice ?? '');
    const businessFromText = await businessFrom.textContent();
    await chooser(page).locator('input[data-variant-id]').first().fill('1');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => cartCount(page)).toBe(1);
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('cart-line-unit-price')).toHaveText(formatMoney(withVat(businessNet)));

    // The category listing: the same product's card at the business price.
    await page.goto('/producten');
    const card = page.locator('astro-island:not([ssr]) [data-testid="product-card"]', { has: page.locator(`a[href="${productHref}"]`) });
    await expect(card.locator('.product-card__price strong')).toHaveText(businessFromText ?? '');

    // A static card (the home page's featured products, no island): the same business price after the page loads.
    await page.goto('/');
    const staticCard = page.locator(`[data-product-card="${productId}"]`).first();
    await expect(staticCard.locator('.product-card__price strong')).toHaveText(businessFromText ?? '');

    // Prices without VAT: product page, listing and cart follow.
    await page.goto('/dashboard/Preferences');
    await page.getByLabel('Exclusief btw').check();
    await expect(page.getByTestId('preferences-message')).toHaveText('Opgeslagen: prijzen worden nu getoond exclusief btw.');
    await page.goto(productHref);
    await expect(chooser(page).locator('td.num').first()).toHaveText(formatMoney(businessNet));
    await expect(page.getByTestId('product-price-from').locator('small')).toHaveText('excl. btw');
    await page.goto('/producten');
    await expect(card.locator('.product-card__price small')).toHaveText('excl. btw');
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('cart-line-unit-price')).toHaveText(formatMoney(businessNet));

    await page.goto('/');
    await expect(staticCard.locator('.product-card__price small')).toHaveText('excl. btw');

    // Staff move the customer to a price list that sells one other top category only (the admin's customer groups).
    const { product: productCategories } = await shopApi('nl', 'query($id: ID!) { product(id: $id) { collections { id } } }', { id: productId });
    const inProduct = new Set(productCategories.collections.map((c: { id: string }) => c.id));
    const { collections } = await shopApi('nl', '{ collections(options: { topLevelOnly: true }) { items { id slug } } }');
    const kept = collections.items.find((c: { id: string }) => !inProduct.has(c.id));
    const hiddenTop = collections.items.find((c: { id: string }) => inProduct.has(c.id));
    const { customers } = await adminApi('query($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { id groups { id } } } }', { email });
    const customer = customers.items[0];
    const { createCustomerGroup: group } = await adminApi('mutation($input: CreateCustomerGroupInput!) { createCustomerGroup(input: $input) { id } }', {
        input: { name: `Alleen ${kept.slug} ${run}`, customerIds: [customer.id], customFields: { priceListCategories: [kept.slug] } },
    });
    for (const { id } of customer.groups) {
        await adminApi('mutation($group: ID!, $customer: ID!) { removeCustomersFromGroup(customerGroupId: $group, customerIds: [$customer]) { id } }', { group: id, customer: customer.id });
    }

    // Without logging in again: the next page brings the new price list into the user cookie and hides the other categories' links.
    await page.goto('/producten');
    await expect.poll(() => userCookie(page)).toMatchObject({ pricelistId: group.id, categoryCacheKey: expect.not.stringMatching(/^public$/) });
    const menu = page.getByTestId('top-nav');
    await expect(menu.locator(`li[data-category-id="${kept.id}"]`)).toBeVisible();
    await expect(menu.locator(`li[data-category-id="${hiddenTop.id}"]`)).toBeHidden();
    // the listing comes again through the session, without the product
    await expect(page.locator('astro-island:not([ssr]) [data-testid="product-card"]').first()).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.goto(productHref);
    await expect(page.getByTestId('product-not-sold')).toHaveText('Dit product zit niet in je prijslijst. Neem contact met ons op als je het wilt bestellen.');
    await expect(page.getByTestId('add-to-cart')).toBeHidden();
    await expect(page.getByTestId('product-price-from')).toBeHidden();
    await page.goto(`/producten/${hiddenTop.slug}`);
    await expect(page.getByTestId('category-not-sold')).toHaveText('Deze categorie zit niet in je prijslijst. Bekijk je producten');
    // the search page (a static public index) finds the product by its name, but leaves it out
    const { product: named } = await shopApi('nl', 'query($id: ID!) { product(id: $id) { name } }', { id: productId });
    await page.goto(`/zoek?q=${encodeURIComponent(named.name)}`);
    await expect(page.locator('[data-search-status]')).toHaveText(/^(\d+ resultaten|Geen resultaten) voor/);
    await expect(page.locator(`a[data-search-result][href="${productHref}"]`)).toHaveCount(0);
    // and counts it out
    const shown = await page.locator('a[data-search-result]').count();
    await expect(page.locator('[data-search-status]')).toHaveText(shown ? new RegExp(`^${shown} resultaten voor`) : /^Geen resultaten voor/);
    // the cart still holds it from before: the line says so (the checkout refuses it, see price-list.e2e)
    await page.goto('/winkelwagen');
    await expect(page.getByTestId('cart-line-not-sold')).toHaveText('Zit niet meer in je prijslijst. Haal deze regel weg om te bestellen.');
});
