/**
 * The shop in the browser: the home pages in three languages, the top navigation, the footer's
 * reviews link, and the admin dashboard answering.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const CARD = '[data-testid="product-card"]';

interface Card {
    href: string;
    name: string;
    price: string;
}

/** Name, price text and link of every product card on the page. */
async function readCards(page: Page): Promise<Card[]> {
    await expect(page.locator(CARD).first()).toBeVisible();
    return page.locator(CARD).evaluateAll(cards =>
        cards.map(card => {
            const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
            const link = card.querySelector<HTMLAnchorElement>('a[href]');
            const priceElement = [...card.querySelectorAll('*')].find(element => /^€\s?\d/.test(text(element)));
            const nameElement = card.querySelector('[data-testid="product-name"], h1, h2, h3, h4, h5, h6');
            return { href: link?.href ?? '', name: text(nameElement), price: priceElement ? text(priceElement) : '' };
        }),
    );
}

function expectCards(cards: Card[], minimum: number, where: string) {
    expect(cards.length, `${where}: expected at least ${minimum} product cards, found ${cards.length}`).toBeGreaterThanOrEqual(minimum);
    for (const card of cards) {
        expect(card.name.length, `${where}: a product card without a name: ${JSON.stringify(card)}`).toBeGreaterThan(0);
        expect(card.price, `${where}: product card "${card.name}" has no price starting with €: ${JSON.stringify(card)}`).toMatch(/^€/);
        expect(card.href.startsWith('http'), `${where}: product card "${card.name}" has no link`).toBe(true);
    }
}

/** Expects that most names are translations, not the Dutch names again. */
function expectTranslated(cards: Card[], dutch: Card[], where: string) {
    const dutchNames = new Set(dutch.map(card => card.name));
    const untranslated = cards.filter(card => dutchNames.has(card.name));
    expect(
        untranslated.length * 2 < cards.length,
        `${where}: ${untranslated.length} of ${cards.length} product names are the Dutch ones: ${untranslated.map(card => card.name).join(', ')}`,
    ).toBe(true);
}

/** The Dutch home page's cards, for the tests that compare translations. */
async function dutchHomeCards(openPage: (options?: object) => Promise<Page>) {
    const page = await openPage();
    await page.goto('/');
    return readCards(page);
}

/** Clicks the first link of the top navigation and checks the category page it leads to. */
async function followTopNav(page: Page, homePath: string, categoryPrefix: string) {
    await page.goto(homePath);
    const link = page.locator('nav[data-testid="top-nav"] a').first();
    const href = await link.getAttribute('href');
    expect(href, 'the top navigation has no link').toBeTruthy();
    await link.click();
    await expect(page, `the first top-nav link led to ${page.url()}, not ${categoryPrefix}…`).toHaveURL(url => url.pathname.startsWith(categoryPrefix));
    const title = page.locator('h1[data-testid="category-title"]');
    await expect(title, 'the category title is empty').toHaveText(/\S/);
    expectCards(await readCards(page), 1, page.url());
}

test.describe('shop in the browser', () => {
    test('Dutch home: lang="nl" and product cards with a name and a € price', async ({ page }) => {
        const response = await page.goto('/');
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
        expectCards(await readCards(page), 4, 'Dutch home');
    });

    test('English home: lang="en" and translated product names', async ({ page, openPage }) => {
        const response = await page.goto('/en/');
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        const cards = await readCards(page);
        expectCards(cards, 4, 'English home');
        expectTranslated(cards, await dutchHomeCards(openPage), 'English home');
    });

    test('German home: lang="de" and translated product names', async ({ page, openPage }) => {
        const response = await page.goto('/de/');
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de');
        const cards = await readCards(page);
        expectCards(cards, 4, 'German home');
        expectTranslated(cards, await dutchHomeCards(openPage), 'German home');
    });

    test('Dutch top navigation leads to a category page under /producten/', async ({ page }) => {
        await followTopNav(page, '/', '/producten/');
    });

    test.describe(() => {
        test.use({ locale: 'de-DE' });
        test('German top navigation leads to a category page under /de/produkte/', async ({ page }) => {
            await followTopNav(page, '/de/', '/de/produkte/');
        });
    });

    test('the footer links to the reviews page with the score 4,5', async ({ page }) => {
        await page.goto('/');
        const link = page.locator('footer a[href*="/t/beoordelingen"]').first();
        await expect(link).toBeAttached();
        const url = new URL(await link.evaluate((a: HTMLAnchorElement) => a.href));
        expect(url.pathname).toMatch(/^\/t\/beoordelingen\/?$/);
        await expect(link, 'the reviews link does not show 4,5').toContainText('4,5');
    });

    test('the admin dashboard answers with HTML, and the Admin API gives it absolute image addresses (its order page builds URLs from them)', async ({ urls, adminApi, shopApi }) => {
        const response = await fetch(urls.adminUrl, { signal: AbortSignal.timeout(20_000) });
        expect(response.status, `${urls.adminUrl} answered ${response.status}`).toBe(200);
        expect(response.headers.get('content-type') ?? '').toMatch(/text\/html/);
        expect(await response.text()).toMatch(/<html/i);
        const query = '{ products(options: { take: 1 }) { items { featuredAsset { preview } } } }';
        const staff = (await adminApi(query)).products.items[0].featuredAsset.preview;
        expect(() => new URL(staff), staff).not.toThrow();
        expect((await shopApi('nl', query)).products.items[0].featuredAsset.preview).toMatch(/^\/assets\//);
    });
});
