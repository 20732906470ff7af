/**
 * Accessibility in the states a shopper reaches, checked by axe (@axe-core/playwright) in Dutch on a
 * 390 px phone and in German on a desktop: no serious or critical violation on home, a category, a
 * product page, the cart and the checkout, with the consent banner shown, with the cart filled (the
 * header's count shown, the add toast open), with the image zoom and the phone's menu open, and
 * logged in. (The search page is the search's own spec.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { rules } from './rules';
import { CUSTOMER_PASSWORD, createCustomer, expect, type ShopApi, test } from './fixtures';

const LOCALES = {
    nl: { browserLocale: 'nl-NL', consentTitle: 'Wij gebruiken cookies' },
    de: { browserLocale: 'de-DE', consentTitle: undefined },
} as const;
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
const run = Date.now().toString(36);

/** The serious and critical violations axe finds on the page as it is now, each with where. */
async function seriousViolations(page: Page) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).join(' | ')}`);
}

async function expectAccessible(page: Page, state: string) {
    expect(await seriousViolations(page), `${state} at ${page.url()}`).toEqual([]);
}

/** A decking product with two lengths in stock, and the path of a category. */
async function catalogue(shopApi: ShopApi, language: string) {
    const { collections } = await shopApi(language, '{ collections(options: { topLevelOnly: true, sort: { position: ASC } }) { items { slug } } }');
    const { productTemplatesList } = await shopApi(
        language,
        `query ($options: ProductTemplatesListInput!) { productTemplatesList(options: $options) { items { id slug variants { sku stockLevel customFields { length } } } } }`,
        { options: { collectionSlug: collections.items[0].slug, pageSize: 18 } },
    );
    const product = productTemplatesList.items.find(
        (p: { variants: { stockLevel: string; customFields: { length: number } }[] }) =>
            p.variants.filter(v => v.stockLevel === 'IN_STOCK' && v.customFields.length !== rules.SAMPLE_VARIANT_LENGTH).length > 0,
    );
    const sku = product.variants.find((v: { stockLevel: string; customFields: { length: number } }) => v.stockLevel === 'IN_STOCK' && v.customFields.length !== rules.SAMPLE_VARIANT_LENGTH).sku;
    return {
        category: rules.categoryPath(language as 'nl', [collections.items[0].slug]),
        product: rules.productPath(language as 'nl', product.slug, product.id),
        sku: sku as string,
    };
}

/**
 * Each language on one device, so both languages and both devices are covered: the markup axe reads is
 * the same in every language, and the phone's states (its menu) show on the phone in any of them. All
 * four pairs took two minutes of the run's two cores.
 */
const PAIRS = [
    ['nl', 'phone'],
    ['de', 'desktop'],
] as const;

for (const [language, spec] of Object.entries(LOCALES) as [keyof typeof LOCALES, (typeof LOCALES)[keyof typeof LOCALES]][]) {
    for (const [device, viewport] of Object.entries(VIEWPORTS).filter(([device]) => PAIRS.some(pair => pair[0] === language && pair[1] === device))) {
        test.describe(`${language}, ${device}`, () => {
            test.use({ locale: spec.browserLocale, viewport });

            test(`${language} ${device}: the consent banner on the home page`, async ({ page }) => {
                await page.context().clearCookies({ name: 'consent' });
                await page.goto(rules.homePath(language));
                const banner = page.locator('[data-consent-shell][role="dialog"]');
                await expect(banner).toBeVisible();
                if (spec.consentTitle) await expect(page.getByRole('dialog', { name: spec.consentTitle })).toBeVisible();
                await expectAccessible(page, 'consent banner shown');
            });

            test(`${language} ${device}: with the cart filled: product page (toast, zoom open), home${device === 'phone' ? ' (menu open)' : ''}, category, cart, checkout`, async ({ page, shopApi }) => {
                // nine pages and states, each checked by axe
                test.setTimeout(300_000);
                const { category, product, sku } = await catalogue(shopApi, language);
                await page.goto(product);
                // the chooser hydrates when the visitor reaches for it (client:interaction); its add then shows the toast
                const chooser = page.getByTestId('variant-chooser');
                await chooser.locator(`[data-sku="${sku}"]`).fill('2');
                await chooser.getByTestId('add-to-cart').click();
                await expect(page.locator('[data-testid="toast"].toast--success')).toBeVisible();
                const count = page.locator('[data-cart-count]:visible');
                await expect(count).toHaveText('2');
                await expectAccessible(page, 'product page, cart filled, toast open');

                await page.getByTestId('image-zoom-open').click();
                await expect(page.getByTestId('image-zoom')).toBeVisible();
                await expectAccessible(page, 'product page, image zoom open');
                await page.keyboard.press('Escape');
                await expect(page.getByTestId('image-zoom')).toHaveCount(0);

                await page.goto(rules.homePath(language));
                await expect(count).toHaveText('2');
                await expectAccessible(page, 'home, cart filled');
                if (device === 'phone') {
                    await page.locator('details.mobile-menu > summary').click();
                    await expect(page.locator('.mobile-menu__panel')).toBeVisible();
                    await expectAccessible(page, 'home, phone menu open');
                }

                await page.goto(category);
                await expect(page.getByTestId('category-products')).toBeVisible();
                await expect(count).toHaveText('2');
                await expectAccessible(page, 'category, cart filled');

                await page.goto(rules.pagePath(language, 'cart'));
                await expect(page.getByTestId('cart-line')).toHaveCount(1);
                await expectAccessible(page, 'cart, filled');

                // the checkout's first steps as a guest: the e-mail, then the address
                await page.getByTestId('to-checkout').click();
                await expect(page).toHaveURL(/\/checkout\/login$/);
                await expect(page.locator('#guest-email')).toBeVisible();
                await expectAccessible(page, 'checkout, guest e-mail');
                await page.locator('#guest-email').fill(`axe-guest-${language}-${device}-${run}@example.com`);
                await page.getByTestId('guest-continue').click();
                await expect(page).toHaveURL(/\/checkout\/address$/);
                await expect(page.getByTestId('address-name')).toBeVisible();
                await expectAccessible(page, 'checkout, address');
            });
        });
    }

    test.describe(`${language}, logged in`, () => {
        test.use({ locale: spec.browserLocale });

        test(`${language}: logged in, home and checkout`, async ({ page, adminApi, shopApi }) => {
            const email = `axe-${language}-${run}@example.com`;
            await createCustomer(adminApi, email);
            const { product, sku } = await catalogue(shopApi, language);
            await page.goto(rules.pagePath(language, 'login'));
            await page.locator('#login-email').fill(email);
            await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
            await page.getByTestId('login-submit').click();
            await expect(page).not.toHaveURL(url => url.pathname === rules.pagePath(language, 'login'));
            await page.goto(product);
            await page.getByTestId('variant-chooser').locator(`[data-sku="${sku}"]`).fill('1');
            await page.getByTestId('variant-chooser').getByTestId('add-to-cart').click();
            await expect(page.locator('[data-testid="toast"].toast--success')).toBeVisible();

            await page.goto(rules.homePath(language));
            await expect(page.locator('[data-cart-count]:visible')).toHaveText('1');
            await expectAccessible(page, 'home, logged in');
            await page.goto(rules.pagePath(language, 'cart'));
            await page.getByTestId('to-checkout').click();
            await expect(page).toHaveURL(/\/checkout\/address$/);
            await expect(page.getByTestId('address-name')).toBeVisible();
            await expectAccessible(page, 'checkout, logged in');
        });
    });
}
