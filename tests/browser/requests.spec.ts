import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { expect, placeOrder, shopCall, solveCaptcha, test, variantWithStock } from './fixtures';

/**
 * Requests, newsletter, chat, toasts and consent against the started shop, with the captcha solved
 * by the browser: a Dutch callback request arrives as a lead (type, data, locale) with the staff
 * mail and the visitor's confirmation, while tracking waits for consent; an English complaint with
 * too-large photos shows the spec's message and keeps what was typed, also across a reload; a
 * sample request from a product page; the Dutch newsletter block with its mailed confirmation and
 * four quick toasts; the chat's states with the logged-in prefill and 'Last visited pages'.
 */
const LEADS = `query ($email: String!) {
    leads(options: { filter: { emailAddress: { eq: $email } } }) {
        items { type status name emailAddress phoneNumber company message locale }
    }
}`;

test('nl: /contact leads to the quote form; a callback request is stored as a lead and mailed to staff and visitor; tracking waits for consent', async ({ page, urls, adminApi, mailbox }) => {
    const email = `terugbellen-${Date.now()}@example.com`;
    await page.goto(urls.shop('/contact'));
    await expect(page).toHaveURL(/\/contact\/quote$/);
    await expect(page.locator('#title')).toHaveText('Offerte aanvragen');

    // A visitor who has not chosen yet (the fixtures answer the banner for every other test).
    await page.context().clearCookies({ name: 'consent' });
    await page.getByRole('link', { name: 'Bel mij terug' }).click();
    await expect(page).toHaveURL(/\/contact\/callback$/);
    const banner = page.getByRole('dialog', { name: 'Wij gebruiken cookies' });
    await expect(banner).toBeVisible();
    await page.locator('#header-search').focus();
    const events = () => page.evaluate(() => (window.dataLayer ?? []).map(event => `${event.event}:${event.head_item ?? ''}`));
    expect(await events()).toEqual(['head_click:search focus']);
    // Without consent the events stay in the page and no tag script loads; accepting loads it.
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
    await banner.getByRole('button', { name: 'Alles accepteren' }).click();
    await expect(page.locator('script[data-tag-manager]')).toHaveAttribute('src', '/tm/nl.js');
    await expect(banner).toBeHidden();

    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    // Sent empty: the spec's messages at the fields, nothing leaves the browser.
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('request-callback-name-error')).toHaveText('Dit veld is verplicht');
    await expect(page.getByTestId('request-callback-phone-error')).toHaveText('Dit veld is verplicht');
    await expect(form.getByTestId('request-error')).toHaveText('Je moet alle velden invullen.');

    await form.getByLabel('Naam').fill('Jan de Vries');
    await form.getByLabel('E-mailadres').fill('jan@');
    await form.getByLabel('Telefoonnummer').fill('+31 6 12345678');
    await form.getByLabel('Bedrijf (optioneel)').fill('De Vries Tuinen');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('request-callback-email-error')).toHaveText('Moet een e-mailadres zijn');
    await form.getByLabel('E-mailadres').fill(email);
    // Without the captcha ticked the form says so.
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('captcha-error')).toHaveText('Accepteer de captcha');
    await solveCaptcha(form, 'Ik ben geen robot');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('request-sent')).toContainText('Je ontvangt binnen 5 minuten een bevestiging per e-mail.');

    const { leads } = await adminApi(LEADS, { email });
    expect(leads.items).toEqual([
        { type: 'callback', status: 'new', name: 'Jan de Vries', emailAddress: email, phoneNumber: '+31 6 12345678', company: 'De Vries Tuinen', message: '', locale: 'nl' },
    ]);
    const confirmation = await mailbox.find(email, /^Geven Hout: we hebben je terugbelverzoek ontvangen$/);
    expect(confirmation.body).toContain('binnen 24 uur');
    const staffMail = await mailbox.find('info@gevenhout.nl', /Nieuwe aanvraag: Terugbelverzoek van Jan de Vries/);
    expect(staffMail.body).toContain(email);

    // The page event came 5 s after the view; the footer reopens the consent choice.
    await expect.poll(() => page.evaluate(() => window.dataLayer?.find(event => event.event === 'page') ?? null), { timeout: 10_000 }).toMatchObject({
        routeName: 'contact',
        pageType: 'PageView',
        pageUrl: urls.shop('/contact/callback'),
        pageTitle: 'Terugbelverzoek | Geven Hout',
        login_status: 'logged-out',
    });
    expect(await events()).toEqual(expect.arrayContaining(['gtm.js:', 'page:']));
    await page.getByRole('button', { name: 'Cookie-instellingen' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie-instellingen' })).toBeVisible();
});

test('en: a complaint with too-large photos shows the upload limit and keeps the fields, also across a reload; a short order number is refused at the field', async ({ page, urls }) => {
    await page.goto(urls.shop('/en/contact/complain'));
    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Name').fill('Ann Smith');
    await form.getByLabel('E-mail address').fill('ann@example.com');
    await form.getByLabel('Order number').fill('12345');
    await form.getByLabel('Your message').fill('The boards arrived warped.');
    const large = { mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 1) };
    await form.getByLabel('Photos (optional)').setInputFiles([
        { name: 'warped-1.jpg', ...large },
        { name: 'warped-2.jpg', ...large },
    ]);
    await expect(page.getByTestId('request-complain-photos-error')).toHaveText('The total size of the files exceeds the upload limit.');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('request-complain-orderNumber-error')).toHaveText('Please, insert one valid Order Number.');

    await page.reload();
    await expect(form.getByLabel('Name')).toHaveValue('Ann Smith');
    await expect(form.getByLabel('Order number')).toHaveValue('12345');
    await expect(form.getByLabel('Your message')).toHaveValue('The boards arrived warped.');
});

test('en: a complaint with a photo reaches staff; the photo is private: typed by its content, opened by the signed link staff get, not by its address alone', async ({ page, urls, adminApi }) => {
    const email = `complaint-${Date.now()}@example.com`;
    // a complaint is about one of the shop's orders (checkOrder): the visitor's own, placed as a guest
    await page.goto(urls.shop('/en/'));
    const variant = await variantWithStock(adminApi);
    await shopCall(page, 'en', 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id } } }', { id: variant.id });
    await shopCall(page, 'en', `mutation { setCustomerForOrder(input: { emailAddress: "${email}", firstName: "Ann", lastName: "Smith" }) { ... on Order { id } } }`);
    const orderCode = await placeOrder(page, 'en', null);
    await page.goto(urls.shop('/en/contact/complain'));
    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Name').fill('Ann Smith');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByLabel('Order number').fill(orderCode);
    await form.getByLabel('Your message').fill('The boards arrived warped.');
    // a PNG sent as a JPEG: its content decides
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#8b5a2b' } }).png().toBuffer();
    await form.getByLabel('Photos (optional)').setInputFiles([{ name: 'warped.jpg', mimeType: 'image/jpeg', buffer: png }]);
    await solveCaptcha(form, "I'm not a robot");
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('request-sent')).toBeVisible();
    const { leads } = await adminApi('query ($email: String!) { leads(options: { filter: { emailAddress: { eq: $email } } }) { items { type attachments { fileName mimeType size url } } } }', { email });
    expect(leads.items).toEqual([{ type: 'complaint', attachments: [{ fileName: 'warped.jpg', mimeType: 'image/png', size: png.length, url: expect.stringMatching(/\/lead-attachments\/\d+\?expires=\d+&signature=/) }] }]);
    const link = new URL(leads.items[0].attachments[0].url);
    const photo = await page.request.get(link.href);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await photo.body()).equals(png)).toBe(true);
    expect((await page.request.get(`${link.origin}${link.pathname}`, { failOnStatusCode: false })).status()).toBe(404);
});

test('nl: a sample request from a product page arrives as a lead with the sample variant and what was typed before the form hydrated', async ({ page, urls, shopApi, adminApi }) => {
    const { products } = await shopApi('nl', '{ products(options: { take: 100 }) { items { id slug variants { id sku customFields { length } } } } }');
    const product = products.items.find((p: { variants: { customFields: { length: number } }[] }) => p.variants.some(v => v.customFields.length === 23));
    const sample = product.variants.find((v: { customFields: { length: number } }) => v.customFields.length === 23);
    const email = `monster-${Date.now()}@example.com`;
    // the form's script held on its way: the visitor types into the pre-rendered form before it hydrates
    const releaseForm = await holdRequests(page, /\/SampleRequestForm\.[^/]*\.js$/);
    await page.goto(urls.shop(`/producten/${product.slug}/${product.id}`));
    await page.getByText('Gratis monster aanvragen').click();
    const form = page.getByTestId('sample-form');
    await form.getByLabel('Naam').fill('Jan de Vries');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Straat en huisnummer').fill('Houtweg 1');
    await expect(page.locator('astro-island[ssr]', { has: form })).toHaveCount(1);
    releaseForm();
    await expect(page.locator('astro-island:not([ssr])', { has: form })).toHaveCount(1);
    await expect(form.getByLabel('Naam')).toHaveValue('Jan de Vries');
    await form.getByLabel('Postcode').fill('3511ab');
    await form.getByLabel('Plaats').fill('Utrecht');
    await solveCaptcha(form, 'Ik ben geen robot');
    await form.getByRole('button', { name: 'Monster aanvragen' }).click();
    await expect(page.getByTestId('sample-sent')).toBeVisible();
    const { leads } = await adminApi(`query ($email: String!) { leads(options: { filter: { emailAddress: { eq: $email } } }) { items { type locale payload } } }`, { email });
    expect(leads.items).toEqual([
        { type: 'sample', locale: 'nl', payload: expect.objectContaining({ variantId: sample.id, sku: sample.sku, address: { streetLine1: 'Houtweg 1', postalCode: '3511 AB', city: 'Utrecht', countryCode: 'NL' } }) },
    ]);
});

test('nl: the newsletter block is on the Dutch home only, and a sign-up is confirmed through the mailed link; four quick toasts show three', async ({ page, urls, openPage, adminApi, mailbox }) => {
    const english = await openPage({ locale: 'en-US' });
    await english.goto(urls.shop('/en/'));
    await expect(english.locator('footer')).toBeVisible();
    await expect(english.getByTestId('newsletter-signup')).toHaveCount(0);
    // the checkout page as served (with an empty cart its script leaves for the home page at once)
    const checkout = await english.request.get(urls.shop('/checkout/login'));
    expect(checkout.ok()).toBe(true);
    expect(await checkout.text()).not.toContain('data-testid="newsletter-signup"');

    const email = `nieuwsbrief-${Date.now()}@example.com`;
    await page.goto(urls.shop('/'));
    const form = page.getByTestId('newsletter-form');
    // The form hydrates when a visitor reaches for it: until then no React, no captcha; what is typed before it
    // hydrates stays in the field and is what is sent.
    const island = page.locator('astro-island', { has: form });
    await expect(island).toHaveAttribute('ssr', '');
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter(entry => /NewsletterForm|altcha|Captcha/.test(entry.name)).length)).toBe(0);
    await form.getByLabel('E-mailadres').fill(email);
    await expect(island).not.toHaveAttribute('ssr');
    await expect(form.getByLabel('E-mailadres')).toHaveValue(email);
    await solveCaptcha(form, 'Ik ben geen robot');
    await form.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(page.getByTestId('newsletter-sent')).toBeVisible();
    const mail = await mailbox.find(email, /Bevestig je aanmelding voor de nieuwsbrief/);
    const link = mail.body.match(/href="([^"]*\/nieuwsbrief\?confirm(?:=|&#x3D;)[0-9a-f]+)"/)?.[1]?.replace('&#x3D;', '=');
    expect(link).toBeTruthy();
    await page.goto(new URL(new URL(link ?? '').pathname + new URL(link ?? '').search, urls.shopUrl).href);
    await expect(page.getByTestId('newsletter-result')).toHaveText('Je inschrijving is bevestigd. Bedankt!');
    const { mailingContacts } = await adminApi(`query ($email: String!) { mailingContacts(options: { filter: { emailAddress: { eq: $email } } }) { items { confirmed subscriptions { code } } } }`, {
        email,
    });
    expect(mailingContacts.items).toEqual([{ confirmed: true, subscriptions: [{ code: 'newsletter-nl' }] }]);

    await page.evaluate(() => {
        for (const message of ['een', 'twee', 'drie', 'vier']) window.dispatchEvent(new CustomEvent('shop:notify', { detail: { message, type: 'info', persist: true } }));
    });
    await expect(page.getByTestId('toast').locator('p')).toHaveText(['twee', 'drie', 'vier']);
});

test('nl, de: a request form loads its validation (zod and the schemas) when first reached for; the first send shows the spec messages and keeps what was typed', async ({ page, urls }) => {
    const FORMS = [
        { path: '/contact/quote', send: 'Versturen', required: 'Dit veld is verplicht', email: 'Moet een e-mailadres zijn', phone: 'Formaat: +31 6 12345678', allFields: 'Je moet alle velden invullen.' },
        { path: '/de/kontakt/quote', send: 'Senden', required: 'Dieses Feld ist erforderlich', email: 'Muss eine E-Mail-Adresse sein', phone: 'Format: +31 6 12345678', allFields: 'Sie müssen alle Felder ausfüllen.' },
    ];
    for (const texts of FORMS) {
        await page.goto(urls.shop(texts.path));
        const form = page.getByTestId('request-form');
        await expect(form).toHaveAttribute('data-ready', 'true');
        await page.waitForLoadState('networkidle');
        // the page's scripts so far, read again from the cache: none is zod's
        const zodScripts = await page.evaluate(async () => {
            const scripts = performance.getEntriesByType('resource').map(entry => entry.name).filter(name => name.endsWith('.js'));
            const bodies = await Promise.all(scripts.map(script => fetch(script).then(response => response.text())));
            return scripts.filter((_, index) => bodies[index].includes('$ZodType'));
        });
        expect(zodScripts).toEqual([]);

        // the first send loads the schemas and checks with them
        const schemas = page.waitForResponse(async response => response.url().endsWith('.js') && (await response.text()).includes('$ZodType'));
        await form.getByRole('button', { name: texts.send }).click();
        await schemas;
        await expect(page.getByTestId('request-quote-name-error')).toHaveText(texts.required);
        await expect(page.getByTestId('request-quote-email-error')).toHaveText(texts.required);
        await expect(page.getByTestId('request-quote-message-error')).toHaveText(texts.required);
        await expect(page.getByTestId('request-error')).toHaveText(texts.allFields);

        await page.locator('#request-quote-name').fill('Jan Hout');
        await page.locator('#request-quote-email').fill('jan@');
        await page.locator('#request-quote-phone').fill('12');
        await form.getByRole('button', { name: texts.send }).click();
        await expect(page.getByTestId('request-quote-email-error')).toHaveText(texts.email);
        await expect(page.getByTestId('request-quote-phone-error')).toHaveText(texts.phone);
        await expect(page.getByTestId('request-quote-name-error')).toHaveCount(0);
        await expect(page.locator('#request-quote-name')).toHaveValue('Jan Hout');
        // the draft is the tab's (both locales' quote forms share it): the next form starts empty
        await page.evaluate(() => sessionStorage.clear());
    }
});

test('de: what is typed into the quote form before it hydrates stays, survives a reload, and is what the lead holds', async ({ page, urls, adminApi }) => {
    const email = `vorher-${Date.now()}@example.com`;
    const message = 'Bitte ein Angebot für 40 m² Bangkirai-Terrasse,\nmit Schrauben.';
    // the form's script held on its way (client:idle: on a slow phone seconds after the page shows)
    const releaseForm = await holdRequests(page, /\/RequestForm\.[^/]*\.js$/);
    await page.goto(urls.shop('/de/kontakt/quote'));
    const form = page.getByTestId('request-form');
    await form.getByLabel('Name', { exact: true }).fill('Klaus Becker');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.locator('textarea').fill(message);
    await expect(form).not.toHaveAttribute('data-ready', 'true');
    releaseForm();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Klaus Becker');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(form.locator('textarea')).toHaveValue(message);

    // kept in the tab as if typed after hydration: a reload shows it again
    await page.reload();
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Klaus Becker');
    await expect(form.locator('textarea')).toHaveValue(message);

    // back in the form (its captcha comes when the visitor reaches for it), sent
    await form.locator('textarea').click();
    await solveCaptcha(form, 'Ich bin kein Roboter');
    await form.getByRole('button', { name: 'Senden', exact: true }).click();
    await expect(page.getByTestId('request-sent')).toBeVisible();
    const { leads } = await adminApi(LEADS, { email });
    expect(leads.items).toEqual([expect.objectContaining({ type: 'quote', locale: 'de', name: 'Klaus Becker', emailAddress: email, message })]);
});

/** The requests to `url` that `which` picks, held on their way until the returned release is called: a slow answer at the moment a test chooses. */
async function holdRequests(page: Page, url: string | RegExp, which: (request: Request) => boolean = () => true) {
    let release = () => {};
    const held = new Promise<void>(resolve => {
        release = resolve;
    });
    await page.route(url, async route => {
        if (which(route.request())) await held;
        await route.fallback();
    });
    return release;
}

test('nl: the captcha arriving moves nothing in its form, so a tap on "Versturen" meanwhile lands on it', async ({ page, urls }) => {
    // the challenge held until the test lets it go: the moment between the widget's arrival and its challenge
    const releaseChallenge = await holdRequests(page, '**/shop-api**', request => !!request.postData()?.includes('captchaChallenge'));
    await page.goto(urls.shop('/contact/quote'));
    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    const send = form.getByRole('button', { name: 'Versturen' });
    await send.scrollIntoViewIfNeeded();
    const before = await send.boundingBox();

    // the pointer on its way to the button is what brings the captcha
    await send.hover();
    const widget = form.locator('altcha-widget');
    await expect(widget.getByRole('checkbox')).toBeAttached();
    expect(await send.boundingBox()).toEqual(before);

    releaseChallenge();
    await expect(widget).not.toHaveAttribute('inert');
    expect(await send.boundingBox()).toEqual(before);
    await send.click();
    await expect(page.getByTestId('request-quote-name-error')).toHaveText('Dit veld is verplicht');
});

test('de: the captcha speaks German from its first moment, never English while its German texts load', async ({ page, urls }) => {
    // what the widget shows in every frame the page paints, as it changes
    await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { captchaTexts: seen });
        const frame = () => {
            const text = document.querySelector('altcha-widget')?.textContent?.trim();
            if (text && seen.at(-1) !== text) seen.push(text);
            requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
    });
    // the widget's German texts (ALTCHA's i18n module, a chunk of its own) held until the test lets them go
    const germanTexts = /\/_astro\/de\.[^/]+\.js$/;
    const textsAsked = page.waitForRequest(germanTexts);
    const releaseTexts = await holdRequests(page, germanTexts);
    await page.goto(urls.shop('/de/kontakt/quote'));
    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByRole('button', { name: 'Senden', exact: true }).hover();
    await textsAsked;
    // while they are on their way the widget has not started (it would start in English)
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter(entry => /\/_astro\/altcha\.[^/]+\.js$/.test(entry.name)).length)).toBe(0);

    releaseTexts();
    const widget = form.locator('altcha-widget');
    await expect(widget).not.toHaveAttribute('inert');
    await expect(widget.getByText('Ich bin kein Roboter')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { captchaTexts: string[] }).captchaTexts)).toEqual(['Ich bin kein Roboter']);
});

test('en: the chat goes closed, open, sent, closed; the message ends with the last visited pages; a logged-in visitor finds e-mail and phone filled in', async ({ page, urls, adminApi }) => {
    const email = `chat-${Date.now()}@example.com`;
    await adminApi(`mutation ($input: CreateCustomerInput!) { createCustomer(input: $input, password: "chat-geheim-123") { ... on Customer { id } } }`, {
        input: { emailAddress: email, firstName: 'Chris', lastName: 'Chat', phoneNumber: '+31 6 11112222' },
    });
    await page.goto(urls.shop('/en'));
    await page.request.post(urls.shop('/shop-api'), { data: { query: `mutation { login(username: "${email}", password: "chat-geheim-123") { ... on CurrentUser { id } } }` } });
    // followed from the home page, so the browser knows the previous page
    await page.evaluate(() => location.assign('/en/products'));
    await expect(page).toHaveURL(/\/en\/products$/);
    await page.waitForLoadState('load');
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel.getByLabel('E-mail address')).toHaveValue(email);
    await expect(panel.getByLabel('Phone number')).toHaveValue('+31 6 11112222');
    const send = panel.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await panel.getByLabel('Your question').fill('Do you deliver to Texel?');
    await solveCaptcha(panel, "I'm not a robot");
    await send.click();
    await expect(panel.getByTestId('chat-sent')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toHaveCount(0);
    // Opened again: the form, not the thank-you, and emptied after sending (the login fills e-mail and phone again).
    await page.getByRole('button', { name: 'Send a message' }).click();
    await expect(panel).toHaveAttribute('data-state', 'open');
    await expect(panel.getByLabel('Your question')).toHaveValue('');

    const { leads } = await adminApi(`query ($email: String!) { leads(options: { filter: { emailAddress: { eq: $email } } }) { items { type message phoneNumber locale } } }`, { email });
    expect(leads.items).toEqual([{ type: 'chat', locale: 'en', phoneNumber: '+31 6 11112222', message: `Do you deliver to Texel?\n\nLast visited pages\n${urls.shop('/en/products')}\n${urls.shop('/en')}` }]);
    expect(await page.evaluate(() => window.dataLayer?.some(event => event.event === 'chatwidget_contact'))).toBe(true);
});


test("de: a returning German visitor's `/` is the German home; a page error fails the loading bar; the quote page takes the cart's lines", async ({
    page,
    browser,
    urls,
    adminApi,
}) => {
    // A context of its own: its page error is the test's point, not a failure (the fixtures' pages fail on one).
    const returning = await browser.newContext({ locale: 'de-DE' });
    await returning.addCookies([{ name: 'locale', value: 'de', url: urls.shopUrl }]);
    const visitor = await returning.newPage();
    await visitor.goto(urls.shop('/'));
    await expect(visitor).toHaveURL(urls.shop('/de'));
    await expect(visitor.getByTestId('chat-messaging-app')).toHaveAttribute('href', 'https://wa.me/4928217119060');
    // the Dutch logo from a German page is a choice of the Dutch home
    await visitor.evaluate(() => location.assign('/'));
    await expect(visitor).toHaveURL(urls.shop('/'));
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'nl');
    await visitor.evaluate(() => setTimeout(() => Promise.reject(new Error('a broken island'))));
    await expect(visitor.locator('[data-loading-bar]')).toHaveAttribute('data-state', 'failed');
    await expect(visitor.locator('html')).toHaveAttribute('data-page-error', 'true');
    await returning.close();

    const { productVariants } = await adminApi('{ productVariants(options: { take: 200 }) { items { id sku stockOnHand stockAllocated customFields { length } product { id slug } } } }');
    const variant = productVariants.items.find(
        (v: { stockOnHand: number; stockAllocated: number; customFields: { length: number } }) => v.customFields.length !== 23 && v.stockOnHand - v.stockAllocated >= 10,
    );
    const email = `angebot-${Date.now()}@example.com`;
    // Two pieces into the cart through the product page, as a visitor does.
    await page.goto(urls.shop(`/producten/${variant.product.slug}/${variant.product.id}`));
    await page.locator(`[data-testid="variant-quantity"][data-variant-id="${variant.id}"]`).fill('2');
    await page.getByTestId('add-to-cart').click();
    await expect(page.locator('[data-cart-count]').first()).toHaveText('2');

    // On a phone the chat's buttons step aside while the cart summary is under them, and come back.
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(urls.shop('/de/einkaufswagen'));
    const summary = page.locator('.cart-summary');
    await expect(summary).toBeVisible();
    const chatButtons = page.locator('.chat__buttons');
    await summary.evaluate(element => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
    await expect(chatButtons).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(chatButtons).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(urls.shop('/de/angebot-anfordern'));
    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByTestId('include-cart').check();
    await form.getByLabel('Name', { exact: true }).fill('Klaus Becker');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await solveCaptcha(form, 'Ich bin kein Roboter');
    await form.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByTestId('request-sent')).toContainText('Sie erhalten innerhalb einer Stunde eine Bestätigung per E-Mail.');

    const { leads } = await adminApi(`query ($email: String!) { leads(options: { filter: { emailAddress: { eq: $email } } }) { items { type locale name payload } } }`, { email });
    expect(leads.items).toEqual([
        { type: 'quote', locale: 'de', name: 'Klaus Becker', payload: { lines: [expect.objectContaining({ variantId: variant.id, sku: variant.sku, quantity: 2 })] } },
    ]);
});
