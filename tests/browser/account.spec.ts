/**
 * Accounts in a browser.
 * Dutch: the login page (refusal in Dutch, back to the redirect target, a foreign target refused,
 * the account page and logging out); the desktop login pop-up and the mobile login link;
 * registering in the checkout, going on as a guest, then the verification mail's link from the
 * mailbox logs in and leads back to the checkout; the cart saved as a quote by a visitor who logs
 * in on the way (back on the cart, the toast with the reference, the cart empty, the quote in the
 * backend, its mail and the account page); the header's count following the server's cart; a forgotten password
 * reset through the mailed link.
 */
import type { Page } from '@playwright/test';
import { addToCartThroughApi, CUSTOMER_PASSWORD, cartCount, createCustomer, expect, linkTo, solveCaptcha, test, userCookie, variantWithStock } from './fixtures';

/** addresses of this run: the shop's database outlives a run */
const run = Date.now().toString(36);



const accountLink = (page: Page) => page.locator('[data-account-link]').first();

test.describe('accounts', () => {
    test('nl: the login page refuses bad credentials in Dutch, then logs in and goes back to the redirect target only if it is on this site', async ({
        page,
        openPage,
        adminApi,
        urls,
    }) => {
        const email = `inlog-${run}@example.com`;
        await createCustomer(adminApi, email);
        await page.goto('/inloggen?redirect=%2Fwinkelwagen');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="login-form"]')).toBeVisible();
        await expect(page.locator('h1')).toHaveText('Inloggen');
        // The forgot-password link leads to a page that exists.
        const forgot = (await page.getByTestId('forgot-password-link').getAttribute('href')) ?? '';
        expect((await page.request.get(urls.shop(forgot))).status()).toBe(200);

        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill('niet-het-wachtwoord');
        await page.getByTestId('login-submit').click();
        await expect(page.getByTestId('login-error')).toHaveText('Het e-mailadres of het wachtwoord klopt niet.');

        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();
        await expect(page).toHaveURL(urls.shop('winkelwagen'));
        expect(await userCookie(page)).toMatchObject({ id: expect.any(String) });
        // Logged in, the header's account icon leads to the account area.
        await expect(page.locator('astro-island:not([ssr]) [data-testid="cart-empty"], astro-island:not([ssr]) [data-testid="cart-page"]').first()).toBeVisible();
        await expect(accountLink(page)).toHaveAttribute('href', '/my-account');

        const second = await openPage();
        await second.goto('/inloggen?redirect=%2F%2Fevil.example%2Fphish');
        await expect(second.locator('astro-island:not([ssr]) [data-testid="login-form"]')).toBeVisible();
        await second.locator('#login-email').fill(email);
        await second.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await second.getByTestId('login-submit').click();
        await expect(second).toHaveURL(url => url.pathname === '/my-account');
        expect(new URL(second.url()).origin).toBe(new URL(urls.shopUrl).origin);

        // The account page: who is logged in, no orders yet, and logging out.
        const customer = second.getByTestId('account-customer');
        await expect(customer).toBeVisible();
        await expect(customer).toHaveText(new RegExp(`Welkom, Kees Timmer.*${email.replace(/[.+]/g, '\\$&')}`));
        await expect(second.getByTestId('dashboard-empty')).toHaveText(['Je hebt nog geen bestellingen.', 'Je hebt nog geen offertes.']);
        await second.getByTestId('logout').click();
        await expect(second).toHaveURL(urls.shop('/'));
        expect(await userCookie(second)).toBeNull();
        await expect(accountLink(second)).toHaveAttribute('href', /^\/inloggen/);
        // Logged out, the account page sends to the login and back.
        await second.goto('/my-account');
        await expect(second).toHaveURL(url => url.pathname === '/inloggen' && url.searchParams.get('redirect') === '/my-account');
    });

    test('nl: on desktop the account icon opens the login pop-up, which logs in where the visitor is; on mobile it leads to the login page', async ({
        page,
        openPage,
        adminApi,
    }) => {
        const email = `popup-${run}@example.com`;
        await createCustomer(adminApi, email);
        await page.goto('/winkelwagen');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="cart-empty"]')).toBeVisible();
        await accountLink(page).click();
        const dialog = page.getByTestId('login-dialog');
        await expect(dialog.locator('[data-testid="login-form"]')).toBeVisible();
        expect(new URL(page.url()).pathname).toBe('/winkelwagen');
        await expect(dialog.locator('h2')).toHaveText('Inloggen');
        // Closed and opened again: the same pop-up.
        await dialog.getByRole('button', { name: 'Sluiten' }).click();
        await expect(dialog).toBeHidden();
        await accountLink(page).click();
        await dialog.locator('#login-email').fill(email);
        await dialog.locator('#login-password').fill('niet-het-wachtwoord');
        await dialog.getByTestId('login-submit').click();
        await expect(dialog.getByTestId('login-error')).toHaveText('Het e-mailadres of het wachtwoord klopt niet.');
        await dialog.locator('#login-password').fill(CUSTOMER_PASSWORD);
        // Logged in, the page reloads where the visitor is.
        const reloaded = page.waitForEvent('load');
        await dialog.getByTestId('login-submit').click();
        await reloaded;
        expect(new URL(page.url()).pathname).toBe('/winkelwagen');
        expect(await userCookie(page)).toMatchObject({ id: expect.any(String) });
        await expect(accountLink(page)).toHaveAttribute('href', '/my-account');

        const mobile = await openPage({ viewport: { width: 390, height: 800 } });
        await mobile.goto('/winkelwagen');
        await accountLink(mobile).click();
        await expect(mobile).toHaveURL(url => url.pathname === '/inloggen');
        expect(new URL(mobile.url()).searchParams.get('redirect')).toBe('/winkelwagen');
        await expect(mobile.getByTestId('login-dialog')).toHaveCount(0);
    });

    test('nl: register in the checkout, go on as a guest; the mailed link confirms, logs in and leads back to the checkout', async ({ page, adminApi, mailbox }) => {
        const email = `nieuw-${run}@example.com`;
        const variantId = (await variantWithStock(adminApi)).id;
        await addToCartThroughApi(page, 'nl', variantId, 2);
        await page.goto('/checkout/register');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="register-form"]')).toBeVisible();
        await page.locator('#register-name').fill('Nina de Boer');
        // A free-mail address gets the business e-mail hint (the backend's checkEmail); a company's address does not.
        await page.locator('#register-email').fill('nina.deboer@gmail.com');
        await expect(page.getByTestId('business-email-hint')).toHaveText(/Dit is een privé-e-mailadres/);
        await page.locator('#register-email').fill('nina@deboer-tuinen.nl');
        await expect(page.getByTestId('business-email-hint')).toBeHidden();
        await page.locator('#register-email').fill(email);
        // example.com is free mail too: the hint comes back and moves the submit button, so the click waits for it
        await expect(page.getByTestId('business-email-hint')).toBeVisible();
        await page.locator('#register-phone').fill('+31 6 12345678');
        await page.locator('#register-password').fill('kort');
        await page.getByTestId('register-submit').click();
        await expect(page.getByTestId('register-password-error')).toHaveText('Gebruik minstens 8 tekens');
        await page.locator('#register-password').fill(CUSTOMER_PASSWORD);
        // Registration is a public form that creates something: no account without the captcha solved.
        await page.getByTestId('register-submit').click();
        await expect(page.getByTestId('captcha-error')).toHaveText('Accepteer de captcha');
        await solveCaptcha(page.getByTestId('register-form'), 'Ik ben geen robot');
        await page.getByTestId('register-submit').click();
        await expect(page.getByTestId('register-verify')).toHaveText(new RegExp(`e-mail gestuurd naar ${email.replace(/[.]/g, '\\.')}`));

        // No dead end: the order can go on as a guest with the same address while it awaits confirmation.
        await page.getByTestId('register-continue-guest').click();
        await expect(page).toHaveURL(/\/checkout\/address$/);
        await expect(page.getByTestId('step-counter')).toBeVisible();
        expect(await userCookie(page), 'not logged in yet').toBeNull();

        // The mail, in Dutch, with the link to this shop's verify page.
        const mail = await mailbox.find(email, /Bevestig je e-mailadres/);
        const link = linkTo(mail, 'verify');
        expect(link.pathname).toBe('/verify');
        await page.goto(`${link.pathname}${link.search}`);
        await expect(page).toHaveURL(/\/checkout\/address$/);
        // the page's script writes the user cookie once the backend has said who is logged in
        await expect.poll(() => userCookie(page)).toMatchObject({ id: expect.any(String) });
        // Logged in now: the login step is skipped, the cart is still there.
        await page.goto('/checkout/login');
        await expect(page).toHaveURL(/\/checkout\/address$/);
        await expect(page.getByTestId('step-counter')).toBeVisible();

        // The link works once.
        await page.goto(`${link.pathname}${link.search}`);
        await expect(page.getByTestId('verify-error')).toHaveText(/ongeldig of al gebruikt/);
    });

    test('nl: a visitor saves the cart as a quote: to login and back, then the toast with the reference and an empty cart', async ({
        page,
        adminApi,
        mailbox,
        urls,
    }) => {
        const email = `offerte-${run}@example.com`;
        await createCustomer(adminApi, email);
        const variantId = (await variantWithStock(adminApi)).id;
        await addToCartThroughApi(page, 'nl', variantId, 3);
        await page.goto('/winkelwagen');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="cart-page"]')).toBeVisible();
        const quote = page.getByTestId('save-quote');
        await expect(quote).toHaveText('Log in om als offerte op te slaan');
        await quote.click();
        await expect(page).toHaveURL(url => url.pathname === '/inloggen' && url.searchParams.get('redirect') === '/winkelwagen');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="login-form"]')).toBeVisible();
        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();

        // Back on the cart, logged in, the pieces still there (Vendure merged the visitor's cart into the account's).
        await expect(page).toHaveURL(urls.shop('winkelwagen'));
        await expect(page.locator('astro-island:not([ssr]) [data-testid="cart-page"]')).toBeVisible();
        await expect(page.getByTestId('cart-line')).toHaveCount(1);
        await expect(page.locator('[data-cart-count]').first()).toHaveText('3');
        await expect(page.getByTestId('save-quote')).toHaveText('Opslaan als offerte');

        await page.getByTestId('save-quote').click();
        const toast = page.getByTestId('toast').filter({ hasText: 'Opgeslagen als offerte' });
        await expect(toast).toBeVisible();
        const [, code] = /offerte ([A-Z0-9]+), geldig tot/.exec((await toast.textContent()) ?? '') ?? [];
        expect(code, `no reference in: ${await toast.textContent()}`).toBeTruthy();
        await expect(page.getByTestId('cart-empty')).toBeVisible();
        await expect.poll(() => cartCount(page), { message: 'the header count' }).toBe(0);

        // A reload: still empty, the header count too.
        await page.reload();
        await expect(page.locator('astro-island:not([ssr]) [data-testid="cart-empty"]')).toBeVisible();
        await expect.poll(() => cartCount(page), { message: 'the header count after a reload' }).toBe(0);

        // The header reloads the cart on start (forced): a stale count in the cookie gives way to the server's.
        await page.context().addCookies([{ name: 'cart-size', value: '5', url: urls.shopUrl }]);
        await page.goto('/');
        await expect(page.locator('[data-cart-count]').first()).toBeHidden();
        expect((await page.context().cookies()).find(c => c.name === 'cart-size')?.value).toBe('0');

        // The account page (the dashboard's home) lists the quote with its validity.
        await page.goto('/my-account');
        const row = page.locator(`[data-testid="quote-row"][data-code="${code}"]`);
        await expect(row).toBeVisible();
        await expect(row.getByTestId('quote-validity')).toHaveText(/^nog (30|29) dagen geldig$/);

        const { orders } = await adminApi(
            'query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { state active totalQuantity customer { emailAddress } customFields { validityDate quotationDate } } } }',
            { code },
        );
        expect(orders.items.length).toBe(1);
        const [saved] = orders.items;
        expect(saved.state).toBe('Quotation');
        expect(saved.active).toBe(false);
        expect(saved.totalQuantity).toBe(3);
        expect(saved.customer.emailAddress).toBe(email);
        const days = (new Date(saved.customFields.validityDate).getTime() - new Date(saved.customFields.quotationDate).getTime()) / 86_400_000;
        expect(days).toBe(30);
        const mail = await mailbox.find(email, /Je offerte/);
        expect(mail.subject).toBe(`Je offerte ${code}`);
    });

    test('nl: forgot password: the mailed link leads to the new-password page, which logs in', async ({ page, openPage, adminApi, mailbox, urls }) => {
        const email = `vergeten-${run}@example.com`;
        await createCustomer(adminApi, email);
        await page.goto('/inloggen');
        await page.getByTestId('forgot-password-link').click();
        await expect(page).toHaveURL(url => url.pathname === '/forgot-password');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="forgot-form"]')).toBeVisible();
        await page.locator('#forgot-email').fill(email);
        await page.locator('[data-testid="forgot-form"] button').click();
        await expect(page.getByTestId('forgot-sent')).toHaveText(/staat de link nu in je mailbox/);

        const link = linkTo(await mailbox.find(email, /Nieuw wachtwoord/), 'forgot-password/new-password');
        await page.goto(`${link.pathname}${link.search}`);
        await expect(page.locator('astro-island:not([ssr]) [data-testid="new-password-form"]')).toBeVisible();
        await page.locator('#new-password').fill('nieuw-geheim-2025');
        await page.locator('[data-testid="new-password-form"] button').click();
        await expect(page).toHaveURL(url => url.pathname === '/my-account');
        expect(await userCookie(page)).toMatchObject({ id: expect.any(String) });

        // The new password works on the login page.
        const login = await openPage();
        await login.goto('/inloggen?redirect=%2F');
        await expect(login.locator('astro-island:not([ssr]) [data-testid="login-form"]')).toBeVisible();
        await login.locator('#login-email').fill(email);
        await login.locator('#login-password').fill('nieuw-geheim-2025');
        await login.getByTestId('login-submit').click();
        await expect(login).toHaveURL(urls.shop('/'));
    });
});
