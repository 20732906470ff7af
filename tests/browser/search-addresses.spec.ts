import { expect, test } from './fixtures';

/**
 * Finding timber and addresses that land: a nonsense term finds nothing and says so (no-results page
 * with categories and contact), a near miss offers "did you mean", timber words and sizes are found the
 * way people type them, the header box suggests while typing (mouse, keyboard, phone) and keeps the
 * term on the results page; /contact and a staff search-term redirect are HTTP redirects, a product id
 * under an old slug answers 301 to the product, and page 2 of a category starts below the sticky header.
 */

const LOCALES = [
    { locale: 'nl', search: '/zoek', noResults: 'Geen resultaten voor ‘xyzzy’.', didYouMean: 'Bedoelde u ‘bangkirai’?', contact: 'Neem contact op', products: '/producten' },
    { locale: 'en', search: '/en/search', noResults: 'No results for ‘xyzzy’.', didYouMean: 'Did you mean ‘bangkirai’?', contact: 'Contact us', products: '/en/products' },
    { locale: 'de', search: '/de/suche', noResults: 'Keine Ergebnisse für „xyzzy“.', didYouMean: 'Meinten Sie „bangkirai“?', contact: 'Kontakt aufnehmen', products: '/de/produkte' },
] as const;

for (const spec of LOCALES) {
    test(`${spec.locale}: a nonsense term gives the no-results page, a near miss "did you mean", the term stays in the header box`, async ({ page, urls }) => {
        await page.goto(urls.shop(`${spec.search}?q=xyzzy`));
        await expect(page.locator('[data-search-status]')).toHaveText(spec.noResults);
        const suggestions = page.locator('[data-search-suggestions]');
        await expect(suggestions).toBeVisible();
        await expect(suggestions.locator('.category-links a').first()).toBeVisible();
        await expect(suggestions.getByRole('link', { name: spec.contact })).toHaveAttribute('href', /\/quote#title$/);
        await expect(page.getByTestId('search-group-product')).toHaveCount(0);
        await expect(page.locator('[data-search-correction]')).toBeHidden();
        await expect(page.locator('#header-search')).toHaveValue('xyzzy');

        // One letter off: nothing for it, the close word's results and a link to search that word.
        await page.goto(urls.shop(`${spec.search}?q=bangkiraj`));
        await expect(page.locator('[data-search-correction]')).toHaveText(spec.didYouMean);
        await expect(page.locator('[data-search-status]')).toContainText(spec.noResults.replace('xyzzy', 'bangkiraj'));
        await expect(page.getByTestId('search-group-product').getByRole('link').first()).toContainText(/bangkirai/i);
        await expect(page.getByTestId('search-did-you-mean')).toHaveAttribute('href', `${spec.search}?q=bangkirai`);
        await expect(page.locator('#header-search')).toHaveValue('bangkiraj');
    });
}

test('timber words and sizes as people type them: decking in Dutch, vlonder in German, Terrassendielen in English, 28x145', async ({ page, urls }) => {
    const firstProduct = page.getByTestId('search-group-product').getByRole('link').first();
    await page.goto(urls.shop('/zoek?q=decking'));
    await expect(firstProduct).toContainText(/vlonder|terras/i);
    await page.goto(urls.shop('/de/suche?q=vlonder'));
    await expect(page.getByTestId('search-group-product').getByRole('link', { name: /^Terrassendiele/ }).first()).toBeVisible();
    await page.goto(urls.shop('/en/search?q=Terrassendielen bangkirai'));
    await expect(page.getByTestId('search-group-product').getByRole('link', { name: /^Bangkirai decking board/ }).first()).toBeVisible();
    // a trade name finds its species
    await page.goto(urls.shop('/en/search?q=yellow balau'));
    await expect(firstProduct).toContainText(/bangkirai/i);
    await page.goto(urls.shop('/zoek?q=28x145'));
    await expect(firstProduct).toContainText('28 x 145 mm');
    await expect(page.locator('[data-search-correction]')).toBeHidden();
    for (const link of await page.getByTestId('search-group-product').getByRole('link').all()) await expect(link).toContainText('28 x 145');
});

test('nl: typing in the header box suggests products, categories and articles; a click and the keyboard open the product', async ({ page, urls }) => {
    await page.goto(urls.shop('/'));
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.fill('bangk');
    const listbox = page.getByRole('listbox', { name: 'Suggesties' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group', { name: 'Producten' })).toBeVisible();
    const first = listbox.getByRole('option').first();
    await expect(first).toContainText(/^Bangkirai/);
    await expect(page.locator('[data-search-suggest-status]')).toHaveText(/^\d+ suggesties/);
    const name = ((await first.locator('span').first().textContent()) ?? '').trim();
    await first.click();
    await expect(page).toHaveURL(/\/producten\/bangkirai-[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    // Keyboard: the focus stays in the box, the arrows move the active option, Enter opens it.
    await page.goto(urls.shop('/'));
    await box.pressSequentially('vlonder');
    await expect(listbox.getByRole('group', { name: 'Categorieën' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Artikelen' })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = listbox.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? '');
    await expect(box).toBeFocused();
    const secondName = ((await second.locator('span').first().textContent()) ?? '').trim();
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(secondName);

    // Escape closes the list; Enter without an active option searches.
    await page.goto(urls.shop('/'));
    await box.fill('douglas');
    await expect(listbox).toBeVisible();
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/zoek\?q=douglas$/);
    await expect(box).toHaveValue('douglas');

    // A near miss is suggested as its close word; nonsense suggests nothing.
    await box.fill('douglsa');
    await expect(listbox).toContainText('Bedoelde u ‘douglas’?');
    await expect(listbox.getByRole('option').first()).toContainText(/douglas/i);
    await box.fill('xyzzy');
    await expect(listbox).toBeHidden();
});

test('de on a 390 px phone: the search toggle, suggestions while typing, a tap opens the product', async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    await page.goto('/de');
    await page.getByTestId('search-toggle').click();
    const box = page.getByRole('combobox', { name: 'Suchen' });
    await expect(box).toBeFocused();
    await box.pressSequentially('douglasie');
    const option = page.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option').first();
    await expect(option).toBeVisible();
    await expect(option).toBeInViewport();
    const name = ((await option.locator('span').first().textContent()) ?? '').trim();
    expect(name).toMatch(/Douglasie/);
    await option.click();
    await expect(page).toHaveURL(/\/de\/produkte\/[a-z0-9-]+\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('/contact answers 301 to its quote form in each locale; a staff search-term redirect answers 302 to its target', async ({ page, urls, adminApi }) => {
    for (const [from, to] of [
        ['/contact', '/contact/quote'],
        ['/en/contact', '/en/contact/quote'],
        ['/de/kontakt', '/de/kontakt/quote'],
    ]) {
        const response = await page.request.get(urls.shop(from), { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(to);
    }
    await adminApi('mutation($input: UpdateGlobalSettingsInput!) { updateGlobalSettings(input: $input) { __typename } }', {
        input: { customFields: { searchRedirects: [{ from: 'Terras bouwen', to: '/t/kennisbank/vlonder-leggen' }] } },
    });
    // the server keeps the list a minute (the test shop: 5 s, SEARCH_REDIRECTS_TTL_MS)
    await expect
        .poll(async () => {
            const response = await page.request.get(urls.shop('/zoek?q=terras%20BOUWEN'), { maxRedirects: 0 });
            return `${response.status()} ${response.headers().location ?? ''}`;
        }, { timeout: 75_000 })
        .toBe('302 /t/kennisbank/vlonder-leggen');
    const other = await page.request.get(urls.shop('/zoek?q=terras'), { maxRedirects: 0 });
    expect(other.status()).toBe(200);
    await page.goto(urls.shop('/de/suche?q=Terras bouwen'));
    await expect(page).toHaveURL(/\/t\/kennisbank\/vlonder-leggen$/);
});

for (const spec of LOCALES) {
    test(`${spec.locale}: a product id under an old or wrong slug answers 301 to the product's address`, async ({ page, urls }) => {
        await page.goto(urls.shop(spec.products));
        const href = (await page.getByTestId('product-card').first().getByRole('link').first().getAttribute('href')) ?? '';
        const [, base, , id] = /^(.*\/)([a-z0-9-]+)\/(\d+)$/.exec(href) ?? [];
        expect(id).toBeTruthy();
        const response = await page.request.get(urls.shop(`${base}oude-naam-van-dit-product/${id}?utm_source=mail`), { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(`${href}?utm_source=mail`);
        await page.goto(urls.shop(`${base}oude-naam-van-dit-product/${id}`));
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // an id no product has is still the product-not-found page
        const missing = await page.request.get(urls.shop(`${base}oude-naam-van-dit-product/999999`), { maxRedirects: 0 });
        expect(missing.status()).toBe(404);
    });
}

test('page 2 of a category starts at its first card, below the sticky header (desktop and phone)', async ({ page, openPage, urls }) => {
    for (const tab of [page, await openPage({ viewport: { width: 390, height: 844 } })]) {
        await tab.goto(urls.shop('/producten'));
        const next = tab.getByTestId('pagination').locator('a', { hasText: /^2$/ });
        await next.scrollIntoViewIfNeeded();
        await next.click();
        await expect(tab).toHaveURL(/page=2/);
        await expect(tab.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');
        const firstCard = tab.locator('#category-results .product-grid > *').first();
        await expect(firstCard).toBeInViewport();
        // the card's top is below the header's bottom, not under it
        await expect
            .poll(() =>
                tab.evaluate(() => {
                    const header = document.querySelector('.site-header')?.getBoundingClientRect();
                    const card = document.querySelector('#category-results .product-grid > *')?.getBoundingClientRect();
                    return header && card ? card.top >= header.bottom && card.top < header.bottom + 40 : false;
                }),
            )
            .toBe(true);
    }
});
