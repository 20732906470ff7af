/**
 * The product page in a browser, against a running shop and its backend:
 *   SHOP_URL=http://localhost:4321/ BACKEND_URL=http://localhost:3000 node --test tests/browser/product.test.mjs
 * Dutch: from a category card to the product page, the length matrix with live stock texts, two lengths
 * into the cart at once (toast, header count), refused input kept, the decking
 * calculator. German: a board's sample and two lengths in one click, none on a product without a sample;
 * the +15-day delivery range.
 * The barcode route redirects to the product page; the structured data parses as a Product.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { launchBrowser, withPage } from './browser.mjs';
import { SHOP_URL, shop, shopApi, cartCount } from './shop-under-test.mjs';

const PRODUCT_PATH = /^\/producten\/[a-z0-9-]+\/\d+\/?$/;
const TIMEOUT = 90_000;

let browser;
/** The Dutch product page reached from the category, shared by the later tests. */
let productUrl;

async function jsonLd(page) {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map(block => JSON.parse(block));
}

/** Local calendar days from one YYYY-MM-DD date to another. */
function daysBetween(from, to) {
    return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

async function deliveryRange(page) {
    const estimate = page.getByTestId('delivery-estimate');
    await estimate.and(page.locator('[data-from]')).waitFor();
    const from = await estimate.getAttribute('data-from');
    const to = await estimate.getAttribute('data-to');
    const text = ((await estimate.textContent()) ?? '').trim();
    return { from, to, text };
}

describe('product page', () => {
    before(async () => {
        browser = await launchBrowser();
    }, { timeout: 90_000 });

    after(async () => {
        await browser?.close();
    });

    test('from a category card to the product page: matrix, live stock texts, two lengths into the cart', { timeout: TIMEOUT }, async () => {
        await withPage(browser, async page => {
            // The decking category: the first top-level category of the Dutch navigation.
            await page.goto(SHOP_URL);
            const topLink = page.locator('nav[data-testid="top-nav"] a').first();
            await Promise.all([page.waitForURL(url => url.pathname.startsWith('/producten/')), topLink.click()]);
            const card = page.locator('[data-testid="product-card"] a[href]').first();
            await card.waitFor();
            const cardName = ((await card.locator('h3').textContent()) ?? '').trim();
            await Promise.all([page.waitForURL(url => PRODUCT_PATH.test(url.pathname)), card.click()]);
            productUrl = page.url();
            assert.equal(((await page.getByTestId('product-title').textContent()) ?? '').trim(), cardName);

            const chooser = page.getByTestId('variant-chooser');
            await chooser.getByTestId('variant-matrix').waitFor();
            // The live stock arrives after hydration and fills the stock texts.
            await page.locator('[data-testid="variant-chooser"][data-stock-live="true"]').waitFor();
            const stockTexts = (await chooser.getByTestId('stock-text').allTextContents()).map(t => t.trim()).filter(Boolean);
            const inputs = chooser.getByTestId('variant-quantity');
            assert.ok((await inputs.count()) >= 2, 'the matrix has fewer than two lengths');
            assert.equal(stockTexts.length, await inputs.count(), 'not every length shows a stock text');

            // Two lengths that are in stock (the backend tracks stock): by their SKUs in the structured data.
            const product = (await jsonLd(page)).find(d => d['@type'] === 'Product');
            const inStock = product.offers.filter(offer => offer.availability === 'https://schema.org/InStock').map(offer => offer.sku);
            assert.ok(inStock.length >= 2, 'fewer than two lengths in stock');
            const before = await cartCount(page);
            await chooser.locator(`[data-sku="${inStock[0]}"]`).fill('2');
            await chooser.locator(`[data-sku="${inStock[1]}"]`).fill('3');
            assert.match(((await chooser.getByTestId('selection-total').textContent()) ?? '').replace(/\s+/g, ' '), /€ [1-9][\d.]*,\d{2}/);
            await chooser.getByTestId('add-to-cart').click();
            const toast = page.locator('[data-testid="toast"].toast--success');
            await toast.waitFor();
            assert.match((await toast.textContent()) ?? '', /5 st\./);
            await page.waitForFunction(expected => {
                const badge = document.querySelector('[data-cart-count]');
                return badge && !badge.hidden && Number(badge.textContent) === expected;
            }, before + 5);
            // After a successful add the quantities are cleared for the next choice.
            assert.equal(await chooser.locator(`[data-sku="${inStock[0]}"]`).inputValue(), '');
        });
    });

    test('de: a board with a sample variant offers the sample, two lengths go into the cart at once; a product without one offers none', { timeout: TIMEOUT }, async () => {
        const products = [];
        for (let skip = 0; skip === products.length; skip += 100) {
            const { products: page } = await shopApi('de', `{ products(options: { take: 100, skip: ${skip} }) { items { id slug variants { sku stockLevel customFields { length } } } } }`);
            if (page.items.length === 0) break;
            products.push(...page.items);
        }
        const hasSample = p => p.variants.some(v => v.customFields.length === 23);
        // A board with a sample and at least two lengths in stock besides it.
        const board = products.find(p => hasSample(p) && p.variants.filter(v => v.customFields.length !== 23 && v.stockLevel === 'IN_STOCK').length >= 2);
        const withoutSample = products.find(p => !hasSample(p) && p.variants.length > 1);
        assert.ok(board && withoutSample, 'the catalogue lacks a board with a sample or a product without one');
        await withPage(browser, async page => {
            await page.goto(shop(`/de/produkte/${board.slug}/${board.id}`));
            assert.equal(await page.locator('html').getAttribute('lang'), 'de');
            const chooser = page.getByTestId('variant-chooser');
            await page.locator('[data-testid="variant-chooser"][data-stock-live="true"]').waitFor();
            await chooser.getByTestId('variant-matrix').waitFor();
            const sample = chooser.getByTestId('sample-request');
            assert.equal(((await sample.textContent()) ?? '').trim(), 'Muster anfordern');
            // The sample is not a length of the matrix.
            const sampleSku = board.variants.find(v => v.customFields.length === 23).sku;
            assert.equal(await chooser.locator(`[data-sku="${sampleSku}"]`).count(), 0);

            const [first, second] = board.variants.filter(v => v.customFields.length !== 23 && v.stockLevel === 'IN_STOCK');
            const before = await cartCount(page);
            await chooser.locator(`[data-sku="${first.sku}"]`).fill('1');
            await chooser.locator(`[data-sku="${second.sku}"]`).fill('2');
            await chooser.getByTestId('add-to-cart').click();
            await page.locator('[data-testid="toast"].toast--success', { hasText: '3 Stk. in Ihren Warenkorb gelegt.' }).waitFor();
            await page.waitForFunction(expected => Number(document.querySelector('[data-cart-count]')?.textContent) === expected, before + 3);

            await sample.click();
            await page.locator('[data-testid="toast"].toast--success', { hasText: 'Das Muster (ca. 25 cm) liegt in Ihrem Warenkorb.' }).waitFor();
            await page.waitForFunction(expected => Number(document.querySelector('[data-cart-count]')?.textContent) === expected, before + 4);

            await page.goto(shop(`/de/produkte/${withoutSample.slug}/${withoutSample.id}`));
            await page.getByTestId('variant-chooser').waitFor();
            assert.equal(await page.getByTestId('sample-request').count(), 0);
        }, { locale: 'de-DE' });
    });

    test('an invalid quantity and a refused add keep the inputs, with messages in the visitor language', { timeout: TIMEOUT }, async () => {
        assert.ok(productUrl, 'the first test found no product page');
        await withPage(browser, async page => {
            await page.goto(productUrl);
            const chooser = page.getByTestId('variant-chooser');
            await page.locator('[data-testid="variant-chooser"][data-stock-live="true"]').waitFor();
            const input = chooser.getByTestId('variant-quantity').first();
            await input.fill('2,5');
            await chooser.getByTestId('add-to-cart').click();
            await page.locator('[data-testid="toast"].toast--error', { hasText: 'heel aantal' }).waitFor();
            assert.equal(await input.inputValue(), '2,5');
            assert.equal(await input.getAttribute('aria-invalid'), 'true');

            // The backend refuses the add: the error toast speaks Dutch and the quantity stays.
            await page.route('**/shop-api**', async route => {
                if (!(route.request().postData() ?? '').includes('CartAddMultipleItems')) return route.continue();
                await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Magazijn offline' }] }) });
            });
            await input.fill('4');
            await chooser.getByTestId('add-to-cart').click();
            const error = page.locator('[data-testid="toast"].toast--error', { hasText: 'Magazijn offline' });
            await error.waitFor();
            assert.match((await error.textContent()) ?? '', /Niet toegevoegd aan je winkelwagen/);
            assert.equal(await input.inputValue(), '4');
        });
    });

    test('the decking calculator puts boards and screws in the cart at once', { timeout: TIMEOUT }, async () => {
        // A Dutch decking board fixed with screws (not the clip-fixed boards 'met clipsleuf'), every length in stock.
        const { products } = await shopApi('nl', '{ products(options: { take: 50, filter: { slug: { contains: "vlonderplank" } } }) { items { id slug variants { stockLevel } } } }');
        const decking = products.items.find(p => !p.slug.includes('clipsleuf') && p.variants.every(v => v.stockLevel === 'IN_STOCK'));
        assert.ok(decking, 'no decking board in the catalogue');
        await withPage(browser, async page => {
            await page.goto(shop(`/producten/${decking.slug}/${decking.id}`));
            const calculator = page.getByTestId('decking-calculator');
            await calculator.scrollIntoViewIfNeeded();
            // 1 m²: a few boards of the shortest length and one box of screws, within what is in stock.
            await calculator.getByTestId('calculator-area').fill('1');
            const boards = calculator.getByTestId('calculator-boards');
            await boards.waitFor();
            assert.match((await boards.textContent()) ?? '', /\d+ ×/);
            assert.match((await calculator.getByTestId('calculator-screws').textContent()) ?? '', /\d+ stuks in \d+ × /);
            assert.match((await calculator.textContent()) ?? '', /5% zaagverlies/);
            const before = await cartCount(page);
            await calculator.getByTestId('calculator-add').click();
            await page.locator('[data-testid="toast"].toast--success', { hasText: 'schroeven toegevoegd' }).waitFor();
            await page.waitForFunction(previous => Number(document.querySelector('[data-cart-count]')?.textContent) > previous, before);
        });
    });

    test('the delivery estimate runs from +4 to +8 days, in German to +15 days', { timeout: TIMEOUT }, async () => {
        assert.ok(productUrl, 'the first test found no product page');
        await withPage(browser, async page => {
            await page.goto(productUrl);
            const dutch = await deliveryRange(page);
            assert.equal(daysBetween(dutch.from, dutch.to), 4, `Dutch range ${JSON.stringify(dutch)}`);
            const germanHref = await page.locator('link[rel="alternate"][hreflang="de-DE"]').getAttribute('href');
            assert.match(new URL(germanHref).pathname, /^\/de\/produkte\/[a-z0-9-]+\/\d+$/);
            await page.goto(shop(new URL(germanHref).pathname));
            assert.equal(await page.locator('html').getAttribute('lang'), 'de');
            const german = await deliveryRange(page);
            assert.equal(german.from, dutch.from, 'both start at today plus the smallest sale delay plus 4 days');
            assert.equal(daysBetween(german.from, german.to), 11, `German range ${JSON.stringify(german)}`);
            assert.match(german.text, /^Voraussichtliche Lieferung: /);
        }, { locale: 'de-DE' });
    });

    test('the structured data is a Product with EUR offers and a breadcrumb list', { timeout: TIMEOUT }, async () => {
        assert.ok(productUrl, 'the first test found no product page');
        await withPage(browser, async page => {
            await page.goto(productUrl);
            const data = await jsonLd(page);
            const product = data.find(d => d['@type'] === 'Product');
            assert.ok(product, `no Product in ${JSON.stringify(data).slice(0, 300)}`);
            assert.equal(product.name, ((await page.getByTestId('product-title').textContent()) ?? '').trim());
            assert.ok(product.offers.length > 0);
            for (const offer of product.offers) {
                assert.equal(offer['@type'], 'Offer');
                assert.equal(offer.priceCurrency, 'EUR');
                assert.match(offer.price, /^\d+\.\d{2}$/);
                assert.match(offer.availability, /^https:\/\/schema\.org\//);
            }
            const breadcrumbs = data.find(d => d['@type'] === 'BreadcrumbList');
            assert.ok(breadcrumbs.itemListElement.length >= 2);
            assert.equal(breadcrumbs.itemListElement.at(-1).name, product.name);
        });
    });

    test('/producten/barcode/{barcode} redirects to the product page; an unknown barcode is not found', { timeout: TIMEOUT }, async () => {
        assert.ok(productUrl, 'the first test found no product page');
        const barcode = await withPage(browser, async page => {
            await page.goto(productUrl);
            const product = (await jsonLd(page)).find(d => d['@type'] === 'Product');
            return product.offers.find(offer => offer.gtin13)?.gtin13;
        });
        assert.ok(barcode, 'the product has no barcode');
        const productPath = new URL(productUrl).pathname.replace(/\/$/, '');
        const redirect = await fetch(shop(`/producten/barcode/${barcode}`), { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        assert.equal(redirect.status, 302);
        assert.equal(new URL(redirect.headers.get('location'), SHOP_URL).pathname, productPath);
        const english = await fetch(shop(`/en/product/barcode/${barcode}`), { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        assert.equal(english.status, 302);
        assert.match(new URL(english.headers.get('location'), SHOP_URL).pathname, new RegExp(`^/en/product/[a-z0-9-]+/${productPath.split('/').at(-1)}$`));
        const unknown = await fetch(shop('/producten/barcode/0000000000000'), { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        assert.equal(unknown.status, 404);
        await withPage(browser, async page => {
            await page.goto(shop(`/producten/barcode/${barcode}`));
            assert.equal(new URL(page.url()).pathname.replace(/\/$/, ''), productPath);
            await page.getByTestId('product-title').waitFor();
        });
    });
});
