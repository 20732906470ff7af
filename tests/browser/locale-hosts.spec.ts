/**
 * The spec's locale strategy "without a URL prefix" (sections 1 and 9), with a host per locale: a storefront
 * built and served with SHOP_LOCALE_URLS naming three hosts (shop-nl.test, shop-en.test, shop-de.test, which
 * this project's Chromium resolves to this machine: playwright.config.ts), against the shop's backend. Each
 * host answers its locale's pages without a prefix with its own brand and contact details; canonical and
 * hreflang links, robots.txt and sitemaps name each locale's host; the language switch goes across hosts
 * to the same page; a prefixed path goes to its locale's host.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import { buildStorefront } from '../../scripts/build.mjs';
import { startLogged, stopProcess, waitForLine } from '../../scripts/lib/processes.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
type Locale = 'nl' | 'en' | 'de';
const LOCALES: Locale[] = ['nl', 'en', 'de'];
/** The brand wording and contact address each locale's visitors read (packages/rules, brand.ts). */
const BRAND: Record<Locale, { name: string; email: string }> = {
    nl: { name: 'Geven Hout', email: 'info@gevenhout.nl' },
    en: { name: 'Geven Timber', email: 'info@gevenhout.nl' },
    de: { name: 'Geven Holz', email: 'info@gevenholz.de' },
};
// biome-ignore lint/suspicious/noExplicitAny: the locale files' JSON, read by key
const TEXTS = Object.fromEntries(LOCALES.map(locale => [locale, JSON.parse(fs.readFileSync(path.join(root, `src/locales/${locale}.json`), 'utf8'))])) as Record<Locale, any>;

/** The storefront on three hosts, built for them and served on a port of its own. */
let hosts: Record<Locale, string>;
let server: ReturnType<typeof startLogged> | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ urls }) => {
    test.setTimeout(15 * 60_000);
    const port = await getPort();
    hosts = { nl: `http://shop-nl.test:${port}`, en: `http://shop-en.test:${port}`, de: `http://shop-de.test:${port}` };
    const env = { SHOP_URL: hosts.nl, SHOP_LOCALE_URLS: Object.entries(hosts).map(([locale, origin]) => `${locale}=${origin}`).join(',') };
    const distDir = path.join(root, '.dist-locale-hosts');
    await buildStorefront({ backendUrl: urls.backendUrl, distDir, env });
    server = startLogged(process.execPath, [path.join(root, 'server/serve.ts')], {
        cwd: root,
        env: { ...process.env, ...env, SHOP_DIST_DIR: distDir, SHOP_PORT: String(port), BACKEND_URL: urls.backendUrl },
        prefix: '[hosts]',
    });
    await waitForLine(server, /^serving /, 120_000);
});

test.afterAll(async () => {
    await stopProcess(server);
});

/** The page's canonical address and its hreflang alternates, by language tag. */
async function links(page: Page) {
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const alternates = Object.fromEntries(
        await page.locator('link[rel="alternate"][hreflang]').evaluateAll((list: Element[]) => list.map(link => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
    return { canonical, alternates };
}

test('each host serves its locale without a prefix, with its own brand, contact details, canonical and hreflang links', async ({ openPage }) => {
    const pages: [Locale, string, string][] = [
        ['nl', '/winkelwagen', TEXTS.nl.cart.title],
        ['en', '/cart', TEXTS.en.cart.title],
        ['de', '/einkaufswagen', TEXTS.de.cart.title],
    ];
    for (const [locale, cart, title] of pages) {
        const page = await openPage({ locale: `${locale}-${locale === 'en' ? 'US' : locale.toUpperCase()}` });
        const home = await page.goto(`${hosts[locale]}/`);
        expect(home?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(new RegExp(BRAND[locale].name));
        await expect(page.locator('footer')).toContainText(BRAND[locale].email);
        expect(await links(page)).toEqual({
            canonical: `${hosts[locale]}/`,
            alternates: { 'nl-NL': `${hosts.nl}/`, 'en-US': `${hosts.en}/`, 'de-DE': `${hosts.de}/`, 'x-default': `${hosts.nl}/` },
        });
        // the header's links stay on this host, without a prefix
        const cartLink = page.getByTestId('cart-icon');
        await expect(cartLink).toHaveAttribute('href', cart);
        await cartLink.click();
        await expect(page).toHaveURL(`${hosts[locale]}${cart}`);
        await expect(page.locator('h1')).toHaveText(title);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
});

test('the spec\'s own paths answer on their host: /cart, /login, /einkaufswagen, /produkte/…, /suche; prefixed paths go to their host', async ({ openPage }) => {
    const page = await openPage({ locale: 'de-DE' });
    for (const [locale, route] of [['en', '/cart'], ['en', '/login'], ['de', '/einkaufswagen'], ['de', '/suche?q=eiche'], ['de', '/produkte']] as const) {
        const answer = await page.goto(`${hosts[locale]}${route}`);
        expect(answer?.status(), `${hosts[locale]}${route}`).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(new URL(page.url()).pathname).toBe(route.split('?')[0]);
    }
    // a German product page on the German host, from the German listing
    await page.goto(`${hosts.de}/produkte`);
    const product = page.getByTestId('product-card').first().locator('a').first();
    const href = await product.getAttribute('href');
    expect(href).toMatch(/^\/produkte\/[a-z0-9-]+\/\d+$/);
    await product.click();
    await expect(page).toHaveURL(`${hosts.de}${href}`);
    await expect(page.locator('h1')).toBeVisible();
    const { canonical, alternates } = await links(page);
    expect(canonical).toBe(`${hosts.de}${href}`);
    expect(alternates['nl-NL']).toMatch(new RegExp(`^${hosts.nl}/producten/[a-z0-9-]+/\\d+$`));
    expect(alternates['en-US']).toMatch(new RegExp(`^${hosts.en}/product/[a-z0-9-]+/\\d+$`));
    // no link on the German host leads behind a prefix
    const prefixed = await page.locator('a[href^="/de/"], a[href^="/en/"], a[href="/de"], a[href="/en"]').count();
    expect(prefixed, 'links behind a locale prefix on a locale host').toBe(0);

    // a path behind a prefix goes to the host of its locale, query kept
    await page.goto(`${hosts.nl}/de/suche?q=eiche`);
    await expect(page).toHaveURL(`${hosts.de}/suche?q=eiche`);
    await page.goto(`${hosts.de}/de/einkaufswagen`);
    await expect(page).toHaveURL(`${hosts.de}/einkaufswagen`);
    // a Dutch word on the English host is no English page: the English 404
    const unknown = await page.goto(`${hosts.en}/winkelwagen`);
    expect(unknown?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('not-found-title')).toHaveText(TEXTS.en.errors.notFoundTitle);
});

test('the language switch goes across hosts and keeps the page and its query', async ({ openPage }) => {
    const page = await openPage({ locale: 'nl-NL' });
    await page.goto(`${hosts.nl}/producten`);
    const card = page.getByTestId('product-card').first().locator('a').first();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`^${hosts.nl}/producten/[a-z0-9-]+/\\d+$`));
    const { alternates } = await links(page);
    await page.goto(`${page.url()}?utm_source=mail`);
    await page.locator('.language-switch a[lang="de"]').click();
    await expect(page).toHaveURL(`${alternates['de-DE']}?utm_source=mail`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.locator('.language-switch a[lang="en"]').click();
    await expect(page).toHaveURL(`${alternates['en-US']}?utm_source=mail`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toBeVisible();
});

test('robots.txt and the sitemaps are each host\'s', async ({ openPage }) => {
    const page = await openPage();
    await page.goto(`${hosts.de}/robots.txt`);
    const robots = (await page.locator('body').textContent()) ?? '';
    expect(robots).toContain('Disallow: /einkaufswagen');
    expect(robots).not.toContain('/winkelwagen');
    expect(robots).toContain(`Sitemap: ${hosts.de}/sitemap-index.xml`);
    await page.goto(`${hosts.de}/sitemap-index.xml`);
    const index = await page.content();
    expect(index).toContain(`${hosts.de}/sitemap-de-0.xml`);
    expect(index).not.toContain('sitemap-nl-');
    await page.goto(`${hosts.de}/sitemap-de-0.xml`);
    const sitemap = await page.content();
    expect(sitemap).toContain(`<loc>${hosts.de}/produkte</loc>`);
    expect(sitemap).not.toContain(`${hosts.de}/de/`);
    expect(sitemap).not.toContain('/producten');
    await page.goto(`${hosts.nl}/sitemap-index.xml`);
    const dutch = await page.content();
    expect(dutch).toContain(`${hosts.nl}/sitemap-nl-0.xml`);
    expect(dutch).not.toContain('sitemap-de-');
});
