/**
 * One price per product and visitor, one delivery truth, in a browser against the running shop:
 * - the language switch keeps one price between product page and cart (nl and de, desktop and 390 px):
 *   without a delivery country the site's VAT on both, once the cart has one that country's on every
 *   page (product page, category listing), which says whose VAT it is;
 * - an address the shop cannot deliver to (Terschelling, Sylt) leaves delivery out of the total and
 *   unselectable, with the message in view and focused, in the cart and at the checkout's address step;
 * - the delivery page, the product page, the cart and the order mail state the same costs, surcharges,
 *   conditions and dates for a Dutch, a Belgian and a German address.
 */
import type { Page } from '@playwright/test';
import { mailOrderTable } from '../lib/shown-summary';
import { type AdminApi, expect, reachForChooser, test } from './fixtures';
import { rules } from './rules';

type Locale = 'nl' | 'de';
const PREFIX = { nl: '', de: '/de' } as const;
const CART_PATH = { nl: '/winkelwagen', de: '/de/einkaufswagen' } as const;
const PRODUCT = { nl: 'producten', de: 'produkte' } as const;
const CATEGORY = { nl: '/producten', de: '/de/produkte' } as const;
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const run = Date.now().toString(36);

async function shopCall(page: Page, locale: string, query: string, variables: Record<string, unknown> = {}) {
    const body = await page.evaluate(
        async ({ query, variables, locale }) => (await fetch(`/shop-api?languageCode=${locale}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json(),
        { query, variables, locale },
    );
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data;
}

/**
 * A variant (not a sample) that ships as early as its product's quickest (the product page's estimate
 * counts from that one, a cart from its slowest line: so page, cart and mail count from the same day),
 * of a product without quantity tiers below 10 pieces.
 */
let found: ReturnType<typeof findPlainVariant> | undefined;
/** Asked once per worker: every test of the file uses the same variant. */
const plainVariant = (adminApi: AdminApi) => {
    found ??= findPlainVariant(adminApi);
    return found;
};

async function findPlainVariant(adminApi: AdminApi) {
    const { productVariants } = await adminApi(
        '{ productVariants(options: { take: 500 }) { items { id customFields { length saleDelay } product { id slug customFields { quantityTiers { minQuantity } } } } } }',
    );
    type V = { id: string; customFields: { length: number; saleDelay: number | null }; product: { id: string; slug: string; customFields: { quantityTiers: { minQuantity: number }[] | null } } };
    const sellable = (productVariants.items as V[]).filter(v => v.customFields.length !== 23);
    const delay = (v: V) => v.customFields.saleDelay ?? 0;
    const variant = sellable.find(
        v =>
            (v.product.customFields.quantityTiers ?? []).every(tier => tier.minQuantity >= 10) &&
            sellable.filter(other => other.product.id === v.product.id).every(other => delay(other) >= delay(v)),
    );
    expect(variant, 'a variant as quick as its product').toBeTruthy();
    return variant as V;
}

const money = (text: string | null) => text?.replace(/\u00a0/g, ' ').trim();

/** The chooser's total for `quantity` of the variant, on its product page. */
async function chooserTotal(page: Page, variantId: string, quantity: number) {
    const chooser = page.getByTestId('variant-chooser');
    // below the gallery on a phone
    await chooser.scrollIntoViewIfNeeded();
    await reachForChooser(page);
    await chooser.locator(`[data-testid="variant-quantity"][data-variant-id="${variantId}"]`).fill(String(quantity));
    const total = chooser.getByTestId('selection-total').locator('strong');
    await expect(total).toHaveText(/€ [1-9]/);
    return { amount: money(await total.textContent()), note: (await chooser.getByTestId('selection-total').textContent()) ?? '' };
}

test.describe('one price per product and visitor', () => {
    for (const [from, to] of [['nl', 'de'], ['de', 'nl']] as const) {
        for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
            test(`${from} → ${to}, ${screen}: product page and cart show one price, the site's VAT until the cart has a delivery country, then that country's`, async ({ openPage, adminApi, shopApi }) => {
                test.slow();
                const variant = await plainVariant(adminApi);
                const page = await openPage({ viewport });
                // each site names the product in its language
                const slugs = { nl: '', de: '' };
                for (const locale of ['nl', 'de'] as const) slugs[locale] = (await shopApi(locale, 'query($id: ID!) { product(id: $id) { slug } }', { id: variant.product.id })).product.slug;
                const productPath = (locale: Locale) => `${PREFIX[locale]}/${PRODUCT[locale]}/${slugs[locale]}/${variant.product.id}`;
                await page.goto(productPath(from));
                const first = await chooserTotal(page, variant.id, 2);
                await page.getByTestId('add-to-cart').click();
                await expect(page.locator('[data-testid="toast"].toast--success')).toBeVisible();
                expect(first.note).toContain(from === 'nl' ? '21% btw (Nederland)' : '19% MwSt. (Deutschland)');

                // the cart on the same site: the product page's price
                await page.goto(CART_PATH[from]);
                await expect(page.getByTestId('cart-line-amount')).toHaveText(first.amount ?? '');

                // the language switch, from the product page: the other site's VAT, on its product page and in its cart
                await page.goto(productPath(from));
                await page.locator(`.language-switch a[lang="${to}"]`).click();
                await expect(page).toHaveURL(url => url.pathname === productPath(to));
                const second = await chooserTotal(page, variant.id, 2);
                expect(second.note).toContain(to === 'nl' ? '21% btw (Nederland)' : '19% MwSt. (Deutschland)');
                expect(second.amount).not.toBe(first.amount);
                await page.goto(CART_PATH[to]);
                await expect(page.getByTestId('cart-line-amount')).toHaveText(second.amount ?? '');
                await expect(page.getByTestId('cart-vat-country')).toContainText(to === 'nl' ? 'Nederland' : 'Deutschland');

                // a delivery country in the cart (the other site's country) decides on every page and is named
                const [country, postalCode, named] = to === 'nl' ? (['DE', '10115', 'Duitsland'] as const) : (['NL', '3511 AB', 'Niederlande'] as const);
                await page.getByTestId('delivery-country-select').selectOption(country);
                await page.getByTestId('delivery-postal-code').fill(postalCode);
                await page.getByTestId('delivery-check').click();
                await expect(page.getByTestId('delivery-ok')).toBeVisible();
                const inCart = money(await page.getByTestId('cart-line-amount').textContent());
                expect(inCart).toBe(first.amount);
                await expect(page.getByTestId('cart-vat-country')).toContainText(named);
                await page.goto(productPath(to));
                const third = await chooserTotal(page, variant.id, 2);
                expect(third.amount).toBe(inCart);
                expect(third.note).toContain(`(${named})`);
                await expect(page.getByTestId('product-price-from')).toContainText(`(${named})`);
                // the category listing hydrates at once and prices its cards the same way
                await page.goto(CATEGORY[to]);
                await expect(page.locator('astro-island:not([ssr]) [data-testid="category-browser"]')).toBeVisible();
                await expect(page.getByTestId('product-card').first().locator('.product-card__price')).toContainText(`(${named})`);
            });
        }
    }
});

test.describe('an address the shop cannot deliver to', () => {
    const UNDELIVERABLE = { nl: { country: 'NL', postalCode: '8881 AA', city: 'West-Terschelling' }, de: { country: 'DE', postalCode: '25980', city: 'Sylt' } } as const;
    const DELIVERABLE = { nl: { country: 'NL', postalCode: '3511 AB' }, de: { country: 'DE', postalCode: '10115' } } as const;
    for (const locale of ['nl', 'de'] as const) {
        for (const [screen, viewport] of Object.entries(VIEWPORTS)) {
            test(`${locale}, ${screen}: delivery leaves the total and cannot be chosen; the message is in view and focused, in the cart and at the address step`, async ({ openPage, adminApi }) => {
                test.slow();
                const variant = await plainVariant(adminApi);
                const page = await openPage({ viewport });
                await page.goto(PREFIX[locale] || '/');
                await shopCall(page, locale, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 3) { ... on Order { id } } }', { id: variant.id });
                await shopCall(page, locale, 'mutation($c: String!, $p: String!) { setOrderPostalCode(countryCode: $c, postalCode: $p) { id } }', { c: DELIVERABLE[locale].country, p: DELIVERABLE[locale].postalCode });
                await page.goto(CART_PATH[locale]);
                await expect(page.getByTestId('cart-delivery')).toContainText('€');

                const island = UNDELIVERABLE[locale];
                await page.getByTestId('delivery-postal-code').fill(island.postalCode);
                await page.getByTestId('delivery-check').click();
                const message = page.getByTestId('delivery-error');
                await expect(message).toHaveText(locale === 'nl' ? 'Op dit adres kunnen wij helaas niet bezorgen' : 'An diese Adresse können wir leider nicht liefern');
                await expect(message).toBeInViewport();
                await expect(message).toBeFocused();
                await expect(page.getByTestId('shipping-method-delivery').locator('input')).toBeDisabled();
                await expect(page.getByTestId('cart-delivery')).toHaveText(rules.summaryWord('undeliverable', locale));
                await expect(page.getByTestId('cart-total')).toHaveText((await page.getByTestId('cart-subtotal').textContent()) ?? '');

                // the checkout's address step: the same answer, in view and focused, and the summary beside it without delivery
                await shopCall(page, locale, 'mutation($c: String!, $p: String!) { setOrderPostalCode(countryCode: $c, postalCode: $p) { id } }', { c: DELIVERABLE[locale].country, p: DELIVERABLE[locale].postalCode });
                await page.goto(`${PREFIX[locale]}/checkout/address`);
                await expect(page.getByTestId('address-form')).toBeVisible();
                await page.getByTestId('address-name').fill('Piet Visser');
                await page.getByTestId('address-email').fill(`eiland-${locale}-${screen}-${run}@example.com`);
                await page.getByTestId('address-phone').fill('0612345678');
                await page.getByTestId('address-street').fill('Torenstraat 1');
                await page.getByTestId('address-zip').fill(island.postalCode);
                await page.getByTestId('address-city').fill(island.city);
                await page.getByTestId('address-countryCode').selectOption(island.country);
                await page.getByTestId('address-submit').click();
                const refused = page.getByTestId('address-undeliverable');
                await expect(refused).toBeInViewport();
                await expect(refused).toBeFocused();
                await expect(refused).toContainText(locale === 'nl' ? 'Op dit adres kunnen wij helaas niet bezorgen' : 'An diese Adresse können wir leider nicht liefern');
                await expect(page).toHaveURL(/\/checkout\/address$/);
                await expect(page.getByTestId('cart-delivery')).toHaveText(rules.summaryWord('undeliverable', locale));
            });
        }
    }
});

test.describe('one delivery truth', () => {
    test('the delivery page, the product page, the cart and the order mail state the same costs, conditions and dates for NL, BE and DE', async ({ page, adminApi, mailbox }) => {
        test.slow();
        const variant = await plainVariant(adminApi);
        // the delivery page: the rules' prices with each country's VAT, the surcharges, the working days, no crane
        await page.goto('/t/bezorgen-en-retourneren');
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText, the page as read
        const deliveryPage = (await page.locator('main').innerText()).replace(/\u00a0/g, ' ');
        expect(deliveryPage).not.toMatch(/met (een )?kraan|\{\{/i);

        const productPath = `/${PRODUCT.nl}/${variant.product.slug}/${variant.product.id}`;
        await page.goto(productPath);
        const costs = page.getByTestId('delivery-costs');
        await expect(costs).toBeVisible();
        const includes = rules.deliveryIncludesText('nl');
        expect(deliveryPage).toContain(includes);
        await expect(costs.getByTestId('delivery-costs-includes')).toHaveText(`${includes}.`);

        for (const [country, postalCode, city, surcharge] of [
            ['NL', '3511 AB', 'Utrecht', null],
            ['BE', '2000', 'Antwerpen', '€ 24,20'],
            ['DE', '10115', 'Berlin', null],
        ] as const) {
            const line = costs.locator(`li[data-country="${country}"]`);
            const price = ((await line.locator('strong').textContent()) ?? '').trim();
            const days = rules.deliveryWorkingDaysText(country, 'nl');
            await expect(line).toContainText(days);
            // the delivery page states the same price and days for the country
            expect(deliveryPage, `${country} on the delivery page`).toContain(price);
            expect(deliveryPage).toContain(days);
            if (surcharge) {
                await expect(line).toContainText(`Toeslag België: ${surcharge}`);
                expect(deliveryPage).toContain(surcharge);
            }

            // a cart to that country: the delivery method's price and conditions, the summary's rows, the dates
            await shopCall(page, 'nl', 'mutation { removeAllOrderLines { ... on Order { id } } }');
            await shopCall(page, 'nl', 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id } } }', { id: variant.id });
            await shopCall(page, 'nl', 'mutation($c: String!, $p: String!) { setOrderPostalCode(countryCode: $c, postalCode: $p) { id } }', { c: country, p: postalCode });
            // the cart page first: the cart store keeps the delivery country for every page (cookie delivery-country)
            await page.goto('/winkelwagen');
            const method = page.getByTestId('shipping-method-delivery');
            await expect(method).toContainText(price);
            await expect(method).toContainText(rules.deliveryConditionsText(country, 'nl'));
            const inCart = ((await method.getByTestId('delivery-estimate').textContent()) ?? '').trim();
            expect(inCart).toMatch(/^Verwachte levering: \S+ \d+ \S+ – \S+ \d+ \S+$/);
            // the product page promises the same days, to the cart's country
            await page.goto(productPath);
            const estimate = page.getByTestId('variant-chooser').getByTestId('delivery-estimate');
            await estimate.scrollIntoViewIfNeeded();
            await expect(estimate).toContainText(inCart);
            await page.goto('/winkelwagen');
            await expect(method).toBeVisible();
            const rows = page.getByTestId('cart-summary');
            // the Dutch rate (Belgium: plus its surcharge's row), Germany's own
            await expect(page.getByTestId('cart-delivery')).toHaveText(country === 'DE' ? '€ 113,05' : '€ 78,65');
            if (surcharge) await expect(page.getByTestId('cart-surcharge')).toHaveText(surcharge);
            await expect(rows).toContainText(country === 'DE' ? 'Inclusief btw 19%' : 'Inclusief btw 21%');

            // the order placed: the mail states the same delivery rows, conditions and dates
            const email = `bezorging-${country.toLowerCase()}-${run}@example.com`;
            await shopCall(page, 'nl', 'mutation($input: CreateCustomerInput!) { setCustomerForOrder(input: $input) { ... on Order { id } } }', { input: { emailAddress: email, firstName: 'Jan', lastName: 'de Vries' } });
            await shopCall(page, 'nl', 'mutation($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { ... on Order { id } } }', {
                input: { fullName: 'Jan de Vries', streetLine1: 'Houtweg 1', city, postalCode, countryCode: country },
            });
            await shopCall(page, 'nl', 'mutation { transitionOrderToState(state: "ArrangingPayment") { ... on Order { id } } }');
            const { addPaymentToOrder } = await shopCall(page, 'nl', 'mutation { addPaymentToOrder(input: { method: "wire-transfer", metadata: {} }) { ... on Order { code } } }');
            const mail = await mailbox.find(email, new RegExp(addPaymentToOrder.code));
            const table = mailOrderTable(mail.body).replace(/\s+/g, ' ');
            expect(table).toContain(`Bezorgen ${country === 'DE' ? '€ 113,05' : '€ 78,65'}`);
            if (surcharge) expect(table).toContain(`Toeslag België ${surcharge}`);
            const body = mail.body.replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
            expect(body).toContain(rules.deliveryConditionsText(country, 'nl'));
            expect(body).toContain(inCart);
        }
    });
});
