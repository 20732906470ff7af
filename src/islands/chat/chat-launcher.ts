/**
 * The chat launcher (ChatWidget.astro): its buttons, kept clear of what they must not cover;
 * the chat panel itself (./chat) loads on the first click.
 */
import { pushEvent } from '../../lib/tracking';

/** What the chat's buttons must never cover: the cart summary, the page's primary buttons, a product card's price. */
const KEEP_CLEAR = '.cart-summary, .cart-page__side, .button:not(.button--secondary), .product-card__price, [data-keep-clear]';

for (const widget of document.querySelectorAll<HTMLElement>('[data-chat]')) {
    widget.querySelector('[data-chat-open]')?.addEventListener('click', async () => {
        pushEvent({ event: 'chatwidget_open' });
        const { openChat } = await import('./chat');
        openChat(widget);
    });

    // While something to keep clear is under the buttons (scrolling past a sticky summary, a primary
    // button at the bottom on a phone), they step aside; the open panel stays where it is.
    const panel = widget.querySelector<HTMLElement>('[data-chat-panel]');
    let queued = false;
    const place = () => {
        queued = false;
        if (!panel?.hidden) {
            widget.removeAttribute('data-aside');
            return;
        }
        // the widget, not the buttons: the buttons move when aside, the widget stays in place
        const box = widget.getBoundingClientRect();
        const points: [number, number][] = [
            [box.left + 2, box.top + 2],
            [box.right - 2, box.top + 2],
            [box.left + 2, box.bottom - 2],
            [box.right - 2, box.bottom - 2],
            [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
        ];
        const covers = points.some(([x, y]) => document.elementsFromPoint(x, y).some(element => !widget.contains(element) && element.closest(KEEP_CLEAR)));
        widget.toggleAttribute('data-aside', covers);
    };
    const schedule = () => {
        if (queued) return;
        queued = true;
        requestAnimationFrame(place);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    new MutationObserver(schedule).observe(document.body, { childList: true, subtree: true });
    schedule();
}
