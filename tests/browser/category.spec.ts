/**
 * Category pages in a browser, in Dutch and in German.
 * The page lists what the backend lists; a thickness range and a species filter the list without a
 * reload and put the spec's filter segment in the URL; reload, back and forward keep the state;
 * name Z-A reorders; page 2 works (also opened directly); unknown product and category URLs are 404s
 * with the spec's texts (and alternatives for a product); the 404 search box lower-cases the term.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

declare global {
    interface Window {
        __sameDocument?: boolean;
    }
}

const PER_PAGE = 18;

const texts = (locale: string) => JSON.parse(fs.readFileSync(new URL(`../../src/locales/${locale}.json`, import.meta.url), 'utf8'));
const LOCALES = {
    nl: { base: '/producten', product: '/producten', search: '/zoek', browserLocale: 'nl-NL', texts: texts('nl') },
    de: { base: '/de/produkte', product: '/de/produkte', search: '/de/suche', browserLocale: 'de-DE', texts: texts('de') },
};

interface Listing {
    totalItems: number;
    items: { name: string }[];
    filters: { attribute: string; values: { value: string; name: string; count: number }[] }[];
}
type ShopApi = (language: string, query: string, variables?: Record<string, unknown>) => Promise<{ productTemplatesList: Listing }>;

async function backendList(shopApi: ShopApi, language: string, options: Record<string, unknown>): Promise<Listing> {
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
async function pickCategory(shopApi: ShopApi, language: string) {
    const { collections } = (await shopApi(language, '{ collections(options: { topLevelOnly: true, sort: { position: ASC } }) { items { slug } } }')) as unknown as {
        collections: { items: { slug: string }[] };
    };
    for (const { slug } of collections.items) {
        const thick = await backendList(shopApi, language, { collectionSlug: slug, filter: [{ attribute: 'thickness', values: ['28-40'] }] }).catch(() => undefined);
        const species = thick?.filters.find(f => f.attribute === 'species')?.values.find(v => v.count > 0 && v.count < thick.totalItems);
        if (thick && thick.totalItems > 1 && species) return { slug, species: species.value };
    }
    throw new Error(`no ${language} top-level category has 28-40 mm products of more than one species`);
}

/** The product cards' names of the listing. */
const cards = (page: Page) => page.locator('[data-testid="category-products"] [data-testid="product-card"] h3');
const names = (listing: Listing) => listing.items.map(p => p.name);

/** The names on the product cards of the listing, read once. */
async function cardNames(page: Page) {
    return (await cards(page).allTextContents()).map(name => name.trim());
}

/** The island is hydrated (Astro drops the ssr attribute). */
async function hydrated(page: Page) {
    await expect(page.locator('astro-island:not([ssr]) [data-testid="category-browser"]')).toBeVisible();
}

/** The island waits for the visitor (client:interaction): no React has run on the page yet. */
async function notHydratedYet(page: Page) {
    await expect(page.locator('astro-island[ssr] [data-testid="category-browser"]')).toBeVisible();
}

/** The island shows `path` as its loaded state. */
async function shows(page: Page, path: string) {
    await expect(page.locator(`[data-testid="category-browser"][data-loading="false"][data-state="${path}"]`)).toBeVisible();
}

const pathOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);

/** The origin canonical URLs are written with (the configured site address). */
async function canonicalOrigin(page: Page, shopUrl: string) {
    return new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? shopUrl).origin;
}

for (const [language, spec] of Object.entries(LOCALES)) {
    test.describe(`category pages (${language})`, () => {
        test.use({ locale: spec.browserLocale });

        test('a category lists the backend products; thickness 28-40 and a species filter it; back, forward and reload keep the state', async ({ page, shopApi, urls }) => {
            const { slug, species } = await pickCategory(shopApi, language);
            const categoryPath = `${spec.base}/${slug}`;
            const thickPath = `${categoryPath}/__thickness.28-40`;
            const bothPath = `${categoryPath}/__species.${species}__thickness.28-40`;
            const all = await backendList(shopApi, language, { collectionSlug: slug });
            const thick = await backendList(shopApi, language, { collectionSlug: slug, filter: [{ attribute: 'thickness', values: ['28-40'] }] });
            const both = await backendList(shopApi, language, {
                collectionSlug: slug,
                filter: [
                    { attribute: 'thickness', values: ['28-40'] },
                    { attribute: 'species', values: [species] },
                ],
            });
            expect(both.totalItems > 0 && both.totalItems < thick.totalItems, 'the chosen species does not narrow the list').toBe(true);

            const response = await page.goto(categoryPath);
            expect(response?.status()).toBe(200);
            // the listing works before its island hydrates: the first click hydrates it and is then followed without a reload
            await notHydratedYet(page);
            await expect(cards(page), 'the page does not list the backend products').toHaveText(names(all));
            const count = page.getByTestId('category-count');
            await expect(count, `the count is not ${all.totalItems}`).toHaveText(new RegExp(`^\\s*${all.totalItems}`));
            // Filter links are real links to the filtered URLs (crawlable without JavaScript).
            const thickLink = page.locator('[data-testid="filter-value"][data-attribute="thickness"][data-value="28-40"]');
            await expect(thickLink).toHaveAttribute('href', thickPath);
            await page.evaluate(() => {
                window.__sameDocument = true;
            });

            await thickLink.click();
            await shows(page, thickPath);
            expect(pathOf(page)).toBe(thickPath);
            await expect(cards(page)).toHaveText(names(thick));
            await expect(thickLink).toHaveAttribute('aria-checked', 'true');

            await page.locator(`[data-testid="filter-value"][data-attribute="species"][data-value="${species}"]`).click();
            await shows(page, bothPath);
            expect(pathOf(page)).toBe(bothPath);
            await expect(cards(page)).toHaveText(names(both));
            expect(await page.evaluate(() => window.__sameDocument), 'filtering reloaded the page').toBe(true);

            await page.goBack();
            await shows(page, thickPath);
            expect(pathOf(page)).toBe(thickPath);
            await expect(cards(page)).toHaveText(names(thick));
            await page.goForward();
            await shows(page, bothPath);
            await expect(cards(page)).toHaveText(names(both));
            expect(await page.evaluate(() => window.__sameDocument), 'back/forward reloaded the page').toBe(true);

            // Reloaded, the filtered URL is rendered on the server with both filters applied.
            const reloaded = await page.reload();
            expect(reloaded?.status()).toBe(200);
            expect(pathOf(page)).toBe(bothPath);
            await expect(cards(page)).toHaveText(names(both));
            await expect(page.locator(`[data-testid="filter-value"][data-attribute="species"][data-value="${species}"]`)).toHaveAttribute('aria-checked', 'true');
            await expect(page.locator('[data-testid="filter-value"][data-attribute="thickness"][data-value="28-40"]')).toHaveAttribute('aria-checked', 'true');
            await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(bothPath, await canonicalOrigin(page, urls.shopUrl)).href);

            // Clearing the filters goes back to the category's own URL.
            await page.getByTestId('clear-filters').click();
            await shows(page, categoryPath);
            expect(pathOf(page)).toBe(categoryPath);
            await expect(cards(page)).toHaveText(names(all));
        });

        test('all products: name Z-A reorders, page 2 follows, a static page opened with ?page=2 shows page 2', async ({ page, openPage, shopApi }) => {
            const first = await backendList(shopApi, language, {});
            expect(first.totalItems, 'all products fit on one page').toBeGreaterThan(PER_PAGE);
            const zaFirst = await backendList(shopApi, language, { sort: { field: 'name', direction: 'DESC' } });
            const zaSecond = await backendList(shopApi, language, { sort: { field: 'name', direction: 'DESC' }, currentPage: 2 });
            const second = await backendList(shopApi, language, { currentPage: 2 });
            const collator = new Intl.Collator(language);

            await page.goto(spec.base);
            await expect(cards(page)).toHaveText(names(first));

            // a sort chosen before the island hydrated is applied once it has
            await page.getByTestId('category-sort').selectOption('name,DESC');
            await shows(page, `${spec.base}?sort=name,DESC`);
            expect(pathOf(page)).toBe(`${spec.base}?sort=name,DESC`);
            await expect(cards(page)).toHaveText(names(zaFirst));
            const shown = await cardNames(page);
            expect(shown, 'Z-A shows the same order as relevance').not.toEqual(names(first));
            for (let i = 1; i < shown.length; i++) {
                expect(collator.compare(shown[i - 1], shown[i]), `not Z-A: "${shown[i - 1]}" before "${shown[i]}"`).toBeGreaterThanOrEqual(0);
            }

            const pageTwo = page.getByTestId('pagination').locator('a', { hasText: /^2$/ });
            await expect(pageTwo).toHaveAttribute('href', `${spec.base}?page=2&sort=name,DESC`);
            await pageTwo.click();
            await shows(page, `${spec.base}?page=2&sort=name,DESC`);
            await expect(cards(page)).toHaveText(names(zaSecond));
            await expect(page.getByTestId('pagination').locator('[aria-current="page"]')).toHaveText('2');

            // The pre-rendered first page, opened with ?page=2: the island loads page 2 after hydration.
            const direct = await openPage({ locale: spec.browserLocale });
            await direct.goto(`${spec.base}?page=2`);
            await hydrated(direct);
            await shows(direct, `${spec.base}?page=2`);
            await expect(cards(direct)).toHaveText(names(second));
        });

        test('a listing that cannot be loaded keeps the list on screen and says so in the visitor language; retry loads it', async ({ page, shopApi }) => {
            const first = await backendList(shopApi, language, {});
            await page.goto(spec.base);
            await expect(cards(page)).toHaveText(names(first));
            const before = await cardNames(page);
            await page.route('**/shop-api**', route =>
                (route.request().postData() ?? '').includes('ProductTemplatesList') ? route.abort('connectionrefused') : route.continue(),
            );
            const thick = page.locator('[data-testid="filter-value"][data-attribute="thickness"][data-value="28-40"]');
            await thick.click();
            const error = page.getByTestId('category-error');
            await expect(error).toBeVisible();
            await expect(error).toContainText(spec.texts.catalogue.listing.loadError);
            await expect(cards(page), 'the list on screen changed').toHaveText(before);
            expect(pathOf(page), 'the address changed although nothing was loaded').toBe(spec.base);
            await expect(thick).toHaveAttribute('aria-checked', 'false');

            await page.unroute('**/shop-api**');
            await error.getByRole('button').click();
            await shows(page, `${spec.base}/__thickness.28-40`);
            expect(pathOf(page)).toBe(`${spec.base}/__thickness.28-40`);
            await expect(page.getByTestId('category-error')).toHaveCount(0);
        });

        test('an unknown product is a 404 with the spec texts and alternatives; an unknown category or filter value is a 404', async ({ page, openPage }) => {
            const t = spec.texts.errors;
            const response = await page.goto(`${spec.product}/douglas-vlonderplank-die-niet-bestaat/999999`);
            expect(response?.status()).toBe(404);
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expect(page.getByTestId('not-found-title')).toHaveText(t.notFoundTitle);
            await expect(page.getByTestId('not-found-text')).toHaveText(t.productUnavailable);
            // the product variant's own text: a product, not a page, was not found
            await expect(page.getByTestId('not-found-label')).toHaveText(`404 · ${t.productNotFound}`);
            await expect(page).toHaveTitle(new RegExp(`^${t.productNotFound} \\|`));
            await expect(page.getByTestId('not-found-alternatives').getByTestId('product-card').first(), 'no alternative products').toBeAttached();
            await expect(page.getByTestId('not-found-all-products')).toHaveAttribute('href', spec.base);
            await expect(page.getByTestId('not-found-contact')).toHaveAttribute('href', /./);

            for (const path of [`${spec.base}/bestaat-niet`, `${spec.base}/__species.bestaat-niet`, `${spec.base}/bestaat-niet/__thickness.28-40`]) {
                const other = await openPage({ locale: spec.browserLocale });
                const answer = await other.goto(path);
                expect(answer?.status(), `${path} is not a 404`).toBe(404);
                await expect(other.getByTestId('not-found-title')).toHaveText(t.notFoundTitle);
                await expect(other.getByTestId('not-found-text')).toHaveText(t.pageCouldNotBeFound);
                await expect(other.getByTestId('not-found-label')).toHaveText(`404 · ${t.pageNotFound}`);
            }
        });

        test('the 404 search box goes to the search route with the lower-cased term', async ({ openPage }) => {
            const page = await openPage({ locale: spec.browserLocale, javaScriptEnabled: false });
            await page.goto(`${spec.base}/bestaat-niet`);
            const search = page.getByTestId('not-found-search');
            await search.locator('input[name="q"]').fill('Eiken Vlonder');
            await search.locator('input[name="q"]').press('Enter');
            await expect(page).toHaveURL(url => url.pathname === spec.search);
            expect(new URL(page.url()).searchParams.get('q')).toBe('eiken vlonder');
        });
    });
}
