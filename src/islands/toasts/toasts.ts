import { $toasts, dismiss, NOTIFY_EVENT, notify, type Toast, type ToastInput, visibleToasts } from '../../lib/toasts';

/**
 * The toasts island as a plain script (no React): renders the store into the layout's live region,
 * at most 3 at a time (spec section 9), each with its icon, message, optional item list, action
 * and close button. The close button's label comes from the region's data attribute (translated
 * by the page). Plain scripts without the store send toasts as NOTIFY_EVENT.
 */
const TYPE_ICONS: Record<Toast['type'], string> = { success: '✓', error: '!', info: 'i' };

function toastElement(toast: Toast, closeLabel: string): HTMLElement {
    const item = document.createElement('div');
    item.className = `toast toast--${toast.type}`;
    item.setAttribute('role', toast.type === 'error' ? 'alert' : 'status');
    item.dataset.testid = 'toast';
    const icon = document.createElement('span');
    icon.className = 'toast__icon';
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = toast.icon ?? TYPE_ICONS[toast.type];
    const body = document.createElement('div');
    body.className = 'toast__body';
    const text = document.createElement('p');
    text.textContent = toast.message;
    body.append(text);
    if (toast.items?.length) {
        const list = document.createElement('ul');
        list.className = 'toast__items';
        for (const entry of toast.items) {
            const li = document.createElement('li');
            li.dataset.id = entry.id;
            li.textContent = entry.name;
            list.append(li);
        }
        body.append(list);
    }
    item.append(icon, body);
    if (toast.action) {
        const { text: label, href, onClick } = toast.action;
        const action = document.createElement(href ? 'a' : 'button');
        if (href) (action as HTMLAnchorElement).href = href;
        else (action as HTMLButtonElement).type = 'button';
        action.textContent = label;
        action.className = 'toast__action';
        if (onClick)
            action.addEventListener('click', () => {
                onClick();
                dismiss(toast.id);
            });
        item.append(action);
    }
    if (toast.dismiss !== false) {
        const close = document.createElement('button');
        close.type = 'button';
        close.className = 'toast__close';
        close.setAttribute('aria-label', closeLabel);
        close.textContent = '×';
        close.addEventListener('click', () => dismiss(toast.id));
        item.append(close);
    }
    return item;
}

for (const region of document.querySelectorAll<HTMLElement>('[data-toasts]')) {
    const closeLabel = region.dataset.closeLabel ?? '×';
    $toasts.subscribe(toasts => region.replaceChildren(...visibleToasts(toasts).map(toast => toastElement(toast, closeLabel))));
}

window.addEventListener(NOTIFY_EVENT, event => {
    const detail = (event as CustomEvent<ToastInput>).detail;
    if (detail?.message) notify(detail);
});
