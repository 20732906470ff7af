import { $toasts, dismiss, visibleToasts } from '../../lib/toasts';

/**
 * The toasts island as a plain script (no React): renders the store into the layout's live region.
 * The close button's label comes from the region's data attribute (translated by the page).
 */
for (const region of document.querySelectorAll<HTMLElement>('[data-toasts]')) {
    const closeLabel = region.dataset.closeLabel ?? '×';
    $toasts.subscribe(toasts => {
        region.replaceChildren(
            ...visibleToasts(toasts).map(toast => {
                const item = document.createElement('div');
                item.className = `toast toast--${toast.type}`;
                item.setAttribute('role', toast.type === 'error' ? 'alert' : 'status');
                item.dataset.testid = 'toast';
                const text = document.createElement('p');
                text.textContent = toast.message;
                item.append(text);
                if (toast.action) {
                    const link = document.createElement('a');
                    link.href = toast.action.href;
                    link.textContent = toast.action.text;
                    link.className = 'toast__action';
                    item.append(link);
                }
                const close = document.createElement('button');
                close.type = 'button';
                close.className = 'toast__close';
                close.setAttribute('aria-label', closeLabel);
                close.textContent = '×';
                close.addEventListener('click', () => dismiss(toast.id));
                item.append(close);
                return item;
            }),
        );
    });
}
