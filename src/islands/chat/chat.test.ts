// @vitest-environment happy-dom
import type { Locale } from '@timber-shop/rules';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagingApp } from '../../lib/contact';
import { islandStrings, translator } from '../../lib/i18n';
import { CHAT_STRINGS, chatStrings } from './strings';

/**
 * The chat launcher's script against the widget's markup (ChatWidget.astro), as a page load runs it;
 * its first click loads the panel (./chat, ./ChatPanel) for real. Only the backend is replaced: the
 * logged-in user the panel asks for on opening (none here) and the captcha's calls.
 */
vi.mock('../../lib/api/account', () => ({ loadUser: async () => null }));
vi.mock('../../lib/api/requests', () => ({
    getCaptchaConfig: async () => ({ provider: 'recaptcha', siteKey: 'test-site-key' }),
    getCaptchaChallenge: async () => ({}),
    createCrmOverlayBox: async () => ({ id: '1' }),
}));

/** happy-dom has no document.elementsFromPoint: a shim answering what the test says lies under the widget. */
let under: Element[] = [];
document.elementsFromPoint = () => under;

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The widget's markup as ChatWidget.astro renders it for `locale` (the icons' paths left out). */
function chatWidget(locale: Locale) {
    const t = translator(locale);
    const strings = chatStrings(islandStrings(locale, CHAT_STRINGS));
    return `
    <div class="chat" data-chat data-locale="${locale}" data-strings="${attribute(JSON.stringify(strings))}">
        <div class="chat__panel" id="chat-panel" data-chat-panel hidden></div>
        <div class="chat__buttons">
            <a class="chat__whatsapp" href="${messagingApp(locale).href}" data-testid="chat-messaging-app" target="_blank" rel="noopener" aria-label="${t('chat.whatsapp')}">
                <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true"><path fill="currentColor" d=""/></svg>
            </a>
            <button type="button" class="chat__open" data-chat-open aria-expanded="false" aria-controls="chat-panel" aria-label="${t('chat.open')}">
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path fill="currentColor" d=""/></svg>
                <span>${t('chat.open')}</span>
            </button>
        </div>
    </div>`;
}

/** A product page of `locale` with the chat widget of the default layout, then the launcher's script. */
async function visit(locale: Locale) {
    window.history.replaceState(null, '', locale === 'nl' ? '/producten/vlonderplanken' : '/de/produkte/terrassendielen');
    document.documentElement.lang = locale;
    document.body.innerHTML = `
    <main>
        <article class="product-card"><p class="product-card__price"><span>€ 28,98</span></p></article>
        <button type="button" class="button">In winkelwagen</button>
        <button type="button" class="button button--secondary">Op verlanglijst</button>
    </main>
    ${chatWidget(locale)}`;
    vi.resetModules();
    await import('./chat-launcher');
}

const widget = () => document.querySelector<HTMLElement>('[data-chat]') as HTMLElement;
const openButton = () => document.querySelector<HTMLButtonElement>('[data-chat-open]') as HTMLButtonElement;
const panel = () => document.querySelector<HTMLElement>('[data-chat-panel]') as HTMLElement;
const chatPanel = () => document.querySelector<HTMLElement>('[data-testid="chat-panel"]');
const closeButton = () => document.querySelector<HTMLButtonElement>('.chat-panel__close') as HTMLButtonElement;
const labels = () => [...panel().querySelectorAll('label')].map(label => label.textContent);
const events = () => (window.dataLayer ?? []).map(entry => entry.event);
/** The next animation frame: the launcher places its buttons in a frame, so by this one it has. */
const nextFrame = () => new Promise<void>(resolve => requestAnimationFrame(() => resolve()));

beforeEach(() => {
    window.dataLayer = [];
    under = [];
});

describe('the chat launcher', () => {
    it.each([
        ['nl', 'Chat met ons via WhatsApp', 'Stuur een bericht'],
        ['de', 'Chatten Sie mit uns auf WhatsApp', 'Nachricht senden'],
    ] as const)('in %s: a button to the messaging app and one to write, the panel closed and nothing loaded or tracked', async (locale, whatsapp, open) => {
        await visit(locale);
        const app = document.querySelector<HTMLAnchorElement>('[data-testid="chat-messaging-app"]') as HTMLAnchorElement;
        expect([app.getAttribute('aria-label'), app.target]).toEqual([whatsapp, '_blank']);
        expect(app.href).toBe(messagingApp(locale).href);
        expect([openButton().getAttribute('aria-label'), openButton().textContent?.trim(), openButton().getAttribute('aria-expanded')]).toEqual([
            open,
            open,
            'false',
        ]);
        expect(panel().hidden).toBe(true);
        expect(panel().childElementCount).toBe(0);
        expect(events()).toEqual([]);
    });

    it('in nl: a click tracks chatwidget_open and shows the form with its texts; closing hides it and gives the focus back to the button', async () => {
        await visit('nl');
        openButton().click();
        expect(events()).toEqual(['chatwidget_open']);
        await vi.waitFor(() => expect(chatPanel()).not.toBeNull());
        expect(panel().hidden).toBe(false);
        expect(openButton().getAttribute('aria-expanded')).toBe('true');
        expect(panel().querySelector('h2')?.textContent).toBe('Stuur ons een bericht');
        expect(panel().querySelector('form p')?.textContent).toBe(
            'Laat je vraag achter met je e-mailadres en telefoonnummer; we reageren binnen 24 uur, op werkdagen meestal direct.',
        );
        expect(labels()).toEqual(['Je vraag', 'E-mailadres', 'Telefoonnummer']);
        const send = panel().querySelector<HTMLButtonElement>('button[type="submit"]') as HTMLButtonElement;
        // nothing filled in yet: the send button waits
        expect([send.textContent, send.disabled]).toEqual(['Versturen', true]);

        expect(closeButton().getAttribute('aria-label')).toBe('Sluiten');
        closeButton().click();
        await vi.waitFor(() => expect(chatPanel()).toBeNull());
        expect(panel().hidden).toBe(true);
        expect(openButton().getAttribute('aria-expanded')).toBe('false');
        expect(document.activeElement).toBe(openButton());
    });

    it('in de: the form has its German texts, and a second click opens it again (and is tracked again)', async () => {
        await visit('de');
        openButton().click();
        await vi.waitFor(() => expect(chatPanel()).not.toBeNull());
        expect(panel().querySelector('h2')?.textContent).toBe('Schreiben Sie uns');
        expect(labels()).toEqual(['Ihre Frage', 'E-Mail-Adresse', 'Telefonnummer']);
        expect(panel().querySelector('button[type="submit"]')?.textContent).toBe('Senden');
        expect(closeButton().getAttribute('aria-label')).toBe('Schließen');

        closeButton().click();
        await vi.waitFor(() => expect(panel().hidden).toBe(true));
        openButton().click();
        await vi.waitFor(() => expect(chatPanel()).not.toBeNull());
        expect(panel().hidden).toBe(false);
        expect(openButton().getAttribute('aria-expanded')).toBe('true');
        expect(panel().querySelector('h2')?.textContent).toBe('Schreiben Sie uns');
        expect(events()).toEqual(['chatwidget_open', 'chatwidget_open']);
    });

    it('the buttons step aside while a primary button, a price or the cart summary lies under them, not for anything else, and not while the form is open', async () => {
        await visit('nl');
        await nextFrame();
        expect(widget().hasAttribute('data-aside')).toBe(false);

        const scrolled = async (elements: Element[]) => {
            under = elements;
            window.dispatchEvent(new Event('scroll'));
            await nextFrame();
            return widget().hasAttribute('data-aside');
        };
        const primary = document.querySelector('.button:not(.button--secondary)') as Element;
        const secondary = document.querySelector('.button--secondary') as Element;
        const price = document.querySelector('.product-card__price span') as Element;

        // the widget's own buttons, the page around them, a secondary button: nothing to keep clear
        expect(await scrolled([openButton(), document.querySelector('main') as Element, document.body, document.documentElement])).toBe(false);
        expect(await scrolled([secondary, document.body])).toBe(false);
        // a primary button, a product's price (inside it): the buttons step aside, and back once scrolled past
        expect(await scrolled([primary, document.body])).toBe(true);
        expect(await scrolled([document.body])).toBe(false);
        expect(await scrolled([price, document.body])).toBe(true);

        // a cart summary that appears under them (a sticky summary, added to the page): they step aside by themselves
        const summary = document.createElement('aside');
        summary.className = 'cart-summary';
        under = [summary, document.body];
        document.body.append(summary);
        await vi.waitFor(() => expect(widget().hasAttribute('data-aside')).toBe(true));
        expect(await scrolled([document.body])).toBe(false);

        // the open form stays where it is, whatever lies under the widget
        under = [primary, document.body];
        openButton().click();
        await vi.waitFor(() => expect(chatPanel()).not.toBeNull());
        expect(await scrolled([primary, document.body])).toBe(false);
    });
});
