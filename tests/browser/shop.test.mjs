/**
 * Browser tests of the running shop (started by `npm test`, or by hand with `npm start`):
 *   SHOP_URL=http://localhost:4321/ ADMIN_URL=http://localhost:3000/dashboard node --test tests/browser/
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, withPage } from './browser.mjs';
import { SHOP_URL, BACKEND_URL, shop } from './shop-under-test.mjs';

const ADMIN_URL = process.env.ADMIN_URL ?? `${BACKEND_URL}/dashboard/`;

const CARD = '[data-testid="product-card"]';
const PAGE_TIMEOUT = 60_000;

let browser;

/** Name, price text and link of every product card on the page. */
async function readCards(page) {
    await page.locator(CARD).first().waitFor();
    return page.locator(CARD).evaluateAll(cards =>
        cards.map(card => {
            const text = element => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
            const link = card.querySelector('a[href]');
            const priceElement = [...card.querySelectorAll('*')].find(element => /^€\s?\d/.test(text(element)));
            const nameElement = card.querySelector('[data-testid="product-name"], h1, h2, h3, h4, h5, h6');
            return { href: link?.href ?? '', name: text(nameElement), price: priceElement ? text(priceElement) : '' };
        }),
    );
}

async function lang(page) {
    return page.locator('html').getAttribute('lang');
}

function assertCards(cards, minimum, where) {
    assert.ok(cards.length >= minimum, `${where}: expected at least ${minimum} product cards, found ${cards.length}`);
    for (const card of cards) {
        assert.ok(card.name.length > 0, `${where}: a product card without a name: ${JSON.stringify(card)}`);
        assert.match(card.price, /^€/, `${where}: product card "${card.name}" has no price starting with €: ${JSON.stringify(card)}`);
        assert.ok(card.href.startsWith('http'), `${where}: product card "${card.name}" has no link`);
    }
}

/** The Dutch home page's cards, read once and shared by the tests that compare translations. */
let dutchCards;
function dutchHomeCards() {
    dutchCards ??= withPage(browser, async page => {
        await page.goto(SHOP_URL);
        return readCards(page);
    });
    return dutchCards;
}

/** Asserts that most names are translations, not the Dutch names again. */
function assertTranslated(cards, dutch, where) {
    const dutchNames = new Set(dutch.map(card => card.name));
    const untranslated = cards.filter(card => dutchNames.has(card.name));
    assert.ok(
        untranslated.length * 2 < cards.length,
        `${where}: ${untranslated.length} of ${cards.length} product names are the Dutch ones: ${untranslated.map(card => card.name).join(', ')}`,
    );
}

/** Clicks the first link of the top navigation and checks the category page it leads to. */
async function followTopNav(page, homePath, categoryPrefix) {
    await page.goto(shop(homePath));
    const link = page.locator('nav[data-testid="top-nav"] a').first();
    const href = await link.getAttribute('href');
    assert.ok(href, 'the top navigation has no link');
    await Promise.all([page.waitForURL(url => url.pathname.startsWith(categoryPrefix)), link.click()]);
    assert.ok(new URL(page.url()).pathname.startsWith(categoryPrefix), `the first top-nav link led to ${page.url()}, not ${categoryPrefix}…`);
    const title = page.locator('h1[data-testid="category-title"]');
    await title.waitFor();
    assert.ok((await title.textContent()).trim().length > 0, 'the category title is empty');
    const cards = await readCards(page);
    assertCards(cards, 1, page.url());
}

describe('shop in the browser', () => {
    before(async () => {
        browser = await launchBrowser();
    }, { timeout: 90_000 });

    after(async () => {
        await browser?.close();
    });

    test('Dutch home: lang="nl" and product cards with a name and a € price', { timeout: PAGE_TIMEOUT }, async () => {
        const cards = await withPage(browser, async page => {
            const response = await page.goto(SHOP_URL);
            assert.equal(response?.status(), 200);
            assert.equal(await lang(page), 'nl');
            return readCards(page);
        });
        dutchCards ??= Promise.resolve(cards);
        assertCards(cards, 4, 'Dutch home');
    });

    test('English home: lang="en" and translated product names', { timeout: PAGE_TIMEOUT }, async () => {
        const cards = await withPage(browser, async page => {
            const response = await page.goto(shop('en/'));
            assert.equal(response?.status(), 200);
            assert.equal(await lang(page), 'en');
            return readCards(page);
        });
        assertCards(cards, 4, 'English home');
        assertTranslated(cards, await dutchHomeCards(), 'English home');
    });

    test('German home: lang="de" and translated product names', { timeout: PAGE_TIMEOUT }, async () => {
        const cards = await withPage(browser, async page => {
            const response = await page.goto(shop('de/'));
            assert.equal(response?.status(), 200);
            assert.equal(await lang(page), 'de');
            return readCards(page);
        });
        assertCards(cards, 4, 'German home');
        assertTranslated(cards, await dutchHomeCards(), 'German home');
    });

    test('Dutch top navigation leads to a category page under /producten/', { timeout: PAGE_TIMEOUT }, async () => {
        await withPage(browser, page => followTopNav(page, '/', '/producten/'));
    });

    test('German top navigation leads to a category page under /de/produkte/', { timeout: PAGE_TIMEOUT }, async () => {
        await withPage(browser, page => followTopNav(page, '/de/', '/de/produkte/'), { locale: 'de-DE' });
    });

    test('the footer links to the reviews page with the score 4,5', { timeout: PAGE_TIMEOUT }, async () => {
        await withPage(browser, async page => {
            await page.goto(SHOP_URL);
            const link = page.locator('footer a[href*="/t/beoordelingen"]').first();
            await link.waitFor({ state: 'attached' });
            const url = new URL(await link.evaluate(a => a.href));
            assert.match(url.pathname, /^\/t\/beoordelingen\/?$/);
            assert.ok((await link.textContent()).includes('4,5'), `the reviews link does not show 4,5: ${await link.textContent()}`);
        });
    });

    test('the admin dashboard answers with HTML', { timeout: 30_000 }, async () => {
        const response = await fetch(ADMIN_URL, { signal: AbortSignal.timeout(20_000) });
        assert.equal(response.status, 200, `${ADMIN_URL} answered ${response.status}`);
        assert.match(response.headers.get('content-type') ?? '', /text\/html/);
        assert.match(await response.text(), /<html/i);
    });
});
