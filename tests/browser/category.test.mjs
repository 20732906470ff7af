/**
 * Category pages in a browser, against a running shop and its backend, in Dutch and in German:
 *   SHOP_URL=http://localhost:4321/ BACKEND_URL=http://localhost:3000 node --test tests/browser/category.test.mjs
 * The page lists what the backend lists; a thickness range and a species filter the list without a
 * reload and put the spec's filter segment in the URL; reload, back and forward keep the state;
 * name Z-A reorders; page 2 works (also opened directly); unknown product and category URLs are 404s
 * with the spec's texts (and alternatives for a product); the 404 search box lower-cases the term.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, withPage } from './browser.mjs';
import { SHOP_URL, shop, shopApi } from './shop-under-test.mjs';

const TIMEOUT = 120_000;
const PER_PAGE = 18;

const texts = locale => JSON.parse(fs.readFileSync(new URL(`../../src/locales/${locale}.json`, import.meta.url), 'utf8'));
const LOCALES = {
    nl: { base: '/producten', product: '/producten', search: '/zoek', browserLocale: 'nl-NL', texts: texts('nl') },
    de: { base: '/de/produkte', product: '/de/produkte', search: '/de/suche', browserLocale: 'de-DE', texts: texts('de') },
};

let browser;

async function backendList(language, options) {
    const data = await shopApi(
        language,
        `query ($options: ProductTemplatesListInput!) {
            productTemplatesList(options: $options) { totalItems items { name } filters { attribute values { value name count } } }
        }`,
        { options: { pageSize: PER_PAGE, currentPage: 1, ...options } },
    );
    return data.productTemplatesList;
}

/** A top-level category with products of 28-40 mm and, among those, a species: from the backend. */
async function pickCategory(language) {
    const { collections } = await shopApi(language, '{ collections(options: { topLevelOnly: true, sort: { position: ASC } }) { items { slug } } }');
    for (const { slug } of collections.items) {
        const thick = await backendList(language, { collectionSlug: slug, filter: [{ attribute: 'thickness', values: ['28-40'] }] }).catch(() => undefined);
        const species = thick?.filters.find(f => f.attribute === 'species')?.values.find(v => v.count > 0 && v.count < thick.totalItems);
        if (thick && thick.totalItems > 1 && species) return { slug, species: species.value };
    }
    throw new Error(`no ${language} top-level category has 28-40 mm products of more than one species`);
}

/** The names on the product cards of the listing. */
async function cardNames(page) {
    return (await page.locator('[data-testid="category-products"] [data-testid="product-card"] h3').allTextContents()).map(name => name.trim());
}

/** Waits until the island is hydrated (Astro drops the ssr attribute) and shows `path` as its loaded state. */
async function hydrated(page) {
    await page.locator('astro-island:not([ssr]) [data-testid="category-browser"]').waitFor();
}

async function shows(page, path) {
    await page.locator(`[data-testid="category-browser"][data-loading="false"][data-state="${path}"]`).waitFor();
}

const pathOf = page => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);

for (const [language, spec] of Object.entries(LOCALES)) {
    describe(`category pages (${language})`, () => {
        before(async () => {
            browser ??= await launchBrowser();
        }, { timeout: 90_000 });

        test('a category lists the backend products; thickness 28-40 and a species filter it; back, forward and reload keep the state', { timeout: TIMEOUT }, async () => {
            const { slug, species } = await pickCategory(language);
            const categoryPath = `${spec.base}/${slug}`;
            const thickPath = `${categoryPath}/__thickness.28-40`;
            const bothPath = `${categoryPath}/__species.${species}__thickness.28-40`;
            const all = await backendList(language, { collectionSlug: slug });
            const thick = await backendList(language, { collectionSlug: slug, filter: [{ attribute: 'thickness', values: ['28-40'] }] });
            const both = await backendList(language, {
                collectionSlug: slug,
                filter: [
                    { attribute: 'thickness', values: ['28-40'] },
                    { attribute: 'species', values: [species] },
                ],
            });
            assert.ok(both.totalItems > 0 && both.totalItems < thick.totalItems, 'the chosen species does not narrow the list');

            await withPage(
                browser,
                async page => {
                    const response = await page.goto(shop(categoryPath));
                    assert.equal(response.status(), 200);
                    await hydrated(page);
                    assert.deepEqual(await cardNames(page), all.items.map(p => p.name), 'the page does not list the backend products');
                    const count = ((await page.getByTestId('category-count').textContent()) ?? '').trim();
                    assert.ok(count.startsWith(String(all.totalItems)), `the count "${count}" is not ${all.totalItems}`);
                    // Filter links are real links to the filtered URLs (crawlable without JavaScript).
                    const thickLink = page.locator('[data-testid="filter-value"][data-attribute="thickness"][data-value="28-40"]');
                    assert.equal(await thickLink.getAttribute('href'), thickPath);
                    await page.evaluate(() => {
                        window.__sameDocument = true;
                    });

                    await thickLink.click();
                    await shows(page, thickPath);
                    assert.equal(pathOf(page), thickPath);
                    assert.deepEqual(await cardNames(page), thick.items.map(p => p.name));
                    assert.equal(await thickLink.getAttribute('aria-checked'), 'true');

                    await page.locator(`[data-testid="filter-value"][data-attribute="species"][data-value="${species}"]`).click();
                    await shows(page, bothPath);
                    assert.equal(pathOf(page), bothPath);
                    assert.deepEqual(await cardNames(page), both.items.map(p => p.name));
                    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'filtering reloaded the page');

                    await page.goBack();
                    await shows(page, thickPath);
                    assert.equal(pathOf(page), thickPath);
                    assert.deepEqual(await cardNames(page), thick.items.map(p => p.name));
                    await page.goForward();
                    await shows(page, bothPath);
                    assert.deepEqual(await cardNames(page), both.items.map(p => p.name));
                    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'back/forward reloaded the page');

                    // Reloaded, the filtered URL is rendered on the server with both filters applied.
                    const reloaded = await page.reload();
                    assert.equal(reloaded.status(), 200);
                    assert.equal(pathOf(page), bothPath);
                    assert.deepEqual(await cardNames(page), both.items.map(p => p.name));
                    await hydrated(page);
                    assert.equal(await page.locator(`[data-testid="filter-value"][data-attribute="species"][data-value="${species}"]`).getAttribute('aria-checked'), 'true');
                    assert.equal(await page.locator('[data-testid="filter-value"][data-attribute="thickness"][data-value="28-40"]').getAttribute('aria-checked'), 'true');
                    assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), new URL(bothPath, await canonicalOrigin(page)).href);

                    // Clearing the filters goes back to the category's own URL.
                    await page.getByTestId('clear-filters').click();
                    await shows(page, categoryPath);
                    assert.equal(pathOf(page), categoryPath);
                    assert.deepEqual(await cardNames(page), all.items.map(p => p.name));
                },
                { locale: spec.browserLocale },
            );
        });

        test('all products: name Z-A reorders, page 2 follows, a static page opened with ?page=2 shows page 2', { timeout: TIMEOUT }, async () => {
            const first = await backendList(language, {});
            assert.ok(first.totalItems > PER_PAGE, 'all products fit on one page');
            const zaFirst = await backendList(language, { sort: { field: 'name', direction: 'DESC' } });
            const zaSecond = await backendList(language, { sort: { field: 'name', direction: 'DESC' }, currentPage: 2 });
            const second = await backendList(language, { currentPage: 2 });
            const collator = new Intl.Collator(language);

            await withPage(
                browser,
                async page => {
                    await page.goto(shop(spec.base));
                    await hydrated(page);
                    assert.deepEqual(await cardNames(page), first.items.map(p => p.name));

                    await page.getByTestId('category-sort').selectOption('name,DESC');
                    await shows(page, `${spec.base}?sort=name,DESC`);
                    assert.equal(pathOf(page), `${spec.base}?sort=name,DESC`);
                    const names = await cardNames(page);
                    assert.deepEqual(names, zaFirst.items.map(p => p.name));
                    assert.notDeepEqual(names, first.items.map(p => p.name), 'Z-A shows the same order as relevance');
                    for (let i = 1; i < names.length; i++) {
                        assert.ok(collator.compare(names[i - 1], names[i]) >= 0, `not Z-A: "${names[i - 1]}" before "${names[i]}"`);
                    }

                    const pageTwo = page.getByTestId('pagination').locator('a', { hasText: /^2$/ });
                    assert.equal(await pageTwo.getAttribute('href'), `${spec.base}?page=2&sort=name,DESC`);
                    await pageTwo.click();
                    await shows(page, `${spec.base}?page=2&sort=name,DESC`);
                    assert.deepEqual(await cardNames(page), zaSecond.items.map(p => p.name));
                    assert.equal(await page.getByTestId('pagination').locator('[aria-current="page"]').textContent(), '2');
                },
                { locale: spec.browserLocale },
            );

            // The pre-rendered first page, opened with ?page=2: the island loads page 2 after hydration.
            await withPage(
                browser,
                async page => {
                    await page.goto(shop(`${spec.base}?page=2`));
                    await hydrated(page);
                    await shows(page, `${spec.base}?page=2`);
                    assert.deepEqual(await cardNames(page), second.items.map(p => p.name));
                },
                { locale: spec.browserLocale },
            );
        });

        test('a listing that cannot be loaded keeps the list on screen and says so in the visitor language; retry loads it', { timeout: TIMEOUT }, async () => {
            const first = await backendList(language, {});
            await withPage(
                browser,
                async page => {
                    await page.goto(shop(spec.base));
                    await hydrated(page);
                    const before = await cardNames(page);
                    assert.deepEqual(before, first.items.map(p => p.name));
                    await page.route('**/shop-api**', route =>
                        (route.request().postData() ?? '').includes('ProductTemplatesList') ? route.abort('connectionrefused') : route.continue(),
                    );
                    const thick = page.locator('[data-testid="filter-value"][data-attribute="thickness"][data-value="28-40"]');
                    await thick.click();
                    const error = page.getByTestId('category-error');
                    await error.waitFor();
                    assert.match((await error.textContent()) ?? '', new RegExp(spec.texts.catalogue.listing.loadError.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
                    assert.deepEqual(await cardNames(page), before, 'the list on screen changed');
                    assert.equal(pathOf(page), spec.base, 'the address changed although nothing was loaded');
                    assert.equal(await thick.getAttribute('aria-checked'), 'false');

                    await page.unroute('**/shop-api**');
                    await error.getByRole('button').click();
                    await shows(page, `${spec.base}/__thickness.28-40`);
                    assert.equal(pathOf(page), `${spec.base}/__thickness.28-40`);
                    assert.equal(await page.getByTestId('category-error').count(), 0);
                },
                { locale: spec.browserLocale },
            );
        });

        test('an unknown product is a 404 with the spec texts and alternatives; an unknown category or filter value is a 404', { timeout: TIMEOUT }, async () => {
            const t = spec.texts.errors;
            await withPage(
                browser,
                async page => {
                    const response = await page.goto(shop(`${spec.product}/douglas-vlonderplank-die-niet-bestaat/999999`));
                    assert.equal(response.status(), 404);
                    assert.equal(await page.locator('html').getAttribute('lang'), language);
                    assert.equal(((await page.getByTestId('not-found-title').textContent()) ?? '').trim(), t.notFoundTitle);
                    assert.equal(((await page.getByTestId('not-found-text').textContent()) ?? '').trim(), t.productUnavailable);
                    assert.match(await page.title(), new RegExp(`^${t.pageNotFound} \\|`));
                    assert.ok((await page.getByTestId('not-found-alternatives').getByTestId('product-card').count()) > 0, 'no alternative products');
                    assert.equal(await page.getByTestId('not-found-all-products').getAttribute('href'), spec.base);
                    assert.ok(await page.getByTestId('not-found-contact').getAttribute('href'));
                },
                { locale: spec.browserLocale },
            );
            for (const path of [`${spec.base}/bestaat-niet`, `${spec.base}/__species.bestaat-niet`, `${spec.base}/bestaat-niet/__thickness.28-40`]) {
                await withPage(
                    browser,
                    async page => {
                        const response = await page.goto(shop(path));
                        assert.equal(response.status(), 404, `${path} is not a 404`);
                        assert.equal(((await page.getByTestId('not-found-title').textContent()) ?? '').trim(), t.notFoundTitle);
                        assert.equal(((await page.getByTestId('not-found-text').textContent()) ?? '').trim(), t.pageCouldNotBeFound);
                    },
                    { locale: spec.browserLocale },
                );
            }
        });

        test('the 404 search box goes to the search route with the lower-cased term', { timeout: TIMEOUT }, async () => {
            await withPage(
                browser,
                async page => {
                    await page.goto(shop(`${spec.base}/bestaat-niet`));
                    const search = page.getByTestId('not-found-search');
                    await search.locator('input[name="q"]').fill('Eiken Vlonder');
                    await Promise.all([page.waitForURL(url => url.pathname === spec.search), search.locator('input[name="q"]').press('Enter')]);
                    assert.equal(new URL(page.url()).searchParams.get('q'), 'eiken vlonder');
                },
                { locale: spec.browserLocale, javaScriptEnabled: false },
            );
        });
    });
}

/** The origin canonical URLs are written with (the configured site address). */
async function canonicalOrigin(page) {
    return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? SHOP_URL).origin;
}

after(async () => {
    await browser?.close();
});
