import { expect, type ShopApi, test } from './fixtures';

/**
 * Content pages from the content source (local stories by default): the checkout's terms link, a
 * blog post with its breadcrumb, the reviews page.
 */

async function anyVariantId(shopApi: ShopApi): Promise<string> {
    const data = await shopApi('nl', '{ products(options: { take: 1 }) { items { variants { id } } } }');
    return data.products.items[0].variants[0].id;
}

test('the checkout tick links open the terms page in nl and en; a blog post has its breadcrumb in nl and de; the reviews page shows 4,5 of 5', async ({
    page,
    urls,
    shopApi,
}) => {
    // A cart with a delivery address, made through the shop's own /shop-api (the page's cookies), so the payment step shows.
    const shopGraphql = async (query: string, variables: Record<string, unknown>) => {
        const response = await page.request.post(urls.shop('/shop-api'), { data: { query, variables } });
        const body = await response.json();
        expect(body.errors).toBeUndefined();
        return body.data;
    };
    await shopGraphql('mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { __typename } }', { id: await anyVariantId(shopApi) });
    await shopGraphql('mutation ($input: CreateAddressInput!) { setOrderShippingAddress(input: $input) { __typename } }', {
        input: { fullName: 'Jan de Vries', streetLine1: 'Oudegracht 12', city: 'Utrecht', postalCode: '3511 AB', countryCode: 'NL', phoneNumber: '0612345678' },
    });

    for (const [checkout, heading] of [
        ['/checkout/payment', 'Algemene voorwaarden'],
        ['/en/checkout/payment', 'Terms and conditions'],
    ]) {
        await page.goto(urls.shop(checkout));
        const popup = page.waitForEvent('popup');
        await page.getByTestId('payment-form').locator('a[target="_blank"]').first().click();
        const terms = await popup;
        await expect(terms.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(terms.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute('href', /\/de\/t\/agb$/);
        await terms.close();
    }

    await page.goto(urls.shop('/blog'));
    await expect(page.getByTestId('blog-card')).toHaveCount(6);
    await page.getByTestId('blog-card').first().getByRole('link').click();
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Kennisbank', 'Artikelen', 'Hardhout of naaldhout voor uw vlonder?']);
    await expect(page.getByTestId('quotation-button')).toHaveAttribute('href', '/offerte');
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('"@type":"Article"'), expect.stringContaining('"@type":"BreadcrumbList"')]),
    );
    // The language switch leads to the same post in German.
    await page.getByRole('navigation', { name: /taal|language/i }).getByRole('link', { name: 'DE' }).click();
    await expect(page).toHaveURL(/\/de\/blog\/hartholz-oder-nadelholz$/);
    await expect(crumbs).toHaveText(['Startseite', 'Wissen', 'Artikel', 'Hartholz oder Nadelholz für Ihre Terrasse?']);

    await page.goto(urls.shop('/t/beoordelingen'));
    await expect(page.getByTestId('reviews-score')).toContainText('4,5 van 5');
    await expect(page.locator('.review')).toHaveCount(12);
    await page.goto(urls.shop('/en/t/reviews'));
    await expect(page.getByTestId('reviews-score')).toContainText('4,5 out of 5');
});
