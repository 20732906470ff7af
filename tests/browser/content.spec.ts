import { createHash } from 'node:crypto';
import { expect, type ShopApi, test } from './fixtures';
import { TEST_SPACE } from '../../src/lib/content/testing/fake-storyblok-server';

/**
 * Content pages from the content source (local stories by default): the checkout's terms link, a
 * blog post with its breadcrumb, the reviews page; Storyblok's editor previewing a draft on the page's
 * own path (against the fake Storyblok the test shop is started with).
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
    // The logo comes from the content source's site configuration (file, alt text and title per locale).
    await expect(page.getByRole('banner').locator('img.logo')).toHaveAttribute('title', 'Geven Timber, timber merchant for garden and construction');
    await expect(page.getByRole('banner').locator('img.logo')).toHaveJSProperty('naturalWidth', 179);

    // The home page's sections come from the content source's home story: the hero's texts, and its blocks (an FAQ).
    await page.goto(urls.shop('/de'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holz für Garten und Bau, direkt vom Holzhandel');
    const faq = page.locator('.faq');
    await expect(faq.getByRole('heading', { level: 2 })).toHaveText('Häufige Fragen');
    await expect(faq.locator('summary')).toHaveCount(3);
    await faq.getByText('Kann ich zuerst ein Muster bestellen?').click();
    await expect(faq.getByText(/als Muster von 23 cm/)).toBeVisible();
});

const STORYBLOK_BRIDGE = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
/** Storyblok's bridge as the page sees it: `new StoryblokBridge().on(events, callback)`; the test emits the editor's events. */
const FAKE_BRIDGE = `window.StoryblokBridge = class {
    constructor() { this.handlers = []; window.storyblokEditor = this; }
    on(events, callback) { this.handlers.push({ events, callback }); }
    emit(event) { for (const { events, callback } of this.handlers) if (events.includes(event.action)) callback(event); }
};`;
interface FakeBridgeWindow {
    storyblokEditor: { emit(event: { action: string; story: unknown }): void };
}

/** The link Storyblok's visual editor opens: the page's path with `_storyblok` and its signed `_storyblok_tk[…]`. */
function editorLink(path: string, previewToken: string): string {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const token = createHash('sha1').update(`${TEST_SPACE.spaceId}:${previewToken}:${timestamp}`).digest('hex');
    const query = new URLSearchParams({ _storyblok: '5012', '_storyblok_tk[space_id]': TEST_SPACE.spaceId, '_storyblok_tk[timestamp]': timestamp, '_storyblok_tk[token]': token });
    return `${path}?${query}`;
}

test("Storyblok's editor sees a page's draft on the page's own path; visitors keep the published page", async ({ page, urls }) => {
    test.skip(!urls.storyblokUrl, 'the shop runs without the fake Storyblok (npm test and scripts/test-shop.mjs start one)');
    // An editor saves a draft of the privacy page in Storyblok (the fake's control: what a save does there).
    const draftText = `Draft ${Date.now()}: we now also keep your wishlist.`;
    const draft = { component: 'page', _uid: 'privacy-en', layout: 'static', body: [{ component: 'richtext', _uid: 'privacy-en-1', text: `<p>${draftText}</p>` }] };
    const saved = await page.request.put(`${urls.storyblokUrl}/_fake/stories`, {
        data: { name: 'Privacy statement (draft)', full_slug: 'en/t/privacy', group_id: 'g-privacy', content: { ...draft, body: [] }, draft },
    });
    expect(saved.status()).toBe(204);

    // Storyblok's bridge as the editor's frame gives it (the script's address; not reachable from the tests)
    await page.route(STORYBLOK_BRIDGE, route => route.fulfill({ contentType: 'text/javascript', body: FAKE_BRIDGE }));

    // A visitor gets the published, pre-rendered page, also with a hand-made ?_storyblok: no bridge, no editor attributes.
    await page.goto(urls.shop('/en/t/privacy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
    await expect(page.locator('[data-blok-c]')).toHaveCount(0);
    await expect(page.locator(`script[src="${STORYBLOK_BRIDGE}"]`)).toHaveCount(0);
    await page.goto(urls.shop('/en/t/privacy?_storyblok=5012'));
    await expect(page).toHaveURL(/\/en\/t\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement');
    await expect(page.getByText(draftText)).toHaveCount(0);

    // The editor's signed link: the draft on the same path, framable by Storyblok, with its bridge, never cached or indexed.
    const response = await page.goto(urls.shop(editorLink('/en/t/privacy', TEST_SPACE.previewToken)));
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/app\.storyblok\.com/);
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page).toHaveURL(/\/en\/t\/privacy\?_storyblok=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy statement (draft)');
    await expect(page.getByText(draftText)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('script[src="https://app.storyblok.com/f/storyblok-v2-latest.js"]')).toHaveCount(1);
    // The visual editor: each block carries storyblokEditable's attributes (click-to-select), and the bridge's
    // input event (the editor typing, unsaved) re-renders the preview in place, without a reload.
    const block = page.locator('.richtext[data-blok-c]');
    await expect(block).toHaveAttribute('data-blok-c', /"name":"richtext".*"uid":"privacy-en-1"/);
    await expect(block).toHaveAttribute('data-blok-uid', /-privacy-en-1$/);
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const typed = `Typing ${Date.now()}: and your delivery address`;
    const typing = { name: 'Privacy statement (draft)', full_slug: 'en/t/privacy', group_id: 'g-privacy', content: { ...draft, body: [{ ...draft.body[0], text: `<p>${typed}</p>` }] } };
    await page.evaluate(story => (window as unknown as FakeBridgeWindow).storyblokEditor.emit({ action: 'input', story }), typing);
    await expect(page.getByText(typed)).toBeVisible();
    await expect(page.getByText(draftText)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The home page's sections (the home story): its draft on the locale's home page, with the catalogue's tiles.
    const heroDraft = `Draft ${Date.now()}: timber for every garden`;
    const home = { component: 'home', _uid: 'home-en', hero_title: 'Timber for garden and construction', hero_text: 'From stock.', hero_cta: 'See all products', categories_title: 'Our range', featured_title: 'Popular products', body: [] };
    const savedHome = await page.request.put(`${urls.storyblokUrl}/_fake/stories`, {
        data: { name: 'Home', full_slug: 'en/home', group_id: 'g-home', content: home, draft: { ...home, hero_title: heroDraft } },
    });
    expect(savedHome.status()).toBe(204);
    await page.goto(urls.shop(editorLink('/en/home', TEST_SPACE.previewToken)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroDraft);
    await expect(page.getByTestId('category-tile').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The header and footer (the config story): its draft's menu entry and selling point on the home page.
    const menuDraft = `Offers ${Date.now()}`;
    const link = (url: string) => ({ id: '', url, linktype: 'url', fieldtype: 'multilink', cached_url: url });
    const config = {
        component: 'site_config',
        _uid: 'config-en',
        logo: { filename: '/logo.svg', alt: 'Geven Timber', title: 'Geven Timber' },
        header_menu: [{ component: 'menu_item', _uid: 'hm-en-0', title: 'Blog', link: link('/en/blog') }],
        footer_menu: [{ component: 'menu_link', _uid: 'fm-en-0', label: 'Blog', link: link('/en/blog') }],
        footer_cards: [],
        social: [],
        selling_points: [{ component: 'usp', _uid: 'sp-en-0', text: 'Cut to size in our own planing mill' }],
        phone: '+31 85 130 45 60',
        email: 'info@gevenhout.nl',
        address: 'Houtweg 1, Nijkerk',
        office_hours: '08:00-17:00',
        brand_wording: 'Geven Timber',
    };
    const draftConfig = {
        ...config,
        header_menu: [...config.header_menu, { component: 'menu_item', _uid: 'hm-en-draft', title: menuDraft, link: link('/en/blog') }],
        selling_points: [{ component: 'usp', _uid: 'sp-en-draft', text: `Draft ${menuDraft}` }],
    };
    const savedConfig = await page.request.put(`${urls.storyblokUrl}/_fake/stories`, {
        data: { name: 'Settings', full_slug: 'en/config', group_id: 'g-config', content: config, draft: draftConfig },
    });
    expect(savedConfig.status()).toBe(204);
    await page.goto(urls.shop(editorLink('/en/config', TEST_SPACE.previewToken)));
    await expect(page.locator('.site-header').getByRole('link', { name: menuDraft }).first()).toBeAttached();
    await expect(page.locator('footer').getByText(`Draft ${menuDraft}`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // visitors keep the published header
    await page.goto(urls.shop('/en'));
    await expect(page.locator('.site-header').getByRole('link', { name: menuDraft })).toHaveCount(0);

    // A link signed with another token, and a page that is no story in Storyblok: the published page.
    await page.goto(urls.shop(editorLink('/en/t/privacy', 'guessed-token')));
    await expect(page).toHaveURL(/\/en\/t\/privacy$/);
    await expect(page.getByText(draftText)).toHaveCount(0);
    await page.goto(urls.shop(editorLink('/en/t/reviews', TEST_SPACE.previewToken)));
    await expect(page).toHaveURL(/\/en\/t\/reviews$/);
    await expect(page.getByTestId('reviews-score')).toContainText('4,5 out of 5');
});

test("a page that fails on the server answers 500 with the shop's error page in the path's language, not a 404", async ({ page, urls }) => {
    test.skip(!urls.storyblokUrl, 'the shop runs without the fake Storyblok (npm test and scripts/test-shop.mjs start one)');
    // A new, never published draft whose content is no block: its preview throws while rendering.
    const saved = await page.request.put(`${urls.storyblokUrl}/_fake/stories`, {
        data: { name: 'Kaputter Entwurf', full_slug: 'de/t/kaputt', group_id: 'g-broken', content: 'no block', unpublished: true },
    });
    expect(saved.status()).toBe(204);
    const response = await page.goto(urls.shop(editorLink('/de/t/kaputt', TEST_SPACE.previewToken)));
    expect(response?.status()).toBe(500);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Etwas ist schiefgelaufen');
    await expect(page.getByText('Diese Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
    await expect(page.locator('body')).not.toContainText('storyblok');
});

test("a category page shows its attachments and videos in the page's language and report links; a document downloads under its own name", async ({ page, urls }) => {
    await page.goto(urls.shop('/en/products/decking-boards'));
    const resources = page.getByTestId('category-resources');
    await expect(resources.getByRole('heading', { level: 2 })).toHaveText('Downloads, videos and reports');
    await expect(page.getByTestId('category-videos').getByRole('link')).toHaveText(['How to lay a deck in eight steps']);
    await expect(page.getByTestId('category-reports').getByRole('link')).toHaveText(['SKH Publicatie 99-04: houten vlonders']);
    const guide = page.getByTestId('category-attachments').getByRole('link', { name: 'Decking installation guide' });
    await expect(guide).toBeVisible();

    // The asset answers as a download named in content-disposition; the click saves it as a blob under that name.
    const answer = await page.request.get((await guide.getAttribute('href')) ?? '');
    expect(answer.headers()['content-disposition']).toMatch(/^attachment; filename="decking-installation-guide\.pdf"/);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const download = page.waitForEvent('download');
    await guide.click();
    expect((await download).suggestedFilename()).toBe('decking-installation-guide.pdf');
    expect((await download).url()).toMatch(/^blob:/);

    // In German, the German video, and the documents' German titles (the file keeps its name).
    await page.goto(urls.shop('/de/produkte/terrassendielen'));
    await expect(page.getByTestId('category-videos').getByRole('link')).toHaveText(['So verlegen Sie eine Terrasse in acht Schritten']);
    const attachments = page.getByTestId('category-attachments').getByRole('link');
    await expect(attachments).toHaveText(['Verlegeanleitung Terrassendielen', 'Pflegehinweise Terrassen']);
    await expect(attachments.first()).toHaveAttribute('download', 'decking-installation-guide.pdf');
});
