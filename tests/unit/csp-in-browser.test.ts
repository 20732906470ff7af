import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspIntegrationsFromEnv, securityHeaders } from '@timber-shop/rules';

/**
 * The shop's CSP as Chromium enforces it, with every integration configured: Adyen, Storyblok's
 * bridge (the preview page's set), reCAPTCHA and the tag manager. The page asks for scripts,
 * styles, images, frames and connections from each integration's origins and from origins nobody
 * configured; nothing leaves the machine (every request is answered by a fake in the browser's
 * request routing, which sees only what the CSP let through). Allowed: exactly the configured
 * origins. Without the integrations, the same requests are all refused.
 */
const SHOP = 'https://shop.example';
const STORYBLOK_EDITOR = ["'self'", 'https://app.storyblok.com'];
const CONFIGURED = { ADYEN_CLIENT_KEY: 'test_CLIENTKEY', STORYBLOK_TOKEN: 'public-token', RECAPTCHA_SITE_KEY: 'site-key', GTM_ID: 'GTM-TEST' };

type Kind = 'script' | 'style' | 'img' | 'frame' | 'connect';
/** What the page asks for, and whether the configured policy lets it through. */
const PROBES: { kind: Kind; url: string; allowed: boolean }[] = [
    // Adyen's Drop-in
    { kind: 'script', url: 'https://checkoutshop-test.adyen.com/checkoutshop/sdk/6.45.2/adyen.js', allowed: true },
    { kind: 'style', url: 'https://checkoutshop-test.adyen.com/checkoutshop/sdk/6.45.2/adyen.css', allowed: true },
    { kind: 'img', url: 'https://checkoutshop-test.adyen.com/checkoutshop/images/logos/visa.svg', allowed: true },
    { kind: 'connect', url: 'https://checkout-test.adyen.com/v71/paymentMethods', allowed: true },
    { kind: 'frame', url: 'https://checkoutshop-test.adyen.com/checkoutshop/securedfields/card.html', allowed: true },
    // 3-D Secure: the card issuer's page, on the bank's own domain (frame-src https:)
    { kind: 'frame', url: 'https://acs.some-bank.example/challenge', allowed: true },
    // Storyblok's bridge and CDN
    { kind: 'script', url: 'https://app.storyblok.com/f/storyblok-v2-latest.js', allowed: true },
    { kind: 'connect', url: 'https://api.storyblok.com/v2/cdn/stories/home', allowed: true },
    { kind: 'img', url: 'https://a.storyblok.com/f/1/logo.png', allowed: true },
    // reCAPTCHA
    { kind: 'script', url: 'https://www.google.com/recaptcha/api.js', allowed: true },
    { kind: 'script', url: 'https://www.gstatic.com/recaptcha/releases/v1/recaptcha__nl.js', allowed: true },
    { kind: 'frame', url: 'https://www.google.com/recaptcha/api2/anchor', allowed: true },
    // the tag manager and Analytics
    { kind: 'script', url: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', allowed: true },
    { kind: 'img', url: 'https://www.google-analytics.com/collect?v=1', allowed: true },
    { kind: 'connect', url: 'https://region1.google-analytics.com/g/collect?v=2', allowed: true },
    // nobody configured these
    { kind: 'script', url: 'https://evil.example/steal.js', allowed: false },
    { kind: 'script', url: 'https://www.google.com/maps/api/js', allowed: false },
    { kind: 'script', url: 'https://www.gstatic.com/charts/loader.js', allowed: false },
    { kind: 'script', url: 'https://cdn.jsdelivr.net/npm/some-package/index.js', allowed: false },
    { kind: 'style', url: 'https://evil.example/look.css', allowed: false },
    { kind: 'img', url: 'https://evil.example/pixel.gif', allowed: false },
    { kind: 'img', url: 'https://app.storyblok.com/pixel.gif', allowed: false },
    { kind: 'connect', url: 'https://evil.example/collect', allowed: false },
    { kind: 'connect', url: 'https://www.googletagmanager.com.evil.example/collect', allowed: false },
];

/** Makes each probe's element or request, from a script of the shop's own origin (an inline one would need its hash). */
const PROBE_SCRIPT = `
for (const { kind, url } of ${JSON.stringify(PROBES.map(({ kind, url }) => ({ kind, url })))}) {
    if (kind === 'connect') { fetch(url).catch(() => {}); continue; }
    const element = document.createElement(kind === 'style' ? 'link' : kind === 'frame' ? 'iframe' : kind);
    if (kind === 'style') element.rel = 'stylesheet';
    element[kind === 'style' ? 'href' : 'src'] = url;
    document.body.append(element);
}`;

const CONTENT: Record<Kind, { contentType: string; body: string }> = {
    script: { contentType: 'text/javascript', body: '' },
    style: { contentType: 'text/css', body: '' },
    img: { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' },
    frame: { contentType: 'text/html', body: '<!doctype html><title>fake</title>' },
    connect: { contentType: 'application/json', body: '{}' },
};

let browser: Browser;
beforeAll(async () => {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
}, 60_000);
afterAll(() => browser?.close());

/** Opens the shop's page with the given headers; what reached the fakes and what the CSP refused. */
async function visit(headers: Record<string, string>) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const reached = new Set<string>();
    const refused = new Set<string>();
    await context.route('**/*', async route => {
        const url = route.request().url();
        if (url === `${SHOP}/`) return route.fulfill({ status: 200, headers: { ...headers, 'content-type': 'text/html' }, body: '<!doctype html><title>shop</title><body><script src="/probes.js"></script></body>' });
        if (url === `${SHOP}/probes.js`) return route.fulfill({ status: 200, headers: { 'content-type': 'text/javascript' }, body: PROBE_SCRIPT });
        const probe = PROBES.find(p => p.url === url);
        reached.add(url);
        const content = CONTENT[probe?.kind ?? 'connect'];
        return route.fulfill({ status: 200, headers: { 'content-type': content.contentType, 'access-control-allow-origin': '*' }, body: content.body });
    });
    const page = await context.newPage();
    await page.exposeFunction('refused', (url: string) => refused.add(url));
    // each refusal, as the page learns of it (securitypolicyviolation), before the probes run; a refused
    // frame Chromium reports on the console only, by its origin ("Framing 'https://host/' violates …")
    await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', event => (window as unknown as { refused: (url: string) => void }).refused(event.blockedURI));
    });
    page.on('console', message => {
        const frame = message.text().match(/^Framing '([^']+)' violates/);
        if (frame) refused.add(frame[1]);
    });
    const wasRefused = (probe: (typeof PROBES)[number]) => refused.has(probe.url) || (probe.kind === 'frame' && refused.has(`${new URL(probe.url).origin}/`));
    await page.goto(`${SHOP}/`);
    // every probe has either reached its fake or been refused
    await expect.poll(() => PROBES.filter(p => reached.has(p.url) || wasRefused(p)).length, { timeout: 20_000 }).toBe(PROBES.length);
    await context.close();
    return { reached: PROBES.filter(p => reached.has(p.url)).map(p => p.url), refused: PROBES.filter(wasRefused).map(p => p.url), unexpected: [...reached].filter(url => !PROBES.some(p => p.url === url)) };
}

describe('the CSP in Chromium', () => {
    it('with Adyen, the Storyblok bridge, reCAPTCHA and the tag manager configured, lets exactly their origins through', async () => {
        const integrations = [...cspIntegrationsFromEnv(CONFIGURED), 'storyblokBridge' as const];
        expect(integrations).toEqual(['adyen', 'storyblokAssets', 'recaptcha', 'tagManager', 'storyblokBridge']);
        const { reached, refused, unexpected } = await visit(securityHeaders({ https: true, integrations, frameAncestors: STORYBLOK_EDITOR }));
        expect(reached).toEqual(PROBES.filter(p => p.allowed).map(p => p.url));
        expect(refused).toEqual(PROBES.filter(p => !p.allowed).map(p => p.url));
        expect(unexpected).toEqual([]);
    }, 60_000);

    it('with none configured, refuses them all', async () => {
        const { reached, refused } = await visit(securityHeaders({ https: true, integrations: cspIntegrationsFromEnv({}) }));
        expect(reached).toEqual([]);
        expect(refused).toEqual(PROBES.map(p => p.url));
    }, 60_000);
});
