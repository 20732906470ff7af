/**
 * The spec's smaller lines, each in nl, en and de: the header's search bar on phones (toggle, focus on
 * show, hide on blur), the cart loaded on header start when the backend keeps a session the cart-size
 * cookie forgot, the working width in the specification table and the decking calculator, the
 * dashboard's /dashboard/Preferences, the 404 page's product variant, and the breakpoints xs and xxl.
 */
import { addToCartThroughApi, CUSTOMER_PASSWORD, cartCount, createCustomer, expect, test, variantWithStock } from './fixtures';

const LOCALES = {
    nl: { browserLocale: 'nl-NL', prefix: '', products: '/producten', product: '/producten', login: '/inloggen', decking: 'vlonderplank', workingWidth: 'Werkende breedte', preferences: 'Voorkeuren', productNotFound: 'Product niet gevonden', pageNotFound: 'Pagina niet gevonden' },
    en: { browserLocale: 'en-US', prefix: '/en', products: '/en/products', product: '/en/product', login: '/en/login', decking: 'decking-board', workingWidth: 'Working width', preferences: 'Preferences', productNotFound: 'Product not found', pageNotFound: 'Page not found' },
    de: { browserLocale: 'de-DE', prefix: '/de', products: '/de/produkte', product: '/de/produkte', login: '/de/einloggen', decking: 'terrassendiele', workingWidth: 'Deckbreite', preferences: 'Einstellungen', productNotFound: 'Produkt nicht gefunden', pageNotFound: 'Seite nicht gefunden' },
};



for (const [language, spec] of Object.entries(LOCALES)) {
    test.describe(`${language}`, () => {
        test('phones: the search bar shows by its toggle, takes the focus, and hides when the focus leaves it; desktop keeps it', async ({ openPage }) => {
            const phone = await openPage({ locale: spec.browserLocale, viewport: { width: 390, height: 844 } });
            await phone.goto(`${spec.prefix}/`.replace(/\/$/, '') || '/');
            const bar = phone.locator('[data-search-bar]');
            const toggle = phone.getByTestId('search-toggle');
            await expect(bar).toBeHidden();
            await expect(toggle).toHaveAttribute('aria-expanded', 'false');
            await toggle.click();
            await expect(bar).toBeVisible();
            await expect(bar.locator('input[name="q"]')).toBeFocused();
            await expect(toggle).toHaveAttribute('aria-expanded', 'true');
            // typing and pressing its button keeps the bar: the focus stays inside it
            await bar.locator('input[name="q"]').fill('eiken');
            // the focus leaves (a tap on the page below the suggestions that cover its top): the bar hides, what was typed stays for the next time
            await phone.locator('footer').first().click({ position: { x: 2, y: 2 } });
            await expect(bar).toBeHidden();
            await expect(toggle).toHaveAttribute('aria-expanded', 'false');
            await toggle.click();
            await expect(bar.locator('input[name="q"]')).toHaveValue('eiken');
            // a tap on the toggle while open closes it; Escape does too
            await toggle.click();
            await expect(bar).toBeHidden();
            await toggle.click();
            await phone.keyboard.press('Escape');
            await expect(bar).toBeHidden();
            await expect(toggle).toBeFocused();

            const desktop = await openPage({ locale: spec.browserLocale, viewport: { width: 1366, height: 900 } });
            await desktop.goto(spec.products);
            await expect(desktop.locator('[data-search-bar]')).toBeVisible();
            await expect(desktop.getByTestId('search-toggle')).toBeHidden();
        });

        test('the cart is loaded on header start when the session keeps a cart the cart-size cookie forgot', async ({ openPage, adminApi }) => {
            const page = await openPage({ locale: spec.browserLocale });
            const variantId = (await variantWithStock(adminApi)).id;
            await page.goto(spec.products);
            await addToCartThroughApi(page, language, variantId, 3);
            // the proxy set the readable hint beside the session; no page script wrote a count
            const names = async () => (await page.context().cookies()).map(cookie => cookie.name);
            expect(await names()).toContain('session-hint');
            expect(await names()).not.toContain('cart-size');
            await page.goto(spec.products);
            await expect.poll(() => cartCount(page), { message: 'the header shows the session cart' }).toBe(3);
            expect(await names()).toContain('cart-size');
        });

        test('the specification table shows the working width, and the decking calculator counts with it', async ({ openPage, shopApi }) => {
            const page = await openPage({ locale: spec.browserLocale });
            const { products } = await shopApi(
                language,
                `{ products(options: { take: 50, filter: { slug: { contains: "${spec.decking}" } } }) { items { id slug variants { stockLevel customFields { length width workingWidth } } } } }`,
            );
            type Variant = { stockLevel: string; customFields: { length: number; width: number; workingWidth: number } };
            const decking = products.items.find(
                // one width, fixed with screws (the calculator's): board and the 7 mm gap
                (p: { slug: string; variants: Variant[] }) =>
                    new Set(p.variants.map(v => v.customFields.width)).size === 1 && p.variants.every(v => v.customFields.workingWidth === v.customFields.width + 7 || v.customFields.length === 23),
            );
            expect(decking, 'no decking with a working width').toBeTruthy();
            const variants = decking.variants.filter((v: Variant) => v.customFields.length !== 23) as Variant[];
            const workingWidth = variants[0].customFields.workingWidth;
            await page.goto(`${spec.product}/${decking.slug}/${decking.id}`);
            const row = page.getByTestId('product-specs').locator('tr', { hasText: spec.workingWidth });
            await expect(row.locator('td')).toHaveText(`${workingWidth} mm`);

            const calculator = page.getByTestId('decking-calculator');
            await calculator.scrollIntoViewIfNeeded();
            await calculator.getByTestId('calculator-area').fill('20');
            await expect(calculator.getByTestId('calculator-waste-rule')).toContainText(`${workingWidth} mm`);
            // boards of the first length: 20 m² with 5% waste over the working width, per board length
            const length = Math.min(...variants.map(v => v.customFields.length));
            const expected = Math.ceil((20 * 1.05 * 1000) / workingWidth / (length / 100) - 1e-9);
            await expect(calculator.getByTestId('calculator-boards')).toHaveText(new RegExp(`^[^:]+: ${expected} ×`));
        });

        test('the preferences are at /dashboard/Preferences; the lower-case address leads there', async ({ openPage, adminApi }) => {
            const page = await openPage({ locale: spec.browserLocale });
            const answer = await page.request.get(`${spec.prefix}/dashboard/preferences?x=1`, { maxRedirects: 0 });
            expect(answer.status()).toBe(301);
            expect(answer.headers().location).toBe(`${spec.prefix}/dashboard/Preferences?x=1`);
            // logged out, the page's guard (is-authenticated) sends the visitor to login and back to it
            await page.goto(`${spec.prefix}/dashboard/preferences`);
            await expect(page).toHaveURL(url => url.pathname === spec.login);
            expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${spec.prefix}/dashboard/Preferences`);
            // logged in there, the page is the preferences, under the menu's own name
            const email = `voorkeuren-${language}-${Date.now().toString(36)}@example.com`;
            await createCustomer(adminApi, email);
            await page.locator('#login-email').fill(email);
            await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
            await page.getByTestId('login-submit').click();
            await expect(page).toHaveURL(url => url.pathname === `${spec.prefix}/dashboard/Preferences`);
            await expect(page.getByTestId('dashboard-menu').locator('a[aria-current="page"]')).toHaveText(spec.preferences);
            await expect(page.getByTestId('newsletter-lists')).toBeVisible();
        });

        test('the 404 page names a missing product a product, and any other path a page', async ({ openPage }) => {
            const page = await openPage({ locale: spec.browserLocale });
            const product = await page.goto(`${spec.product}/bestaat-niet/999999`);
            expect(product?.status()).toBe(404);
            await expect(page.getByTestId('not-found-label')).toHaveText(`404 · ${spec.productNotFound}`);
            await expect(page).toHaveTitle(new RegExp(`^${spec.productNotFound} \\|`));
            const other = await page.goto(`${spec.prefix}/bestaat-niet/ook-niet`);
            expect(other?.status()).toBe(404);
            await expect(page.getByTestId('not-found-label')).toHaveText(`404 · ${spec.pageNotFound}`);
            await expect(page).toHaveTitle(new RegExp(`^${spec.pageNotFound} \\|`));
        });

        test('breakpoints: from xxl (1536 px) the page is wider, below xs (320 px) nothing runs off the screen', async ({ openPage }) => {
            for (const [width, pageWidth] of [
                [1600, 1440],
                [1400, 1280],
            ]) {
                const page = await openPage({ locale: spec.browserLocale, viewport: { width, height: 900 } });
                await page.goto(spec.products);
                await expect.poll(async () => (await page.locator('main').boundingBox())?.width).toBe(pageWidth);
            }
            const narrow = await openPage({ locale: spec.browserLocale, viewport: { width: 300, height: 700 } });
            await narrow.goto(spec.products);
            await expect(narrow.locator('.site-header__bar')).toHaveCSS('padding-left', '8px');
            expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(300);
        });
    });
}
