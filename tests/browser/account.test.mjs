/**
 * Accounts in a browser, against a running shop and its backend:
 *   SHOP_URL=http://localhost:4321/ BACKEND_URL=http://localhost:3000 node --test tests/browser/account.test.mjs
 * Dutch: the login page (refusal in Dutch, back to the redirect target, a foreign target refused,
 * the account page and logging out); the desktop login pop-up and the mobile login link;
 * registering in the checkout, going on as a guest, then the verification mail's link from the
 * mailbox logs in and leads back to the checkout; the cart saved as a quote by a visitor who logs
 * in on the way (back on the cart, the toast with the reference, the cart empty, the quote in the
 * backend, its mail and the account page); the header's count following the server's cart; a forgotten password
 * reset through the mailed link.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, withPage } from './browser.mjs';
import { SHOP_URL, shop, adminApi, cartCount, waitForMail } from './shop-under-test.mjs';

/** addresses of this run: the shop's database outlives a run */
const run = Date.now().toString(36);
const PASSWORD = 'vlonder-plank-2024';

let browser;
before(async () => {
    browser = await launchBrowser();
});
after(() => browser?.close());

/** A customer with a confirmed account, made by staff. */
async function createCustomer(emailAddress) {
    const { createCustomer } = await adminApi(
        'mutation($input: CreateCustomerInput!, $password: String!) { createCustomer(input: $input, password: $password) { ... on Customer { id } ... on ErrorResult { message } } }',
        { input: { emailAddress, firstName: 'Kees', lastName: 'Timmer' }, password: PASSWORD },
    );
    assert.ok(createCustomer.id, JSON.stringify(createCustomer));
}

/** A variant (not a sample) with plenty of stock. */
async function someVariant() {
    const { productVariants } = await adminApi('{ productVariants(options: { take: 100 }) { items { id stockOnHand stockAllocated customFields { length } } } }');
    const variant = productVariants.items.find(v => v.customFields?.length !== 23 && v.stockOnHand - v.stockAllocated >= 20);
    assert.ok(variant, 'no variant with stock');
    return variant.id;
}

/** Puts pieces in the page's cart through the shop's API (the product pages have their own test). */
async function addToCart(page, variantId, quantity = 2) {
    if (page.url() === 'about:blank') await page.goto(shop('/'));
    const errors = await page.evaluate(
        async ({ variantId, quantity }) => {
            const answer = await fetch('/shop-api?languageCode=nl', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({
                    query: 'mutation($id: ID!, $q: Int!) { addItemsToOrder(inputs: [{ productVariantId: $id, quantity: $q }]) { order { id } } }',
                    variables: { id: variantId, q: quantity },
                }),
            });
            return (await answer.json()).errors ?? null;
        },
        { variantId, quantity },
    );
    assert.equal(errors, null);
}

/** The link of a mail's button to a shop page, as a browser reads the href. */
function linkTo(mail, page) {
    const html = mail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    const match = new RegExp(`href="([^"]*/${page}\\?token=[^"]+)"`).exec(html);
    assert.ok(match, `no ${page} link in the mail`);
    return new URL(match[1]);
}

async function userCookie(page) {
    const cookie = (await page.context().cookies()).find(c => c.name === 'geven-user');
    return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

describe('accounts', () => {
    test('nl: the login page refuses bad credentials in Dutch, then logs in and goes back to the redirect target only if it is on this site', async () => {
        const email = `inlog-${run}@example.com`;
        await createCustomer(email);
        await withPage(browser, async page => {
            await page.goto(shop('inloggen?redirect=%2Fwinkelwagen'));
            await page.locator('astro-island:not([ssr]) [data-testid="login-form"]').waitFor();
            assert.equal(await page.locator('h1').textContent(), 'Inloggen');
            // The forgot-password link leads to a page that exists.
            const forgot = await page.getByTestId('forgot-password-link').getAttribute('href');
            assert.equal((await page.request.get(shop(forgot))).status(), 200);

            await page.locator('#login-email').fill(email);
            await page.locator('#login-password').fill('niet-het-wachtwoord');
            await page.getByTestId('login-submit').click();
            assert.equal(await page.getByTestId('login-error').textContent(), 'Het e-mailadres of het wachtwoord klopt niet.');

            await page.locator('#login-password').fill(PASSWORD);
            await page.getByTestId('login-submit').click();
            await page.waitForURL(shop('winkelwagen'));
            assert.equal((await userCookie(page))?.email, email);
            // Logged in, the header's account icon leads to the account area.
            await page.locator('astro-island:not([ssr]) [data-testid="cart-empty"], astro-island:not([ssr]) [data-testid="cart-page"]').first().waitFor();
            assert.equal(await page.locator('[data-account-link]').first().getAttribute('href'), '/my-account');
        });

        await withPage(browser, async page => {
            await page.goto(shop('inloggen?redirect=%2F%2Fevil.example%2Fphish'));
            await page.locator('astro-island:not([ssr]) [data-testid="login-form"]').waitFor();
            await page.locator('#login-email').fill(email);
            await page.locator('#login-password').fill(PASSWORD);
            await page.getByTestId('login-submit').click();
            await page.waitForURL(url => url.pathname === '/my-account');
            assert.equal(new URL(page.url()).origin, new URL(SHOP_URL).origin);

            // The account page: who is logged in, no orders yet, and logging out.
            const customer = page.getByTestId('account-customer');
            await customer.waitFor();
            assert.match(await customer.textContent(), new RegExp(`Welkom, Kees Timmer.*${email.replace(/[.+]/g, '\\$&')}`));
            assert.equal(await page.getByTestId('account-no-orders').textContent(), 'Je hebt nog geen bestellingen of offertes.');
            await page.getByTestId('logout').click();
            await page.waitForURL(shop('/'));
            assert.equal(await userCookie(page), null);
            await page.waitForFunction(() => document.querySelector('[data-account-link]')?.getAttribute('href')?.startsWith('/inloggen'));
            // Logged out, the account page sends to the login and back.
            await page.goto(shop('my-account'));
            await page.waitForURL(url => url.pathname === '/inloggen' && url.searchParams.get('redirect') === '/my-account');
        });
    });

    test('nl: on desktop the account icon opens the login pop-up, which logs in where the visitor is; on mobile it leads to the login page', async () => {
        const email = `popup-${run}@example.com`;
        await createCustomer(email);
        await withPage(browser, async page => {
            await page.goto(shop('winkelwagen'));
            await page.locator('astro-island:not([ssr]) [data-testid="cart-empty"]').waitFor();
            await page.locator('[data-account-link]').first().click();
            const dialog = page.getByTestId('login-dialog');
            await dialog.locator('[data-testid="login-form"]').waitFor();
            assert.equal(new URL(page.url()).pathname, '/winkelwagen');
            assert.equal(await dialog.locator('h2').textContent(), 'Inloggen');
            // Closed and opened again: the same pop-up.
            await dialog.getByRole('button', { name: 'Sluiten' }).click();
            await dialog.waitFor({ state: 'hidden' });
            await page.locator('[data-account-link]').first().click();
            await dialog.locator('#login-email').fill(email);
            await dialog.locator('#login-password').fill('niet-het-wachtwoord');
            await dialog.getByTestId('login-submit').click();
            assert.equal(await dialog.getByTestId('login-error').textContent(), 'Het e-mailadres of het wachtwoord klopt niet.');
            await dialog.locator('#login-password').fill(PASSWORD);
            await Promise.all([page.waitForEvent('load'), dialog.getByTestId('login-submit').click()]);
            assert.equal(new URL(page.url()).pathname, '/winkelwagen');
            assert.equal((await userCookie(page))?.email, email);
            await page.waitForFunction(() => document.querySelector('[data-account-link]')?.getAttribute('href') === '/my-account');
        });

        await withPage(
            browser,
            async page => {
                await page.goto(shop('winkelwagen'));
                await Promise.all([page.waitForURL(url => url.pathname === '/inloggen'), page.locator('[data-account-link]').first().click()]);
                assert.equal(new URL(page.url()).searchParams.get('redirect'), '/winkelwagen');
                assert.equal(await page.getByTestId('login-dialog').count(), 0);
            },
            { viewport: { width: 390, height: 800 } },
        );
    });

    test('nl: register in the checkout, go on as a guest; the mailed link confirms, logs in and leads back to the checkout', async () => {
        const email = `nieuw-${run}@example.com`;
        const variantId = await someVariant();
        await withPage(browser, async page => {
            await addToCart(page, variantId);
            await page.goto(shop('checkout/register'));
            await page.locator('astro-island:not([ssr]) [data-testid="register-form"]').waitFor();
            await page.locator('#register-name').fill('Nina de Boer');
            await page.locator('#register-email').fill(email);
            await page.locator('#register-phone').fill('+31 6 12345678');
            await page.locator('#register-password').fill('kort');
            await page.getByTestId('register-submit').click();
            assert.equal(await page.getByTestId('register-password-error').textContent(), 'Gebruik minstens 8 tekens');
            await page.locator('#register-password').fill(PASSWORD);
            await page.getByTestId('register-submit').click();
            assert.match(await page.getByTestId('register-verify').textContent(), new RegExp(`e-mail gestuurd naar ${email.replace(/[.]/g, '\\.')}`));

            // No dead end: the order can go on as a guest with the same address while it awaits confirmation.
            await page.getByTestId('register-continue-guest').click();
            await page.waitForURL(/\/checkout\/address$/);
            await page.getByTestId('step-counter').waitFor();
            assert.equal(await userCookie(page), null, 'not logged in yet');

            // The mail, in Dutch, with the link to this shop's verify page.
            const mail = await waitForMail(email, /Bevestig je e-mailadres/);
            const link = linkTo(mail, 'verify');
            assert.equal(link.pathname, '/verify');
            await page.goto(shop(`${link.pathname}${link.search}`));
            await page.waitForURL(/\/checkout\/address$/);
            assert.equal((await userCookie(page))?.email, email);
            // Logged in now: the login step is skipped, the cart is still there.
            await page.goto(shop('checkout/login'));
            await page.waitForURL(/\/checkout\/address$/);
            await page.getByTestId('step-counter').waitFor();

            // The link works once.
            await page.goto(shop(`${link.pathname}${link.search}`));
            assert.match(await page.getByTestId('verify-error').textContent(), /ongeldig of al gebruikt/);
        });
    });

    test('nl: a visitor saves the cart as a quote: to login and back, then the toast with the reference and an empty cart', async () => {
        const email = `offerte-${run}@example.com`;
        await createCustomer(email);
        const variantId = await someVariant();
        const code = await withPage(browser, async page => {
            await addToCart(page, variantId, 3);
            await page.goto(shop('winkelwagen'));
            await page.locator('astro-island:not([ssr]) [data-testid="cart-page"]').waitFor();
            const quote = page.getByTestId('save-quote');
            assert.equal(await quote.textContent(), 'Log in om als offerte op te slaan');
            await quote.click();
            await page.waitForURL(url => url.pathname === '/inloggen' && url.searchParams.get('redirect') === '/winkelwagen');
            await page.locator('astro-island:not([ssr]) [data-testid="login-form"]').waitFor();
            await page.locator('#login-email').fill(email);
            await page.locator('#login-password').fill(PASSWORD);
            await page.getByTestId('login-submit').click();

            // Back on the cart, logged in, the pieces still there (Vendure merged the visitor's cart into the account's).
            await page.waitForURL(shop('winkelwagen'));
            await page.locator('astro-island:not([ssr]) [data-testid="cart-page"]').waitFor();
            assert.equal(await page.getByTestId('cart-line').count(), 1);
            await page.waitForFunction(() => Number(document.querySelector('[data-cart-count]')?.textContent) === 3);
            assert.equal(await page.getByTestId('save-quote').textContent(), 'Opslaan als offerte');

            await page.getByTestId('save-quote').click();
            const toast = page.getByTestId('toast').filter({ hasText: 'Opgeslagen als offerte' });
            await toast.waitFor();
            const [, reference] = /offerte ([A-Z0-9]+), geldig tot/.exec(await toast.textContent()) ?? [];
            assert.ok(reference, `no reference in: ${await toast.textContent()}`);
            await page.getByTestId('cart-empty').waitFor();
            assert.equal(await cartCount(page), 0);

            // A reload: still empty, the header count too.
            await page.reload();
            await page.locator('astro-island:not([ssr]) [data-testid="cart-empty"]').waitFor();
            assert.equal(await cartCount(page), 0);

            // The header reloads the cart on start (forced): a stale count in the cookie gives way to the server's.
            await page.context().addCookies([{ name: 'cart-size', value: '5', url: SHOP_URL }]);
            await page.goto(shop('/'));
            await page.waitForFunction(() => document.querySelector('[data-cart-count]')?.hidden === true);
            assert.equal((await page.context().cookies()).find(c => c.name === 'cart-size')?.value, '0');

            // The account page lists the quote with its validity.
            await page.goto(shop('my-account'));
            const row = page.locator(`[data-testid="account-order"][data-code="${reference}"]`);
            await row.waitFor();
            assert.match(await row.getByTestId('account-order-status').textContent(), /^Offerte \(geldig tot .+\)$/);
            return reference;
        });

        const { orders } = await adminApi(
            'query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { state active totalQuantity customer { emailAddress } customFields { validityDate quotationDate } } } }',
            { code },
        );
        assert.equal(orders.items.length, 1);
        const [quote] = orders.items;
        assert.equal(quote.state, 'Quotation');
        assert.equal(quote.active, false);
        assert.equal(quote.totalQuantity, 3);
        assert.equal(quote.customer.emailAddress, email);
        const days = (new Date(quote.customFields.validityDate) - new Date(quote.customFields.quotationDate)) / 86_400_000;
        assert.equal(days, 30);
        const mail = await waitForMail(email, /Je offerte/);
        assert.equal(mail.subject, `Je offerte ${code}`);
    });

    test('nl: forgot password: the mailed link leads to the new-password page, which logs in', async () => {
        const email = `vergeten-${run}@example.com`;
        await createCustomer(email);
        await withPage(browser, async page => {
            await page.goto(shop('inloggen'));
            await page.getByTestId('forgot-password-link').click();
            await page.waitForURL(url => url.pathname === '/forgot-password');
            await page.locator('astro-island:not([ssr]) [data-testid="forgot-form"]').waitFor();
            await page.locator('#forgot-email').fill(email);
            await page.locator('[data-testid="forgot-form"] button').click();
            assert.match(await page.getByTestId('forgot-sent').textContent(), /staat de link nu in je mailbox/);

            const link = linkTo(await waitForMail(email, /Nieuw wachtwoord/), 'forgot-password/new-password');
            await page.goto(shop(`${link.pathname}${link.search}`));
            await page.locator('astro-island:not([ssr]) [data-testid="new-password-form"]').waitFor();
            await page.locator('#new-password').fill('nieuw-geheim-2025');
            await page.locator('[data-testid="new-password-form"] button').click();
            await page.waitForURL(url => url.pathname === '/my-account');
            assert.equal((await userCookie(page))?.email, email);
        });

        // The new password works on the login page.
        await withPage(browser, async page => {
            await page.goto(shop('inloggen?redirect=%2F'));
            await page.locator('astro-island:not([ssr]) [data-testid="login-form"]').waitFor();
            await page.locator('#login-email').fill(email);
            await page.locator('#login-password').fill('nieuw-geheim-2025');
            await page.getByTestId('login-submit').click();
            await page.waitForURL(shop('/'));
        });
    });
});
