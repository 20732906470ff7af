import type { Locale } from '@timber-shop/rules';
import { createRoot, type Root } from 'react-dom/client';
import ChatPanel, { CHAT_OPEN_EVENT, type ChatStrings } from './ChatPanel';

/**
 * Loaded on the chat button's first click (the widget costs no JavaScript before): mounts the
 * contact form into the widget's panel; later clicks open it again.
 */
let root: Root | undefined;

export function openChat(widget: HTMLElement) {
    const panel = widget.querySelector<HTMLElement>('[data-chat-panel]');
    const button = widget.querySelector<HTMLElement>('[data-chat-open]');
    if (!panel || !button) return;
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    if (root) {
        window.dispatchEvent(new Event(CHAT_OPEN_EVENT));
        return;
    }
    const locale = widget.dataset.locale as Locale;
    const strings = JSON.parse(widget.dataset.strings ?? '{}') as ChatStrings;
    root = createRoot(panel);
    root.render(
        <ChatPanel
            locale={locale}
            strings={strings}
            onClosed={() => {
                panel.hidden = true;
                button.setAttribute('aria-expanded', 'false');
                button.focus();
            }}
        />,
    );
}
