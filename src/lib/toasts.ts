import { MAX_NOTIFICATIONS, NOTIFICATION_TIMEOUT_MS } from '@timber-shop/rules';
import { atom } from 'nanostores';

/**
 * Notification toasts (spec sections 3, 4 and 9): any island calls notify(); the toasts island shows
 * at most 3 at a time, each disappears after its timeout (default 6000 ms) unless persistent.
 */
export type ToastType = 'success' | 'error' | 'info';
export interface ToastInput {
    message: string;
    type: ToastType;
    timeout?: number;
    persist?: boolean;
    /** a short symbol before the message; the type's own when left out */
    icon?: string;
    /** a link (href) or a button (onClick; the toast goes after it ran) */
    action?: { text: string; href?: string; onClick?: () => void };
    /** the close button; shown unless false */
    dismiss?: boolean;
    /** a list under the message, e.g. the products an action concerned */
    items?: { id: string; name: string }[];
}
export interface Toast extends ToastInput {
    id: number;
}

export const $toasts = atom<Toast[]>([]);
let nextId = 1;

/** The toasts on screen: the newest few; older ones wait until a newer one goes. */
export function visibleToasts(toasts: readonly Toast[], max = MAX_NOTIFICATIONS): Toast[] {
    return toasts.slice(-max);
}

export function notify(n: ToastInput): void {
    const toast: Toast = { ...n, id: nextId++ };
    $toasts.set([...$toasts.get(), toast]);
    if (!toast.persist) setTimeout(() => dismiss(toast.id), toast.timeout ?? NOTIFICATION_TIMEOUT_MS);
}

/**
 * For plain scripts that do not import the store (and tests): `window.dispatchEvent(new
 * CustomEvent(NOTIFY_EVENT, { detail: toastInput }))` shows a toast like notify().
 */
export const NOTIFY_EVENT = 'shop:notify';

export function dismiss(id: number): void {
    $toasts.set($toasts.get().filter(toast => toast.id !== id));
}
