/**
 * The account's own data in nl, en and de: the industry chosen at registration is kept on the account
 * (as a number); the login e-mail address is changed from the dashboard with Vendure's e-mail change (a
 * link to the new address, /verify?change=email), after which only the new address logs in; the company
 * is made and then changed in its own form (createUpdatePartner: its name required, the industry by its id).
 */
import { CUSTOMER_PASSWORD, createCustomer, expect, type Mail, solveCaptcha, test } from './fixtures';

/** addresses of this run: the shop's database outlives a run */
const run = Date.now().toString(36);

/** The e-mail change mail's link, as a browser reads the href. */
function changeLink(mail: Mail) {
    const html = mail.body.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
    const match = /href="([^"]*\/verify\?change=email&token=[^"]+)"/.exec(html);
    expect(match, 'no e-mail change link in the mail').toBeTruthy();
    return new URL(match?.[1] ?? '');
}

const LOCALES = {
    nl: {
        browserLocale: 'nl-NL',
        prefix: '',
        robot: 'Ik ben geen robot',
        industry: 'Tuin / Hovenier',
        verifyMail: /Bevestig je e-mailadres/,
        changeMail: /e-mailadres/i,
        wrongPassword: 'Het wachtwoord klopt niet.',
        sent: (email: string) => `We hebben een link gestuurd naar ${email}. Je e-mailadres wijzigt zodra je erop klikt.`,
        changed: 'Je e-mailadres is gewijzigd. Log voortaan in met je nieuwe adres.',
        login: '/inloggen',
        required: 'Dit veld is verplicht',
        companySaved: 'Je bedrijfsgegevens zijn opgeslagen.',
        companyIndustry: 'Bouw / Timmerbedrijf',
    },
    en: {
        browserLocale: 'en-US',
        prefix: '/en',
        robot: "I'm not a robot",
        industry: 'Garden / Landscaper',
        verifyMail: /Confirm your e-mail address/,
        changeMail: /e-mail address/i,
        wrongPassword: 'The password is not right.',
        sent: (email: string) => `We sent a link to ${email}. Your e-mail address changes once you click it.`,
        changed: 'Your e-mail address has been changed. From now on, log in with your new address.',
        login: '/en/login',
        required: 'This field is required',
        companySaved: 'Your company details are saved.',
        companyIndustry: 'Construction / Carpentry',
    },
    de: {
        browserLocale: 'de-DE',
        prefix: '/de',
        robot: 'Ich bin kein Roboter',
        industry: 'Garten / Garten- und Landschaftsbau',
        verifyMail: /E-Mail-Adresse/,
        changeMail: /E-Mail-Adresse/,
        wrongPassword: 'Das Passwort stimmt nicht.',
        sent: (email: string) => `Wir haben einen Link an ${email} gesendet. Ihre E-Mail-Adresse ändert sich, sobald Sie darauf klicken.`,
        changed: 'Ihre E-Mail-Adresse wurde geändert. Melden Sie sich künftig mit Ihrer neuen Adresse an.',
        login: '/de/einloggen',
        required: 'Dieses Feld ist erforderlich',
        companySaved: 'Ihre Firmendaten sind gespeichert.',
        companyIndustry: 'Bau / Zimmerei',
    },
};

for (const [language, spec] of Object.entries(LOCALES)) {
    test(`${language}: the industry chosen at registration is kept on the new account, as a number`, async ({ openPage, adminApi, mailbox }) => {
        const page = await openPage({ locale: spec.browserLocale });
        const email = `branche-${language}-${run}@example.com`;
        await page.goto(`${spec.prefix}/register`);
        const form = page.locator('astro-island:not([ssr]) [data-testid="register-form"]');
        await expect(form).toBeVisible();
        await page.locator('#register-name').fill('Hanna Groen');
        await page.locator('#register-email').fill(email);
        await page.locator('#register-phone').fill('+31 6 12345678');
        await page.locator('#register-password').fill(CUSTOMER_PASSWORD);
        // the list comes in the visitor's language
        await page.locator('#register-industry').selectOption({ label: spec.industry });
        await solveCaptcha(form, spec.robot);
        await page.getByTestId('register-submit').click();
        await expect(page.getByTestId('register-verify')).toContainText(email);
        await mailbox.find(email, spec.verifyMail);
        const { customers } = await adminApi('query($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { customFields { industryId } } } }', { email });
        expect(customers.items).toEqual([{ customFields: { industryId: 3 } }]);
    });

    test(`${language}: the login e-mail address is changed from the dashboard, confirmed by the link to the new address`, async ({ openPage, adminApi, mailbox }) => {
        const page = await openPage({ locale: spec.browserLocale });
        const old = `oud-${language}-${run}@example.com`;
        const fresh = `nieuw-${language}-${run}@example.com`;
        await createCustomer(adminApi, old);
        await page.goto(`${spec.prefix}/dashboard/data`);
        await page.locator('#login-email').fill(old);
        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();
        await expect(page.getByTestId('login-email')).toContainText(old);

        // the current password is asked, and checked by the backend
        await page.locator('#email-new').fill(fresh);
        await page.locator('#email-password').fill('niet-het-wachtwoord');
        await page.getByTestId('email-change-submit').click();
        await expect(page.getByTestId('email-change-error')).toHaveText(spec.wrongPassword);
        await page.locator('#email-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('email-change-submit').click();
        await expect(page.getByTestId('email-change-sent')).toHaveText(spec.sent(fresh));
        // until confirmed, the login stays the old address
        await page.reload();
        await expect(page.getByTestId('login-email')).toContainText(old);

        const mail = await mailbox.find(fresh, spec.changeMail);
        const link = changeLink(mail);
        expect(link.pathname).toBe(`${spec.prefix}/verify`);
        await page.goto(`${link.pathname}${link.search}`);
        await expect(page.getByTestId('email-changed')).toHaveText(spec.changed);

        // only the new address logs in now
        const other = await openPage({ locale: spec.browserLocale });
        await other.goto(spec.login);
        await other.locator('#login-email').fill(old);
        await other.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await other.getByTestId('login-submit').click();
        await expect(other.getByTestId('login-error')).toBeVisible();
        await other.locator('#login-email').fill(fresh);
        await other.getByTestId('login-submit').click();
        await expect(other).toHaveURL(url => url.pathname === `${spec.prefix}/my-account`);
        await other.goto(`${spec.prefix}/dashboard/data`);
        await expect(other.getByTestId('login-email')).toContainText(fresh);
    });

    test(`${language}: the company is made and then changed in its own form, its name required, the industry kept as a number`, async ({ openPage, adminApi }) => {
        const page = await openPage({ locale: spec.browserLocale });
        const email = `firma-${language}-${run}@example.com`;
        await createCustomer(adminApi, email);
        await page.goto(`${spec.prefix}/dashboard/data`);
        await page.locator('#login-email').fill(email);
        await page.locator('#login-password').fill(CUSTOMER_PASSWORD);
        await page.getByTestId('login-submit').click();
        const form = page.getByTestId('company-form');
        await expect(form).toBeVisible();

        await page.getByTestId('company-submit').click();
        await expect(page.getByTestId('partner-companyName-error')).toHaveText(spec.required);
        await page.locator('#partner-companyName').fill('Houtbouw Groen');
        await page.locator('#partner-industryId').selectOption({ label: spec.companyIndustry });
        await page.getByTestId('company-submit').click();
        await expect(page.getByTestId('company-saved')).toHaveText(spec.companySaved);
        const companyOf = async () => {
            const { customers } = await adminApi('query($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { customFields { companyName industryId } } } }', { email });
            return customers.items[0]?.customFields;
        };
        expect(await companyOf()).toEqual({ companyName: 'Houtbouw Groen', industryId: 2 });

        // the second save changes the company the first one made
        await page.reload();
        await expect(page.locator('#partner-companyName')).toHaveValue('Houtbouw Groen');
        await expect(page.locator('#partner-industryId')).toHaveValue('2');
        await page.locator('#partner-companyName').fill('Houtbouw Groen & Zn.');
        await page.locator('#partner-industryId').selectOption('');
        await page.getByTestId('company-submit').click();
        await expect(page.getByTestId('company-saved')).toHaveText(spec.companySaved);
        expect(await companyOf()).toEqual({ companyName: 'Houtbouw Groen & Zn.', industryId: null });
    });
}
