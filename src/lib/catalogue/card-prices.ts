import { formatMoney, type Locale } from '@timber-shop/rules';
import { getCardPrices } from '../api/product';
import { differsFromPublic, priceDisplay, shownPrice, vatNote } from './pricing';

/**
 * The product cards of static pages (home, a product page's accessories and alternatives, the
 * wishlist, the 404 page) are plain HTML with the public prices with the site's VAT. For a customer
 * with a price list or prices without VAT, or a visitor whose cart goes to a country with other VAT,
 * they are rewritten after the page loads, as the category island does with its own: the live "price
 * from" through the customer's session, in their tax display, with their country's VAT. A product
 * their price list does not sell is hidden (category availability follows the price list).
 */
export async function showCardPrices(locale: Locale) {
    const display = priceDisplay();
    if (!differsFromPublic(display, locale)) return;
    // the category island renders and prices its own cards
    const cards = [...document.querySelectorAll<HTMLElement>('[data-product-card]')].filter(card => !card.closest('astro-island'));
    if (!cards.length) return;
    const live = display.pricelistId ? await getCardPrices(locale, [...new Set(cards.map(card => card.dataset.productCard ?? ''))]) : null;
    for (const card of cards) {
        const id = card.dataset.productCard ?? '';
        if (live && !live.has(id)) {
            card.hidden = true;
            continue;
        }
        const price = card.querySelector<HTMLElement>('[data-price-from]');
        const from = live ? live.get(id) : Number(price?.dataset.priceFrom);
        const amount = price?.querySelector('strong');
        const note = price?.querySelector<HTMLElement>('small[data-excl-vat]');
        if (amount && typeof from === 'number' && Number.isFinite(from)) amount.textContent = formatMoney(shownPrice(from, display, locale));
        if (note) note.textContent = vatNote(display, locale, { incl: note.dataset.inclVat ?? '', inclOf: note.dataset.inclVatOf ?? '', excl: note.dataset.exclVat ?? '' }, false);
    }
}
