/**
 * Order pages and request forms in the customer's words, in Dutch and German, on a desktop and a
 * 390 px phone: an order placed by accepting a quote is titled as an order with a status a customer
 * understands (not "Offerte …", no validity, no back-office states); a cancelled order keeps its
 * lines and amounts, says it was cancelled and its cancellation mail arrives; the order list shows
 * status and total within a phone's screen; the guest's order page has no account menu; an unknown
 * order number is refused with the spec's message.
 */
import type { Page } from '@playwright/test';
import { type Mail, createCustomer, CUSTOMER_PASSWORD, expect, placeOrder, shopCall, solveCaptcha, test, variantWithStock } from './fixtures';

const run = Date.now().toString(36);

const WORDS = {
    nl: {
        order: (code: string) => `Bestelling ${code}`,
        awaitingPayment: 'Wacht op betaling',
        cancelled: 'Geannuleerd',
        cancelledHint: 'Deze bestelling is geannuleerd. Hieronder zie je wat je had besteld.',
        validity: /Geldig tot|geldig/,
        backOffice: /Verkooporder|Verzamelen|Te factureren|Offerte/,
        mailSubject: (code: string) => new RegExp(`^Je bestelling ${code} is geannuleerd$`),
        mailText: (code: string) => new RegExp(`Je hebt je bestelling ${code} van \\d{2}-\\d{2}-\\d{4} geannuleerd\\. Hieronder zie je wat je had besteld\\..*Je hoeft niets te betalen`),
        accept: 'Offerte accepteren',
        cancel: 'Bestelling annuleren',
        cancelYes: 'Ja, annuleren',
        contact: '/contact/order',
        fields: { name: 'Naam', email: 'E-mailadres', orderNumber: 'Ordernummer', message: 'Je bericht', send: 'Versturen' },
        invalidNumber: 'Vul een geldig ordernummer in.',
        allFields: 'Je moet alle velden invullen.',
    },
    de: {
        order: (code: string) => `Bestellung ${code}`,
        awaitingPayment: 'Wartet auf Zahlung',
        cancelled: 'Storniert',
        cancelledHint: 'Diese Bestellung wurde storniert. Unten sehen Sie, was Sie bestellt hatten.',
        validity: /Gültig bis|gültig/,
        backOffice: /Verkaufsauftrag|Sammeln|Zu fakturieren|Angebot/,
        mailSubject: (code: string) => new RegExp(`^Ihre Bestellung ${code} wurde storniert$`),
        mailText: (code: string) => new RegExp(`Sie haben Ihre Bestellung ${code} vom \\d{2}\\.\\d{2}\\.\\d{4} storniert\\. Unten sehen Sie, was Sie bestellt hatten\\..*Sie müssen nichts bezahlen`),
        accept: 'Angebot annehmen',
        cancel: 'Bestellung stornieren',
        cancelYes: 'Ja, stornieren',
        contact: '/de/kontakt/order',
        fields: { name: 'Name', email: 'E-Mail-Adresse', orderNumber: 'Bestellnummer', message: 'Ihre Nachricht', send: 'Senden' },
        invalidNumber: 'Bitte geben Sie eine gültige Bestellnummer ein.',
        allFields: 'Sie müssen alle Felder ausfüllen.',
    },
} as const;

/** A mail's text as its reader sees it. */
function textOf(mail: Mail) {
    return mail.body
        .replace(/<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&nbsp;|\u00a0/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');
}

/** Nothing on the page is wider than the screen, and each of `locators` lies within it. */
async function fitsTheScreen(page: Page, locators: ReturnType<Page['locator']>[]) {
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page is wider than the screen').toBeLessThanOrEqual(width);
    for (const locator of locators) {
        const box = (await locator.boundingBox()) ?? { x: -1, width: 0 };
        expect(box.x, `${locator} is not shown or starts off-screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${locator} ends off-screen`).toBeLessThanOrEqual(width);
    }
}

for (const language of ['nl', 'de'] as const) {
    const w = WORDS[language];
    const prefix = language === 'nl' ? '' : `/${language}`;

    test(`${language}: an accepted quote's order is an order with a customer status; a cancelled order keeps its lines and is mailed; the list fits a 390 px phone`, async ({ page, adminApi, mailbox, openPage }) => {
        const email = `bestelwoorden-${language}-${run}@example.com`;
        await createCustomer(adminApi, email);
        const variant = await variantWithStock(adminApi);
        await page.goto(`${prefix}/dashboard/orders`);
        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();
        await expect(page).toHaveURL(url => url.pathname === `${prefix}/dashboard/orders`);

        // A quote, accepted in the dashboard and ordered: an order from then on.
        await shopCall(page, language, 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 3) { ... on Order { id } } }', { id: variant.id });
        const { saveCartAsQuote } = await shopCall(page, language, 'mutation { saveCartAsQuote { ... on Order { code } } }');
        await page.goto(`${prefix}/dashboard/quotations?order=${saveCartAsQuote.code}`);
        await page.getByRole('button', { name: w.accept }).click();
        await expect(page).toHaveURL(url => url.pathname === `${prefix}/dashboard/quotations` && !url.search);
        const fromQuote = await placeOrder(page, language, null);
        expect(fromQuote).toBe(saveCartAsQuote.code);
        await page.goto(`${prefix}/dashboard/orders?order=${fromQuote}`);
        const detail = page.getByTestId('order-detail');
        await expect(detail.getByTestId('order-title')).toHaveText(w.order(fromQuote));
        await expect(detail.getByTestId('order-status')).toHaveText(w.awaitingPayment);
        await expect(detail.locator('.dashboard-order__meta')).not.toContainText(w.validity);
        await expect(detail.locator('.dashboard-order__meta')).not.toContainText(w.backOffice);

        // Another order, cancelled by the customer: its lines and amounts stay, it says so, and the mail comes.
        const cancelledCode = await placeOrder(page, language, variant.id);
        await page.goto(`${prefix}/dashboard/orders?order=${cancelledCode}`);
        const lines = detail.getByTestId('order-line');
        await expect(lines).toHaveCount(1);
        const before = { line: await lines.first().locator('td').allTextContents(), total: (await detail.getByTestId('order-total').textContent()) ?? '' };
        expect(before.line.slice(1)).toEqual(['2', expect.stringMatching(/^€ \d+,\d\d$/), expect.stringMatching(/^€ \d+,\d\d$/)]);
        await page.getByRole('button', { name: w.cancel }).click();
        await page.getByRole('button', { name: w.cancelYes }).click();
        await expect(detail.getByTestId('order-status')).toHaveText(w.cancelled);
        await expect(detail.getByTestId('order-status-hint')).toHaveText(w.cancelledHint);
        await expect(lines.first().locator('td')).toHaveText(before.line);
        await expect(detail.getByTestId('order-total')).toHaveText(before.total);
        await expect(detail.getByTestId('order-total')).not.toHaveText(/€\s0,00/);
        await page.reload();
        await expect(lines.first().locator('td')).toHaveText(before.line);
        const mail = await mailbox.find(email, w.mailSubject(cancelledCode));
        const text = textOf(mail);
        expect(text).toMatch(w.mailText(cancelledCode));
        // the product as the page names it, in the order's language
        expect(text).toContain(before.line[0]);

        // On a 390 px phone: the order list shows each order's status and total on the screen, the order page fits.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${prefix}/dashboard/orderhistory`);
        const rows = page.getByTestId('order-row');
        await expect(rows).toHaveCount(2);
        for (const row of await rows.all()) await fitsTheScreen(page, [row.getByTestId('order-status'), row.getByTestId('order-total')]);
        await expect(page.locator(`[data-testid="order-row"][data-code="${cancelledCode}"]`).getByTestId('order-status')).toHaveText(w.cancelled);
        await page.goto(`${prefix}/dashboard/orders?order=${cancelledCode}`);
        await expect(lines.first().locator('td')).toHaveText(before.line);
        await fitsTheScreen(page, [lines.first(), detail.getByTestId('order-total'), detail.getByTestId('order-status')]);

        // The order mail's link on a guest's phone: the order alone, no account menu.
        const { ordersGet } = await shopCall(page, language, 'query($code: String!) { ordersGet(orderCode: $code) { items { orderUrl } } }', { code: fromQuote });
        const link = new URL(ordersGet.items[0].orderUrl);
        const guest = await openPage({ viewport: { width: 390, height: 844 } });
        await guest.goto(`${link.pathname}${link.search}`);
        await expect(guest.getByTestId('order-title')).toHaveText(w.order(fromQuote));
        await expect(guest.getByTestId('dashboard-menu')).toBeHidden();
        await fitsTheScreen(guest, [guest.getByTestId('order-status'), guest.getByTestId('order-total')]);
    });

    test(`${language}: the order change form refuses an unknown order number with the spec's message, on a desktop and a 390 px phone`, async ({ page, adminApi }) => {
        await page.goto(w.contact);
        const form = page.getByTestId('request-form');
        await expect(form).toHaveAttribute('data-ready', 'true');
        await form.getByLabel(w.fields.name).fill('Jan de Vries');
        await form.getByLabel(w.fields.email).fill(`wijziging-${language}-${run}@example.com`);
        await form.getByLabel(w.fields.message).fill('Graag op vrijdag leveren.');
        const orderNumber = form.getByLabel(w.fields.orderNumber, { exact: true });
        const error = page.getByTestId('request-order-orderNumber-error');
        // too short: the spec's message at the field, not "fill all fields"
        await orderNumber.fill('ZZ12');
        await form.getByRole('button', { name: w.fields.send }).click();
        await expect(error).toHaveText(w.invalidNumber);
        await expect(page.getByTestId('request-error')).toBeHidden();
        // long enough but no order of the shop: checked with checkOrder, refused the same way, nothing sent
        await orderNumber.fill('ZZZZZZZZ');
        await form.getByRole('button', { name: w.fields.send }).click();
        await expect(error).toHaveText(w.invalidNumber);
        await expect(page.getByTestId('request-sent')).toBeHidden();

        await page.setViewportSize({ width: 390, height: 844 });
        await orderNumber.fill('QQQQQQQQQ');
        await form.getByRole('button', { name: w.fields.send }).click();
        await expect(error).toHaveText(w.invalidNumber);
        await expect(error).toBeInViewport();
        await expect(orderNumber).toBeFocused();

        const { leads } = await adminApi('query ($email: String!) { leads(options: { filter: { emailAddress: { eq: $email } } }) { totalItems } }', {
            email: `wijziging-${language}-${run}@example.com`,
        });
        expect(leads.totalItems).toBe(0);
    });
}

test('nl: an order number of the shop passes the check and the order change request is sent', async ({ page, adminApi, openPage }) => {
    const buyer = await openPage();
    const variant = await variantWithStock(adminApi);
    await buyer.goto('/');
    await shopCall(buyer, 'nl', 'mutation($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id } } }', { id: variant.id });
    await shopCall(buyer, 'nl', `mutation { setCustomerForOrder(input: { emailAddress: "gast-${run}@example.com", firstName: "Gijs", lastName: "Gast" }) { ... on Order { id } } }`);
    const code = await placeOrder(buyer, 'nl', null);

    await page.goto(WORDS.nl.contact);
    const form = page.getByTestId('request-form');
    await expect(form).toHaveAttribute('data-ready', 'true');
    await form.getByLabel('Naam').fill('Gijs Gast');
    await form.getByLabel('E-mailadres').fill(`gast-${run}@example.com`);
    await form.getByLabel('Ordernummer', { exact: true }).fill(code.toLowerCase());
    await form.getByLabel('Je bericht').fill('Graag op vrijdag leveren.');
    await solveCaptcha(form, 'Ik ben geen robot');
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('request-sent')).toBeVisible();
    const { leads } = await adminApi('query ($email: String!) { leads(options: { filter: { emailAddress: { eq: $email } } }) { items { type payload } } }', { email: `gast-${run}@example.com` });
    expect(leads.items).toEqual([{ type: 'order', payload: { orderNumber: code } }]);
});
