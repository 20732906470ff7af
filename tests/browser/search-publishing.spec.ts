import { createHmac } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * Search (pagefind per locale, typo tolerance, staff redirects) and publishing (the backend's signed
 * catalogue webhook rebuilds the changed product's pages and the search index and swaps them in while
 * requests keep being answered).
 */

test('search finds a species in nl and de, a misspelt term still finds it, a redirect term jumps to its target', async ({ page, urls, adminApi }) => {
    // Staff keep redirects in the global settings.
    await adminApi('mutation($input: UpdateGlobalSettingsInput!) { updateGlobalSettings(input: $input) { __typename } }', {
        input: { customFields: { searchRedirects: [{ from: 'Terras bouwen', to: '/t/kennisbank/vlonder-leggen' }] } },
    });
    await page.goto(urls.shop('/zoek?q=douglas'));
    const products = page.getByTestId('search-group-product');
    await expect(products.getByRole('link').first()).toContainText(/douglas/i);
    await expect(products.getByRole('link').first()).toContainText(/vanaf € \d+,\d\d per/);
    await expect(page).toHaveTitle(/douglas/);

    // Instant as you type, keyboard from the input into the results.
    await page.getByLabel('Zoekterm').fill('bangkirai');
    await expect(page).toHaveURL(/\?q=bangkirai$/);
    await expect(products.getByRole('link').first()).toContainText(/bangkirai/i);
    await page.getByLabel('Zoekterm').press('ArrowDown');
    await expect(products.getByRole('link').first()).toBeFocused();

    // A typo beyond pagefind's prefix matching: corrected against the catalogue's words.
    await page.goto(urls.shop('/zoek?q=doulgas'));
    await expect(page.getByText('Bedoelde u ‘douglas’?')).toBeVisible();
    await expect(products.getByRole('link').first()).toContainText(/douglas/i);

    await page.goto(urls.shop('/de/suche?q=douglasie'));
    await expect(page.getByTestId('search-group-product').getByRole('link').first()).toContainText(/douglasie/i);

    // Without the index (blocked here; offline or mid-swap for a visitor): the backend's product search (getSearchResults).
    await page.route('**/pagefind/**', route => route.abort());
    // The species filter in the address holds there too (categories, which have no species, are left out as in the index).
    await page.goto(urls.shop('/de/suche?q=douglasie terrassendiele&species=Douglasie'));
    await expect(page.getByTestId('search-group-product').getByRole('link').first()).toContainText(/Terrassendiele Douglasie/i);
    await expect(page.getByTestId('search-group-product').getByRole('link').first()).toContainText(/ab € \d+,\d\d pro/);
    await expect(page.locator('[data-search-species]')).toHaveValue('Douglasie');
    await page.unroute('**/pagefind/**');

    // Nothing at all: suggestions.
    await page.goto(urls.shop('/zoek?q=qqzzxxyy'));
    await expect(page.getByText('Geen resultaten voor ‘qqzzxxyy’.')).toBeVisible();
    await expect(page.locator('[data-search-suggestions]').getByTestId('product-card').first()).toBeVisible();

    // The header's search box jumps straight to a redirect's target (set by staff at the start: browsers keep the list a minute).
    await page.goto(urls.shop('/'));
    await page.locator('#header-search').fill('terras bouwen');
    await page.locator('#header-search').press('Enter');
    await expect(page).toHaveURL(/\/t\/kennisbank\/vlonder-leggen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Een vlonder leggen in 7 stappen');
});

test('a product changed in the backend is live on its page and in search after the signed webhook, with no failed request meanwhile', async ({
    page,
    urls,
    adminApi,
}) => {
    test.setTimeout(300_000);
    // A call signed with another secret is refused (the format of the rules package's signCatalogueWebhook).
    const body = JSON.stringify({ scope: 'all' });
    const timestamp = Math.floor(Date.now() / 1000);
    const refused = await page.request.post(urls.shop('/api/webhooks/catalogue'), {
        data: body,
        headers: { 'content-type': 'application/json', 'x-catalogue-signature': `t=${timestamp},v1=${createHmac('sha256', 'not the secret').update(`${timestamp}.${body}`).digest('hex')}` },
    });
    expect(refused.status()).toBe(401);

    const { product } = await adminApi('{ product(id: "114") { id slug variants { id price } translations { languageCode name } } }');
    const originalName = product.translations.find((t: { languageCode: string }) => t.languageCode === 'nl').name;
    const newName = `Paaldrager verzinkt Webhooktest ${Date.now() % 100000}`;
    const productUrl = urls.shop(`/producten/${product.slug}/${product.id}`);

    // Requests keep coming while the site rebuilds and swaps.
    let running = true;
    const failures: string[] = [];
    let answered = 0;
    const loop = (async () => {
        while (running) {
            for (const path of [productUrl, urls.shop('/zoek'), urls.shop('/pagefind/nl/pagefind.js'), urls.shop('/t/privacy'), urls.shop('/nergens')]) {
                const response = await page.request.get(path, { failOnStatusCode: false }).catch(error => error as Error);
                answered++;
                const expected = path.endsWith('/nergens') ? 404 : 200;
                if (response instanceof Error || response.status() !== expected) failures.push(`${path}: ${response instanceof Error ? response.message : response.status()}`);
            }
        }
    })();

    try {
        await adminApi('mutation($input: UpdateProductInput!) { updateProduct(input: $input) { id } }', {
            input: { id: product.id, translations: [{ languageCode: 'nl', name: newName }] },
        });
        await adminApi('mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
            input: product.variants.map((variant: { id: string }) => ({ id: variant.id, price: 12345 })),
        });
        // 123,45 excluding VAT is € 149,37 with the 21% the Dutch pages show.
        await expect.poll(async () => (await page.request.get(productUrl)).text(), { timeout: 240_000, intervals: [2000] }).toContain(newName);
        await expect.poll(async () => (await page.request.get(productUrl)).text(), { timeout: 120_000, intervals: [2000] }).toContain('149,37');
        await Promise.all([
            // a product page that shows it as an accessory follows right after its own pages (checked while the search is)
            expect.poll(async () => (await page.request.get(urls.shop('/producten/bangkirai-paal-90-x-90-mm/54'))).text(), { timeout: 120_000, intervals: [1000] }).toContain(newName),
            (async () => {
                await page.goto(urls.shop('/zoek?q=webhooktest'));
                const hit = page.getByTestId('search-group-product').getByRole('link').first();
                await expect(hit).toContainText(newName);
                await expect(hit).toContainText('€ 149,37');
            })(),
        ]);
    } finally {
        running = false;
        await loop;
        await adminApi('mutation($input: UpdateProductInput!) { updateProduct(input: $input) { id } }', {
            input: { id: product.id, translations: [{ languageCode: 'nl', name: originalName }] },
        });
        await adminApi('mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }', {
            input: product.variants.map((variant: { id: string; price: number }) => ({ id: variant.id, price: variant.price })),
        });
    }
    expect(answered).toBeGreaterThan(20);
    expect(failures).toEqual([]);
});
