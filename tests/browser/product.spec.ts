/**
 * The product page in a browser.
 * Dutch: from a category card to the product page, the length matrix with live stock texts, two lengths
 * into the cart at once (toast, header count), refused input kept, the decking
 * calculator. German: a board's free sample by post (outside the buy box), two lengths in one click, no
 * sample offer on a product without a sample;
 * the +15-day delivery range.
 * The barcode route redirects to the product page; the structured data parses as a Product.
 */
import type { Page } from '@playwright/test';
import { rules } from './rules';
import { cartCount, expect, reachForChooser, test } from './fixtures';

const PRODUCT_PATH = /^\/producten\/[a-z0-9-]+\/\d+\/?$/;

// biome-ignore lint/suspicious/noExplicitAny: structured data as the page writes it
type JsonLd = Record<string, any>;

async function jsonLd(page: Page): Promise<JsonLd[]> {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.map(block => JSON.parse(block));
}

/** The delivery estimate of the buy box, read as a visitor reads it: scrolled to (its dates are written when near the view). */
async function deliveryRange(page: Page) {
    const estimate = page.getByTestId('delivery-estimate');
    await estimate.scrollIntoViewIfNeeded();
    await expect(estimate.and(page.locator('[data-from]'))).toBeVisible();
    const from = await estimate.getAttribute('data-from');
    const to = await estimate.getAttribute('data-to');
    const text = ((await estimate.textContent()) ?? '').trim();
    return { from, to, text };
}

/** The Dutch product page the first test reaches: the first card of the first top-level category. */
let productUrl: string | undefined;
async function dutchProductUrl(page: Page) {
    if (productUrl) return productUrl;
    await page.goto('/');
    await page.locator('nav[data-testid="top-nav"] a').first().click();
    await expect(page).toHaveURL(url => url.pathname.startsWith('/producten/'));
    const card = page.locator('[data-testid="product-card"] a[href]').first();
    productUrl = await card.evaluate((a: HTMLAnchorElement) => a.href);
    return productUrl;
}

test.describe('product page', () => {
    test('from a category card to the product page: matrix, live stock texts, two lengths into the cart', async ({ page }) => {
        // The decking category: the first top-level category of the Dutch navigation.
        await page.goto('/');
        await page.locator('nav[data-testid="top-nav"] a').first().click();
        await expect(page).toHaveURL(url => url.pathname.startsWith('/producten/'));
        const card = page.locator('[data-testid="product-card"] a[href]').first();
        await expect(card).toBeVisible();
        const cardName = ((await card.locator('h3').textContent()) ?? '').trim();
        await card.click();
        await expect(page).toHaveURL(url => PRODUCT_PATH.test(url.pathname));
        productUrl = page.url();
        await expect(page.getByTestId('product-title')).toHaveText(cardName);

        const chooser = page.getByTestId('variant-chooser');
        await expect(chooser.getByTestId('variant-matrix')).toBeVisible();
        // The chooser hydrates when the visitor reaches for it; the live stock arrives then.
        await reachForChooser(page);
        const stockTexts = (await chooser.getByTestId('stock-text').allTextContents()).map(t => t.trim()).filter(Boolean);
        const inputs = chooser.getByTestId('variant-quantity');
        expect(await inputs.count(), 'the matrix has fewer than two lengths').toBeGreaterThanOrEqual(2);
        expect(stockTexts.length, 'not every length shows a stock text').toBe(await inputs.count());

        // Two lengths that are in stock (the backend tracks stock): by their SKUs in the structured data.
        const product = (await jsonLd(page)).find(d => d['@type'] === 'Product');
        const inStock: string[] = product?.offers.filter((offer: JsonLd) => offer.availability === 'https://schema.org/InStock').map((offer: JsonLd) => offer.sku);
        expect(inStock.length, 'fewer than two lengths in stock').toBeGreaterThanOrEqual(2);
        const before = await cartCount(page);
        await chooser.locator(`[data-sku="${inStock[0]}"]`).fill('2');
        await chooser.locator(`[data-sku="${inStock[1]}"]`).fill('3');
        await expect(chooser.getByTestId('selection-total')).toHaveText(/€ [1-9][\d.]*,\d{2}/);
        await chooser.getByTestId('add-to-cart').click();
        const toast = page.locator('[data-testid="toast"].toast--success');
        await expect(toast).toBeVisible();
        await expect(toast).toHaveText(/5 st\./);
        const badge = page.locator('[data-cart-count]').first();
        await expect(badge).toBeVisible();
        await expect(badge).toHaveText(String(before + 5));
        // After a successful add the quantities are cleared for the next choice.
        await expect(chooser.locator(`[data-sku="${inStock[0]}"]`)).toHaveValue('');
    });

    test.describe(() => {
        test.use({ locale: 'de-DE' });

        test('de: a board with a sample variant offers it free by post (not in the buy box), two lengths go into the cart at once; a product without one offers none', async ({ page, shopApi }) => {
            interface Variant {
                sku: string;
                stockLevel: string;
                customFields: { length: number };
            }
            interface Product {
                id: string;
                slug: string;
                variants: Variant[];
            }
            const products: Product[] = [];
            for (let skip = 0; skip === products.length; skip += 100) {
                const { products: list } = await shopApi(
                    'de',
                    `{ products(options: { take: 100, skip: ${skip} }) { items { id slug variants { sku stockLevel customFields { length } } } } }`,
                );
                if (list.items.length === 0) break;
                products.push(...list.items);
            }
            const hasSample = (p: Product) => p.variants.some(v => v.customFields.length === 23);
            // A board with a sample and at least two lengths in stock besides it.
            const board = products.find(p => hasSample(p) && p.variants.filter(v => v.customFields.length !== 23 && v.stockLevel === 'IN_STOCK').length >= 2);
            const withoutSample = products.find(p => !hasSample(p) && p.variants.length > 1);
            expect(board && withoutSample, 'the catalogue lacks a board with a sample or a product without one').toBeTruthy();
            if (!board || !withoutSample) return;

            await page.goto(`/de/produkte/${board.slug}/${board.id}`);
            await expect(page.locator('html')).toHaveAttribute('lang', 'de');
            const chooser = page.getByTestId('variant-chooser');
            await reachForChooser(page);
            await expect(chooser.getByTestId('variant-matrix')).toBeVisible();
            // One sample offer, free by post, outside the buy box; the sample is no length of the matrix.
            await expect(page.getByTestId('sample-offer')).toHaveCount(1);
            await expect(page.getByTestId('sample-offer').getByText('Kostenloses Muster anfordern')).toBeVisible();
            await expect(chooser.getByText(/Muster/)).toHaveCount(0);
            const sampleSku = board.variants.find(v => v.customFields.length === 23)?.sku;
            await expect(chooser.locator(`[data-sku="${sampleSku}"]`)).toHaveCount(0);

            const [first, second] = board.variants.filter(v => v.customFields.length !== 23 && v.stockLevel === 'IN_STOCK');
            const before = await cartCount(page);
            await chooser.locator(`[data-sku="${first.sku}"]`).fill('1');
            await chooser.locator(`[data-sku="${second.sku}"]`).fill('2');
            await chooser.getByTestId('add-to-cart').click();
            await expect(page.locator('[data-testid="toast"].toast--success', { hasText: '3 Stk. in Ihren Warenkorb gelegt.' })).toBeVisible();
            await expect(page.locator('[data-cart-count]').first()).toHaveText(String(before + 3));

            await page.goto(`/de/produkte/${withoutSample.slug}/${withoutSample.id}`);
            await expect(page.getByTestId('variant-chooser')).toBeVisible();
            await expect(page.getByTestId('sample-offer')).toHaveCount(0);
        });
    });

    test('the buy box and the calculator load their script when the visitor reaches for them; what was typed before counts, and survives a reload', async ({ page }) => {
        const url = await dutchProductUrl(page);
        const islandScripts: string[] = [];
        page.on('request', request => {
            const name = new URL(request.url()).pathname.match(/\/(VariantChooser|DeckingCalculator)\.[^/]*\.js$/)?.[1];
            if (name) islandScripts.push(name);
        });
        await page.goto(url);
        const chooser = page.getByTestId('variant-chooser');
        // the delivery estimate is written without the island: today's dates at the yard
        const estimate = await deliveryRange(page);
        expect(rules.isWorkingDay(estimate.from ?? ''), `range ${JSON.stringify(estimate)}`).toBe(true);
        // read past the calculator to its end, the page asks for neither island
        await page.getByTestId('decking-calculator').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('decking-calculator')).toBeInViewport();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(islandScripts).toEqual([]);
        await expect(page.locator('astro-island[ssr] [data-testid="variant-chooser"]')).toHaveCount(1);

        // typed as a visitor types, before the island is there: the first key brings it, and the key counts
        const first = chooser.getByTestId('variant-quantity').first();
        await first.pressSequentially('2');
        await expect(page.locator('astro-island:not([ssr]) [data-testid="variant-chooser"]')).toHaveCount(1);
        expect(islandScripts).toEqual(['VariantChooser']);
        await expect(first).toHaveValue('2');
        const total = chooser.getByTestId('selection-total');
        await expect(total).toContainText('2 st.');
        await expect(total.locator('strong')).toHaveText(/€ [1-9]/);
        const shown = await total.locator('strong').textContent();

        // a reload keeps it: the island hydrates at once for quantities the tab kept, without a reach
        await page.reload();
        await expect(page.locator('astro-island:not([ssr]) [data-testid="variant-chooser"]')).toHaveCount(1);
        await expect(first).toHaveValue('2');
        await expect(total.locator('strong')).toHaveText(shown ?? '');

        // the calculator: the area typed before it hydrates is the one it calculates
        const calculator = page.getByTestId('decking-calculator');
        await calculator.getByTestId('calculator-area').pressSequentially('8');
        await expect(calculator.getByTestId('calculator-boards')).toHaveText(/\d+ ×/);
        expect(islandScripts).toContain('DeckingCalculator');
    });

    test('without the buy box script an add is posted: refused, it comes back with its sentence, shown once the script is there; whole, it fills the cart', async ({ page, openPage }) => {
        const url = await dutchProductUrl(page);
        const plain = await openPage({ javaScriptEnabled: false });
        await plain.goto(url);
        const quantity = plain.getByTestId('variant-chooser').getByTestId('variant-quantity').first();
        await quantity.fill('2,5');
        await plain.getByTestId('variant-chooser').getByTestId('add-to-cart').click();
        const sentence = 'Vul per maat een heel aantal in van 1 tot 9999.';
        await expect(plain).toHaveURL(address => address.pathname === new URL(url).pathname && address.searchParams.get('cartError') === sentence);

        // the same address in a browser with script: the buy box wakes for it, shows the sentence and takes it from the address
        await page.goto(plain.url(), { waitUntil: 'commit' });
        await expect(page.locator('[data-testid="toast"].toast--error p')).toHaveText(sentence);
        await expect(page).toHaveURL(address => !address.search.includes('cartError'));

        // a whole number goes into the visitor's cart, and the cart page follows
        await quantity.fill('2');
        await plain.getByTestId('variant-chooser').getByTestId('add-to-cart').click();
        await expect(plain).toHaveURL(address => address.pathname === '/winkelwagen');
        const answer = await plain.request.post('/shop-api?languageCode=nl', { data: { query: '{ activeOrder { lines { quantity } } }' } });
        expect((await answer.json()).data.activeOrder.lines).toEqual([{ quantity: 2 }]);
    });

    test('an invalid quantity and a refused add keep the inputs, with messages in the visitor language', async ({ page }) => {
        await page.goto(await dutchProductUrl(page));
        const chooser = page.getByTestId('variant-chooser');
        await reachForChooser(page);
        const input = chooser.getByTestId('variant-quantity').first();
        await input.fill('2,5');
        await chooser.getByTestId('add-to-cart').click();
        await expect(page.locator('[data-testid="toast"].toast--error', { hasText: 'heel aantal' })).toBeVisible();
        await expect(input).toHaveValue('2,5');
        await expect(input).toHaveAttribute('aria-invalid', 'true');

        // The backend refuses the add: the error toast speaks Dutch and the quantity stays.
        await page.route('**/shop-api**', async route => {
            if (!(route.request().postData() ?? '').includes('CartAddMultipleItems')) return route.continue();
            await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'Magazijn offline' }] }) });
        });
        await input.fill('4');
        await chooser.getByTestId('add-to-cart').click();
        const error = page.locator('[data-testid="toast"].toast--error', { hasText: 'Magazijn offline' });
        await expect(error).toBeVisible();
        await expect(error).toHaveText(/Niet toegevoegd aan je winkelwagen/);
        await expect(input).toHaveValue('4');
    });

    test('the decking calculator puts boards and screws in the cart at once, for the price it quoted', async ({ page, shopApi }) => {
        // A Dutch decking board fixed with screws (not the clip-fixed boards 'met clipsleuf'), every length in stock.
        const { products } = await shopApi('nl', '{ products(options: { take: 50, filter: { slug: { contains: "vlonderplank" } } }) { items { id slug variants { stockLevel } } } }');
        const decking = products.items.find(
            (p: { slug: string; variants: { stockLevel: string }[] }) => !p.slug.includes('clipsleuf') && p.variants.every(v => v.stockLevel === 'IN_STOCK'),
        );
        expect(decking, 'no decking board in the catalogue').toBeTruthy();
        await page.goto(`/producten/${decking.slug}/${decking.id}`);
        const calculator = page.getByTestId('decking-calculator');
        await calculator.scrollIntoViewIfNeeded();
        // 12 m²: enough boards for a quantity tier, and boxes of screws.
        await calculator.getByTestId('calculator-area').fill('12');
        const boards = calculator.getByTestId('calculator-boards');
        await expect(boards).toBeVisible();
        await expect(boards).toHaveText(/\d+ ×/);
        await expect(calculator.getByTestId('calculator-screws')).toHaveText(/\d+ stuks in \d+ × /);
        await expect(calculator).toContainText(/5% zaagverlies/);
        const quote = (await calculator.getByTestId('calculator-total').textContent()) ?? '';
        const before = await cartCount(page);
        await calculator.getByTestId('calculator-add').click();
        await expect(page.locator('[data-testid="toast"].toast--success', { hasText: 'schroeven toegevoegd' })).toBeVisible();
        await expect.poll(() => cartCount(page), { message: 'the header count grows' }).toBeGreaterThan(before);
        // The cart charges what the calculator quoted (tiers and VAT rounded as the cart does), line by line.
        await page.goto('/winkelwagen');
        await expect(page.getByTestId('cart-line').first()).toBeVisible();
        await expect(page.getByTestId('cart-subtotal').first()).toHaveText(quote);
    });

    test.describe(() => {
        test.use({ locale: 'de-DE' });

        test('the delivery estimate runs from +4 to +8 working days, in German to +15 working days (the shop\'s calendar)', async ({ page }) => {
            await page.goto(await dutchProductUrl(page));
            const dutch = await deliveryRange(page);
            // working days on both ends, never a weekend day or a holiday
            expect(rules.isWorkingDay(dutch.from ?? '') && rules.isWorkingDay(dutch.to ?? ''), `Dutch range ${JSON.stringify(dutch)}`).toBe(true);
            expect(rules.addWorkingDays(dutch.from ?? '', 4), `Dutch range ${JSON.stringify(dutch)}`).toBe(dutch.to);
            const germanHref = (await page.locator('link[rel="alternate"][hreflang="de-DE"]').getAttribute('href')) ?? '';
            expect(new URL(germanHref).pathname).toMatch(/^\/de\/produkte\/[a-z0-9-]+\/\d+$/);
            await page.goto(new URL(germanHref).pathname);
            await expect(page.locator('html')).toHaveAttribute('lang', 'de');
            const german = await deliveryRange(page);
            expect(german.from, 'both start at today plus the smallest sale delay plus 4 days').toBe(dutch.from);
            expect(rules.addWorkingDays(german.from ?? '', 11), `German range ${JSON.stringify(german)}`).toBe(german.to);
            expect(german.text).toMatch(/^Voraussichtliche Lieferung: /);
        });
    });

    test('the structured data is a Product with EUR offers and a breadcrumb list', async ({ page }) => {
        await page.goto(await dutchProductUrl(page));
        const data = await jsonLd(page);
        const product = data.find(d => d['@type'] === 'Product');
        expect(product, `no Product in ${JSON.stringify(data).slice(0, 300)}`).toBeTruthy();
        await expect(page.getByTestId('product-title')).toHaveText(product?.name);
        expect(product?.offers.length).toBeGreaterThan(0);
        for (const offer of product?.offers ?? []) {
            expect(offer['@type']).toBe('Offer');
            expect(offer.priceCurrency).toBe('EUR');
            expect(offer.price).toMatch(/^\d+\.\d{2}$/);
            expect(offer.availability).toMatch(/^https:\/\/schema\.org\//);
        }
        const breadcrumbs = data.find(d => d['@type'] === 'BreadcrumbList');
        expect(breadcrumbs?.itemListElement.length).toBeGreaterThanOrEqual(2);
        expect(breadcrumbs?.itemListElement.at(-1).name).toBe(product?.name);
    });

    test('/producten/barcode/{barcode} redirects to the product page; an unknown barcode is not found', async ({ page, urls }) => {
        const url = await dutchProductUrl(page);
        await page.goto(url);
        const product = (await jsonLd(page)).find(d => d['@type'] === 'Product');
        const barcode = product?.offers.find((offer: JsonLd) => offer.gtin13)?.gtin13;
        expect(barcode, 'the product has no barcode').toBeTruthy();
        const productPath = new URL(url).pathname.replace(/\/$/, '');
        const redirect = await fetch(urls.shop(`/producten/barcode/${barcode}`), { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        expect(redirect.status).toBe(302);
        expect(new URL(redirect.headers.get('location') ?? '', urls.shopUrl).pathname).toBe(productPath);
        const english = await fetch(urls.shop(`/en/product/barcode/${barcode}`), { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        expect(english.status).toBe(302);
        expect(new URL(english.headers.get('location') ?? '', urls.shopUrl).pathname).toMatch(new RegExp(`^/en/product/[a-z0-9-]+/${productPath.split('/').at(-1)}$`));
        const unknown = await fetch(urls.shop('/producten/barcode/0000000000000'), { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
        expect(unknown.status).toBe(404);
        await page.goto(`/producten/barcode/${barcode}`);
        expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(productPath);
        await expect(page.getByTestId('product-title')).toBeVisible();
    });
});
